// Reading the call log (spec 02 §3 call; history store, ARCHITECTURE §5): filtered, sorted pages by keyset, so
// page 1,000 costs what page 1 costs (an index range read from the cursor on, never OFFSET), and the timeline
// facts of one call. The indexes are history-db migration 4; bench/call-log-query.ts measures them at 1 M rows.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { placeholders, trigramsOf, whereOf, type CallLogFilter, type Plan } from './call-log-where.ts';
import { callLogRowOf, type CallLogEntry, type DeviceActionEntry } from './call-log-repository.ts';
import { columnsReader } from '../store/sqlite-rows.ts';

/** Sortable columns and the expression their index holds (NULL texts sort as empty, as the index stores them). */
export const CALL_LOG_SORTS = {
  opened_at: 'opened_at',
  closed_at: 'closed_at',
  duration: 'duration',
  call_type_text: "ifnull(call_type_text, '')",
  section_name: "ifnull(section_name, '')",
  device_text_long: "ifnull(device_text_long, '')",
} as const;
export type CallLogSortField = keyof typeof CALL_LOG_SORTS;
export type SortDirection = 'ASC' | 'DESC';
export type { CallLogFilter } from './call-log-where.ts';

/** Where the previous page ended: the sort value and the row id of its last row. */
export interface CallLogCursor {
  value: string | number;
  id: number;
}

export interface CallLogRow extends CallLogEntry {
  /** the row's id: unique in the installation, unlike the call system's call id */
  id: number;
}

/** What the analytics read of a call log row (modules/analytics). */
export interface AnalyticsRow {
  id: number;
  opened_ms: number;
  duration: number;
  section_id: number | null;
  section_name: string | null;
  call_type_id: number;
  call_type_text: string | null;
  device_number: number;
  device_text_long: string | null;
  is_presence: boolean;
}
/** A presence that may answer calls: its device and its opening (analytics). */
export interface PresenceAt {
  device_number: number;
  opened_ms: number;
}
type RawAnalytics = { opened_at: string; is_presence: number };
/** The page's sort column's value, beside the row (SELECT *, expr AS sort_value): the next page's cursor. */
function sortValueOf(raw: unknown): string | number {
  const value: unknown = typeof raw === 'object' && raw ? Reflect.get(raw, 'sort_value') : undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new TypeError(`call_log.sort_value: ${String(value)} is not a sort value`);
}
const readDeviceAction = columnsReader('call_device_actions', {
  system_id: 'int',
  device_number: 'int',
  at: 'text',
  action: 'text',
  user_name: 'text?',
  call_opened_at: 'text?',
});

/** A text with fewer trigram matches than this is looked up in the trigram index; a commoner one is met soon by a scan. */
const RARE_TEXT_MATCHES = 2_000;
/** A range longer than this is read along the sort column's index, a shorter one along opened_at (then sorted). */
const SHORT_RANGE_MS = 2 * 86_400_000;

export class CallLogQuery {
  constructor(private readonly db: DatabaseSync) {}

  /**
   * How to read a filter: SQLite's planner has no statistics of the ranges, so the choice is made here. A rare
   * text (few trigram matches) is read from its candidates; a short range through opened_at; else the sort order.
   */
  private plan(filter: CallLogFilter, sort: CallLogSortField): Plan {
    // the rows a live log added since a page: few, the newest ids (a range's index would read the whole range)
    if (filter.afterId !== undefined) return { trigrams: null, rangeIndex: false, byId: true };
    const text = filter.text?.trim() ?? '';
    let trigrams: string | null = null;
    if (text.length >= 3) {
      // Each trigram's matches counted up to the limit: bounded work, unlike the index's own statistics (which read
      // a common trigram's whole list). The rarest few, ANDed, give the candidates; LIKE confirms the text.
      const probe = this.db.prepare(
        'SELECT count(*) AS n FROM (SELECT rowid FROM call_log_text WHERE call_log_text MATCH ? LIMIT ?)',
      );
      const rare = trigramsOf(text)
        .map((gram) => ({ gram, n: (probe.get(gram, RARE_TEXT_MATCHES + 1) as { n: number }).n }))
        .filter((g) => g.n <= RARE_TEXT_MATCHES)
        .sort((a, b) => a.n - b.n)
        .slice(0, 3);
      if (rare.length) trigrams = rare.map((g) => g.gram).join(' AND ');
    }
    const span =
      filter.from === null || filter.to === null ? Infinity : Date.parse(filter.to) - Date.parse(filter.from);
    return { trigrams, rangeIndex: sort === 'opened_at' || span <= SHORT_RANGE_MS };
  }

  /** One page in the sort order, and the cursor of its last row when more rows follow. */
  page(
    filter: CallLogFilter,
    sort: CallLogSortField,
    direction: SortDirection,
    limit: number,
    after: CallLogCursor | null,
  ): { rows: CallLogRow[]; next: CallLogCursor | null } {
    const expr = CALL_LOG_SORTS[sort];
    const plan = this.plan(filter, sort);
    const { sql, params } = whereOf(filter, plan);
    // With candidates, the few rows are sorted; the sort index would read every row to find them.
    const order = plan.trigrams
      ? `+${expr} ${direction}, +id ${direction}`
      : `${expr} ${direction}, id ${direction}`;
    let where = sql;
    if (after) {
      // Written out rather than as a row value: SQLite reads `expr >= :v` as an index range, a row value on an
      // expression index it does not.
      const op = direction === 'DESC' ? '<' : '>';
      where += ` AND ${expr} ${op}= :cursorValue AND (${expr} ${op} :cursorValue OR id ${op} :cursorId)`;
      Object.assign(params, { cursorValue: after.value, cursorId: after.id });
    }
    params.limit = limit + 1;
    const rows = this.db
      .prepare(`SELECT *, ${expr} AS sort_value FROM call_log WHERE ${where} ORDER BY ${order} LIMIT :limit`)
      .all(params)
      .map((raw) => ({ row: callLogRowOf(raw), sortValue: sortValueOf(raw) }));
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      rows: page.map((r) => r.row),
      next: more && last ? { value: last.sortValue, id: last.row.id } : null,
    };
  }

  /** The number of matching rows, counted up to cap + 1 (more than cap reads as cap + 1). */
  count(filter: CallLogFilter, cap: number): number {
    const { sql, params } = whereOf(filter, this.plan(filter, 'opened_at'));
    params.cap = cap + 1;
    return (
      this.db
        .prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM call_log WHERE ${sql} LIMIT :cap)`)
        .get(params) as {
        n: number;
      }
    ).n;
  }

  /**
   * The matching calls and presences counted apart (issue 38: one count, one word: '7 Rufe · 5 Anwesenheiten'), up to
   * cap + 1 rows in all (more than cap reads as cap + 1 together).
   */
  countKinds(filter: CallLogFilter, cap: number): { calls: number; presences: number } {
    const { sql, params } = whereOf(filter, this.plan(filter, 'opened_at'));
    params.cap = cap + 1;
    const row = this.db
      .prepare(
        `SELECT count(*) AS n, ifnull(sum(is_presence), 0) AS presences
         FROM (SELECT is_presence FROM call_log WHERE ${sql} LIMIT :cap)`,
      )
      .get(params) as { n: number; presences: number };
    return { calls: row.n - row.presences, presences: row.presences };
  }

  /**
   * The analytics' columns of every matching row, in no particular order, one at a time (the range's index drives
   * the read; memory stays flat however many rows match). opened_at comes as epoch milliseconds.
   */
  *analyticsRows(filter: CallLogFilter): IterableIterator<AnalyticsRow> {
    const { sql, params } = whereOf(filter, { rangeIndex: true, trigrams: null });
    const rows = this.db
      .prepare(
        `SELECT id, opened_at, duration, section_id, section_name, call_type_id, call_type_text, device_number,
           device_text_long, is_presence FROM call_log WHERE ${sql}`,
      )
      .iterate(params) as IterableIterator<Omit<AnalyticsRow, 'opened_ms' | 'is_presence'> & RawAnalytics>;
    // The row object SQLite made is completed in place: a copy per row cost a third of a year's scan.
    for (const row of rows) {
      const out = row as unknown as AnalyticsRow;
      out.opened_ms = Date.parse(row.opened_at);
      out.is_presence = row.is_presence === 1;
      yield out;
    }
  }

  /**
   * Every presence of a system opened in [from, to) (from null: since the beginning) within the reader's call
   * sources, whatever else a filter says: the presences that answer the analytics' calls (a presence answers the
   * calls of its room, spec 02 §4).
   */
  *presences(
    filter: Pick<CallLogFilter, 'systemId' | 'from' | 'to' | 'scope'>,
  ): IterableIterator<PresenceAt> {
    const { systemId, from, to, scope } = filter;
    const { sql, params } = whereOf({ systemId, from, to, scope }, { rangeIndex: true, trigrams: null });
    const rows = this.db
      .prepare(`SELECT device_number, opened_at FROM call_log WHERE ${sql} AND is_presence = 1`)
      .iterate(params) as IterableIterator<{ device_number: number; opened_at: string }>;
    for (const row of rows) yield { device_number: row.device_number, opened_ms: Date.parse(row.opened_at) };
  }

  /** The number of matching calls, presences left out (the analytics' previous period). */
  countCalls(filter: CallLogFilter): number {
    const { sql, params } = whereOf(filter, { rangeIndex: true, trigrams: null });
    return (
      this.db.prepare(`SELECT count(*) AS n FROM call_log WHERE ${sql} AND is_presence = 0`).get(params) as {
        n: number;
      }
    ).n;
  }

  /** The newest row's id (0 when the log is empty). */
  lastId(): number {
    return (this.db.prepare('SELECT ifnull(max(id), 0) AS id FROM call_log').get() as { id: number }).id;
  }

  get(systemId: number, id: number): CallLogRow | null {
    const row = this.db.prepare('SELECT * FROM call_log WHERE id = ? AND system_id = ?').get(id, systemId);
    return row ? callLogRowOf(row) : null;
  }

  /** The logged row of one call of the call system (its id repeats across configurator runs: with its opening). */
  byCall(systemId: number, callId: number, openedAt: string): CallLogRow | null {
    const row = this.db
      .prepare('SELECT * FROM call_log WHERE system_id = ? AND call_id = ? AND opened_at = ?')
      .get(systemId, callId, openedAt);
    return row ? callLogRowOf(row) : null;
  }

  /** Console device actions on a device with `at` in [from, to], oldest first. */
  deviceActions(systemId: number, device: number, from: string, to: string): DeviceActionEntry[] {
    return this.db
      .prepare(
        `SELECT system_id, device_number, at, action, user_name, call_opened_at FROM call_device_actions
         WHERE system_id = ? AND device_number = ?
           AND ((call_opened_at IS NULL AND at >= ? AND at <= ?) OR call_opened_at = ?) ORDER BY at, id`,
      )
      .all(systemId, device, from, to, from)
      .map(readDeviceAction);
  }

  /** The first logged presence on one of the devices opened in [from, to], if any. */
  firstPresence(systemId: number, devices: readonly number[], from: string, to: string): CallLogRow | null {
    if (devices.length === 0) return null;
    const params: Record<string, SQLInputValue> = { system: systemId, from, to };
    const list = placeholders('d', devices, params);
    const row = this.db
      .prepare(
        `SELECT * FROM call_log WHERE system_id = :system AND device_number IN (${list}) AND is_presence = 1
         AND opened_at >= :from AND opened_at <= :to ORDER BY opened_at, id LIMIT 1`,
      )
      .get(params);
    return row ? callLogRowOf(row) : null;
  }
}
