// Audit log rows (spec 02 §3 audit): who did what to which entity, in which system, when (UTC).
import type { DatabaseSync } from 'node:sqlite';
import { redactSecrets } from '../auth/secrets.ts';
import type { Clock } from '@cs/contracts/clock';
import { z } from 'zod';
import { int, rowsOf, text } from '../store/sqlite-rows.ts';

export interface AuditEntry {
  userId: number;
  userName: string;
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes?: Record<string, unknown>;
  systemId?: number | null;
  address?: string | null;
  outcome?: 'ok' | 'denied' | 'failed';
}

const auditRow = z.object({
  id: int(),
  at: text(),
  user_id: int(),
  user_name: text(),
  action: text(),
  entity: text(),
  entity_id: text().nullable(),
  changes: text(),
  system_id: int().nullable(),
  address: text().nullable(),
  outcome: text(),
});
export type AuditRow = z.infer<typeof auditRow>;

export class AuditRepository {
  private readonly insert;
  private readonly latest;

  constructor(
    db: DatabaseSync,
    private readonly clock: Clock,
  ) {
    this.insert = db.prepare(
      `INSERT INTO audit (at, user_id, user_name, action, entity, entity_id, changes, system_id, address, outcome)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.latest = db.prepare('SELECT * FROM audit ORDER BY id DESC LIMIT ?');
  }

  /** Every row passes here: secrets are redacted at every depth of `changes`, whoever wrote the row. */
  record(entry: AuditEntry): void {
    this.insert.run(
      new Date(this.clock.now()).toISOString(),
      entry.userId,
      entry.userName,
      entry.action,
      entry.entity,
      entry.entityId == null ? null : String(entry.entityId),
      JSON.stringify(redactSecrets(entry.changes ?? {})),
      entry.systemId ?? null,
      entry.address ?? null,
      entry.outcome ?? 'ok',
    );
  }

  /** Newest first. */
  list(limit: number): AuditRow[] {
    return rowsOf(auditRow, this.latest.all(limit));
  }
}
