// One shared one-second tick for every elapsed time and the clock (spec 01 §9: a clock ticks every
// second). Components that show time subscribe; cards themselves never re-render on the tick.
import { useSyncExternalStore } from 'react';

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Local time in ms, updated each second. */
export const useTick = (): number => useSyncExternalStore(subscribe, () => now);

/** The current minute of a clock (ms / 60 000), re-rendering only when it changes. */
export function useMinute(now: () => number): number {
  return useSyncExternalStore(subscribe, () => Math.floor(now() / 60_000));
}
