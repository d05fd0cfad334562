// The call log (history store, ARCHITECTURE §5): one row per closed call or presence.
import { columnsReader } from '../store/sqlite-rows.ts';
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export interface CallLogEntry {
  system_id: number;
  call_id: number;
  opened_at: string;
  closed_at: string;
  /** whole seconds */
  duration: number;
  call_type_id: number;
  call_type_text: string | null;
  call_source_id: number | null;
  call_source_text: string | null;
  section_id: number | null;
  section_name: string | null;
  device_number: number;
  device_text_short: string | null;
  device_text_long: string | null;
  is_presence: boolean;
  /** the user who ended it from the console, when known */
  handled_by: string | null;
  /** where the call system located it (spec 02 §3 call position), when it did */
  position: string | null;
  /** the call type's flag and urgency when the call closed (spec 01 §3); null in rows written before they were kept */
  call_type_flag: string | null;
  urgency: string | null;
}

/** call_log's columns in the table's order (history-db migrations 2 and 4), read by a checked row reader. */
const readCallLog = columnsReader('call_log', {
  id: 'int',
  system_id: 'int',
  call_id: 'int',
  opened_at: 'text',
  closed_at: 'text',
  duration: 'int',
  call_type_id: 'int',
  call_type_text: 'text?',
  call_source_id: 'int?',
  call_source_text: 'text?',
  section_id: 'int?',
  section_name: 'text?',
  device_number: 'int',
  device_text_short: 'text?',
  device_text_long: 'text?',
  is_presence: 'int',
  handled_by: 'text?',
  position: 'text?',
  call_type_flag: 'text?',
  urgency: 'text?',
});

/** A call_log row (SELECT *) as the log's entry with its row id; a column that does not hold its type throws. */
export function callLogRowOf(raw: unknown): CallLogEntry & { id: number } {
  const row = readCallLog(raw);
  return { ...row, is_presence: row.is_presence === 1 };
}

/** A device action sent from the console (spec 02 §3 device actions), kept for the timeline of the device's calls. */
export interface DeviceActionEntry {
  system_id: number;
  device_number: number;
  at: string;
  action: string;
  user_name: string | null;
  /** the call an app action belongs to (its opened_at); console device actions belong to whatever was open */
  call_opened_at?: string | null;
  /** the app user and their group of a phone's action or a call's offer (app statistics) */
  app_user_id?: number | null;
  app_group_id?: number | null;
}

/** Calls per section over a time range (analytics, spec 01 §9 reports); section_id null = no section. */
export interface SectionStats {
  section_id: number | null;
  calls: number;
  presences: number;
  avg_duration: number;
  max_duration: number;
}

const DAY_MS = 86_400_000;
/** The first UTC midnight at or after an ISO instant, as 'yyyy-mm-dd'. */
const dayAtOrAfter = (iso: string) =>
  new Date(Math.ceil(Date.parse(iso) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => `${day}T00:00:00.000Z`;

export class CallLogRepository {
  private readonly insertStmt: StatementSync;
  private readonly actionStmt: StatementSync;

  constructor(private readonly db: DatabaseSync) {
    this.insertStmt = db.prepare(
      `INSERT OR IGNORE INTO call_log (system_id, call_id, opened_at, closed_at, duration, call_type_id, call_type_text, call_source_id,
         call_source_text, section_id, section_name, device_number, device_text_short, device_text_long, is_presence, handled_by,
         position, call_type_flag, urgency)
       VALUES (:system_id, :call_id, :opened_at, :closed_at, :duration, :call_type_id, :call_type_text, :call_source_id,
         :call_source_text, :section_id, :section_name, :device_number, :device_text_short, :device_text_long, :is_presence, :handled_by,
         :position, :call_type_flag, :urgency)`,
    );
    this.actionStmt = db.prepare(
      `INSERT INTO call_device_actions (system_id, device_number, at, action, user_name, call_opened_at, app_user_id,
         app_group_id)
       VALUES (:system_id, :device_number, :at, :action, :user_name, :call_opened_at, :app_user_id, :app_group_id)`,
    );
  }

  recordDeviceAction(entry: DeviceActionEntry): void {
    this.actionStmt.run({ call_opened_at: null, app_user_id: null, app_group_id: null, ...entry });
  }

  /**
   * Several actions of one moment (a call offered to a group: a Received row per user) in one transaction: each
   * commit of its own wrote the WAL and took the file locks again (bench/ward-day.ts).
   */
  recordDeviceActions(entries: readonly DeviceActionEntry[]): void {
    if (entries.length < 2 || this.db.isTransaction) {
      for (const entry of entries) this.recordDeviceAction(entry);
      return;
    }
    this.db.exec('BEGIN');
    try {
      for (const entry of entries) this.recordDeviceAction(entry);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** The new row's id; null when the row was already there (the same close seen twice). */
  record(entry: CallLogEntry): number | null {
    const result = this.insertStmt.run({ ...entry, is_presence: entry.is_presence ? 1 : 0 });
    return result.changes > 0 ? Number(result.lastInsertRowid) : null;
  }

  /**
   * Calls per section with opened_at in [from, to) (ISO UTC), optionally of one system. Whole UTC days come from
   * the daily pre-aggregation (history-db migration 3), the partial days at either end from call_log itself, so
   * any range (a local-time year, a shift) is exact: a whole year reads about 30k rows instead of 1 M.
   */
  sectionStats(from: string, to: string, systemId: number | null = null): SectionStats[] {
    const firstDay = dayAtOrAfter(from);
    const endDay = new Date(Math.floor(Date.parse(to) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
    const system = systemId === null ? '' : 'AND system_id = :system';
    const parts =
      firstDay < endDay
        ? `SELECT ifnull(section_id, -1) AS s, count(*) AS calls, sum(is_presence) AS presences, sum(duration) AS dsum, max(duration) AS dmax
             FROM call_log WHERE ((opened_at >= :from AND opened_at < :firstStart) OR (opened_at >= :endStart AND opened_at < :to)) ${system} GROUP BY s
           UNION ALL
           SELECT section_id, sum(calls), sum(presences), sum(duration_sum), max(duration_max)
             FROM call_log_daily WHERE day >= :firstDay AND day < :endDay ${system} GROUP BY section_id`
        : `SELECT ifnull(section_id, -1) AS s, count(*) AS calls, sum(is_presence) AS presences, sum(duration) AS dsum, max(duration) AS dmax
             FROM call_log WHERE opened_at >= :from AND opened_at < :to ${system} GROUP BY s`;
    const params: Record<string, string | number> = { from, to };
    if (firstDay < endDay)
      Object.assign(params, { firstStart: dayStart(firstDay), endStart: dayStart(endDay), firstDay, endDay });
    if (systemId !== null) params.system = systemId;
    const rows = this.db
      .prepare(
        `SELECT s, sum(calls) AS calls, sum(presences) AS presences, sum(dsum) AS dsum, max(dmax) AS dmax FROM (${parts}) GROUP BY s ORDER BY s`,
      )
      .all(params) as Array<{ s: number; calls: number; presences: number; dsum: number; dmax: number }>;
    return rows.map((r) => ({
      section_id: r.s === -1 ? null : r.s,
      calls: r.calls,
      presences: r.presences,
      avg_duration: r.dsum / r.calls,
      max_duration: r.dmax,
    }));
  }

  /** Newest first. */
  list(systemId: number, limit = 100): CallLogEntry[] {
    const rows = this.db
      .prepare('SELECT * FROM call_log WHERE system_id = ? ORDER BY closed_at DESC, id DESC LIMIT ?')
      .all(systemId, limit);
    return rows.map((raw) => {
      const { id: _id, ...row } = callLogRowOf(raw);
      return row;
    });
  }
}
