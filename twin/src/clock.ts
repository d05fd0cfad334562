/**
 * The one source of time for the twin (ARCHITECTURE §7). XState's SimulatedClock
 * satisfies this interface, so does `realClock`, and `ManualClock` below.
 * Actors get it through `createActor(machine, { clock })`; host code calls it directly.
 */
export interface Clock {
  now(): number;
  setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Node's timers take at most 2^31-1 ms (24.8 days); a longer delay would fire after 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface LongTimer {
  handle: ReturnType<typeof globalThis.setTimeout>;
}

/**
 * Wall time, for the standalone twin (`npm run serve -w twin`) and the embedded demo. Radio links of
 * generated wards stay up for weeks (mean_up_days), beyond Node's timer limit, so long delays are
 * chained in steps of at most MAX_TIMER_MS.
 */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const timer = {} as LongTimer;
    const due = Date.now() + ms;
    const arm = (delay: number) => {
      timer.handle = globalThis.setTimeout(() => {
        const left = due - Date.now();
        if (left > 0 && delay === MAX_TIMER_MS) arm(Math.min(left, MAX_TIMER_MS));
        else fn();
      }, delay);
      // A twin timer must never keep a finished process (or a test worker) alive.
      timer.handle.unref?.();
    };
    arm(Math.min(Math.max(0, ms), MAX_TIMER_MS));
    return timer;
  },
  clearTimeout: (id) => {
    if (id && typeof id === 'object' && 'handle' in id) globalThis.clearTimeout((id as LongTimer).handle);
  },
};

interface PendingTimer {
  id: number;
  due: number;
  fn: () => void;
}

/**
 * A discrete-event clock: `advance(ms)` fires every timer in due order and sets now()
 * to each timer's due time while it runs. XState's SimulatedClock jumps to the end
 * first and only fires timers scheduled before the jump, which is wrong for
 * simulating months of battery drain in one call; this one is exact and still cheap
 * (timers are kept sorted by due time, then by creation order for determinism).
 */
export class ManualClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: PendingTimer[] = [];

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: (...args: unknown[]) => void, ms: number): number {
    const timer = { id: this.nextId++, due: this.current + Math.max(0, ms), fn: () => fn() };
    // Binary insertion keeps the list sorted; equal due times keep creation order.
    let lo = 0;
    let hi = this.timers.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.timers[mid]!.due <= timer.due) lo = mid + 1;
      else hi = mid;
    }
    this.timers.splice(lo, 0, timer);
    return timer.id;
  }

  clearTimeout(id: unknown): void {
    const index = this.timers.findIndex((t) => t.id === id);
    if (index >= 0) this.timers.splice(index, 1);
  }

  /** Runs time forward by `ms`, firing due timers in order (including ones they schedule). */
  advance(ms: number): void {
    this.set(this.current + ms);
  }

  set(time: number): void {
    if (time < this.current) throw new Error('ManualClock cannot go back in time');
    for (;;) {
      const next = this.timers[0];
      if (!next || next.due > time) break;
      this.timers.shift();
      this.current = next.due;
      next.fn();
    }
    this.current = time;
  }

  /** Number of scheduled timers; handy for tests that check nothing leaks. */
  get pending(): number {
    return this.timers.length;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
