// The embedded digital twin (ARCHITECTURE §4, §6): for every demo system one twin (Gets and hubs)
// served on free loopback ports, so the backend talks to it over the same sockets and protocol it uses
// for hardware. The ONLY backend file importing @cs/twin besides the seed. Demo mode is on exactly
// when this runs; CS_TWIN=off skips it and the gateways use the configured addresses.
import { realClock, type Clock } from '@cs/contracts/clock';
import { createTwinSystem, serveTwin, SimulatedPhone, type ServedTwin, type TwinSystem } from '@cs/twin';
import type { DemoControl, TwinAction } from './demo/demo-control.ts';
import type { SystemTargets, TargetOverrides } from './gateways/targets.ts';
import { DEMO_SYSTEMS, demoWard, type DemoSystemSpec } from './seed/demo-facility.ts';

export interface EmbeddedTwinOptions {
  /** systems to simulate; those the demo facility does not know are skipped (they stay on their configured Gets) */
  systemIds: number[];
  clock?: Clock;
  host?: string;
  /** the facility the wards come from (default: the demo facility) */
  systems?: readonly DemoSystemSpec[];
  /** hands each twin to its host (scenario runner, bench), which drives devices, faults and the load model */
  onTwin?: (systemId: number, twin: TwinSystem) => void;
}

/**
 * ServerOptions.simulation (scenarios, bench): the twin runs on the server's clock, so ONE simulated clock
 * drives backend and twin (ARCHITECTURE §7), with the given facility instead of the demo one.
 */
export interface SimulationOptions {
  systems?: readonly DemoSystemSpec[];
  onTwin?: (systemId: number, twin: TwinSystem) => void;
}

export async function startEmbeddedTwin({
  systemIds,
  clock = realClock,
  host = '127.0.0.1',
  systems = DEMO_SYSTEMS,
  onTwin,
}: EmbeddedTwinOptions): Promise<DemoControl> {
  const { twins, targets } = await serveTwins(systemIds, { clock, host, systems, onTwin });
  const twin = (systemId: number) => twins.get(systemId)?.system;

  return {
    systemIds: [...twins.keys()],
    targets,
    trigger(systemId, { deviceId, callTypeId, close }) {
      const system = twin(systemId);
      return system ? system.trigger({ deviceId, callTypeId, close }) : null;
    },
    closeAllCalls(systemId) {
      const system = twin(systemId);
      if (!system) return null;
      const devices = new Set(system.openCalls().map((c) => c.number));
      for (const deviceId of devices) system.endCalls(deviceId);
      return devices.size;
    },
    closeDeviceCalls(systemId, deviceId) {
      const system = twin(systemId);
      if (!system) return null;
      if (!system.device(deviceId)) return false;
      system.endCalls(deviceId);
      return true;
    },
    linkUp: (systemId, deviceId) => twin(systemId)?.deviceState(deviceId)?.reachable ?? null,
    reset(systemId) {
      const system = twin(systemId);
      system?.reset();
      return system !== undefined;
    },
    press(systemId, deviceId, button) {
      const system = twin(systemId);
      if (!system) return null;
      const device = system.device(deviceId);
      if (!device || (button === 'presence' && device.kind !== 'two-button')) return false;
      system.press(deviceId, button);
      return true;
    },
    magnetContact: (systemId, deviceId) => twin(systemId)?.magnetContact(deviceId),
    perform(systemId, action) {
      const system = twin(systemId);
      return system ? performOn(system, action) : null;
    },
    openCallCount: (systemId) => twin(systemId)?.openCalls().length ?? 0,
    createPhone({ systemId, url, paired, token, user, password, behaviour, seed, clock: phoneClock }) {
      return new SimulatedPhone({
        url,
        token: token ?? '',
        paired,
        user,
        password,
        behaviour,
        seed,
        clock: phoneClock,
        onArrived: (device) => void twin(systemId)?.press(device, 'presence'),
        // Leaving the room she switches her presence off, unless more than her presence is on (an emergency).
        onLeft: (device) => {
          const system = twin(systemId);
          const open = system?.openCalls().filter((c) => c.number === device) ?? [];
          if (open.length > 0 && open.every((c) => c.is_presence)) system?.press(device, 'presence');
        },
      });
    },
    async close() {
      await Promise.all([...twins.values()].map((t) => t.served.close()));
      for (const t of twins.values()) t.system.stop();
    },
  };
}

type ServedTwins = Map<number, { system: TwinSystem; served: ServedTwin }>;

/** One twin per system the facility knows, served on free loopback ports; its Gets and hubs as the gateways' targets. */
async function serveTwins(
  systemIds: readonly number[],
  {
    clock,
    host,
    systems,
    onTwin,
  }: Required<Omit<EmbeddedTwinOptions, 'systemIds' | 'onTwin'>> & Pick<EmbeddedTwinOptions, 'onTwin'>,
): Promise<{ twins: ServedTwins; targets: TargetOverrides }> {
  const twins: ServedTwins = new Map();
  const targets: TargetOverrides = new Map();
  try {
    for (const systemId of systemIds) {
      const ward = demoWard(systemId, systems);
      if (!ward) continue;
      const system = createTwinSystem({ ward, clock });
      onTwin?.(systemId, system);
      // Port 0: free ports, so `npm start` never collides with a separately running `npm run twin`.
      const served = await serveTwin({ system, host, ports: { gets: 0, hubs: 0 } });
      twins.set(systemId, { system, served });
      const hubs: SystemTargets['hubs'] = new Map(
        served.hubs.map((h) => [
          h.hubId,
          { host: h.host, port: h.port, username: h.username, password: h.password },
        ]),
      );
      targets.set(systemId, { gets: { ...served.gets }, hubs });
    }
  } catch (error) {
    await Promise.all([...twins.values()].map((t) => t.served.close()));
    throw error;
  }
  return { twins, targets };
}

/** A scenario's or the trainer's action on the twin (what a device, hub or the Gets does). */
function performOn(system: TwinSystem, action: TwinAction): boolean {
  switch (action.kind) {
    case 'press':
      system.press(action.device, action.button);
      return true;
    case 'medallion':
      system.triggerMedallion(action.device);
      return true;
    case 'resetCall':
      system.resetCall(action.device);
      return true;
    case 'trigger':
      return system.trigger({
        deviceId: action.device,
        callTypeId: action.callType,
        close: action.close ?? false,
      });
    case 'battery':
      system.setBattery(action.device, action.level);
      return true;
    case 'link':
      if (action.up) system.restoreLink(action.device);
      else system.dropLink(action.device);
      return true;
    case 'criterion':
      system.criterion(action.device, action.code);
      return true;
    case 'hub':
      system.hubOffline(action.hub, !action.online);
      return true;
    case 'getsFault':
      system.getsFault(action.faults);
      return true;
    case 'load':
      system.setLoad(
        action.on,
        action.callsPerBedPerDay === undefined ? {} : { callsPerBedPerDay: action.callsPerBedPerDay },
      );
      return true;
  }
}
