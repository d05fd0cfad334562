// What a device report or a configuration change does to the Gets' state, and the stream event that tells the
// backend (docs/protocols.md §2 device.status, device.battery, device.reachability, config.changed).
import type { GetsDeviceState, GetsStreamEvent } from '@cs/contracts/gets';
import type { GetsContext, GetsEvent } from './gets-context.ts';

export interface StateChange {
  patch: Partial<GetsContext>;
  stream: (seq: number) => GetsStreamEvent;
}

type DeviceReport = Extract<GetsEvent, { type: 'DEVICE_STATUS' | 'DEVICE_BATTERY' | 'DEVICE_LINK' }>;
type ConfigChange = Extract<GetsEvent, { type: 'CHANGE' | 'REPLACE_KIND' }>;

export function deviceReport(context: GetsContext, event: DeviceReport, at: string): StateChange | null {
  const key = String(event.deviceId);
  const before = context.devices[key];
  if (!before) return null;
  const withDevice = (device: GetsDeviceState) => ({ devices: { ...context.devices, [key]: device } });
  switch (event.type) {
    case 'DEVICE_STATUS': {
      const device = { ...before, ...event.status };
      return { patch: withDevice(device), stream: (seq) => ({ type: 'device.status', seq, at, device }) };
    }
    case 'DEVICE_BATTERY':
      return {
        patch: withDevice({ ...before, battery: event.level }),
        stream: (seq) => ({ type: 'device.battery', seq, at, number: event.deviceId, battery: event.level }),
      };
    case 'DEVICE_LINK':
      return {
        patch: withDevice({
          ...before,
          reachable: event.reachable,
          last_reachable_at: event.reachable ? at : before.last_reachable_at,
        }),
        stream: (seq) => ({
          type: 'device.reachability',
          seq,
          at,
          number: event.deviceId,
          reachable: event.reachable,
        }),
      };
  }
}

/** Rows upserted and removed, or a kind replaced whole; either counts towards the pending changes. */
export function configChange(context: GetsContext, event: ConfigChange, at: string): StateChange {
  let rows: GetsContext['config'][typeof event.kind];
  let changed: number;
  if (event.type === 'CHANGE') {
    rows = { ...context.config[event.kind] };
    for (const row of event.upsert) rows[String(row.id)] = row;
    // an id the Gets does not hold is no change (docs/protocols.md §2.1)
    const removed = event.remove.filter((id) => String(id) in rows);
    for (const id of removed) delete rows[String(id)];
    changed = event.upsert.length + removed.length;
  } else {
    rows = Object.fromEntries(event.rows.map((r) => [String(r.id), r]));
    changed = event.rows.length;
  }
  const pendingChanges = context.pendingChanges + changed;
  return {
    patch: { config: { ...context.config, [event.kind]: rows }, pendingChanges, lastChangeAt: at },
    stream: (seq) => ({ type: 'config.changed', seq, at, kind: event.kind, pending_changes: pendingChanges }),
  };
}
