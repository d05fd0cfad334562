// One shared one-second tick per clock for every elapsed time and the clock (spec 01 §9: a clock ticks every
// second). Components that show time subscribe; cards themselves never re-render on the tick. The tick runs on
// the runtime's injected clock (ARCHITECTURE §7), so a test advances a simulated clock instead of waiting.
import type { Clock } from '@cs/contracts/clock';
import { useSyncExternalStore } from 'react';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { useFirstRender, useHydrating } from '../../../platform/ssr/first-render.ts';

interface Ticker {
  subscribe: (listener: () => void) => () => void;
  /** the clock's time at the last tick */
  now: () => number;
}

const TICK_MS = 1_000;
const tickers = new WeakMap<Clock, Ticker>();

function tickerOf(clock: Clock): Ticker {
  const known = tickers.get(clock);
  if (known) return known;
  const listeners = new Set<() => void>();
  let now = clock.now();
  let timer: unknown = null;
  const tick = () => {
    now = clock.now();
    timer = clock.setTimeout(tick, TICK_MS);
    for (const listener of listeners) listener();
  };
  const ticker: Ticker = {
    subscribe(listener) {
      listeners.add(listener);
      if (timer === null) {
        now = clock.now();
        timer = clock.setTimeout(tick, TICK_MS);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clock.clearTimeout(timer);
          timer = null;
        }
      };
    },
    now: () => now,
  };
  tickers.set(clock, ticker);
  return ticker;
}

/** The runtime clock's time in ms, updated each second. */
export function useTick(): number {
  const ticker = tickerOf(useRuntime().clock);
  return useSyncExternalStore(ticker.subscribe, ticker.now, ticker.now);
}

/**
 * The backend's time (ms), re-rendering each second. A server-rendered display (ARCHITECTURE §12a) is drawn at the
 * instant the server rendered it until hydrated, so elapsed times and the clock read as in its HTML.
 */
export function useServerNow(): number {
  const runtime = useRuntime();
  const first = useFirstRender();
  const hydrating = useHydrating();
  useTick();
  return hydrating && first ? first.renderedAt : runtime.serverClock.now();
}

/** The current minute of a clock (ms / 60 000), re-rendering only when it changes. */
export function useMinute(now: () => number): number {
  const ticker = tickerOf(useRuntime().clock);
  const first = useFirstRender();
  return useSyncExternalStore(
    ticker.subscribe,
    () => Math.floor(now() / 60_000),
    () => Math.floor((first?.renderedAt ?? now()) / 60_000),
  );
}
