// What the monitor keeps in memory per device (issue 18): when it was last heard and through which hub, its battery,
// the call system's reachability flag, its criterion reports; rebuilt from the history store on start.
import { DAY, HOUR } from '@cs/contracts/clock';
import type { DeviceLog, HeardRow } from './device-log.ts';
import { criterionCode } from './conditions.ts';

export interface DeviceMemory {
  readonly systemId: number;
  readonly device: number;
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

export class DeviceMemories {
  /** system -> device -> memory: the sweep looks up every device every minute, without building a key */
  private readonly bySystem = new Map<number, Map<number, DeviceMemory>>();
  /**
   * The memories whose heardAt changed since the last batch write, in the order they changed: a sweep must not walk
   * every device to find them (an array: a Set emptied every minute grew its table again every minute).
   */
  private dirty: DeviceMemory[] = [];

  get(systemId: number, device: number): DeviceMemory {
    let devices = this.bySystem.get(systemId);
    if (!devices) this.bySystem.set(systemId, (devices = new Map()));
    let memory = devices.get(device);
    if (!memory) {
      memory = {
        systemId,
        device,
        heardAt: null,
        hubId: null,
        heardDirty: false,
        battery: null,
        getsReachable: null,
        reachable: null,
        criteria: new Map(),
      };
      devices.set(device, memory);
    }
    return memory;
  }

  peek(systemId: number, device: number): DeviceMemory | undefined {
    return this.bySystem.get(systemId)?.get(device);
  }

  heard(systemId: number, device: number, at: number, hubId: number | null = null): DeviceMemory {
    return this.hear(this.get(systemId, device), at, hubId);
  }

  /** heard() of a memory at hand (the sweep has it already). */
  hear(memory: DeviceMemory, at: number, hubId: number | null = null): DeviceMemory {
    if (memory.heardAt === null || at > memory.heardAt) {
      memory.heardAt = at;
      if (!memory.heardDirty) {
        memory.heardDirty = true;
        this.dirty.push(memory);
      }
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
  takeDirty(): HeardRow[] {
    const rows: HeardRow[] = [];
    // A sweep hears most devices at the same instant: one ISO text per instant, not per device.
    let ms = NaN;
    let iso = '';
    for (const memory of this.dirty) {
      memory.heardDirty = false;
      if (memory.heardAt !== ms) iso = new Date((ms = memory.heardAt!)).toISOString();
      rows.push({
        system_id: memory.systemId,
        device_number: memory.device,
        heard_at: iso,
        hub_id: memory.hubId,
      });
    }
    this.dirty = [];
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
