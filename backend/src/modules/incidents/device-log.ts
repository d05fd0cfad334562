// The device history of issue 18 (history-db migration 7): the hubs' and the Gets' device log events, the last time
// each device was heard (written in batches, never per heartbeat) and each change of a device's reachability.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { z } from 'zod';
import { int, rowsOf, text } from '../../store/sqlite-rows.ts';

/** Spec 02 §3 hub log events (ReportSent is the report mails' own). */
export const DEVICE_EVENT_TYPES = [
  'BatteryUpdate',
  'Criterion',
  'DeviceFound',
  'DeviceLost',
  'Info',
] as const;
export type DeviceEventType = (typeof DEVICE_EVENT_TYPES)[number];

const deviceEventRow = z.object({
  system_id: int(),
  device_number: int().nullable(),
  hub_id: int().nullable(),
  /** 'hub' or 'gets' */
  source: text(),
  at: text(),
  type: z.enum(DEVICE_EVENT_TYPES),
  battery: z.number().nullable(),
  criterion: text().nullable(),
  text: text().nullable(),
});
export type DeviceEventRow = z.infer<typeof deviceEventRow>;

const heardRow = z.object({
  system_id: int(),
  device_number: int(),
  heard_at: text(),
  hub_id: int().nullable(),
});
export type HeardRow = z.infer<typeof heardRow>;

const reachabilityRow = z.object({ device_number: int(), at: text(), reachable: int() });
export type ReachabilityRow = z.infer<typeof reachabilityRow>;

const batteryRow = z.object({ system_id: int(), device_number: int(), battery: z.number(), at: text() });
const lastReachabilityRow = reachabilityRow.extend({ system_id: int() });
const criterionRow = z.object({ system_id: int(), device_number: int(), criterion: text(), at: text() });

export class DeviceLog {
  private readonly insertEvent: StatementSync;
  private readonly upsertHeard: StatementSync;
  private readonly insertReachability: StatementSync;

  constructor(private readonly db: DatabaseSync) {
    this.insertEvent = db.prepare(
      `INSERT INTO device_events (system_id, device_number, hub_id, source, at, type, battery, criterion, text)
       VALUES (:system_id, :device_number, :hub_id, :source, :at, :type, :battery, :criterion, :text)`,
    );
    this.upsertHeard = db.prepare(
      `INSERT INTO device_heard (system_id, device_number, heard_at, hub_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (system_id, device_number) DO UPDATE SET heard_at = excluded.heard_at,
         hub_id = ifnull(excluded.hub_id, hub_id)`,
    );
    this.insertReachability = db.prepare(
      'INSERT INTO device_reachability (system_id, device_number, at, reachable) VALUES (?, ?, ?, ?)',
    );
  }

  event(row: DeviceEventRow): void {
    this.insertEvent.run({ ...row });
  }

  /** One transaction for a sweep's worth of "last heard" times. */
  heard(rows: readonly HeardRow[]): void {
    if (rows.length === 0) return;
    this.db.exec('BEGIN');
    try {
      for (const r of rows) this.upsertHeard.run(r.system_id, r.device_number, r.heard_at, r.hub_id);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  reachability(systemId: number, device: number, at: string, reachable: boolean): void {
    this.insertReachability.run(systemId, device, at, reachable ? 1 : 0);
  }

  /** Everything to rebuild the monitor's memory after a restart. */
  lastHeard(): HeardRow[] {
    return rowsOf(heardRow, this.db.prepare('SELECT * FROM device_heard').all());
  }

  /** The latest battery level per device. */
  lastBatteries(): z.infer<typeof batteryRow>[] {
    return rowsOf(
      batteryRow,
      this.db
        .prepare(
          `SELECT e.system_id, e.device_number, e.battery, e.at FROM device_events e
         JOIN (SELECT system_id, device_number, max(id) AS id FROM device_events
               WHERE type = 'BatteryUpdate' AND device_number IS NOT NULL GROUP BY system_id, device_number) l
           ON l.id = e.id`,
        )
        .all(),
    );
  }

  /** The latest reachability per device, as last recorded. */
  lastReachability(): z.infer<typeof lastReachabilityRow>[] {
    return rowsOf(
      lastReachabilityRow,
      this.db
        .prepare(
          `SELECT r.system_id, r.device_number, r.reachable, r.at FROM device_reachability r
         JOIN (SELECT system_id, device_number, max(rowid) AS rid FROM device_reachability
               GROUP BY system_id, device_number) l ON l.rid = r.rowid`,
        )
        .all(),
    );
  }

  /** Criterion reports since `fromIso` (the longest monitor timeframe), oldest first. */
  criteriaSince(fromIso: string): z.infer<typeof criterionRow>[] {
    return rowsOf(
      criterionRow,
      this.db
        .prepare(
          `SELECT system_id, device_number, criterion, at FROM device_events
         WHERE type = 'Criterion' AND at >= ? AND device_number IS NOT NULL ORDER BY at, id`,
        )
        .all(fromIso),
    );
  }

  /** A device's reachability changes in [fromIso, now] and the last one before (the state at fromIso). */
  reachabilitySince(systemId: number, device: number, fromIso: string): ReachabilityRow[] {
    const before = rowsOf(
      reachabilityRow,
      this.db
        .prepare(
          `SELECT device_number, at, reachable FROM device_reachability
         WHERE system_id = ? AND device_number = ? AND at < ? ORDER BY at DESC, rowid DESC LIMIT 1`,
        )
        .all(systemId, device, fromIso),
    );
    const within = rowsOf(
      reachabilityRow,
      this.db
        .prepare(
          `SELECT device_number, at, reachable FROM device_reachability
         WHERE system_id = ? AND device_number = ? AND at >= ? ORDER BY at, rowid`,
        )
        .all(systemId, device, fromIso),
    );
    return [...before, ...within];
  }

  /** A device's log, newest first (the incident detail). */
  events(systemId: number, device: number, limit = 50): DeviceEventRow[] {
    return rowsOf(
      deviceEventRow,
      this.db
        .prepare(
          `SELECT system_id, device_number, hub_id, source, at, type, battery, criterion, text FROM device_events
         WHERE system_id = ? AND device_number = ? ORDER BY at DESC, id DESC LIMIT ?`,
        )
        .all(systemId, device, limit),
    );
  }
}
