// Session lifecycle: start at login (always a new id), resolve per request, idle expiry through the
// injected clock, end at logout. Sockets watch their session so non-public subscriptions stop when it ends.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '@cs/contracts/clock';
import type { SessionRepository } from '../repositories/session-repository.ts';

export interface ActiveSession {
  /** SHA-256 of the cookie value; never the cookie value itself */
  id: string;
  userId: number;
}

/** Touching the row on every request would write on every display poll; a minute of slack is harmless. */
const TOUCH_INTERVAL_MS = 60_000;

export type EndReason = 'logout' | 'expired' | 'replaced' | 'password_changed' | 'user_deleted';

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionService {
  private readonly watchers = new Map<string, { listeners: Set<() => void>; timer: unknown }>();

  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly idleMs: number,
  ) {}

  start(
    userId: number,
    address: string | null,
    userAgent: string | null,
  ): { token: string; session: ActiveSession } {
    const token = randomBytes(32).toString('base64url');
    const id = hashSessionToken(token);
    this.repo.create(id, userId, this.clock.now(), address, userAgent);
    return { token, session: { id, userId } };
  }

  /** The open session for a cookie value, or null (unknown, logged out or idle-expired). */
  resolve(token: string | undefined, touch = true): ActiveSession | null {
    if (!token) return null;
    const session = this.check(hashSessionToken(token));
    if (session && touch) {
      const row = this.repo.find(session.id);
      if (row && this.clock.now() - row.last_seen_at >= TOUCH_INTERVAL_MS)
        this.repo.touch(session.id, this.clock.now());
    }
    return session;
  }

  /** Whether a session (by id hash) is still open; ends it when idle too long. */
  check(id: string): ActiveSession | null {
    const row = this.repo.find(id);
    if (!row || row.ended_at !== null) return null;
    if (this.clock.now() - row.last_seen_at >= this.idleMs) {
      this.end(id, 'expired');
      return null;
    }
    return { id, userId: row.user_id };
  }

  /**
   * Ends every open session of a user but `keep` (the one that changed its own password): a changed or
   * reset password locks out whoever knew the old one, on every socket too.
   */
  endAllOf(userId: number, reason: 'password_changed' | 'user_deleted', keep: string | null = null): void {
    for (const id of this.repo.openOf(userId)) if (id !== keep) this.end(id, reason);
  }

  end(id: string, reason: EndReason): void {
    this.repo.end(id, this.clock.now(), reason);
    const watcher = this.watchers.get(id);
    if (!watcher) return;
    this.watchers.delete(id);
    this.clock.clearTimeout(watcher.timer);
    for (const listener of watcher.listeners) listener();
  }

  /** Calls onEnd once when the session ends (logout or idle expiry). Returns an unsubscribe function. */
  watch(id: string, onEnd: () => void): () => void {
    let watcher = this.watchers.get(id);
    const isNew = !watcher;
    if (!watcher) {
      watcher = { listeners: new Set(), timer: undefined };
      this.watchers.set(id, watcher);
    }
    // Listener first: the first check may find the session already ended and must still notify it.
    watcher.listeners.add(onEnd);
    if (isNew) this.scheduleExpiryCheck(id);
    return () => {
      const current = this.watchers.get(id);
      if (!current) return;
      current.listeners.delete(onEnd);
      if (current.listeners.size === 0) {
        this.clock.clearTimeout(current.timer);
        this.watchers.delete(id);
      }
    };
  }

  private scheduleExpiryCheck(id: string): void {
    const watcher = this.watchers.get(id);
    const row = this.repo.find(id);
    if (!watcher) return;
    if (!row || row.ended_at !== null) {
      this.end(id, 'expired');
      return;
    }
    const due = Math.max(0, row.last_seen_at + this.idleMs - this.clock.now());
    watcher.timer = this.clock.setTimeout(() => {
      // HTTP activity may have moved last_seen_at; check() ends the session only when really idle.
      if (this.check(id)) this.scheduleExpiryCheck(id);
      else this.end(id, 'expired');
    }, due);
  }
}
