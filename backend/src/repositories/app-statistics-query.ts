// The app statistics' reading of the call log's action timeline (history migration 10): per app user and group,
// the calls offered to them (Received), accepted, rejected, and how long each accept took; which calls escalated.
// A call is named by its device and opened_at, as its timeline rows are.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export interface AppActionRow {
  app_user_id: number;
  app_group_id: number | null;
  user_name: string | null;
  action: 'Received' | 'Accepted' | 'Rejected';
  call: string;
  at: string;
  call_opened_at: string;
}

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
    return this.rowsStmt.all({ system: systemId, from, to }) as unknown as AppActionRow[];
  }

  /** The calls (device|opened_at) of one system opened in [from, to) that escalated. */
  escalated(systemId: number, from: string, to: string): Set<string> {
    const rows = this.escalatedStmt.all({ system: systemId, from, to }) as unknown as { call: string }[];
    return new Set(rows.map((r) => r.call));
  }
}
