import { assign, emit, enqueueActions, setup } from 'xstate';
import { HOUR } from '@cs/contracts/clock';

export interface BatteryInput {
  /** Percent at start. */
  initial: number;
  /** Percent lost per day of use. */
  drainPerDay: number;
}

export interface BatteryContext {
  /** Exact level; reports use whole percent. */
  level: number;
  drainPerDay: number;
  /** Last whole percent reported, so a report goes out only when the shown value changes. */
  reported: number;
}

export type BatteryEvent =
  | { type: 'REPLACE' }
  /** Demo and scenario control: jump to a level (spec 01 §4 battery display thresholds). */
  | { type: 'SET_LEVEL'; level: number };

export type BatteryEmitted = { type: 'batteryChanged'; level: number } | { type: 'batteryEmpty' };

/**
 * The radio device's cell. It measures itself every BATTERY_TICK (6 h of clock time) and
 * reports whole-percent changes; a fresh cell lasts one to two years (drain set per device
 * by the ward). The tick is counted, not measured, so under XState's SimulatedClock step the
 * clock in increments of at most a tick; the twin's SimulatedClock fires every tick exactly.
 */
export const BATTERY_TICK_MS = 6 * HOUR;

const whole = (level: number) => Math.max(0, Math.floor(level));

export const batteryMachine = setup({
  types: {
    context: {} as BatteryContext,
    input: {} as BatteryInput,
    events: {} as BatteryEvent,
    emitted: {} as BatteryEmitted,
  },
  delays: { BATTERY_TICK: BATTERY_TICK_MS },
  guards: {
    empty: ({ context }) => context.level <= 0,
  },
  actions: {
    drain: assign({
      level: ({ context }) =>
        Math.max(0, context.level - context.drainPerDay * (BATTERY_TICK_MS / (24 * HOUR))),
    }),
    markReported: assign({ reported: ({ context }) => whole(context.level) }),
    announceLevel: emit(({ context }) => ({ type: 'batteryChanged' as const, level: whole(context.level) })),
    reportIfChanged: enqueueActions(({ context, enqueue }) => {
      const level = whole(context.level);
      if (level === context.reported) return;
      enqueue.assign({ reported: level });
      enqueue.emit({ type: 'batteryChanged', level });
    }),
  },
}).createMachine({
  id: 'battery',
  context: ({ input }) => ({
    level: input.initial,
    drainPerDay: input.drainPerDay,
    reported: whole(input.initial),
  }),
  initial: 'draining',
  on: {
    REPLACE: {
      target: '.draining',
      reenter: true,
      actions: [assign({ level: 100 }), 'markReported', 'announceLevel'],
    },
    SET_LEVEL: {
      target: '.draining',
      reenter: true,
      actions: [
        assign({ level: ({ event }) => Math.min(100, Math.max(0, event.level)) }),
        'markReported',
        'announceLevel',
      ],
    },
  },
  states: {
    draining: {
      always: { guard: 'empty', target: 'empty' },
      after: {
        BATTERY_TICK: {
          target: 'draining',
          reenter: true,
          actions: ['drain', 'reportIfChanged'],
        },
      },
    },
    empty: { entry: emit({ type: 'batteryEmpty' }) },
  },
});
