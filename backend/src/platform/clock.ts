// Every timer and every now() in the backend goes through a Clock, so a scenario can run a ward day
// in seconds (ARCHITECTURE §7). The shape matches XState's SimulatedClock, so the twin's clock can be
// handed to the backend unchanged.
import { realClock } from '@cs/twin';

export interface Clock {
  now(): number;
  setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * Wall time. The twin's realClock: its timers never keep the process alive on shutdown (idle expiry, time
 * ticks) and delays beyond Node's 24.8-day timer limit are chained instead of firing after 1 ms.
 */
export const systemClock: Clock = realClock;

/** A manually advanced clock for tests and scenarios without XState at hand. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

export function createManualClock(startMs = Date.UTC(2025, 0, 6, 8, 0, 0)): ManualClock {
  let current = startMs;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const runDue = () => {
    // Fire in time order; a callback may schedule further timers that are also due.
    for (;;) {
      let due: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of timers)
        if (entry[1].at <= current && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) return;
      timers.delete(due[0]);
      due[1].fn();
    }
  };
  return {
    now: () => current,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: current + Math.max(0, ms), fn: () => fn() });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    advance(ms) {
      current += ms;
      runDue();
    },
    set(epochMs) {
      current = epochMs;
      runDue();
    },
  };
}
