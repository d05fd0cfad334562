import { assign, emit, setup } from 'xstate';
import { MINUTE, DAY } from '@cs/contracts/clock';
import { nextRngState, rngExponential } from '../../rng.ts';

export interface LinkInput {
  /** Seed of this device's link randomness (ward seed mixed with the device id). */
  seed: number;
  /** Mean time between drops in days; 0 means the link never drops by itself. */
  meanUpDays: number;
  meanDownMinutes: number;
}

export interface LinkContext {
  rng: number;
  meanUpMs: number;
  meanDownMs: number;
}

export type LinkEvent = { type: 'DROP' } | { type: 'RESTORE' };
export type LinkEmitted = { type: 'linkDown' } | { type: 'linkUp' };

/**
 * Radio reachability: up for an exponentially distributed time, down for a shorter one,
 * from a seeded random state kept in context (replayable). DROP/RESTORE let a scenario or
 * the demo force an outage; a forced outage lasts until RESTORE.
 */
export const linkMachine = setup({
  types: {
    context: {} as LinkContext,
    input: {} as LinkInput,
    events: {} as LinkEvent,
    emitted: {} as LinkEmitted,
  },
  delays: {
    UP_TIME: ({ context }) => rngExponential(context.rng, context.meanUpMs),
    DOWN_TIME: ({ context }) => rngExponential(context.rng, context.meanDownMs),
  },
  guards: { flaky: ({ context }) => context.meanUpMs > 0 },
  actions: {
    // Advanced on the transition, before the next state's delay is computed from it.
    advanceRng: assign({ rng: ({ context }) => nextRngState(context.rng) }),
  },
}).createMachine({
  id: 'link',
  context: ({ input }) => ({
    rng: input.seed,
    meanUpMs: input.meanUpDays * DAY,
    meanDownMs: Math.max(1, input.meanDownMinutes) * MINUTE,
  }),
  initial: 'online',
  states: {
    online: {
      initial: 'pick',
      on: { DROP: { target: 'offline.forced' } },
      states: {
        pick: { always: [{ guard: 'flaky', target: 'flaky' }, { target: 'stable' }] },
        flaky: { after: { UP_TIME: { target: '#link.offline.random', actions: 'advanceRng' } } },
        stable: {},
      },
    },
    offline: {
      tags: ['unreachable'],
      entry: emit({ type: 'linkDown' }),
      exit: emit({ type: 'linkUp' }),
      initial: 'random',
      on: { RESTORE: 'online', DROP: '.forced' },
      states: {
        random: { after: { DOWN_TIME: { target: '#link.online', actions: 'advanceRng' } } },
        forced: {},
      },
    },
  },
});
