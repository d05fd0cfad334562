// Time since a call opened, as a nurse reads it at a glance: m:ss, or h:mm:ss from an hour on. Digits only, the
// same in every language; the ticking 'now' comes from the injected clock.
import { useEffect, useState } from 'react';
import type { ConsoleClock } from '../../platform/clock.ts';

const two = (n: number) => String(n).padStart(2, '0');

export function formatElapsed(fromIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The clock's time, renewed every second while mounted. */
export function useNow(clock: ConsoleClock): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let timer: unknown;
    const tick = () => {
      setNow(clock.now());
      timer = clock.setTimeout(tick, 1_000 - (clock.now() % 1_000));
    };
    timer = clock.setTimeout(tick, 1_000 - (clock.now() % 1_000));
    return () => clock.clearTimeout(timer);
  }, [clock]);
  return now;
}
