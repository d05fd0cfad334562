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
import type { Ward } from './ward/types.ts';
import { deviceControls, getsAndHubs, type TwinCore } from './system-controls.ts';
import { twinRootMachine } from './twin-root.ts';

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
          devices: initialDevices(ward),
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
  const core: TwinCore = { devicesById, ctx, publish, reachable: (deviceId) => links.reachable(deviceId) };
  const devices = deviceControls(core);

  const system: TwinSystem = {
    ward,
    clock,
    ...devices,
    ...getsAndHubs(core),
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
          isIdle: (id) => ctx().devices[id]?.getSnapshot().matches({ calls: 'idle' }) ?? false,
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

/** The Gets' device states of a ward's devices as they start: all reachable, batteries at their initial level. */
function initialDevices(ward: Ward): GetsDeviceState[] {
  return ward.devices.map((d) => ({
    number: d.id,
    reachable: true,
    battery: d.battery ? Math.floor(d.battery.initial) : null,
    muted: false,
    defects_ignored: false,
    restarting: false,
    last_reachable_at: null,
  }));
}
