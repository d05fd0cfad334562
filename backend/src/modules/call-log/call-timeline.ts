// A logged call's timeline (spec 02 §3 call log and call actions, where the data exists): opened and closed
// from the call system, the first presence while it was open (staff arriving: a presence at the device or at
// another device of its room, up to a few seconds after the close, since pressing presence is what closes the
// call, spec 02 §4), and the device actions the console sent to the device meanwhile, with their user.
import { formatDateTime } from '@cs/rules/time';
import type { GetsCall } from '@cs/contracts/gets';
import { CALL_ACTIONS, DEVICE_ACTIONS } from '@cs/contracts/vocabulary';
import type { CallLogEvent, CallLogEventKind } from '../../generated/graphql.ts';
import type { CallLogQuery, CallLogRow } from '../../repositories/call-log-query.ts';
import type { SystemDoc } from '../../store/config-types.ts';

/** A presence opened this long after the close still answered the call (the Gets closes it as the presence opens). */
export const PRESENCE_GRACE_MS = 5_000;

const ORDER: Record<CallLogEventKind, number> = {
  OPENED: 0,
  PRESENCE: 1,
  Mute: 2,
  Unmute: 2,
  IgnoreDefects: 2,
  Restart: 2,
  Escalated: 2,
  Resent: 2,
  Accepted: 2,
  Rejected: 2,
  Released: 2,
  Callback: 2,
  Muted: 2,
  NFC: 2,
  Timeout: 2,
  EndCalls: 3,
  CLOSED: 4,
};
/** The console's device actions, the phones' call actions and the app gateway's escalation (modules/app-gateway). */
const LOGGED_ACTIONS = new Set<string>([...DEVICE_ACTIONS, ...CALL_ACTIONS]);

/** The device and the other devices of its room (the children of the same parent node). */
function roomDevices(doc: SystemDoc, device: number): number[] {
  const parent = doc.nodes.find((n) => n.id === device)?.parent_id ?? null;
  if (parent === null) return [device];
  return [device, ...doc.nodes.filter((n) => n.parent_id === parent && n.id !== device).map((n) => n.id)];
}

export interface Timeline {
  events: CallLogEvent[];
  timeToPresence: number | null;
}

export function callTimeline(
  row: CallLogRow,
  doc: SystemDoc,
  query: CallLogQuery,
  openCalls: Iterable<GetsCall>,
  zone: string,
): Timeline {
  const opened = Date.parse(row.opened_at);
  const event = (kind: CallLogEventKind, at: string, user_name: string | null = null): CallLogEvent => ({
    kind,
    at,
    time: formatDateTime(at, zone),
    user_name,
    offset: Math.max(0, Math.round((Date.parse(at) - opened) / 1000)),
  });
  const events = [event('OPENED', row.opened_at)];
  let presenceAt: string | null = null;
  if (!row.is_presence) {
    const devices = roomDevices(doc, row.device_number);
    const until = new Date(Date.parse(row.closed_at) + PRESENCE_GRACE_MS).toISOString();
    const logged = query.firstPresence(row.system_id, devices, row.opened_at, until)?.opened_at ?? null;
    const open = [...openCalls]
      .filter((c) => c.is_presence && devices.includes(c.number))
      .map((c) => c.opened_at)
      .filter((at) => at >= row.opened_at && at <= until);
    presenceAt = [logged, ...open].filter((at): at is string => at !== null).sort()[0] ?? null;
    if (presenceAt) events.push(event('PRESENCE', presenceAt));
  }
  for (const action of query.deviceActions(row.system_id, row.device_number, row.opened_at, row.closed_at))
    if (LOGGED_ACTIONS.has(action.action))
      events.push(event(action.action as CallLogEventKind, action.at, action.user_name));
  events.sort((a, b) => a.at.localeCompare(b.at) || ORDER[a.kind] - ORDER[b.kind]);
  // Closed is the last thing that happens to a call: a presence opened just after it (within the grace) is the
  // press that closed it, as the Gets ends the call before it opens the presence (spec 02 §4).
  return {
    events: [...events, event('CLOSED', row.closed_at, row.handled_by)],
    timeToPresence: presenceAt ? Math.round((Date.parse(presenceAt) - opened) / 1000) : null,
  };
}
