// Audit log rows (spec 02 §3 audit): who did what to which entity, in which system, when (UTC).
import type { DatabaseSync } from 'node:sqlite';
import { redactSecrets } from '../auth/secrets.ts';
import type { Clock } from '@cs/contracts/clock';

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

export interface AuditRow {
  id: number;
  at: string;
  user_id: number;
  user_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  changes: string;
  system_id: number | null;
  address: string | null;
  outcome: string;
}

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
    return this.latest.all(limit) as unknown as AuditRow[];
  }
}
