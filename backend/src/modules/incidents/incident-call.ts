// The call behind a defect incident (incident-screens.graphql; spec 01 §2 /analytics/incidents/call/:id). The
// incident's detail names the call system's call (its id and opening, judge.ts); once closed it is a row of the call
// log, while open it is one of the system's open calls. The timeline is the call log's; an open call's ends now,
// without CLOSED. The caller's access is the incident's: its system must be one they may use (resolvers.ts).
import { formatDateTime } from '@cs/rules/time';
import { z } from 'zod';
import type { GetsCall } from '@cs/contracts/gets';
import type { GraphQLContext } from '../../context.ts';
import type { IncidentCall } from '../../generated/graphql.ts';
import type { CallLogRow } from '../../repositories/call-log-query.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import { callTimeline } from '../call-log/call-timeline.ts';
import type { IncidentRow } from './incident-repository.ts';

/** What a defect incident's detail says of its call (judge.ts writes it). */
const namingDetail = z.object({ call_id: z.number(), opened_at: z.string() });

function namedCall(row: IncidentRow): { callId: number; openedAt: string } | null {
  if (row.kind !== 'defects') return null;
  try {
    const d = namingDetail.safeParse(JSON.parse(row.detail));
    return d.success ? { callId: d.data.call_id, openedAt: d.data.opened_at } : null;
  } catch {
    return null;
  }
}

/** An open call as a log row that closes now (for the timeline's reading of presences and device actions). */
function openAsRow(call: GetsCall, systemId: number, now: number): CallLogRow {
  const closedAt = new Date(now).toISOString();
  return {
    id: 0,
    system_id: systemId,
    call_id: call.id,
    opened_at: call.opened_at,
    closed_at: closedAt,
    duration: Math.max(0, Math.floor((now - Date.parse(call.opened_at)) / 1000)),
    call_type_id: call.call_type_id,
    call_type_text: call.call_type_text || null,
    call_source_id: call.call_source_id,
    call_source_text: call.call_source_text || null,
    section_id: call.section_id,
    section_name: call.section_name || null,
    device_number: call.number,
    device_text_short: call.device_text_short || null,
    device_text_long: call.device_text_long || null,
    is_presence: call.is_presence,
    handled_by: null,
    position: call.position,
    call_type_flag: null,
    urgency: null,
  };
}

export function incidentCall(ctx: GraphQLContext, incident: IncidentRow): IncidentCall | null {
  const named = namedCall(incident);
  const doc = ctx.services.systems.get(incident.system_id);
  if (!named || !doc) return null;
  const open = [...(ctx.services.calls.system(doc.id)?.openRecords() ?? [])];
  const logged = ctx.services.callLogQuery.byCall(doc.id, named.callId, named.openedAt);
  const live = logged ? undefined : open.find((c) => c.id === named.callId && c.opened_at === named.openedAt);
  const row = logged ?? (live ? openAsRow(live, doc.id, ctx.services.clock.now()) : null);
  if (!row) return null;
  const zone = systemTimeZone(doc);
  const { events } = callTimeline(row, doc, ctx.services.callLogQuery, open, zone);
  return {
    incident_id: incident.id,
    open: !logged,
    call_type_text: row.call_type_text,
    call_source_text: row.call_source_text,
    device_text_short: row.device_text_short,
    device_text_long: row.device_text_long,
    section_name: row.section_name,
    position: row.position,
    handled_by_app_username: row.handled_by,
    time_start: formatDateTime(row.opened_at, zone),
    time_end: logged ? formatDateTime(row.closed_at, zone) : null,
    duration: row.duration,
    timeline: logged ? events : events.filter((e) => e.kind !== 'CLOSED'),
  };
}
