// Slows password guessing: failed logins are counted per user name and per address in a sliding
// window; over the limit, login answers 429 until the oldest failure leaves the window.
import type { Clock } from '../platform/clock.ts';

export interface RateLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perUser: 5, perAddress: 20, windowMs: 15 * 60_000 };

/** Bounds memory when someone sprays from many addresses or names. */
const MAX_KEYS = 10_000;

export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: RateLimits = DEFAULT_RATE_LIMITS,
  ) {}

  /** Milliseconds until a new attempt is allowed, or 0 when it is allowed now. */
  retryAfterMs(userName: string, address: string | null): number {
    const now = this.clock.now();
    const wait = (key: string, limit: number) => {
      const times = this.recent(key, now);
      return times.length >= limit ? (times[times.length - limit] as number) + this.limits.windowMs - now : 0;
    };
    return Math.max(
      wait(userKey(userName), this.limits.perUser),
      address ? wait(addressKey(address), this.limits.perAddress) : 0,
    );
  }

  recordFailure(userName: string, address: string | null): void {
    const now = this.clock.now();
    if (this.failures.size > MAX_KEYS) this.prune(now);
    for (const key of address ? [userKey(userName), addressKey(address)] : [userKey(userName)]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  /** A correct password clears the user's count; the address keeps its count (one host, many names). */
  recordSuccess(userName: string): void {
    this.failures.delete(userKey(userName));
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => now - at < this.limits.windowMs);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()])
      if (this.recent(key, now).length === 0) this.failures.delete(key);
  }
}

const userKey = (name: string) => `u:${name.trim().toLowerCase()}`;
const addressKey = (address: string) => `a:${address}`;
