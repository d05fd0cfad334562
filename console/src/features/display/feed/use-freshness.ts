// Measured freshness (beyond the spec): when the last list arrived, and how long the last new call
// took from the call system opening it to this screen showing it. The call system stamps opened_at, the
// backend stamps each list (CallsChange.sent_at); this browser's clock is set against the backend's from the
// lists themselves (the smallest arrival-minus-sent difference seen, as NTP does), and the card's time is
// taken at the first frame after it was committed. The LAN transit of that smallest list is not included.
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { callKey, type DisplayCall, type SystemFeedState } from './feed-store.ts';

/** A call that appears later than this after it opened is not new (a schedule switched it in), not measured. */
export const FRESH_CALL_LIMIT_MS = 60_000;

export interface Freshness {
  /** this browser's clock when the last list arrived */
  lastUpdateAt: number | null;
  /** opened in the call system -> on this screen, of the last new call */
  latencyMs: number | null;
}

const nextFrame = (fn: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => fn()) : fn();

export function useFreshness(states: readonly SystemFeedState[], calls: readonly DisplayCall[]): Freshness {
  const { clock } = useRuntime();
  const offset = useRef<number | null>(null);
  const known = useRef<Set<string> | null>(null);
  const [latencyMs, setLatency] = useState<number | null>(null);

  useEffect(() => {
    for (const s of states)
      if (s.sentAt !== null && s.receivedAt !== null) {
        const o = s.receivedAt - s.sentAt;
        offset.current = offset.current === null ? o : Math.min(offset.current, o);
      }
  }, [states]);

  const ready = states.length > 0 && states.every((s) => s.status === 'ready');
  useEffect(() => {
    if (!ready) return;
    const keys = new Set(calls.map(callKey));
    const before = known.current;
    known.current = keys;
    if (!before) return; // the first list: those calls were not opened just now
    const fresh = calls.filter((c) => !before.has(callKey(c)));
    if (fresh.length === 0) return;
    const opened = Math.max(...fresh.map((c) => Date.parse(c.opened_at)));
    nextFrame(() => {
      if (offset.current === null) return;
      const latency = clock.now() - offset.current - opened;
      if (latency >= 0 && latency < FRESH_CALL_LIMIT_MS) setLatency(Math.round(latency));
    });
  }, [calls, ready, clock]);

  const arrivals = states.map((s) => s.receivedAt).filter((t): t is number => t !== null);
  return { lastUpdateAt: arrivals.length ? Math.max(...arrivals) : null, latencyMs };
}
