// The console's clock (ARCHITECTURE §7: every timer through an injected clock): the contracts' Clock, the shape of
// the backend's and XState's clocks, so a test hands in a simulated clock and advances it instead of waiting.
import type { Clock } from '@cs/contracts/clock';

export type ConsoleClock = Clock;

export const browserClock: ConsoleClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Resolves after ms on the clock; rejects with the signal's reason when aborted first. */
export function sleep(clock: ConsoleClock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clock.clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
