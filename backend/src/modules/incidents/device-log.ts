// The device history of issue 18 (history-db migration 7): the hubs' and the Gets' device log events, the last time
// each device was heard (written in batches, never per heartbeat) and each change of a device's reachability.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** Spec 02 §3 hub log events (ReportSent is the report mails' own). */
export type DeviceEventType = 'BatteryUpdate' | 'Criterion' | 'DeviceFound' | 'DeviceLost' | 'Info';

export interface DeviceEventRow {
  system_id: number;
  device_number: number | null;
  hub_id: number | null;
  /** 'hub' or 'gets' */
  source: string;
  at: string;
  type: DeviceEventType;
  battery: number | null;
  criterion: string | null;
  text: string | null;
}

export interface HeardRow {
  system_id: number;
  device_number: number;
  heard_at: string;
  hub_id: number | null;
}

export interface ReachabilityRow {
  device_number: number;
  at: string;
  reachable: number;
}

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
    return this.db.prepare('SELECT * FROM device_heard').all() as unknown as HeardRow[];
  }

  /** The latest battery level per device. */
  lastBatteries(): Array<{ system_id: number; device_number: number; battery: number; at: string }> {
    return this.db
      .prepare(
        `SELECT e.system_id, e.device_number, e.battery, e.at FROM device_events e
         JOIN (SELECT system_id, device_number, max(id) AS id FROM device_events
               WHERE type = 'BatteryUpdate' AND device_number IS NOT NULL GROUP BY system_id, device_number) l
           ON l.id = e.id`,
      )
      .all() as unknown as Array<{ system_id: number; device_number: number; battery: number; at: string }>;
  }

  /** The latest reachability per device, as last recorded. */
  lastReachability(): Array<{ system_id: number; device_number: number; reachable: number; at: string }> {
    return this.db
      .prepare(
        `SELECT r.system_id, r.device_number, r.reachable, r.at FROM device_reachability r
         JOIN (SELECT system_id, device_number, max(rowid) AS rid FROM device_reachability
               GROUP BY system_id, device_number) l ON l.rid = r.rowid`,
      )
      .all() as unknown as Array<{ system_id: number; device_number: number; reachable: number; at: string }>;
  }

  /** Criterion reports since `fromIso` (the longest monitor timeframe), oldest first. */
  criteriaSince(
    fromIso: string,
  ): Array<{ system_id: number; device_number: number; criterion: string; at: string }> {
    return this.db
      .prepare(
        `SELECT system_id, device_number, criterion, at FROM device_events
         WHERE type = 'Criterion' AND at >= ? AND device_number IS NOT NULL ORDER BY at, id`,
      )
      .all(fromIso) as unknown as Array<{
      system_id: number;
      device_number: number;
      criterion: string;
      at: string;
    }>;
  }

  /** A device's reachability changes in [fromIso, now] and the last one before (the state at fromIso). */
  reachabilitySince(systemId: number, device: number, fromIso: string): ReachabilityRow[] {
    const before = this.db
      .prepare(
        `SELECT device_number, at, reachable FROM device_reachability
         WHERE system_id = ? AND device_number = ? AND at < ? ORDER BY at DESC, rowid DESC LIMIT 1`,
      )
      .all(systemId, device, fromIso) as unknown as ReachabilityRow[];
    const within = this.db
      .prepare(
        `SELECT device_number, at, reachable FROM device_reachability
         WHERE system_id = ? AND device_number = ? AND at >= ? ORDER BY at, rowid`,
      )
      .all(systemId, device, fromIso) as unknown as ReachabilityRow[];
    return [...before, ...within];
  }

  /** A device's log, newest first (the incident detail). */
  events(systemId: number, device: number, limit = 50): DeviceEventRow[] {
    return this.db
      .prepare(
        `SELECT system_id, device_number, hub_id, source, at, type, battery, criterion, text FROM device_events
         WHERE system_id = ? AND device_number = ? ORDER BY at DESC, id DESC LIMIT ?`,
      )
      .all(systemId, device, limit) as unknown as DeviceEventRow[];
  }
}
