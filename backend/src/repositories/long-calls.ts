// Long calls for the report mails (spec 02 §3 report include_long_calls, call_duration_threshold in minutes): the
// calls of a system that opened in a period and lasted at least the threshold, longest first. Presences are not
// calls for help and are left out. Reads the call log's (system_id, opened_at) index.
import type { DatabaseSync } from 'node:sqlite';

export interface LongCall {
  opened_at: string;
  closed_at: string;
  /** whole seconds */
  duration: number;
  call_type_text: string | null;
  device_text_long: string | null;
  section_name: string | null;
}

/** The most rows one report lists per system; a report is read on a phone too. */
export const LONG_CALLS_MAX = 200;

export type LongCallQuery = (
  systemId: number,
  fromIso: string,
  toIso: string,
  minSeconds: number,
) => LongCall[];

export function longCallQuery(db: DatabaseSync): LongCallQuery {
  const statement = db.prepare(
    `SELECT opened_at, closed_at, duration, call_type_text, device_text_long, section_name FROM call_log
     WHERE system_id = ? AND opened_at >= ? AND opened_at < ? AND duration >= ? AND is_presence = 0
     ORDER BY duration DESC, opened_at LIMIT ${LONG_CALLS_MAX}`,
  );
  return (systemId, fromIso, toIso, minSeconds) =>
    statement.all(systemId, fromIso, toIso, minSeconds) as unknown as LongCall[];
}
