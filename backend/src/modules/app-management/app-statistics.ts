// Spec 01 §2 /appmanagement/statistic (issue 19): per app user and per group, over one of the call log's date
// ranges in the facility's zone (spec 02 §9), the calls received (offered to them), accepted, rejected and
// escalated (received calls nobody accepted in time), and the median time from the call's opening to the
// accept. Counted from the call log's action timeline; a group counts each call once, whoever of it acted.
import { dateRangeBounds, type DateRange } from '@cs/rules/time';
import type { AppActionRow, AppStatisticsQuery } from '../../repositories/app-statistics-query.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import { shownName } from '../app-gateway/call-selection.ts';
import { zoneOf } from '../call-log/call-log-args.ts';
import type { AppSettingsRecord } from './app-settings.ts';

export interface AppStatisticRow {
  user_id: number | null;
  group_id: number | null;
  name: string;
  group_name: string | null;
  received: number;
  accepted: number;
  rejected: number;
  escalated: number;
  median_accept_seconds: number | null;
}

export interface AppStatistics {
  range_from: string | null;
  range_to: string;
  users: AppStatisticRow[];
  groups: AppStatisticRow[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

interface Tally {
  received: Set<string>;
  accepted: Set<string>;
  rejected: Set<string>;
  waits: Map<string, number>;
  lastName: string | null;
}

const tally = (): Tally => ({
  received: new Set(),
  accepted: new Set(),
  rejected: new Set(),
  waits: new Map(),
  lastName: null,
});

function add(t: Tally, row: AppActionRow): void {
  if (row.user_name) t.lastName = row.user_name;
  if (row.action === 'Received') t.received.add(row.call);
  if (row.action === 'Rejected') t.rejected.add(row.call);
  if (row.action === 'Accepted') {
    t.accepted.add(row.call);
    // The first accept of a call counts (a call released and accepted again waited only once).
    if (!t.waits.has(row.call))
      t.waits.set(row.call, Math.max(0, (Date.parse(row.at) - Date.parse(row.call_opened_at)) / 1000));
  }
}

function result(
  ids: { user_id: number | null; group_id: number | null },
  name: string,
  group: string | null,
  t: Tally,
  escalated: Set<string>,
): AppStatisticRow {
  const m = median([...t.waits.values()]);
  return {
    ...ids,
    name,
    group_name: group,
    received: t.received.size,
    accepted: t.accepted.size,
    rejected: t.rejected.size,
    escalated: [...t.received].filter((c) => escalated.has(c)).length,
    median_accept_seconds: m === null ? null : Math.round(m),
  };
}

export function appStatistics(
  query: AppStatisticsQuery,
  doc: SystemDoc,
  range: DateRange,
  now: number,
  settings: AppSettingsRecord,
): AppStatistics {
  const bounds = dateRangeBounds(range, now, zoneOf(doc));
  const from = bounds.from === null ? null : new Date(bounds.from).toISOString();
  const to = new Date(bounds.to).toISOString();
  const rows = query.rows(doc.id, from ?? '', to);
  const escalated = query.escalated(doc.id, from ?? '', to);
  const byUser = new Map<number, Tally>();
  const byGroup = new Map<number, Tally>();
  for (const row of rows) {
    if (!byUser.has(row.app_user_id)) byUser.set(row.app_user_id, tally());
    add(byUser.get(row.app_user_id) as Tally, row);
    if (row.app_group_id === null) continue;
    if (!byGroup.has(row.app_group_id)) byGroup.set(row.app_group_id, tally());
    add(byGroup.get(row.app_group_id) as Tally, row);
  }
  const users = new Map((doc.app_users ?? []).map((u) => [u.id, u]));
  const groups = new Map((doc.app_user_groups ?? []).map((g) => [g.id, g]));
  const byName = (a: AppStatisticRow, b: AppStatisticRow) =>
    a.name.localeCompare(b.name) || (a.user_id ?? a.group_id ?? 0) - (b.user_id ?? b.group_id ?? 0);
  return {
    range_from: from,
    range_to: to,
    // A user is listed under the name every other screen shows ('Monique W.', issue 38 item 14; spec 02 §3
    // display_names_enabled); one deleted since under the name the log kept (or its number).
    users: [...byUser]
      .map(([id, t]) => {
        const user = users.get(id);
        const group = user ? groups.get(user.app_user_group_id) : undefined;
        const ids = { user_id: id, group_id: user?.app_user_group_id ?? null };
        const name = user ? shownName(user, settings) : (t.lastName ?? `#${id}`);
        return result(ids, name, group?.name ?? null, t, escalated);
      })
      .sort(byName),
    groups: [...byGroup]
      .map(([id, t]) =>
        result({ user_id: null, group_id: id }, groups.get(id)?.name ?? `#${id}`, null, t, escalated),
      )
      .sort(byName),
  };
}
