// Retry until it works (ARCHITECTURE §9, §11: the wall display never goes blank because one request failed).
// The waits are the live connection's (spec 01 §7: 0, 0, then 250 ms times the attempt, capped at 6 s), on the
// injected clock, so a test advances time instead of sleeping.
import { sleep, type ConsoleClock } from '../clock.ts';
import { retryDelayMs } from './retry-wait.ts';

export interface RetryOptions {
  clock: ConsoleClock;
  signal: AbortSignal;
  /** every failure, with the attempt it ended (0 for the first); the caller shows and logs it */
  onFailure?: (error: unknown, attempt: number) => void;
}

/** Resolves with the first success; rejects only with the signal's reason once aborted. */
export async function retryUntilDone<T>(run: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    options.signal.throwIfAborted();
    try {
      return await run();
    } catch (error) {
      options.signal.throwIfAborted();
      options.onFailure?.(error, attempt);
      await sleep(options.clock, retryDelayMs(attempt), options.signal);
    }
  }
}
