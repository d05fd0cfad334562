import { and, emit, setup } from 'xstate';
import type { DeviceActionEvent, DeviceEmitted } from './device-events.ts';
import {
  DEVICE_FLAGS_START,
  callsRegionActions,
  deviceActions,
  deviceDelays,
  deviceGuards,
  healthRegion,
  operationRegion,
  type DeviceFlags,
} from './device-regions.ts';

export interface CallPointInput {
  deviceId: number;
  alertCallTypeId: number;
  defectCallTypeId: number;
}

export interface CallPointContext extends CallPointInput, DeviceFlags {}

export type CallPointEvent =
  /** The button, pull cord, medallion press or technical contact. */
  | { type: 'PRESS' }
  /** The reset/cancel key on the call point (staff on site) or the contact returning to rest. */
  | { type: 'RESET_CALL' }
  | DeviceActionEvent;

export interface CallPointOptions {
  id: string;
  /** Whether the device itself can end its call (pull cords, wired call points, tech inputs). */
  resettable: boolean;
}

/**
 * A device with one call: medallion, radio pull cord, wired call point, technical input.
 * Pressing while the call is open does nothing (the call is already on the display).
 * Calls end with RESET_CALL where the device has a reset, or by the EndCalls device action.
 */
export function createCallPointMachine({ id, resettable }: CallPointOptions) {
  return setup({
    types: {
      context: {} as CallPointContext,
      input: {} as CallPointInput,
      events: {} as CallPointEvent,
      emitted: {} as DeviceEmitted,
    },
    guards: {
      ...deviceGuards,
      resettable: () => resettable,
    },
    delays: deviceDelays,
    actions: {
      ...deviceActions<CallPointContext, CallPointEvent>(),
      callOpened: emit(({ context }) => ({
        type: 'callOpened' as const,
        callTypeId: context.alertCallTypeId,
      })),
      callClosed: emit(({ context }) => ({
        type: 'callClosed' as const,
        callTypeId: context.alertCallTypeId,
      })),
    },
  }).createMachine({
    id,
    type: 'parallel',
    context: ({ input }) => ({ ...input, ...DEVICE_FLAGS_START }),
    states: {
      calls: {
        initial: 'idle',
        on: callsRegionActions,
        states: {
          idle: { on: { PRESS: { guard: 'accepting', target: 'active' } } },
          active: {
            tags: ['alertActive'],
            entry: 'callOpened',
            exit: 'callClosed',
            on: { RESET_CALL: { guard: and(['resettable', 'accepting']), target: 'idle' } },
          },
        },
      },
      operation: operationRegion,
      health: healthRegion,
    },
  });
}

export type CallPointMachine = ReturnType<typeof createCallPointMachine>;
