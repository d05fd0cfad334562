// What users of the twin do with its devices, hubs and Gets (system-types.ts TwinSystem), as parts createTwinSystem
// puts together: each part reads the running root through a TwinCore, so a reset (a new root) changes nothing here.
import type { Device } from './ward/types.ts';
import type { TwinEvent, TwinSystem } from './system-types.ts';
import type { TwinRootContext } from './twin-root.ts';
import {
  pressDevice,
  resetDeviceCall,
  triggerDeviceCall,
  type DeviceActor,
  type DeviceHandle,
} from './devices/device-buttons.ts';

/** The running twin as its controls see it (the root's context changes at every reset). */
export interface TwinCore {
  devicesById: Map<number, Device>;
  ctx(): TwinRootContext;
  publish(event: TwinEvent): void;
  reachable(deviceId: number): boolean;
}

const deviceActor = (core: TwinCore, deviceId: number): DeviceActor | undefined =>
  core.ctx().devices[deviceId];

type DeviceControls = Pick<
  TwinSystem,
  | 'press'
  | 'resetCall'
  | 'triggerMedallion'
  | 'trigger'
  | 'deviceAction'
  | 'endCalls'
  | 'raiseDefect'
  | 'clearDefect'
  | 'setBattery'
  | 'replaceBattery'
  | 'dropLink'
  | 'restoreLink'
  | 'criterion'
  | 'magnetContact'
>;

/** A device's buttons, defects, battery, radio link and the hub reports about it. */
export function deviceControls(core: TwinCore): DeviceControls {
  // The ward says which machine a device runs; the rules of device-buttons.ts act on it.
  const handle = (deviceId: number): DeviceHandle | undefined => {
    const device = core.devicesById.get(deviceId);
    const actor = deviceActor(core, deviceId);
    return device && actor && { device, actor, endCalls: () => controls.endCalls(deviceId) };
  };
  const controls: DeviceControls = {
    press(deviceId, button) {
      const h = handle(deviceId);
      if (h) pressDevice(h, button);
    },
    resetCall(deviceId) {
      const h = handle(deviceId);
      if (h) resetDeviceCall(h);
    },
    triggerMedallion: (deviceId) => controls.press(deviceId),
    trigger({ deviceId, callTypeId, close = false }) {
      const h = handle(deviceId);
      return h ? triggerDeviceCall(h, callTypeId, close) : false;
    },
    deviceAction(deviceId, action) {
      if (!core.devicesById.has(deviceId)) return false;
      core.ctx().gets.send({ type: 'DEVICE_ACTION', deviceId, action });
      return true;
    },
    endCalls: (deviceId) => controls.deviceAction(deviceId, 'EndCalls'),
    raiseDefect: (deviceId) => deviceActor(core, deviceId)?.send({ type: 'DEFECT' }),
    clearDefect: (deviceId) => deviceActor(core, deviceId)?.send({ type: 'DEFECT_CLEARED' }),
    setBattery: (deviceId, level) => core.ctx().batteries[deviceId]?.send({ type: 'SET_LEVEL', level }),
    replaceBattery: (deviceId) => core.ctx().batteries[deviceId]?.send({ type: 'REPLACE' }),
    dropLink: (deviceId) => core.ctx().links[deviceId]?.send({ type: 'DROP' }),
    restoreLink: (deviceId) => core.ctx().links[deviceId]?.send({ type: 'RESTORE' }),
    criterion(deviceId, code) {
      const hubId = core.devicesById.get(deviceId)?.hub_id;
      if (hubId !== null && hubId !== undefined)
        core.ctx().hubs[hubId]?.send({ type: 'CRITERION', deviceId, code });
    },
    magnetContact(deviceId) {
      const hubId = core.devicesById.get(deviceId)?.hub_id;
      if (hubId !== null && hubId !== undefined) core.ctx().hubs[hubId]?.send({ type: 'MAGNET', deviceId });
    },
  };
  return controls;
}

type GetsAndHubs = Pick<
  TwinSystem,
  | 'hubOffline'
  | 'setDeviceSearch'
  | 'getsFault'
  | 'changeConfig'
  | 'replaceConfigKind'
  | 'commit'
  | 'openCalls'
  | 'gets'
  | 'committing'
  | 'hub'
  | 'device'
  | 'deviceState'
>;

/** The hubs and the Gets (faults, configuration, commits) and what can be read of the twin's state. */
export function getsAndHubs(core: TwinCore): GetsAndHubs {
  const gets = () => core.ctx().gets;
  const parts: GetsAndHubs = {
    hubOffline(hubId, offline = true) {
      core.ctx().hubs[hubId]?.send({ type: 'SET_ONLINE', online: !offline });
      core.publish({ source: 'twin', event: { type: 'hubOnline', hubId, online: !offline } });
    },
    setDeviceSearch: (hubId, enabled) => core.ctx().hubs[hubId]?.send({ type: 'SET_SEARCH', enabled }),
    getsFault(faults) {
      gets().send({ type: 'SET_FAULTS', faults });
      core.publish({ source: 'twin', event: { type: 'getsFaults', faults: parts.gets().faults } });
    },
    changeConfig: (kind, upsert, remove) => gets().send({ type: 'CHANGE', kind, upsert, remove }),
    replaceConfigKind: (kind, rows) => gets().send({ type: 'REPLACE_KIND', kind, rows }),
    commit: (wipe = false) => gets().send({ type: 'COMMIT', wipe }),
    openCalls: () => gets().getSnapshot().context.calls,
    gets: () => gets().getSnapshot().context,
    committing: () => gets().getSnapshot().matches('running'),
    hub(hubId) {
      const snapshot = core.ctx().hubs[hubId]?.getSnapshot();
      return snapshot && { ...snapshot.context, searching: snapshot.hasTag('searching') };
    },
    device: (deviceId) => core.devicesById.get(deviceId),
    deviceState(deviceId) {
      const snapshot = deviceActor(core, deviceId)?.getSnapshot();
      return (
        snapshot && {
          value: snapshot.value,
          tags: [...snapshot.tags].sort(),
          reachable: core.reachable(deviceId),
        }
      );
    },
  };
  return parts;
}
