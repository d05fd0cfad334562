// Incidents and their event history in the history store (history-db migration 9; spec 02 §3 incident kinds,
// states, severity). The monitoring service owns the transitions; this module reads and writes rows.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { IncidentEvent } from '../../platform/event-bus.ts';
import { int, rowOf, rowsOf, text } from '../../store/sqlite-rows.ts';

/** The row's fields are documented where the bus carries it (platform/event-bus.ts IncidentEvent). */
export type IncidentRow = IncidentEvent;
export type IncidentKind = IncidentRow['kind'];
export type IncidentState = IncidentRow['state'];
export type IncidentSeverity = IncidentRow['severity'];

/** The incidents table's reader: the bus's IncidentEvent is the row (checked against it by `satisfies`). */
const incidentRow = z.object({
  id: int(),
  system_id: int(),
  device_number: int(),
  hub_id: int().nullable(),
  kind: z.enum(['battery', 'defects', 'probable_defects', 'reachability']),
  monitor_id: int(),
  severity: z.enum(['Critical', 'Warning', 'Info']),
  state: z.enum(['New', 'Assigned', 'Closed']),
  assigned_user_id: int().nullable(),
  assigned_user_name: text().nullable(),
  detail: text(),
  opened_at: text(),
  closed_at: text().nullable(),
  closed_by: text().nullable(),
  recovered_at: text().nullable(),
}) satisfies z.ZodType<IncidentRow>;

const incidentEventRow = z.object({
  id: int(),
  incident_id: int(),
  at: text(),
  /** opened, severity, assigned, closed, recovered */
  type: text(),
  user_name: text().nullable(),
  data: text(),
});
export type IncidentEventRow = z.infer<typeof incidentEventRow>;

export interface IncidentQuery {
  systemIds: readonly number[];
  kinds?: readonly IncidentKind[];
  states?: readonly IncidentState[];
  severities?: readonly IncidentSeverity[];
  devices?: readonly number[] | null;
  /** per system the reader is restricted in, the devices they may read (incident-scope.ts); others: all */
  scope?: ReadonlyMap<number, readonly number[]>;
  /** open at any time within [from, to): opened before `to`, not closed before `from` */
  from?: string | null;
  to?: string | null;
  limit: number;
  offset: number;
}

export type ConditionKey = Pick<IncidentRow, 'system_id' | 'device_number' | 'kind' | 'monitor_id'>;

/** The list's order: the most severe first (spec 02 §3 severities Critical, Warning, Info). */
const SEVERITY_RANK = "CASE severity WHEN 'Critical' THEN 0 WHEN 'Warning' THEN 1 ELSE 2 END";
const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The systems' rows, of a system the reader is restricted in only those of the devices they may read. */
function scoped(systemIds: readonly number[], scope: ReadonlyMap<number, readonly number[]> | undefined) {
  const free = systemIds.filter((id) => !scope?.has(id));
  const parts = free.length ? [`system_id IN (${list(free.length)})`] : [];
  const args: number[] = [...free];
  for (const id of systemIds) {
    const devices = scope?.get(id);
    if (!devices?.length) continue;
    parts.push(`(system_id = ? AND device_number IN (${list(devices.length)}))`);
    args.push(id, ...devices);
  }
  return { sql: parts.length ? `(${parts.join(' OR ')})` : '0', args };
}

export class IncidentRepository {
  constructor(private readonly db: DatabaseSync) {}

  private tx<T>(work: () => T): T {
    this.db.exec('BEGIN');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  get(id: number): IncidentRow | null {
    return rowOf(incidentRow, this.db.prepare('SELECT * FROM incidents WHERE id = ?').get(id)) ?? null;
  }

  /** Conditions still lasting (their latest incident not recovered): the monitor's memory after a restart. */
  unrecovered(): IncidentRow[] {
    return rowsOf(
      incidentRow,
      this.db.prepare('SELECT * FROM incidents WHERE recovered_at IS NULL ORDER BY id').all(),
    );
  }

  open(
    row: Omit<
      IncidentRow,
      'id' | 'state' | 'assigned_user_id' | 'assigned_user_name' | 'closed_at' | 'closed_by' | 'recovered_at'
    >,
  ): IncidentRow {
    return this.tx(() => {
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO incidents (system_id, device_number, hub_id, kind, monitor_id, severity, state, detail, opened_at)
           VALUES (:system_id, :device_number, :hub_id, :kind, :monitor_id, :severity, 'New', :detail, :opened_at)`,
        )
        .run({ ...row });
      const id = Number(lastInsertRowid);
      this.addEvent(id, row.opened_at, 'opened', null, {
        severity: row.severity,
        detail: JSON.parse(row.detail),
      });
      return this.get(id)!;
    });
  }

  setSeverity(id: number, severity: IncidentSeverity, detail: string, at: string): IncidentRow {
    return this.tx(() => {
      this.db.prepare('UPDATE incidents SET severity = ?, detail = ? WHERE id = ?').run(severity, detail, id);
      this.addEvent(id, at, 'severity', null, { severity, detail: JSON.parse(detail) });
      return this.get(id)!;
    });
  }

  /** The condition cleared: closes the incident too unless a user closed it already. */
  recovered(id: number, at: string): IncidentRow {
    return this.tx(() => {
      this.db
        .prepare(
          `UPDATE incidents SET recovered_at = :at,
             closed_by = CASE WHEN state = 'Closed' THEN closed_by ELSE 'auto' END,
             closed_at = CASE WHEN state = 'Closed' THEN closed_at ELSE :at END, state = 'Closed' WHERE id = :id`,
        )
        .run({ id, at });
      this.addEvent(id, at, 'recovered', null, {});
      return this.get(id)!;
    });
  }

  assign(id: number, user: { id: number; name: string }, by: string, at: string): IncidentRow {
    return this.tx(() => {
      this.db
        .prepare(
          `UPDATE incidents SET state = 'Assigned', assigned_user_id = ?, assigned_user_name = ? WHERE id = ?`,
        )
        .run(user.id, user.name, id);
      this.addEvent(id, at, 'assigned', by, { user_id: user.id, user_name: user.name });
      return this.get(id)!;
    });
  }

  close(id: number, by: string, at: string): IncidentRow {
    return this.tx(() => {
      this.db
        .prepare(`UPDATE incidents SET state = 'Closed', closed_at = ?, closed_by = ? WHERE id = ?`)
        .run(at, by, id);
      this.addEvent(id, at, 'closed', by, {});
      return this.get(id)!;
    });
  }

  private addEvent(id: number, at: string, type: string, user: string | null, data: object): void {
    this.db
      .prepare('INSERT INTO incident_events (incident_id, at, type, user_name, data) VALUES (?, ?, ?, ?, ?)')
      .run(id, at, type, user, JSON.stringify(data));
  }

  events(id: number): IncidentEventRow[] {
    return rowsOf(
      incidentEventRow,
      this.db.prepare('SELECT * FROM incident_events WHERE incident_id = ? ORDER BY id').all(id),
    );
  }

  private where(q: Omit<IncidentQuery, 'limit' | 'offset'>): { sql: string; args: Array<string | number> } {
    const systems = scoped(q.systemIds, q.scope);
    const parts: string[] = [systems.sql];
    const args: Array<string | number> = [...systems.args];
    const any = (column: string, values: readonly (string | number)[] | null | undefined) => {
      if (!values || values.length === 0) return;
      parts.push(`${column} IN (${list(values.length)})`);
      args.push(...values);
    };
    any('kind', q.kinds);
    any('state', q.states);
    any('severity', q.severities);
    if (q.devices) {
      if (q.devices.length === 0) parts.push('0');
      any('device_number', q.devices);
    }
    if (q.to) {
      parts.push('opened_at < ?');
      args.push(q.to);
    }
    if (q.from) {
      parts.push('(closed_at IS NULL OR closed_at >= ?)');
      args.push(q.from);
    }
    return { sql: parts.join(' AND '), args };
  }

  /** Critical first, then Warning, then Info; within a severity newest first (issue 38 item 14: a critical
   * incident opened yesterday must not sit below today's battery warnings). */
  query(q: IncidentQuery): { rows: IncidentRow[]; total: number } {
    if (q.systemIds.length === 0) return { rows: [], total: 0 };
    const { sql, args } = this.where(q);
    const rows = rowsOf(
      incidentRow,
      this.db
        .prepare(
          `SELECT * FROM incidents WHERE ${sql} ORDER BY ${SEVERITY_RANK}, opened_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, q.limit, q.offset),
    );
    const total = (
      this.db.prepare(`SELECT count(*) AS n FROM incidents WHERE ${sql}`).get(...args) as { n: number }
    ).n;
    return { rows, total };
  }

  /** Incidents not closed, per kind, of the given systems (the list's boxes), within the reader's scope. */
  openCounts(
    systemIds: readonly number[],
    scope?: ReadonlyMap<number, readonly number[]>,
  ): Map<IncidentKind, number> {
    const counts = new Map<IncidentKind, number>();
    if (systemIds.length === 0) return counts;
    const systems = scoped(systemIds, scope);
    const rows = this.db
      .prepare(
        `SELECT kind, count(*) AS n FROM incidents WHERE state != 'Closed' AND ${systems.sql} GROUP BY kind`,
      )
      .all(...systems.args) as Array<{ kind: IncidentKind; n: number }>;
    for (const r of rows) counts.set(r.kind, r.n);
    return counts;
  }

  /** A system's incidents open at any time within [fromIso, toIso) (the report mails' source), oldest first. */
  openWithin(systemId: number, fromIso: string, toIso: string): IncidentRow[] {
    return rowsOf(
      incidentRow,
      this.db
        .prepare(
          `SELECT * FROM incidents WHERE system_id = ? AND opened_at < ? AND (closed_at IS NULL OR closed_at >= ?)
         ORDER BY opened_at, id`,
        )
        .all(systemId, toIso, fromIso),
    );
  }
}
