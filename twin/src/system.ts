import { createActor, type Actor } from 'xstate';
import type { Clock } from '@cs/contracts/clock';
import type {
  ConfigKind,
  ConfigRow,
  DeviceActionName,
  GetsCall,
  GetsDeviceState,
  GetsStreamEvent,
} from '@cs/contracts/gets';
import { createRootClock, type RootClock } from './root-clock.ts';
import { DEVICE_ACTION_EVENTS, type DeviceEmitted } from './devices/shared/device-events.ts';
import { configFromWard } from './gets/config-memory.ts';
import type { GetsContext } from './gets/gets-machine.ts';
import type { GetsFaults } from './gets/types.ts';
import type { HubContext, HubEmitted } from './hub/hub-machine.ts';
import { startLoadModel, type LoadOptions } from './load-model.ts';
import { twinRootMachine, type CallPointActor, type DeviceActor, type TwoButtonActor } from './twin-root.ts';
import type { Device, Ward } from './ward/types.ts';

export interface TwinSystemOptions {
  ward: Ward;
  clock: Clock;
  /** Seeds link outages and the load model; defaults to the ward's seed. */
  seed?: number;
}

/** Everything the twin reports, for the protocol servers and for tests. */
export type TwinEvent =
  | { source: 'gets'; event: GetsStreamEvent }
  | { source: 'hub'; hubId: number; event: HubEmitted }
  /** The twin was reset (demo reset): stream clients must start over with a new snapshot. */
  | { source: 'twin'; event: { type: 'reset' } }
  /** Fault or hub availability changed: servers apply it to open connections at once. */
  | { source: 'twin'; event: { type: 'getsFaults'; faults: GetsFaults } }
  | { source: 'twin'; event: { type: 'hubOnline'; hubId: number; online: boolean } };

export interface TriggerRequest {
  deviceId: number;
  callTypeId: number;
  /** true closes that call instead (spec 02 §7 demo call trigger `close`). */
  close?: boolean;
}

export interface HeartbeatOptions {
  /** Mean interval between one device's supervision messages, ms. */
  intervalMs?: number;
  /** Spread of each interval as a fraction of it (0-1). */
  jitter?: number;
}

export interface TwinSystem {
  readonly ward: Ward;
  readonly clock: Clock;
  /** Presses a device's button; two-button devices need `button`. */
  press(deviceId: number, button?: 'alert' | 'presence'): void;
  /** The reset/cancel key of a call point (wired, pull cord, tech contact back to rest). */
  resetCall(deviceId: number): void;
  triggerMedallion(deviceId: number): void;
  /** Demo REST semantics: bring the device to have (or not have) a call of that type. */
  trigger(request: TriggerRequest): boolean;
  /** Device action as the Gets receives it; false for an unknown device. */
  deviceAction(deviceId: number, action: DeviceActionName): boolean;
  endCalls(deviceId: number): boolean;
  raiseDefect(deviceId: number): void;
  clearDefect(deviceId: number): void;
  setBattery(deviceId: number, level: number): void;
  replaceBattery(deviceId: number): void;
  dropLink(deviceId: number): void;
  restoreLink(deviceId: number): void;
  /** A magnet held to a device: reported by its hub while device search is on. */
  magnetContact(deviceId: number): void;
  hubOffline(hubId: number, offline?: boolean): void;
  setDeviceSearch(hubId: number, enabled: boolean): void;
  getsFault(faults: Partial<GetsFaults>): void;
  changeConfig(kind: ConfigKind, upsert: ConfigRow[], remove: number[]): void;
  replaceConfigKind(kind: ConfigKind, rows: ConfigRow[]): void;
  commit(wipe?: boolean): void;
  openCalls(): GetsCall[];
  gets(): GetsContext;
  /** True while a commit runs (changes are refused then). */
  committing(): boolean;
  hub(hubId: number): (HubContext & { searching: boolean }) | undefined;
  device(deviceId: number): Device | undefined;
  deviceState(deviceId: number): { value: unknown; tags: string[]; reachable: boolean } | undefined;
  subscribe(listener: (event: TwinEvent) => void): () => void;
  setLoad(on: boolean, options?: Partial<LoadOptions>): void;
  /**
   * Periodic supervision messages of every radio device to its hub (off by default; the hub forwards
   * each as `Supervision`, docs/protocols.md §4). Interval default SUPERVISION_INTERVAL_MS with seeded
   * jitter; an unreachable device's beats are lost, not queued. Survives a demo reset.
   */
  setHeartbeats(on: boolean, options?: HeartbeatOptions): void;
  /** Demo reset (spec 02 §4): open calls close, devices, hubs, config and faults start over. */
  reset(): void;
  stop(): void;
}

type Root = Actor<typeof twinRootMachine>;

/** Builds the twin of one call system (one Gets and its hubs) for a ward. */
export function createTwinSystem({ ward, clock, seed = ward.seed }: TwinSystemOptions): TwinSystem {
  const listeners = new Set<(event: TwinEvent) => void>();
  const devicesById = new Map(ward.devices.map((d) => [d.id, d]));
  const publish = (event: TwinEvent) => {
    for (const listener of listeners) listener(event);
  };
  /** Uplinks and downlinks that wait for an unreachable radio device's link to return. */
  let waiting = new Map<number, (() => void)[]>();
  let unreachable = new Set<number>();
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

  const viaLink = (deviceId: number, fn: () => void) => {
    if (!unreachable.has(deviceId)) return fn();
    const queue = waiting.get(deviceId) ?? [];
    queue.push(fn);
    waiting.set(deviceId, queue);
  };

  const boot = (carry: { nextCallId: number; seq: number } | null) => {
    waiting = new Map();
    unreachable = new Set();
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
    const ctx = root.getSnapshot().context;
    const gets = ctx.gets;
    const hubOf = (deviceId: number) => {
      const hubId = devicesById.get(deviceId)?.hub_id;
      return hubId === null || hubId === undefined ? undefined : ctx.hubs[hubId];
    };
    for (const [id, actor] of Object.entries(ctx.devices)) {
      const deviceId = Number(id);
      (actor as DeviceActor).on('*', (e: DeviceEmitted) => {
        if (e.type === 'statusChanged')
          return viaLink(deviceId, () => gets.send({ type: 'DEVICE_STATUS', deviceId, status: e.status }));
        const open = e.type === 'callOpened' || e.type === 'presenceOn';
        viaLink(deviceId, () => gets.send({ type: 'DEVICE_CALL', deviceId, callTypeId: e.callTypeId, open }));
      });
    }
    for (const [id, battery] of Object.entries(ctx.batteries)) {
      const deviceId = Number(id);
      battery.on('batteryChanged', (e) =>
        viaLink(deviceId, () => {
          gets.send({ type: 'DEVICE_BATTERY', deviceId, level: e.level });
          hubOf(deviceId)?.send({ type: 'DEVICE_BATTERY', deviceId, level: e.level });
        }),
      );
    }
    for (const [id, link] of Object.entries(ctx.links)) {
      const deviceId = Number(id);
      link.on('linkDown', () => {
        unreachable.add(deviceId);
        gets.send({ type: 'DEVICE_LINK', deviceId, reachable: false });
        hubOf(deviceId)?.send({ type: 'DEVICE_LINK', deviceId, reachable: false });
      });
      link.on('linkUp', () => {
        unreachable.delete(deviceId);
        gets.send({ type: 'DEVICE_LINK', deviceId, reachable: true });
        hubOf(deviceId)?.send({ type: 'DEVICE_LINK', deviceId, reachable: true });
        // The radio retransmits what it could not deliver, in order.
        const queue = waiting.get(deviceId) ?? [];
        waiting.delete(deviceId);
        for (const fn of queue) fn();
      });
    }
    for (const [id, supervision] of Object.entries(ctx.supervisions)) {
      const deviceId = Number(id);
      // A supervision message is not retransmitted: a beat sent while the link is down is simply lost.
      supervision.on('heartbeat', () => {
        if (!unreachable.has(deviceId)) hubOf(deviceId)?.send({ type: 'DEVICE_HEARTBEAT', deviceId });
      });
    }
    gets.on('stream', (e) => publish({ source: 'gets', event: e.event }));
    gets.on('deviceAction', (e) => {
      const device = ctx.devices[e.deviceId];
      if (device) viaLink(e.deviceId, () => device.send(DEVICE_ACTION_EVENTS[e.action]));
    });
    gets.on('hubsSync', () => {
      for (const hub of Object.values(ctx.hubs))
        if (hub.getSnapshot().context.online) hub.send({ type: 'SYNCED' });
    });
    for (const [id, hub] of Object.entries(ctx.hubs))
      hub.on('*', (event: HubEmitted) => publish({ source: 'hub', hubId: Number(id), event }));
    root.start();
    if (heartbeats)
      for (const supervision of Object.values(ctx.supervisions))
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
          reachable: !unreachable.has(deviceId),
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
