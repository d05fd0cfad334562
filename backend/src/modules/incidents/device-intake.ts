// Turns what the hubs and the Gets report into device history and the monitor's memory (issue 18 step 1): the
// hub log events (spec 02 §3: BatteryUpdate, Criterion, DeviceFound, DeviceLost, Info) and the Gets' device
// battery and reachability are stored; every line about a device counts as hearing it. Supervision (heartbeats)
// never reaches here: the monitor's sweep reads the hub gateways' last-seen times instead.
import type { GetsGatewayEvent, HubGatewayEvent } from '../../gateways/types.ts';
import { log } from '../../platform/logger.ts';
import type { DeviceEventRow, DeviceLog } from './device-log.ts';
import type { DeviceMemories } from './device-memory.ts';

export class DeviceIntake {
  constructor(
    private readonly memories: DeviceMemories,
    private readonly deviceLog: DeviceLog,
    /** re-judge one device (null: every device of the system) */
    private readonly changed: (systemId: number, device: number | null) => void,
    /**
     * the backend's clock: the monitor judges by when it heard something, not by the peer's timestamp (a hub whose
     * clock is off must not make its devices look silent or count its criteria outside the window); the stored
     * events keep the peer's time
     */
    private readonly now: () => number,
  ) {}

  private store(row: DeviceEventRow): void {
    try {
      this.deviceLog.event(row);
    } catch (error) {
      // History is not the call path: a full disk must not stop monitoring.
      log().error({ err: error, system: row.system_id }, 'device event write failed');
    }
  }

  hub(systemId: number, event: HubGatewayEvent): void {
    const base = { system_id: systemId, hub_id: event.hubId, source: 'hub', battery: null, criterion: null };
    switch (event.type) {
      case 'Info':
        return this.store({ ...base, device_number: null, at: event.at, type: 'Info', text: event.text });
      case 'DeviceFound':
      case 'DeviceLost':
      case 'BatteryUpdate':
      case 'Criterion': {
        this.store({
          ...base,
          device_number: event.node,
          at: event.at,
          type: event.type,
          battery: event.type === 'BatteryUpdate' ? event.battery : null,
          criterion: event.type === 'Criterion' ? event.criterion : null,
          text: null,
        });
        const at = this.now();
        // A lost device was not heard: the hub says it is gone.
        const memory =
          event.type === 'DeviceLost'
            ? this.memories.get(systemId, event.node)
            : this.memories.heard(systemId, event.node, at, event.hubId);
        if (event.type === 'DeviceLost') memory.hubId = event.hubId;
        if (event.type === 'BatteryUpdate') memory.battery = event.battery;
        if (event.type === 'Criterion') this.memories.criterion(systemId, event.node, event.criterion, at);
        return this.changed(systemId, event.node);
      }
      case 'MagnetContact':
        this.memories.heard(systemId, event.node, this.now(), event.hubId);
        return;
      default:
        return;
    }
  }

  gets(systemId: number, event: GetsGatewayEvent): void {
    const base = { system_id: systemId, hub_id: null, source: 'gets', criterion: null, text: null };
    switch (event.type) {
      case 'snapshot':
        for (const d of event.devices) this.deviceState(systemId, d, event.at);
        return this.changed(systemId, null);
      case 'device.status':
        this.deviceState(systemId, event.device, event.at);
        return this.changed(systemId, event.device.number);
      case 'device.battery': {
        const memory = this.memories.heard(systemId, event.number, this.now());
        this.store({
          ...base,
          device_number: event.number,
          at: event.at,
          type: 'BatteryUpdate',
          battery: event.battery,
        });
        memory.battery = event.battery;
        return this.changed(systemId, event.number);
      }
      case 'device.reachability': {
        const memory = event.reachable
          ? this.memories.heard(systemId, event.number, this.now())
          : this.memories.get(systemId, event.number);
        memory.getsReachable = event.reachable;
        this.store({
          ...base,
          device_number: event.number,
          at: event.at,
          type: event.reachable ? 'DeviceFound' : 'DeviceLost',
          battery: null,
        });
        return this.changed(systemId, event.number);
      }
      case 'call.opened':
      case 'call.closed':
        this.memories.heard(systemId, event.call.number, this.now());
        return this.changed(systemId, event.call.number);
      default:
        return;
    }
  }

  private deviceState(
    systemId: number,
    d: { number: number; reachable: boolean; battery: number | null; last_reachable_at: string | null },
    at: string,
  ): void {
    const memory = this.memories.get(systemId, d.number);
    memory.getsReachable = d.reachable;
    if (d.reachable) this.memories.heard(systemId, d.number, this.now());
    else if (d.last_reachable_at)
      this.memories.heard(systemId, d.number, Math.min(this.now(), Date.parse(d.last_reachable_at)));
    if (d.battery !== null && d.battery !== memory.battery) {
      this.store({
        system_id: systemId,
        device_number: d.number,
        hub_id: null,
        source: 'gets',
        at,
        type: 'BatteryUpdate',
        battery: d.battery,
        criterion: null,
        text: null,
      });
      memory.battery = d.battery;
    }
  }
}
