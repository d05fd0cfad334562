// The twin of one call system (one Gets and its hubs) for a ward: its actors wired together (wire-twin.ts), the
// radio links between devices and the Gets (radio-links.ts), and what users of the twin can do with it
// (system-types.ts).
import { createActor, type Actor } from 'xstate';
import type { GetsDeviceState } from '@cs/contracts/gets';
import { createRootClock, type RootClock } from './root-clock.ts';
import { configFromWard } from './gets/config-memory.ts';
import { startLoadModel } from './load-model.ts';
import { RadioLinks } from './radio-links.ts';
import type { HeartbeatOptions, TwinEvent, TwinSystem, TwinSystemOptions } from './system-types.ts';
import { wireTwin } from './wire-twin.ts';
import { twinRootMachine, type CallPointActor, type TwoButtonActor } from './twin-root.ts';

export type {
  HeartbeatOptions,
  TriggerRequest,
  TwinEvent,
  TwinSystem,
  TwinSystemOptions,
} from './system-types.ts';

type Root = Actor<typeof twinRootMachine>;

/** Builds the twin of one call system (one Gets and its hubs) for a ward. */
export function createTwinSystem({ ward, clock, seed = ward.seed }: TwinSystemOptions): TwinSystem {
  const listeners = new Set<(event: TwinEvent) => void>();
  const devicesById = new Map(ward.devices.map((d) => [d.id, d]));
  const publish = (event: TwinEvent) => {
    for (const listener of listeners) listener(event);
  };
  let links = new RadioLinks();
  let stopLoad: (() => void) | null = null;
  let heartbeats: HeartbeatOptions | null = null;
  let root: Root;
  let rootClock: RootClock;

  const initialDevices = (): GetsDeviceState[] =>
    ward.devices.map((d) => ({
      number: d.id,
      reachable: true,
      battery: d.battery ? Math.floor(d.battery.initial) : null,
      muted: false,
      defects_ignored: false,
      restarting: false,
      last_reachable_at: null,
    }));

  const boot = (carry: { nextCallId: number; seq: number } | null) => {
    links = new RadioLinks();
    rootClock = createRootClock(clock);
    root = createActor(twinRootMachine, {
      clock: rootClock.clock,
      input: {
        ward,
        seed,
        gets: {
          config: configFromWard(ward),
          devices: initialDevices(),
          version: ward.configurator.version,
          ...(carry ?? {}),
        },
      },
    });
    const context = root.getSnapshot().context;
    wireTwin(context, devicesById, links, publish);
    root.start();
    if (heartbeats)
      for (const supervision of Object.values(context.supervisions))
        supervision.send({ type: 'START', ...heartbeats });
  };
  boot(null);

  const ctx = () => root.getSnapshot().context;
  const deviceActor = (deviceId: number) => ctx().devices[deviceId];
  const isTwoButton = (deviceId: number) => devicesById.get(deviceId)?.kind === 'two-button';
  const tags = (deviceId: number) => deviceActor(deviceId)?.getSnapshot().tags ?? new Set<string>();

  const system: TwinSystem = {
    ward,
    clock,
    press(deviceId, button) {
      const actor = deviceActor(deviceId);
      if (!actor) return;
      // The ward says which machine a device runs: a two-button device is told which button, a call point
      // only that it was pressed.
      if (isTwoButton(deviceId)) (actor as TwoButtonActor).send({ type: 'PRESS', button: button ?? 'alert' });
      else (actor as CallPointActor).send({ type: 'PRESS' });
    },
    resetCall(deviceId) {
      // Two-button devices have no reset: their calls end by the EndCalls device action.
      if (!isTwoButton(deviceId))
        (deviceActor(deviceId) as CallPointActor | undefined)?.send({ type: 'RESET_CALL' });
    },
    triggerMedallion: (deviceId) => system.press(deviceId),
    trigger({ deviceId, callTypeId, close = false }) {
      const d = devicesById.get(deviceId);
      if (!d) return false;
      const has = () => {
        const t = tags(deviceId);
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
          if (!tags(deviceId).has('presenceActive')) system.press(deviceId, 'presence');
          system.press(deviceId, 'alert');
        }
      } else if (callTypeId === d.presence_call_type_id) system.press(deviceId, 'presence');
      else if (callTypeId === d.alert_call_type_id) {
        if (!close && tags(deviceId).has('presenceActive')) system.press(deviceId, 'presence'); // alert would be an emergency otherwise
        system.press(deviceId, 'alert');
      } else return false;
      return has() === !close;
    },
    deviceAction(deviceId, action) {
      if (!devicesById.has(deviceId)) return false;
      ctx().gets.send({ type: 'DEVICE_ACTION', deviceId, action });
      return true;
    },
    endCalls: (deviceId) => system.deviceAction(deviceId, 'EndCalls'),
    raiseDefect: (deviceId) => deviceActor(deviceId)?.send({ type: 'DEFECT' }),
    clearDefect: (deviceId) => deviceActor(deviceId)?.send({ type: 'DEFECT_CLEARED' }),
    setBattery: (deviceId, level) => ctx().batteries[deviceId]?.send({ type: 'SET_LEVEL', level }),
    replaceBattery: (deviceId) => ctx().batteries[deviceId]?.send({ type: 'REPLACE' }),
    dropLink: (deviceId) => ctx().links[deviceId]?.send({ type: 'DROP' }),
    restoreLink: (deviceId) => ctx().links[deviceId]?.send({ type: 'RESTORE' }),
    criterion(deviceId, code) {
      const hubId = devicesById.get(deviceId)?.hub_id;
      if (hubId !== null && hubId !== undefined)
        ctx().hubs[hubId]?.send({ type: 'CRITERION', deviceId, code });
    },
    magnetContact(deviceId) {
      const hubId = devicesById.get(deviceId)?.hub_id;
      if (hubId !== null && hubId !== undefined) ctx().hubs[hubId]?.send({ type: 'MAGNET', deviceId });
    },
    hubOffline(hubId, offline = true) {
      ctx().hubs[hubId]?.send({ type: 'SET_ONLINE', online: !offline });
      publish({ source: 'twin', event: { type: 'hubOnline', hubId, online: !offline } });
    },
    setDeviceSearch: (hubId, enabled) => ctx().hubs[hubId]?.send({ type: 'SET_SEARCH', enabled }),
    getsFault(faults) {
      ctx().gets.send({ type: 'SET_FAULTS', faults });
      publish({ source: 'twin', event: { type: 'getsFaults', faults: system.gets().faults } });
    },
    changeConfig: (kind, upsert, remove) => ctx().gets.send({ type: 'CHANGE', kind, upsert, remove }),
    replaceConfigKind: (kind, rows) => ctx().gets.send({ type: 'REPLACE_KIND', kind, rows }),
    commit: (wipe = false) => ctx().gets.send({ type: 'COMMIT', wipe }),
    openCalls: () => ctx().gets.getSnapshot().context.calls,
    gets: () => ctx().gets.getSnapshot().context,
    committing: () => ctx().gets.getSnapshot().matches('running'),
    hub(hubId) {
      const snapshot = ctx().hubs[hubId]?.getSnapshot();
      return snapshot && { ...snapshot.context, searching: snapshot.hasTag('searching') };
    },
    device: (deviceId) => devicesById.get(deviceId),
    deviceState(deviceId) {
      const snapshot = deviceActor(deviceId)?.getSnapshot();
      return (
        snapshot && {
          value: snapshot.value,
          tags: [...snapshot.tags].sort(),
          reachable: links.reachable(deviceId),
        }
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLoad(on, options = {}) {
      stopLoad?.();
      stopLoad = null;
      if (!on) return;
      stopLoad = startLoadModel(
        clock,
        ward.devices,
        {
          press: system.press,
          resetCall: system.resetCall,
          endCalls: system.endCalls,
          isIdle: (id) => deviceActor(id)?.getSnapshot().matches({ calls: 'idle' }) ?? false,
        },
        {
          seed: options.seed ?? seed,
          timezone: options.timezone ?? ward.facility.timezone,
          callsPerBedPerDay: options.callsPerBedPerDay,
        },
      );
    },
    setHeartbeats(on, options = {}) {
      heartbeats = on ? options : null;
      for (const supervision of Object.values(ctx().supervisions)) {
        supervision.send({ type: 'STOP' });
        if (on) supervision.send({ type: 'START', ...options });
      }
    },
    reset() {
      const loadWasOn = stopLoad !== null;
      system.setLoad(false);
      const gets = ctx().gets;
      gets.send({ type: 'CLOSE_ALL_CALLS' });
      const { nextCallId, seq } = gets.getSnapshot().context;
      rootClock.retire();
      boot({ nextCallId, seq });
      publish({ source: 'twin', event: { type: 'reset' } });
      if (loadWasOn) system.setLoad(true);
    },
    stop() {
      system.setLoad(false);
      rootClock.retire();
      listeners.clear();
    },
  };
  return system;
}
