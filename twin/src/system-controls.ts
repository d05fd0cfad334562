// What users of the twin do with its devices, hubs and Gets (system-types.ts TwinSystem), as parts createTwinSystem
// puts together: each part reads the running root through a TwinCore, so a reset (a new root) changes nothing here.
import type { Device } from './ward/types.ts';
import type { TwinEvent, TwinSystem } from './system-types.ts';
import type { CallPointActor, DeviceActor, TwinRootContext, TwoButtonActor } from './twin-root.ts';

/** The running twin as its controls see it (the root's context changes at every reset). */
export interface TwinCore {
  devicesById: Map<number, Device>;
  ctx(): TwinRootContext;
  publish(event: TwinEvent): void;
  reachable(deviceId: number): boolean;
}

const deviceActor = (core: TwinCore, deviceId: number): DeviceActor | undefined =>
  core.ctx().devices[deviceId];
const tagsOf = (core: TwinCore, deviceId: number) =>
  deviceActor(core, deviceId)?.getSnapshot().tags ?? new Set<string>();

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
  const isTwoButton = (deviceId: number) => core.devicesById.get(deviceId)?.kind === 'two-button';
  const controls: DeviceControls = {
    press(deviceId, button) {
      const actor = deviceActor(core, deviceId);
      if (!actor) return;
      // The ward says which machine a device runs: a two-button device is told which button, a call point
      // only that it was pressed.
      if (isTwoButton(deviceId)) (actor as TwoButtonActor).send({ type: 'PRESS', button: button ?? 'alert' });
      else (actor as CallPointActor).send({ type: 'PRESS' });
    },
    resetCall(deviceId) {
      // Two-button devices have no reset: their calls end by the EndCalls device action.
      if (!isTwoButton(deviceId))
        (deviceActor(core, deviceId) as CallPointActor | undefined)?.send({ type: 'RESET_CALL' });
    },
    triggerMedallion: (deviceId) => controls.press(deviceId),
    trigger: (request) => triggerCall(core, controls, request),
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

/**
 * Opens or closes one call type of a device the way its users would (TwinSystem.trigger): the buttons, reset key or
 * device action that lead there. True when the device ends in the state asked for.
 */
export function triggerCall(
  core: TwinCore,
  system: DeviceControls,
  { deviceId, callTypeId, close = false }: Parameters<TwinSystem['trigger']>[0],
): boolean {
  const d = core.devicesById.get(deviceId);
  if (!d) return false;
  const tags = () => tagsOf(core, deviceId);
  const has = () => {
    const t = tags();
    if (callTypeId === d.emergency_call_type_id) return t.has('emergency');
    if (callTypeId === d.presence_call_type_id) return t.has('presenceActive');
    if (callTypeId === d.defect_call_type_id) return t.has('defect');
    return t.has('alertActive') && !t.has('emergency');
  };
  if (has() === !close) return true;
  if (callTypeId === d.defect_call_type_id) {
    if (close) system.clearDefect(deviceId);
    else system.raiseDefect(deviceId);
  } else if (d.kind !== 'two-button') {
    // A medallion cannot take its alert back (staff end it); call points have a reset key.
    if (!close) system.press(deviceId);
    else if (d.kind === 'medallion') system.endCalls(deviceId);
    else system.resetCall(deviceId);
  } else if (callTypeId === d.emergency_call_type_id) {
    // Emergency = presence then alert (spec 02 §4); ending it ends both.
    if (close) system.press(deviceId, 'alert');
    else {
      if (!tags().has('presenceActive')) system.press(deviceId, 'presence');
      system.press(deviceId, 'alert');
    }
  } else if (callTypeId === d.presence_call_type_id) system.press(deviceId, 'presence');
  else if (callTypeId === d.alert_call_type_id) {
    if (!close && tags().has('presenceActive')) system.press(deviceId, 'presence'); // alert would be an emergency otherwise
    system.press(deviceId, 'alert');
  } else return false;
  return has() === !close;
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
