// The app statistics' reading of the call log's action timeline (history migration 10): per app user and group,
// the calls offered to them (Received), accepted, rejected, and how long each accept took; which calls escalated.
// A call is named by its device and opened_at, as its timeline rows are.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { z } from 'zod';
import { int, rowsOf, text } from '../store/sqlite-rows.ts';

const appActionRow = z.object({
  app_user_id: int(),
  app_group_id: int().nullable(),
  user_name: text().nullable(),
  action: z.enum(['Received', 'Accepted', 'Rejected']),
  call: text(),
  at: text(),
  call_opened_at: text(),
});
export type AppActionRow = z.infer<typeof appActionRow>;
const escalatedRow = z.object({ call: text() });

export class AppStatisticsQuery {
  private readonly rowsStmt: StatementSync;
  private readonly escalatedStmt: StatementSync;

  constructor(db: DatabaseSync) {
    const inRange = `system_id = :system AND call_opened_at IS NOT NULL AND call_opened_at >= :from
      AND call_opened_at < :to`;
    this.rowsStmt = db.prepare(
      `SELECT app_user_id, app_group_id, user_name, action, device_number || '|' || call_opened_at AS call, at,
         call_opened_at
       FROM call_device_actions
       WHERE ${inRange} AND app_user_id IS NOT NULL AND action IN ('Received', 'Accepted', 'Rejected')
       ORDER BY at, id`,
    );
    this.escalatedStmt = db.prepare(
      `SELECT DISTINCT device_number || '|' || call_opened_at AS call FROM call_device_actions
       WHERE ${inRange} AND action = 'Escalated'`,
    );
  }

  /** The app users' rows of the calls of one system opened in [from, to) (ISO UTC; from '' since the beginning). */
  rows(systemId: number, from: string, to: string): AppActionRow[] {
    return rowsOf(appActionRow, this.rowsStmt.all({ system: systemId, from, to }));
  }

  /** The calls (device|opened_at) of one system opened in [from, to) that escalated. */
  escalated(systemId: number, from: string, to: string): Set<string> {
    const rows = rowsOf(escalatedRow, this.escalatedStmt.all({ system: systemId, from, to }));
    return new Set(rows.map((r) => r.call));
  }
}
