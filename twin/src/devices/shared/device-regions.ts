import { assign, emit, not, type EventObject } from 'xstate';
import { RESTART_MS, type DeviceActionEvent, type DeviceEmitted } from './device-events.ts';

/**
 * What every device machine shares (spec 02 §4 device rules): the device-action handling of its calls
 * region (mute, unmute, end calls, restart, demo reset), the `operation` region (a restart makes it ignore
 * presses for RESTART_MS) and the `health` region (defect call, ignore defects). The machines spread these
 * into their `setup` and `createMachine` configs; their own calls regions hold only their buttons' rules.
 */
export interface DeviceFlags {
  defectCallTypeId: number;
  muted: boolean;
  defectsIgnored: boolean;
  /** Mirrors operation.restarting so guards and status reports can read it. */
  restarting: boolean;
}

type FlagsArgs = { context: DeviceFlags };

export const DEVICE_FLAGS_START = { muted: false, defectsIgnored: false, restarting: false } as const;

/** Guards of the shared regions; `accepting` also guards every button press. */
export const deviceGuards = {
  // A muted or rebooting device is ignored by the call system (spec 02 §4 device rules).
  accepting: ({ context }: FlagsArgs) => !context.muted && !context.restarting,
  defectsIgnored: ({ context }: FlagsArgs) => context.defectsIgnored,
};

export const deviceDelays = { RESTART_MS };

/**
 * Named actions the shared regions use, built for a machine's own context and events so its `setup`
 * types them like its own actions.
 */
export function deviceActions<TContext extends DeviceFlags, TEvent extends EventObject>() {
  type Args = { context: TContext };
  const set = (flags: Partial<DeviceFlags>) =>
    assign<TContext, TEvent, undefined, TEvent, never>(flags as Partial<TContext>);
  const tell = (event: (args: Args) => DeviceEmitted) =>
    emit<TContext, TEvent, undefined, TEvent, DeviceEmitted>(event);
  return {
    defectOpened: tell(({ context }) => ({ type: 'callOpened', callTypeId: context.defectCallTypeId })),
    defectClosed: tell(({ context }) => ({ type: 'callClosed', callTypeId: context.defectCallTypeId })),
    statusChanged: tell(({ context }) => ({
      type: 'statusChanged',
      status: {
        muted: context.muted,
        defects_ignored: context.defectsIgnored,
        restarting: context.restarting,
      },
    })),
    mute: set({ muted: true }),
    unmute: set({ muted: false }),
    clearFlags: set({ muted: false, defectsIgnored: false }),
    ignoreDefects: set({ defectsIgnored: true }),
    // A restart re-reads the device and reports defects again.
    watchDefects: set({ defectsIgnored: false }),
    restartBegins: set({ restarting: true }),
    restartEnds: set({ restarting: false }),
  };
}

/** The device actions on the calls region: each ends the device's calls (its `idle` state). */
export const callsRegionActions = {
  END_CALLS: '.idle',
  RESTART: '.idle',
  RESET: { target: '.idle', actions: 'clearFlags' },
  // Muting ends the device's calls and ignores it until unmuted (spec 02 §4: "muting toggles whether a
  // device's calls are ignored").
  MUTE: { target: '.idle', actions: ['mute', 'statusChanged'] },
  UNMUTE: { actions: ['unmute', 'statusChanged'] },
} as const;

export const operationRegion = {
  initial: 'running',
  states: {
    running: { on: { RESTART: { target: 'restarting' } } },
    restarting: {
      entry: ['restartBegins', 'statusChanged'],
      exit: ['restartEnds', 'statusChanged'],
      after: { RESTART_MS: 'running' },
    },
  },
  on: { RESET: '.running' },
} as const;

export const healthRegion = {
  initial: 'ok',
  on: {
    IGNORE_DEFECTS: { target: '.ok', actions: ['ignoreDefects', 'statusChanged'] },
    RESTART: { target: '.ok', actions: 'watchDefects' },
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
} as const;

export type { DeviceActionEvent };
