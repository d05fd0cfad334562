import { assign, emit, setup } from 'xstate';
import { nowOf } from '../machine-time.ts';

export interface HubDeviceInput {
  id: number;
  /** Radio address printed on the device; what a magnet contact reports. */
  serial: string;
  battery: number | null;
}

export interface HubInput {
  hubId: number;
  name: string;
  devices: HubDeviceInput[];
}

export interface HubDeviceState {
  id: number;
  serial: string;
  reachable: boolean;
  battery: number | null;
  last_seen_at: number;
}

export interface HubContext {
  hubId: number;
  name: string;
  devices: Record<number, HubDeviceState>;
  online: boolean;
  /** When the hub last took the configuration from the Gets (spec 01 §3 outdated_hubs). */
  lastSyncAt: number | null;
}

export type HubEvent =
  | { type: 'DEVICE_LINK'; deviceId: number; reachable: boolean }
  | { type: 'DEVICE_BATTERY'; deviceId: number; level: number }
  /** A device's periodic supervision message reached the hub. */
  | { type: 'DEVICE_HEARTBEAT'; deviceId: number }
  | { type: 'CRITERION'; deviceId: number; code: string }
  | { type: 'MAGNET'; deviceId: number }
  | { type: 'SET_SEARCH'; enabled: boolean }
  | { type: 'SET_ONLINE'; online: boolean }
  | { type: 'SYNCED' };

/** The hub's log events (spec 02 §3 Hub: BatteryUpdate, Criterion, DeviceFound, DeviceLost, Info). */
export type HubEmitted =
  | { type: 'deviceFound'; deviceId: number; serial: string; at: number }
  | { type: 'deviceLost'; deviceId: number; serial: string; at: number }
  | { type: 'batteryUpdate'; deviceId: number; serial: string; level: number; at: number }
  | { type: 'criterion'; deviceId: number; serial: string; code: string; at: number }
  | { type: 'magnetContact'; deviceId: number; serial: string; at: number }
  /** Forwarded supervision message: the device was heard at `at` (docs/protocols.md §4 Supervision). */
  | { type: 'supervision'; deviceId: number; serial: string; at: number }
  | { type: 'info'; text: string; at: number };

/**
 * Probable-defect criteria the hub reports (spec 02 §3 probable-defect monitor: a hex code
 * counted against a threshold in a timeframe by the product, not by the hub).
 */
export const CRITERIA = {
  linkLost: '0x11',
  batteryDip: '0x21',
  buttonStuck: '0x31',
} as const;

/** A cell that loses this many points in one report is failing, not draining. */
const BATTERY_DIP = 5;

export const hubMachine = setup({
  types: {
    context: {} as HubContext,
    input: {} as HubInput,
    events: {} as HubEvent,
    emitted: {} as HubEmitted,
  },
  guards: {
    known: ({ context, event }) => 'deviceId' in event && event.deviceId in context.devices,
  },
}).createMachine({
  id: 'hub',
  context: ({ input, self }) => ({
    hubId: input.hubId,
    name: input.name,
    devices: Object.fromEntries(
      input.devices.map((d) => [d.id, { ...d, reachable: true, last_seen_at: nowOf(self.system) }]),
    ),
    online: true,
    lastSyncAt: nowOf(self.system),
  }),
  type: 'parallel',
  on: {
    DEVICE_LINK: {
      guard: 'known',
      actions: [
        emit(({ context, event, system }) => {
          const d = context.devices[event.deviceId]!;
          return {
            type: event.reachable ? ('deviceFound' as const) : ('deviceLost' as const),
            deviceId: d.id,
            serial: d.serial,
            at: nowOf(system),
          };
        }),
        // Every lost link counts towards the probable-defect monitor.
        emit(({ context, event, system }) =>
          event.reachable
            ? { type: 'info' as const, text: `Gerät ${event.deviceId} wieder erreichbar`, at: nowOf(system) }
            : {
                type: 'criterion' as const,
                deviceId: event.deviceId,
                serial: context.devices[event.deviceId]!.serial,
                code: CRITERIA.linkLost,
                at: nowOf(system),
              },
        ),
        assign({
          devices: ({ context, event, system }) => ({
            ...context.devices,
            [event.deviceId]: {
              ...context.devices[event.deviceId]!,
              reachable: event.reachable,
              last_seen_at: nowOf(system),
            },
          }),
        }),
      ],
    },
    DEVICE_BATTERY: {
      guard: 'known',
      actions: [
        emit(({ context, event, system }) => ({
          type: 'batteryUpdate' as const,
          deviceId: event.deviceId,
          serial: context.devices[event.deviceId]!.serial,
          level: event.level,
          at: nowOf(system),
        })),
        emit(({ context, event, system }) => {
          const before = context.devices[event.deviceId]!.battery;
          const dip = before !== null && before - event.level >= BATTERY_DIP;
          return dip
            ? {
                type: 'criterion' as const,
                deviceId: event.deviceId,
                serial: context.devices[event.deviceId]!.serial,
                code: CRITERIA.batteryDip,
                at: nowOf(system),
              }
            : {
                type: 'info' as const,
                text: `Batterie ${event.deviceId}: ${event.level}%`,
                at: nowOf(system),
              };
        }),
        assign({
          devices: ({ context, event, system }) => ({
            ...context.devices,
            [event.deviceId]: {
              ...context.devices[event.deviceId]!,
              battery: event.level,
              last_seen_at: nowOf(system),
            },
          }),
        }),
      ],
    },
    DEVICE_HEARTBEAT: {
      guard: 'known',
      actions: [
        emit(({ context, event, system }) => ({
          type: 'supervision' as const,
          deviceId: event.deviceId,
          serial: context.devices[event.deviceId]!.serial,
          at: nowOf(system),
        })),
        assign({
          devices: ({ context, event, system }) => ({
            ...context.devices,
            [event.deviceId]: { ...context.devices[event.deviceId]!, last_seen_at: nowOf(system) },
          }),
        }),
      ],
    },
    CRITERION: {
      guard: 'known',
      actions: emit(({ context, event, system }) => ({
        type: 'criterion' as const,
        deviceId: event.deviceId,
        serial: context.devices[event.deviceId]!.serial,
        code: event.code,
        at: nowOf(system),
      })),
    },
    SET_ONLINE: { actions: assign({ online: ({ event }) => event.online }) },
    SYNCED: { actions: assign({ lastSyncAt: ({ system }) => nowOf(system) }) },
  },
  states: {
    search: {
      initial: 'off',
      states: {
        off: { on: { SET_SEARCH: { guard: ({ event }) => event.enabled, target: 'on' } } },
        on: {
          tags: ['searching'],
          on: {
            SET_SEARCH: { guard: ({ event }) => !event.enabled, target: 'off' },
            // Device search (spec 02 §4 hub polling): a magnet on a device reports its address and node.
            MAGNET: {
              guard: 'known',
              actions: emit(({ context, event, system }) => ({
                type: 'magnetContact' as const,
                deviceId: event.deviceId,
                serial: context.devices[event.deviceId]!.serial,
                at: nowOf(system),
              })),
            },
          },
        },
      },
    },
  },
});
