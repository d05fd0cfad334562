// Failed pairings (docs/protocols.md §7, issue 33): 60 wrong Pair frames on one socket wrote 60 audit rows at
// once, and the audit log answers at most 500 rows, so a flood pushed the administrators' own actions out of view.
// Failures are slowed like sign-ins (auth/login-rate-limiter.ts): per connection (its 'name') 5 free, per client
// address over all connections 20 free, then 1 s, 2 s, 4 s ... up to 15 min after the last failure. They are audited
// per burst: one row per address once it has been quiet for a minute (or after 15 minutes of failing), with the
// count of attempts, the refusals and the first and last time.
import type { Clock } from '@cs/contracts/clock';
import { DEFAULT_RATE_LIMITS, LoginRateLimiter, type RateLimits } from '../../auth/login-rate-limiter.ts';
import type { AuditEntry } from '../../repositories/audit-repository.ts';

/** a burst ends when its address has failed nothing for this long */
export const BURST_QUIET_MS = 60_000;
/** a burst that goes on is written down after this long all the same */
export const BURST_MAX_MS = 15 * 60_000;

/** how the audit row names each refusal (a key naming a 'token' would be redacted as a secret) */
const REFUSAL: Record<string, string> = {
  unknown_token: 'unknown',
  token_expired: 'expired',
  too_many_pairing_attempts: 'waited',
};

interface Burst {
  address: string | null;
  attempts: number;
  refused: Record<string, number>;
  firstAt: number;
  lastAt: number;
  timer: unknown;
}

export type PairingTurn = { wait: true } | { wait: false; succeeded(): void };

export class PairingGuard {
  private readonly limiter: LoginRateLimiter;
  private readonly bursts = new Map<string, Burst>();

  constructor(
    private readonly clock: Clock,
    private readonly audit: { record(entry: AuditEntry): void } | undefined,
    limits: RateLimits = DEFAULT_RATE_LIMITS,
  ) {
    this.limiter = new LoginRateLimiter(clock, limits);
  }

  /** A Pair from connection `connection` at `address`: may it go ahead? It counts as failed until it succeeded. */
  begin(connection: string, address: string | null): PairingTurn {
    const attempt = this.limiter.begin(connection, address);
    return 'succeeded' in attempt ? { wait: false, succeeded: () => attempt.succeeded() } : { wait: true };
  }

  /** A refused pairing (a wrong or expired token, or one that had to wait), for the burst's audit row. */
  failed(address: string | null, key: string): void {
    const now = this.clock.now();
    const id = address ?? '-';
    let burst = this.bursts.get(id);
    if (!burst) {
      burst = { address, attempts: 0, refused: {}, firstAt: now, lastAt: now, timer: null };
      this.bursts.set(id, burst);
    }
    burst.attempts += 1;
    const name = REFUSAL[key] ?? key;
    burst.refused[name] = (burst.refused[name] ?? 0) + 1;
    burst.lastAt = now;
    this.clock.clearTimeout(burst.timer);
    const endsIn = Math.min(BURST_QUIET_MS, burst.firstAt + BURST_MAX_MS - now);
    const ending = burst;
    burst.timer = this.clock.setTimeout(() => this.write(id, ending), Math.max(0, endsIn));
  }

  /** Writes every open burst (the server stops). */
  flush(): void {
    for (const [id, burst] of [...this.bursts]) this.write(id, burst);
  }

  private write(id: string, burst: Burst): void {
    this.clock.clearTimeout(burst.timer);
    if (this.bursts.get(id) === burst) this.bursts.delete(id);
    try {
      this.audit?.record({
        userId: 0,
        userName: 'app',
        action: 'pairAppClient',
        entity: 'app_client',
        entityId: null,
        changes: {
          attempts: burst.attempts,
          refused: burst.refused,
          first_at: new Date(burst.firstAt).toISOString(),
          last_at: new Date(burst.lastAt).toISOString(),
        },
        address: burst.address,
        outcome: 'denied',
      });
    } catch {
      // the audit's disk is full: refusing the phones goes on regardless
    }
  }
}
