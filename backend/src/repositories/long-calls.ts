// Long calls for the report mails (spec 02 §3 report include_long_calls, call_duration_threshold in minutes): the
// calls of a system that opened in a period and lasted at least the threshold, longest first. Presences are not
// calls for help and are left out. Reads the call log's (system_id, opened_at) index.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { int, rowsOf, text } from '../store/sqlite-rows.ts';

/** A long call as the query's columns hold it (store/sqlite-rows.ts). */
const longCall = z.object({
  opened_at: text(),
  closed_at: text(),
  /** whole seconds */
  duration: int(),
  call_type_text: text().nullable(),
  device_text_long: text().nullable(),
  section_name: text().nullable(),
});
export type LongCall = z.infer<typeof longCall>;

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
    rowsOf(longCall, statement.all(systemId, fromIso, toIso, minSeconds));
}
