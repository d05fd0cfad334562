// Slows password guessing without handing anyone a way to lock others out:
// - Failures are counted per address AND user name (the pair), and per address across names (spraying).
//   There is no lock of a user name as such: wrong passwords from one address never keep the user out
//   at another (the nurse at her ward terminal while someone guesses from elsewhere).
// - After the free attempts, every further attempt waits an exponentially growing delay (1 s, 2 s, 4 s,
//   ... up to 15 min) after the last failure: backoff, not a hard lock. A key is forgotten one hour
//   after its last failure; a correct password clears the pair (the address keeps its count).
// - An attempt counts when it starts, not when its (deliberately slow) password check ends, so 60
//   concurrent guesses are 60 attempts, not 60 times the first one.
import type { Clock } from '@cs/contracts/clock';

export interface RateLimits {
  /** failures of one user name from one address before the backoff starts */
  freePerPair: number;
  /** failures from one address, over all names, before the backoff starts */
  freePerAddress: number;
  /** the first wait; it doubles with every further failure */
  baseDelayMs: number;
  maxDelayMs: number;
  /** a key without failures for this long starts from zero again */
  forgetMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  freePerPair: 5,
  freePerAddress: 20,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
};

/** Bounds memory when someone sprays from many addresses or names. */
const MAX_KEYS = 10_000;

interface Count {
  failures: number;
  lastAt: number;
}

/** An attempt that may go ahead; it counts as a failure until `succeeded` says otherwise. */
export interface LoginAttempt {
  succeeded(): void;
}

export class LoginRateLimiter {
  private readonly counts = new Map<string, Count>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: RateLimits = DEFAULT_RATE_LIMITS,
  ) {}

  /**
   * Starts an attempt: `{ retryAfterMs }` when it must wait (nothing is counted then), else the attempt,
   * already counted as a failure of its pair and address.
   */
  begin(userName: string, address: string | null): { retryAfterMs: number } | LoginAttempt {
    const now = this.clock.now();
    const pair = pairKey(address, userName);
    const addr = addressKey(address);
    const retryAfterMs = Math.max(
      this.wait(pair, this.limits.freePerPair, now),
      this.wait(addr, this.limits.freePerAddress, now),
    );
    if (retryAfterMs > 0) return { retryAfterMs };
    if (this.counts.size > MAX_KEYS) this.prune(now);
    this.add(pair, now, 1);
    this.add(addr, now, 1);
    return {
      succeeded: () => {
        this.counts.delete(pair);
        this.add(addr, now, -1);
      },
    };
  }

  /** How long a key still has to wait at `now`. */
  private wait(key: string, free: number, now: number): number {
    const count = this.current(key, now);
    if (!count || count.failures < free) return 0;
    const delay = Math.min(
      this.limits.baseDelayMs * 2 ** Math.min(count.failures - free, 30),
      this.limits.maxDelayMs,
    );
    return Math.max(0, count.lastAt + delay - now);
  }

  private current(key: string, now: number): Count | undefined {
    const count = this.counts.get(key);
    if (count && now - count.lastAt >= this.limits.forgetMs) {
      this.counts.delete(key);
      return undefined;
    }
    return count;
  }

  private add(key: string, now: number, delta: 1 | -1): void {
    const count = this.current(key, now) ?? { failures: 0, lastAt: now };
    const failures = Math.max(0, count.failures + delta);
    if (failures === 0) this.counts.delete(key);
    else this.counts.set(key, { failures, lastAt: delta > 0 ? now : count.lastAt });
  }

  private prune(now: number): void {
    for (const key of [...this.counts.keys()]) this.current(key, now);
  }
}

const pairKey = (address: string | null, name: string) => `p:${address ?? '-'}:${name.trim().toLowerCase()}`;
const addressKey = (address: string | null) => `a:${address ?? '-'}`;
