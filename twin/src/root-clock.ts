import type { Clock } from '@cs/contracts/clock';

export interface RootClock {
  clock: Clock;
  /** Cancels every timer set through `clock` and ignores any set later. */
  retire(): void;
}

/**
 * The clock one booted twin root runs on. Retiring it cancels all its actors' timers at once, which is
 * how the twin ends a root (stop, demo reset): XState's own actor.stop() of a root with thousands of
 * children costs O(children²) (it copies the children map once per child and scans every scheduled
 * timer per child): 26 s of CPU for a 2,000-device ward, blocking the event loop. With its timers gone
 * and nothing sending to it, a retired root is inert and left to the garbage collector.
 */
export function createRootClock(clock: Clock): RootClock {
  const live = new Set<{ handle: unknown }>();
  let retired = false;
  return {
    clock: {
      now: () => clock.now(),
      setTimeout(fn, ms) {
        const timer = { handle: undefined as unknown };
        if (retired) return timer;
        timer.handle = clock.setTimeout(() => {
          live.delete(timer);
          if (!retired) fn();
        }, ms);
        live.add(timer);
        return timer;
      },
      clearTimeout(id) {
        const timer = id as { handle: unknown } | null;
        if (timer && live.delete(timer)) clock.clearTimeout(timer.handle);
      },
    },
    retire() {
      retired = true;
      for (const timer of live) clock.clearTimeout(timer.handle);
      live.clear();
    },
  };
}
