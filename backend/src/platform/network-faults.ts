// Faults in what a peer sends to one of the backend's own sockets (the phones' /ws/app, the consoles' /ws/backend,
// a WebSocket upgrade): a frame over the size limit, invalid UTF-8, a broken frame, a reset in the middle. Each
// closes that one connection with the code docs/protocols.md names and is counted here per endpoint; the caller
// logs it once per connection, so a flood of bad connections cannot flood the log with more than one line each.
// Never thrown: a peer's bytes must not take the process down (issue 33).
import { log } from './logger.ts';

export class NetworkFaults {
  private readonly counts = new Map<string, number>();

  /** Counts one fault of `endpoint`; logs it when `logIt` (the connection's first). */
  record(endpoint: string, peer: string | undefined, error: Error & { code?: string }, logIt = true): void {
    this.counts.set(endpoint, (this.counts.get(endpoint) ?? 0) + 1);
    if (logIt)
      log().warn(
        { endpoint, peer: peer ?? null, code: error.code ?? null },
        `${endpoint}: connection closed on a protocol fault (${error.message})`,
      );
  }

  /** faults of one endpoint since start, or of all of them */
  count(endpoint?: string): number {
    if (endpoint !== undefined) return this.counts.get(endpoint) ?? 0;
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }
}
