// A query the wall display depends on is fetched again until it works (ARCHITECTURE §9, §11), with the live
// connection's waits (spec 01 §7) on the injected clock.
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime-context.tsx';
import { retryDelayMs } from './retry-wait.ts';

/** While `failed`, calls `refetch` after each wait; every settled attempt schedules the next. */
export function useRetryOnError(failed: boolean, refetch: () => Promise<unknown>): void {
  const { clock } = useRuntime();
  const attempt = useRef(0);
  const [round, setRound] = useState(0);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!failed) {
      attempt.current = 0;
      return;
    }
    let live = true;
    const timer = clock.setTimeout(() => {
      latest
        .current()
        .catch(() => {})
        .finally(() => live && setRound((r) => r + 1));
    }, retryDelayMs(attempt.current++));
    return () => {
      live = false;
      clock.clearTimeout(timer);
    };
  }, [failed, round, clock]);
}
