import { and, assign, emit, not, setup } from 'xstate';
import { RESTART_MS, type DeviceActionEvent, type DeviceEmitted } from '../shared/device-events.ts';

export type TwoButton = 'alert' | 'presence';

export interface TwoButtonInput {
  deviceId: number;
  alertCallTypeId: number;
  presenceCallTypeId: number;
  emergencyCallTypeId: number;
  defectCallTypeId: number;
}

export interface TwoButtonContext extends TwoButtonInput {
  muted: boolean;
  defectsIgnored: boolean;
  /** Mirrors operation.restarting so guards and status reports can read it. */
  restarting: boolean;
}

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
    // A muted or rebooting device is ignored by the call system (spec 02 §4 device rules).
    accepting: ({ context }) => !context.muted && !context.restarting,
    alertPressed: ({ event }) => event.type === 'PRESS' && event.button === 'alert',
    presencePressed: ({ event }) => event.type === 'PRESS' && event.button === 'presence',
    defectsIgnored: ({ context }) => context.defectsIgnored,
  },
  delays: { RESTART_MS },
  actions: {
    alertOpened: emit(({ context }) => ({ type: 'callOpened' as const, callTypeId: context.alertCallTypeId })),
    alertClosed: emit(({ context }) => ({ type: 'callClosed' as const, callTypeId: context.alertCallTypeId })),
    presenceOn: emit(({ context }) => ({ type: 'presenceOn' as const, callTypeId: context.presenceCallTypeId })),
    presenceOff: emit(({ context }) => ({ type: 'presenceOff' as const, callTypeId: context.presenceCallTypeId })),
    emergencyOpened: emit(({ context }) => ({ type: 'callOpened' as const, callTypeId: context.emergencyCallTypeId })),
    emergencyClosed: emit(({ context }) => ({ type: 'callClosed' as const, callTypeId: context.emergencyCallTypeId })),
    defectOpened: emit(({ context }) => ({ type: 'callOpened' as const, callTypeId: context.defectCallTypeId })),
    defectClosed: emit(({ context }) => ({ type: 'callClosed' as const, callTypeId: context.defectCallTypeId })),
    statusChanged: emit(({ context }) => ({
      type: 'statusChanged' as const,
      status: { muted: context.muted, defects_ignored: context.defectsIgnored, restarting: context.restarting },
    })),
  },
}).createMachine({
  id: 'twoButton',
  type: 'parallel',
  context: ({ input }) => ({ ...input, muted: false, defectsIgnored: false, restarting: false }),
  states: {
    calls: {
      initial: 'idle',
      on: {
        END_CALLS: '.idle',
        RESTART: '.idle',
        RESET: { target: '.idle', actions: assign({ muted: false, defectsIgnored: false }) },
        // Muting ends the device's calls and ignores it until unmuted (spec 02 §4: "muting toggles
        // whether a device's calls are ignored").
        MUTE: { target: '.idle', actions: [assign({ muted: true }), 'statusChanged'] },
        UNMUTE: { actions: [assign({ muted: false }), 'statusChanged'] },
      },
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
    operation: {
      initial: 'running',
      states: {
        running: { on: { RESTART: { target: 'restarting' } } },
        restarting: {
          entry: [assign({ restarting: true }), 'statusChanged'],
          exit: [assign({ restarting: false }), 'statusChanged'],
          after: { RESTART_MS: 'running' },
        },
      },
      on: { RESET: '.running' },
    },
    health: {
      initial: 'ok',
      on: {
        IGNORE_DEFECTS: { target: '.ok', actions: [assign({ defectsIgnored: true }), 'statusChanged'] },
        // A restart re-reads the device and reports defects again.
        RESTART: { target: '.ok', actions: assign({ defectsIgnored: false }) },
        RESET: '.ok',
        END_CALLS: '.ok',
      },
      states: {
        ok: { on: { DEFECT: { guard: not('defectsIgnored'), target: 'defective' } } },
        defective: {
          tags: ['defect'],
          entry: 'defectOpened',
          exit: 'defectClosed',
          on: { DEFECT_CLEARED: 'ok' },
        },
      },
    },
  },
});
