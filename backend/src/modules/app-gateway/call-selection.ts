// Which app users a call selects (spec 02 §3 app user group, subscription view; issue 19): the users of every
// group whose section is the call's, or whose display groups show the call's section and call type; a group's
// node selection makes an element (and everything below it) a priority of the group or ignored by it; a
// subscription view (when subscriptions are enabled) makes its elements a priority of its users. SOS calls
// (emergency urgency) reach every user when sos_send_to_all_users is on. Presences are not offered: they are
// the staff's own arrival.
import type { GetsCall } from '@cs/contracts/gets';
import type { AppSettingsRecord } from '../app-management/app-settings.ts';
import { displayGroupsNow } from '../calls/display-groups-now.ts';
import type {
  AppUserGroupRecord,
  AppUserRecord,
  DisplayGroupRecord,
  SystemDoc,
} from '../../store/config-types.ts';

export interface Recipient {
  userId: number;
  /** the login name */
  name: string;
  /** the name the displays and the log show (display names enabled: the current display name) */
  shownAs: string;
  groupId: number;
  /** Full handling; RejectOnly groups may only reject */
  mayAccept: boolean;
  /** a node selection or subscription names the call's element: offered first */
  priority: boolean;
}

/** The device's node and its ancestors (the room, the floor, ...), nearest first. */
export function lineage(doc: SystemDoc, device: number): number[] {
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const chain: number[] = [];
  for (
    let id: number | null = device;
    id !== null && !chain.includes(id);
    id = byId.get(id)?.parent_id ?? null
  )
    chain.push(id);
  return chain;
}

function groupShows(group: AppUserGroupRecord, displayGroups: DisplayGroupRecord[], call: GetsCall): boolean {
  if (group.section_id !== null && group.section_id === call.section_id) return true;
  return displayGroups
    .filter((g) => group.display_group_ids.includes(g.id))
    .some((g) =>
      g.connections.some((c) => c.section_id === call.section_id && c.call_type_id === call.call_type_id),
    );
}

export const shownName = (user: AppUserRecord, settings: AppSettingsRecord) =>
  settings.display_names_enabled && user.current_display_name ? user.current_display_name : user.name;

export function selectRecipients(call: GetsCall, doc: SystemDoc, settings: AppSettingsRecord): Recipient[] {
  if (call.is_presence) return [];
  const chain = lineage(doc, call.number);
  const groups = new Map((doc.app_user_groups ?? []).map((g) => [g.id, g]));
  const subscribed = new Set(
    settings.subscriptions_enabled
      ? (doc.subscription_views ?? [])
          .filter((v) => v.system_tree_node_ids.some((id) => chain.includes(id)))
          .flatMap((v) => v.app_user_ids)
      : [],
  );
  // the display groups as they apply now, as on the wall displays: an active display-group override moves its
  // sections' calls to its group (spec 02 §3/§4), an enabled interconnection shares them with another (spec 02 §3)
  const displayGroups = displayGroupsNow(doc);
  const urgency = doc.call_types.find((t) => t.id === call.call_type_id)?.urgency;
  const sos = settings.sos_send_to_all_users && urgency === 'EMERGENCY';
  const out: Recipient[] = [];
  for (const user of doc.app_users ?? []) {
    const group = groups.get(user.app_user_group_id);
    if (!group) continue;
    const selection = group.node_selection.filter((s) => chain.includes(s.system_tree_node_id));
    const ignored = selection.some((s) => s.mode === 'ignored');
    const shows = groupShows(group, displayGroups, call) || subscribed.has(user.id);
    if (!sos && (ignored || !shows)) continue;
    out.push({
      userId: user.id,
      name: user.name,
      shownAs: shownName(user, settings),
      groupId: group.id,
      mayAccept: group.call_handling_mode === 'Full',
      priority: !ignored && (selection.some((s) => s.mode === 'priority') || subscribed.has(user.id)),
    });
  }
  return out;
}
