// What the monitor keeps in memory per device (issue 18): when it was last heard and through which hub, its battery,
// the call system's reachability flag, its criterion reports; rebuilt from the history store on start.
import { DAY, HOUR } from '@cs/contracts/clock';
import type { DeviceLog } from './device-log.ts';
import { criterionCode } from './conditions.ts';

export interface DeviceMemory {
  heardAt: number | null;
  hubId: number | null;
  /** heardAt changed since the last batch write */
  heardDirty: boolean;
  battery: number | null;
  /** the Gets' own reachability flag (null: not reported) */
  getsReachable: boolean | null;
  /** the monitor's verdict as last recorded (device_reachability) */
  reachable: boolean | null;
  /** criterion code -> report times (ms), oldest first */
  criteria: Map<string, number[]>;
}

/** Criterion reports older than this are dropped from memory (a monitor's timeframe beyond a week is not kept). */
export const CRITERIA_KEPT_MS = 7 * DAY;

export const deviceKey = (systemId: number, device: number) => `${systemId}/${device}`;

export class DeviceMemories {
  private readonly map = new Map<string, DeviceMemory>();

  get(systemId: number, device: number): DeviceMemory {
    const key = deviceKey(systemId, device);
    let memory = this.map.get(key);
    if (!memory) {
      memory = {
        heardAt: null,
        hubId: null,
        heardDirty: false,
        battery: null,
        getsReachable: null,
        reachable: null,
        criteria: new Map(),
      };
      this.map.set(key, memory);
    }
    return memory;
  }

  peek(systemId: number, device: number): DeviceMemory | undefined {
    return this.map.get(deviceKey(systemId, device));
  }

  heard(systemId: number, device: number, at: number, hubId: number | null = null): DeviceMemory {
    const memory = this.get(systemId, device);
    if (memory.heardAt === null || at > memory.heardAt) {
      memory.heardAt = at;
      memory.heardDirty = true;
    }
    if (hubId !== null) memory.hubId = hubId;
    return memory;
  }

  criterion(systemId: number, device: number, code: string, at: number): void {
    const memory = this.get(systemId, device);
    const key = criterionCode(code);
    const times = (memory.criteria.get(key) ?? []).filter((t) => t > at - CRITERIA_KEPT_MS);
    times.push(at);
    memory.criteria.set(key, times);
  }

  /** The dirty "last heard" rows, marked clean. */
  takeDirty(): Array<{ system_id: number; device_number: number; heard_at: string; hub_id: number | null }> {
    const rows = [];
    for (const [key, memory] of this.map) {
      if (!memory.heardDirty || memory.heardAt === null) continue;
      memory.heardDirty = false;
      const [systemId, device] = key.split('/').map(Number) as [number, number];
      rows.push({
        system_id: systemId,
        device_number: device,
        heard_at: new Date(memory.heardAt).toISOString(),
        hub_id: memory.hubId,
      });
    }
    return rows;
  }

  rebuild(log: DeviceLog, now: number): void {
    for (const r of log.lastHeard()) {
      const memory = this.get(r.system_id, r.device_number);
      memory.heardAt = Date.parse(r.heard_at);
      memory.hubId = r.hub_id;
    }
    for (const r of log.lastBatteries()) this.get(r.system_id, r.device_number).battery = r.battery;
    for (const r of log.lastReachability())
      this.get(r.system_id, r.device_number).reachable = r.reachable === 1;
    const since = new Date(now - CRITERIA_KEPT_MS - HOUR).toISOString();
    for (const r of log.criteriaSince(since))
      this.criterion(r.system_id, r.device_number, r.criterion, Date.parse(r.at));
  }
}
