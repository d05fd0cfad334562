import { setup, type ActorRefFrom } from 'xstate';
import { deviceMachineOf, type DeviceActor } from './devices/device-buttons.ts';
import { batteryMachine } from './devices/radio/battery-machine.ts';
import { linkMachine } from './devices/radio/link-machine.ts';
import { supervisionMachine } from './devices/radio/supervision-machine.ts';
import { getsMachine, type GetsInput } from './gets/gets-machine.ts';
import { hubMachine } from './hub/hub-machine.ts';
import { deriveSeed } from './rng.ts';
import type { Device, Ward } from './ward/types.ts';

export type { CallPointActor, DeviceActor, TwoButtonActor } from './devices/device-buttons.ts';

export interface TwinRootInput {
  ward: Ward;
  seed: number;
  gets: GetsInput;
}

export interface TwinRootContext {
  devices: Record<string, DeviceActor>;
  batteries: Record<string, ActorRefFrom<typeof batteryMachine>>;
  links: Record<string, ActorRefFrom<typeof linkMachine>>;
  /** One per radio device with a hub: its periodic supervision message (off until started). */
  supervisions: Record<string, ActorRefFrom<typeof supervisionMachine>>;
  hubs: Record<string, ActorRefFrom<typeof hubMachine>>;
  gets: ActorRefFrom<typeof getsMachine>;
}

/** systemIds of the twin's actors: `system.get(deviceSystemId(23))` finds device 23. */
export const deviceSystemId = (id: number) => `device-${id}`;
export const batterySystemId = (id: number) => `battery-${id}`;
export const linkSystemId = (id: number) => `link-${id}`;
export const supervisionSystemId = (id: number) => `supervision-${id}`;
export const hubSystemId = (id: number) => `hub-${id}`;
export const GETS_SYSTEM_ID = 'gets';

/**
 * The root actor only owns its children (one per device, battery, link, hub and the Gets),
 * each with a systemId, so they share the root's clock and can be looked up by id
 * (XState's actor-per-item pattern). Routing between them is host code in system.ts.
 */
export const twinRootMachine = setup({
  types: { context: {} as TwinRootContext, input: {} as TwinRootInput },
}).createMachine({
  id: 'twin',
  context: ({ input, spawn }) => {
    const devices: TwinRootContext['devices'] = {};
    const batteries: TwinRootContext['batteries'] = {};
    const links: TwinRootContext['links'] = {};
    const supervisions: TwinRootContext['supervisions'] = {};
    for (const d of input.ward.devices) {
      devices[d.id] = spawnDevice(d, spawn);
      if (d.battery)
        batteries[d.id] = spawn(batteryMachine, {
          systemId: batterySystemId(d.id),
          input: { initial: d.battery.initial, drainPerDay: d.battery.drain_per_day },
        });
      if (d.link_model)
        links[d.id] = spawn(linkMachine, {
          systemId: linkSystemId(d.id),
          input: {
            seed: deriveSeed(input.seed, d.id),
            meanUpDays: d.link_model.mean_up_days,
            meanDownMinutes: d.link_model.mean_down_minutes,
          },
        });
      // Salted apart from the link's seed so the beat jitter and the outages are independent streams.
      if (d.hub_id !== null)
        supervisions[d.id] = spawn(supervisionMachine, {
          systemId: supervisionSystemId(d.id),
          input: { seed: deriveSeed(deriveSeed(input.seed, d.id), 0x5b) },
        });
    }
    const hubs: TwinRootContext['hubs'] = {};
    for (const h of input.ward.hubs) {
      const hubDevices = input.ward.devices
        .filter((d) => d.hub_id === h.id)
        .map((d) => ({ id: d.id, serial: d.serial, battery: d.battery?.initial ?? null }));
      hubs[h.id] = spawn(hubMachine, {
        systemId: hubSystemId(h.id),
        input: { hubId: h.id, name: h.name, devices: hubDevices },
      });
    }
    const gets = spawn(getsMachine, { systemId: GETS_SYSTEM_ID, input: input.gets });
    return { devices, batteries, links, supervisions, hubs, gets };
  },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- spawn's overloads are not worth restating
function spawnDevice(d: Device, spawn: any): DeviceActor {
  const { machine, input } = deviceMachineOf(d);
  return spawn(machine, { systemId: deviceSystemId(d.id), input });
}
