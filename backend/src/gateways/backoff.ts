// Reconnect delays for the gateways: exponential with a cap, timed by the injected clock so tests
// and scenarios control them. A successful connect resets the attempt counter.
export interface BackoffOptions {
  /** first delay after a lost connection (ms); default 250 */
  initialMs?: number;
  /** cap (ms); default 10 000: a Gets that comes back is seen within 10 s */
  maxMs?: number;
}

export function backoffDelay(
  attempt: number,
  { initialMs = 250, maxMs = 10_000 }: BackoffOptions = {},
): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt));
}

/** Dead-link detection: both protocols send heartbeats every 10 s; 30 s of silence means gone. */
export const SILENCE_MS = 30_000;
/** An HTTP request to a Gets or hub that has not answered by then failed (slow fault, docs/protocols.md §5). */
export const REQUEST_TIMEOUT_MS = 10_000;
