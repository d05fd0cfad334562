// The link skeleton both network gateways share (Gets event stream, hub event stream): one connection at a
// time, reconnect with backoff after a drop, a silence timer that drops a link without heartbeats, and the
// link's SyncStatus, and an answer timer: a peer that takes the hello but does not prove the link (snapshot, Hello)
// within answerMs is offline like a request it does not answer. The protocol (what to open, which lines mean online) stays in the gateway; events of
// a connection that is no longer the current one are ignored (isCurrent), so a late 'close' of an old
// socket cannot drop the new one. stream-gateway.ts wraps it with what both gateways share around it.
import type { Clock } from '@cs/contracts/clock';
import { backoffDelay, REQUEST_TIMEOUT_MS, SILENCE_MS, type BackoffOptions } from './backoff.ts';
import type { SyncStatus } from './types.ts';

export interface ReconnectLoopOptions<C> {
  clock: Clock;
  backoff?: BackoffOptions;
  silenceMs?: number;
  /** a new connection that is not online (snapshot, Hello) this soon after it opened is dropped as offline */
  answerMs?: number;
  /** Opens a connection to the current target, or null when there is no address (status 'unknown'). */
  open: () => C | null;
  /** Tears a connection down (destroy the socket or request). */
  close: (conn: C) => void;
  /** The link's status changed; a resync reports the same status with its reason. */
  onStatus: (status: SyncStatus, reason: string) => void;
  /** the reason given with 'unknown' when open() finds no address */
  noTarget: string;
}

export class ReconnectLoop<C> {
  private conn: C | null = null;
  private current: SyncStatus = 'unknown';
  private attempt = 0;
  private reconnectTimer: unknown = null;
  private silenceTimer: unknown = null;
  private answerTimer: unknown = null;
  private running = false;

  constructor(private readonly options: ReconnectLoopOptions<C>) {}

  get status(): SyncStatus {
    return this.current;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    const { clock } = this.options;
    clock.clearTimeout(this.reconnectTimer);
    clock.clearTimeout(this.silenceTimer);
    clock.clearTimeout(this.answerTimer);
    this.reconnectTimer = null;
    const conn = this.conn;
    this.conn = null;
    if (conn !== null) this.options.close(conn);
  }

  /** Events of an older connection are ignored. */
  isCurrent(conn: C): boolean {
    return conn === this.conn;
  }

  /** The protocol says the link works (snapshot, hello): online, and the next drop starts the backoff anew. */
  online(conn: C, reason: string): void {
    if (!this.isCurrent(conn)) return;
    this.options.clock.clearTimeout(this.answerTimer);
    this.attempt = 0;
    this.setStatus('online', reason);
  }

  /** The next reconnect comes without delay (a Gets that said bye is restarting). */
  resetBackoff(): void {
    this.attempt = 0;
  }

  /** Ends this connection (if it is still the current one), reports why and plans the next attempt. */
  drop(conn: C, status: SyncStatus, reason: string, delayMs?: number): void {
    if (!this.end(conn)) return;
    this.setStatus(status, reason);
    this.scheduleReconnect(delayMs);
  }

  /** Reconnects at once without reporting the link as down (a missed event: a fresh snapshot heals it). */
  resync(conn: C, reason: string): void {
    if (!this.end(conn)) return;
    this.options.onStatus(this.current, reason);
    this.scheduleReconnect(0);
  }

  /**
   * The hello (or the stream's request) went out on this connection. Unanswered, it is a request like any other
   * (docs/protocols.md §3): the peer's silence does not wait for the 30 s of a dead link, the link is offline after
   * the request timeout and retried with backoff. Started when it is sent, not when the connection is opened, so a
   * simulated clock that jumps hours in one go does not time out connections that had no chance to connect.
   */
  awaitAnswer(conn: C): void {
    if (!this.isCurrent(conn)) return;
    const answerMs = this.options.answerMs ?? REQUEST_TIMEOUT_MS;
    this.options.clock.clearTimeout(this.answerTimer);
    this.answerTimer = this.options.clock.setTimeout(
      () => this.drop(conn, 'offline', `no answer to the hello within ${answerMs} ms`),
      answerMs,
    );
  }

  /** (Re)starts the silence timer: without a line for silenceMs the link counts as gone. */
  heard(conn: C): void {
    if (!this.isCurrent(conn)) return;
    const { clock } = this.options;
    clock.clearTimeout(this.silenceTimer);
    this.silenceTimer = clock.setTimeout(
      () => this.drop(conn, 'offline', 'no heartbeat'),
      this.options.silenceMs ?? SILENCE_MS,
    );
  }

  private end(conn: C): boolean {
    if (!this.isCurrent(conn)) return false;
    this.conn = null;
    this.options.close(conn);
    this.options.clock.clearTimeout(this.silenceTimer);
    this.options.clock.clearTimeout(this.answerTimer);
    return true;
  }

  private setStatus(status: SyncStatus, reason: string): void {
    if (status === this.current) return;
    this.current = status;
    this.options.onStatus(status, reason);
  }

  private connect(): void {
    this.reconnectTimer = null;
    if (!this.running) return;
    const conn = this.options.open();
    if (conn === null) {
      this.setStatus('unknown', this.options.noTarget);
      return this.scheduleReconnect();
    }
    this.conn = conn;
  }

  private scheduleReconnect(delayMs = backoffDelay(this.attempt++, this.options.backoff)): void {
    if (!this.running || this.reconnectTimer !== null) return;
    this.reconnectTimer = this.options.clock.setTimeout(() => this.connect(), delayMs);
  }
}
