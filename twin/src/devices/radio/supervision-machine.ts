import { assign, emit, setup } from 'xstate';
import { MINUTE } from '@cs/contracts/clock';
import { nextRngState, rngValue } from '../../rng.ts';

/**
 * Default supervision (heartbeat) interval of a radio device. The spec gives only the product's
 * side (spec 02 Global settings: monitoring_timeout_radio, in minutes, after which a silent device is
 * "not reachable"); a radio device reports several times within that timeout, so one lost message
 * does not raise a false alarm. 5 minutes with ±10 % jitter is what social-alarm radios typically do.
 */
export const SUPERVISION_INTERVAL_MS = 5 * MINUTE;
/** Spread of each interval (fraction of it), so devices that start together drift apart. */
export const SUPERVISION_JITTER = 0.1;

export interface SupervisionInput {
  /** Seed of this device's jitter (ward seed mixed with the device id). */
  seed: number;
}

export interface SupervisionContext {
  rng: number;
  intervalMs: number;
  jitter: number;
  /** True until the first beat after START: that one comes at a random phase of the interval. */
  first: boolean;
}

export type SupervisionEvent = { type: 'START'; intervalMs?: number; jitter?: number } | { type: 'STOP' };
export type SupervisionEmitted = { type: 'heartbeat' };

/**
 * A radio device's periodic supervision message to its hub (the "I am still here" that lets the
 * call system notice a device that went silent). Off until START, so scenarios that do not need
 * it pay nothing. Timers go through the actor system's clock; the jitter comes from a seeded
 * random state in context, so the same seed gives the same beat times.
 */
export const supervisionMachine = setup({
  types: {
    context: {} as SupervisionContext,
    input: {} as SupervisionInput,
    events: {} as SupervisionEvent,
    emitted: {} as SupervisionEmitted,
  },
  delays: {
    NEXT_BEAT: ({ context }) => {
      const u = rngValue(context.rng);
      // The first beat falls anywhere in one interval: 2,000 devices switched on together must
      // not all report in the same millisecond.
      if (context.first) return Math.max(1, Math.round(u * context.intervalMs));
      return Math.max(1, Math.round(context.intervalMs * (1 + context.jitter * (2 * u - 1))));
    },
  },
  actions: {
    advanceRng: assign({ rng: ({ context }) => nextRngState(context.rng), first: false }),
  },
}).createMachine({
  id: 'supervision',
  context: ({ input }) => ({
    rng: nextRngState(input.seed),
    intervalMs: SUPERVISION_INTERVAL_MS,
    jitter: SUPERVISION_JITTER,
    first: true,
  }),
  initial: 'off',
  states: {
    off: {
      on: {
        START: {
          target: 'on',
          actions: assign({
            intervalMs: ({ event, context }) => Math.max(1, event.intervalMs ?? context.intervalMs),
            jitter: ({ event, context }) => Math.min(1, Math.max(0, event.jitter ?? context.jitter)),
            first: true,
          }),
        },
      },
    },
    on: {
      on: { STOP: 'off' },
      after: {
        NEXT_BEAT: { target: 'on', reenter: true, actions: ['advanceRng', emit({ type: 'heartbeat' })] },
      },
    },
  },
});
