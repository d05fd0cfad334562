import type { Clock } from './clock.ts';

/** Node's timers take at most 2^31-1 ms (24.8 days); a longer delay would fire after 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

class LongTimer {
  handle: ReturnType<typeof globalThis.setTimeout> | undefined;
}

/**
 * Wall time. Radio links of generated wards stay up for weeks, beyond Node's timer limit, so long delays are chained
 * in steps of at most MAX_TIMER_MS. `keepAlive`: its timers hold the process open, as a command-line tool that waits
 * between polls needs (scenarios/runner/live.ts); otherwise they never keep a finished process (or a test worker)
 * alive.
 */
export function wallClock(options: { keepAlive?: boolean } = {}): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => {
      const timer = new LongTimer();
      const due = Date.now() + ms;
      const arm = (delay: number) => {
        timer.handle = globalThis.setTimeout(() => {
          const left = due - Date.now();
          if (left > 0 && delay === MAX_TIMER_MS) arm(Math.min(left, MAX_TIMER_MS));
          else fn();
        }, delay);
        if (!options.keepAlive) timer.handle.unref();
      };
      arm(Math.min(Math.max(0, ms), MAX_TIMER_MS));
      return timer;
    },
    clearTimeout: (id) => {
      if (id instanceof LongTimer) globalThis.clearTimeout(id.handle);
    },
  };
}

/** Wall time for the running product (backend, embedded demo twin, standalone twin). */
export const realClock: Clock = wallClock();
