import { and, emit, setup } from 'xstate';
import type { DeviceActionEvent, DeviceEmitted } from '../shared/device-events.ts';
import {
  DEVICE_FLAGS_START,
  callsRegionActions,
  deviceActions,
  deviceDelays,
  deviceGuards,
  healthRegion,
  operationRegion,
  type DeviceFlags,
} from '../shared/device-regions.ts';

export type TwoButton = 'alert' | 'presence';

export interface TwoButtonInput {
  deviceId: number;
  alertCallTypeId: number;
  presenceCallTypeId: number;
  emergencyCallTypeId: number;
  defectCallTypeId: number;
}

export interface TwoButtonContext extends TwoButtonInput, DeviceFlags {}

export type TwoButtonEvent = { type: 'PRESS'; button: TwoButton } | DeviceActionEvent;

/**
 * The two-button call point (red alert, green presence) with the demo rules of spec 02 §4:
 * - alert toggles the alert;
 * - presence toggles presence;
 * - presence while the alert is active closes the alert first (staff arrived), then sets presence;
 * - alert while presence is on (the alert lamp goes on next to the presence lamp): presence stays
 *   set and the emergency call is triggered (staff calls for help);
 * - with both active (emergency), either press ends both and closes the emergency.
 * The emergency therefore exists only inside `present`, which is what the model-based test checks.
 * Tags name the lamps: `alertActive`, `presenceActive`, `emergency`.
 */
export const twoButtonMachine = setup({
  types: {
    context: {} as TwoButtonContext,
    input: {} as TwoButtonInput,
    events: {} as TwoButtonEvent,
    emitted: {} as DeviceEmitted,
  },
  guards: {
    ...deviceGuards,
    alertPressed: ({ event }) => event.type === 'PRESS' && event.button === 'alert',
    presencePressed: ({ event }) => event.type === 'PRESS' && event.button === 'presence',
  },
  delays: deviceDelays,
  actions: {
    ...deviceActions<TwoButtonContext, TwoButtonEvent>(),
    alertOpened: emit(({ context }) => ({
      type: 'callOpened' as const,
      callTypeId: context.alertCallTypeId,
    })),
    alertClosed: emit(({ context }) => ({
      type: 'callClosed' as const,
      callTypeId: context.alertCallTypeId,
    })),
    presenceOn: emit(({ context }) => ({
      type: 'presenceOn' as const,
      callTypeId: context.presenceCallTypeId,
    })),
    presenceOff: emit(({ context }) => ({
      type: 'presenceOff' as const,
      callTypeId: context.presenceCallTypeId,
    })),
    emergencyOpened: emit(({ context }) => ({
      type: 'callOpened' as const,
      callTypeId: context.emergencyCallTypeId,
    })),
    emergencyClosed: emit(({ context }) => ({
      type: 'callClosed' as const,
      callTypeId: context.emergencyCallTypeId,
    })),
  },
}).createMachine({
  id: 'twoButton',
  type: 'parallel',
  context: ({ input }) => ({ ...input, ...DEVICE_FLAGS_START }),
  states: {
    calls: {
      initial: 'idle',
      on: callsRegionActions,
      states: {
        idle: {
          on: {
            PRESS: [
              { guard: and(['accepting', 'alertPressed']), target: 'alert' },
              { guard: and(['accepting', 'presencePressed']), target: 'present' },
            ],
          },
        },
        alert: {
          tags: ['alertActive'],
          entry: 'alertOpened',
          exit: 'alertClosed',
          on: {
            PRESS: [
              { guard: and(['accepting', 'alertPressed']), target: 'idle' },
              // Exit closes the alert before `present` sets presence: "closes the alert first".
              { guard: and(['accepting', 'presencePressed']), target: 'present' },
            ],
          },
        },
        present: {
          tags: ['presenceActive'],
          entry: 'presenceOn',
          exit: 'presenceOff',
          initial: 'attending',
          states: {
            attending: {
              on: {
                PRESS: [
                  { guard: and(['accepting', 'presencePressed']), target: '#twoButton.calls.idle' },
                  { guard: and(['accepting', 'alertPressed']), target: 'emergency' },
                ],
              },
            },
            emergency: {
              tags: ['alertActive', 'emergency'],
              entry: 'emergencyOpened',
              exit: 'emergencyClosed',
              on: {
                // Either button ends both: the emergency closes (inner exit) before presence goes off.
                PRESS: { guard: 'accepting', target: '#twoButton.calls.idle' },
              },
            },
          },
        },
      },
    },
    operation: operationRegion,
    health: healthRegion,
  },
});
