import { and, assign, emit, not, setup } from 'xstate';
import { RESTART_MS, type DeviceActionEvent, type DeviceEmitted } from './device-events.ts';

export interface CallPointInput {
  deviceId: number;
  alertCallTypeId: number;
  defectCallTypeId: number;
}

export interface CallPointContext extends CallPointInput {
  muted: boolean;
  defectsIgnored: boolean;
  /** Mirrors operation.restarting so guards and status reports can read it. */
  restarting: boolean;
}

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
      accepting: ({ context }) => !context.muted && !context.restarting,
      resettable: () => resettable,
      defectsIgnored: ({ context }) => context.defectsIgnored,
    },
    delays: { RESTART_MS },
    actions: {
      callOpened: emit(({ context }) => ({ type: 'callOpened' as const, callTypeId: context.alertCallTypeId })),
      callClosed: emit(({ context }) => ({ type: 'callClosed' as const, callTypeId: context.alertCallTypeId })),
      defectOpened: emit(({ context }) => ({ type: 'callOpened' as const, callTypeId: context.defectCallTypeId })),
      defectClosed: emit(({ context }) => ({ type: 'callClosed' as const, callTypeId: context.defectCallTypeId })),
      statusChanged: emit(({ context }) => ({
        type: 'statusChanged' as const,
        status: { muted: context.muted, defects_ignored: context.defectsIgnored, restarting: context.restarting },
      })),
    },
  }).createMachine({
    id,
    type: 'parallel',
    context: ({ input }) => ({ ...input, muted: false, defectsIgnored: false, restarting: false }),
    states: {
      calls: {
        initial: 'idle',
        on: {
          END_CALLS: '.idle',
          RESTART: '.idle',
          RESET: { target: '.idle', actions: assign({ muted: false, defectsIgnored: false }) },
          MUTE: { target: '.idle', actions: [assign({ muted: true }), 'statusChanged'] },
          UNMUTE: { actions: [assign({ muted: false }), 'statusChanged'] },
        },
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
      operation: {
        initial: 'running',
        states: {
          running: { on: { RESTART: 'restarting' } },
          restarting: { entry: [assign({ restarting: true }), 'statusChanged'], exit: [assign({ restarting: false }), 'statusChanged'], after: { RESTART_MS: 'running' } },
        },
        on: { RESET: '.running' },
      },
      health: {
        initial: 'ok',
        on: {
          IGNORE_DEFECTS: { target: '.ok', actions: [assign({ defectsIgnored: true }), 'statusChanged'] },
          RESTART: { target: '.ok', actions: assign({ defectsIgnored: false }) },
          RESET: '.ok',
          END_CALLS: '.ok',
        },
        states: {
          ok: { on: { DEFECT: { guard: not('defectsIgnored'), target: 'defective' } } },
          defective: { tags: ['defect'], entry: 'defectOpened', exit: 'defectClosed', on: { DEFECT_CLEARED: 'ok' } },
        },
      },
    },
  });
}

export type CallPointMachine = ReturnType<typeof createCallPointMachine>;
