// The call log (history store, ARCHITECTURE §5): one row per closed call or presence.
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
}

export class CallLogRepository {
  private readonly insertStmt: StatementSync;

  constructor(private readonly db: DatabaseSync) {
    this.insertStmt = db.prepare(
      `INSERT OR IGNORE INTO call_log (system_id, call_id, opened_at, closed_at, duration, call_type_id, call_type_text, call_source_id,
         call_source_text, section_id, section_name, device_number, device_text_short, device_text_long, is_presence, handled_by)
       VALUES (:system_id, :call_id, :opened_at, :closed_at, :duration, :call_type_id, :call_type_text, :call_source_id,
         :call_source_text, :section_id, :section_name, :device_number, :device_text_short, :device_text_long, :is_presence, :handled_by)`,
    );
  }

  /** false when the row was already there (the same close seen twice). */
  record(entry: CallLogEntry): boolean {
    return this.insertStmt.run({ ...entry, is_presence: entry.is_presence ? 1 : 0 }).changes > 0;
  }

  /** Newest first. */
  list(systemId: number, limit = 100): CallLogEntry[] {
    const rows = this.db
      .prepare('SELECT * FROM call_log WHERE system_id = ? ORDER BY closed_at DESC, id DESC LIMIT ?')
      .all(systemId, limit) as unknown as Array<Omit<CallLogEntry, 'is_presence'> & { id: number; is_presence: number }>;
    return rows.map(({ id: _id, ...row }) => ({ ...row, is_presence: row.is_presence === 1 }));
  }
}
