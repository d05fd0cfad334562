// "The system is quiet": no loopback byte in flight, no socket still connecting or closing, no HTTP
// request being served, no file system work pending. The runner only moves the simulated clock when
// this holds, so what a timer causes (a heartbeat, a call event, an HTTP answer) is fully delivered and
// handled at the simulated instant it happened, and the same scenario gives the same call log.
//
// Backend and twin run in this one process, so both ends of every socket are ours: sockets are found
// through Node's diagnostics channels (net.client.socket, net.server.socket), paired by port, and a pair
// is settled when each side has read every byte the other wrote. HTTP servers are watched through the
// http.server.* channels, except long-lived event streams (the hubs' /api/v1/events).
import diagnostics from 'node:diagnostics_channel';
import type { Socket } from 'node:net';

interface Tracked {
  socket: Socket;
  local: number | null;
  remote: number | null;
}

const key = (local: number, remote: number) => `${local}>${remote}`;

const STREAM_PATHS = ['/api/v1/events'];
const FILE_SYSTEM_WORK = 'file system work pending';
/** Real time the wait gives pending file system work before its turns count again. */
const FILE_SYSTEM_WAIT_MS = 30_000;

export class QuietDetector {
  private readonly sockets = new Set<Tracked>();
  /**
   * Each socket's other end in this process (undefined: outside it), paired by ports as busy() needs them: paired
   * again only when a socket comes, learns its ports or goes. busy() runs at least twice per quiet wait, tens of
   * thousands of times a simulated day (bench/ward-day.ts).
   */
  private peers: Map<Tracked, Tracked | undefined> | null = null;
  private serving = 0;
  private readonly streaming = new WeakSet<object>();
  private readonly unsubscribers: Array<() => void> = [];
  /** statistics for the bench */
  rounds = 0;
  waits = 0;

  constructor() {
    const track = (socket: Socket) => {
      const entry: Tracked = { socket, local: null, remote: null };
      const learn = () => {
        entry.local = socket.localPort ?? entry.local;
        entry.remote = socket.remotePort ?? entry.remote;
        this.peers = null;
      };
      if (socket.remotePort !== undefined) learn();
      else socket.once('connect', learn);
      this.sockets.add(entry);
      this.peers = null;
    };
    this.listen('net.client.socket', (m) => track((m as { socket: Socket }).socket));
    this.listen('net.server.socket', (m) => track((m as { socket: Socket }).socket));
    this.listen('http.server.request.start', (m) => {
      const { request, response } = m as { request: { url?: string }; response: object };
      if (STREAM_PATHS.some((p) => request.url?.startsWith(p))) this.streaming.add(response);
      else this.serving++;
    });
    this.listen('http.server.response.finish', (m) => {
      const { response } = m as { response: object };
      if (!this.streaming.has(response)) this.serving = Math.max(0, this.serving - 1);
    });
  }

  private listen(name: string, fn: (message: unknown) => void): void {
    const channel = diagnostics.channel(name);
    channel.subscribe(fn);
    this.unsubscribers.push(() => channel.unsubscribe(fn));
  }

  close(): void {
    for (const off of this.unsubscribers) off();
    this.sockets.clear();
    this.peers = null;
  }

  private forget(t: Tracked): void {
    this.sockets.delete(t);
    this.peers = null;
  }

  private pairs(): Map<Tracked, Tracked | undefined> {
    if (this.peers) return this.peers;
    const byPorts = new Map<string, Tracked>();
    for (const t of this.sockets)
      if (t.local !== null && t.remote !== null) byPorts.set(key(t.local, t.remote), t);
    const peers = new Map<Tracked, Tracked | undefined>();
    for (const t of this.sockets)
      if (t.local !== null && t.remote !== null) peers.set(t, byPorts.get(key(t.remote, t.local)));
    return (this.peers = peers);
  }

  /** One look: why the system is not quiet, or null when it is. */
  busy(): string | null {
    if (this.serving > 0) return `${this.serving} HTTP request(s) being served`;
    const peers = this.pairs();
    for (const t of this.sockets) {
      const s = t.socket;
      if (s.connecting) return 'a socket is connecting';
      if (t.local === null || t.remote === null) {
        if (s.destroyed) this.forget(t);
        else return 'a socket has no peer yet';
        continue;
      }
      const peer = peers.get(t);
      if (!peer) {
        // The other end belongs to no one we know (outside the process): nothing to wait for.
        if (s.destroyed) this.forget(t);
        continue;
      }
      const p = peer.socket;
      if (s.destroyed && p.destroyed) {
        this.forget(t);
        this.forget(peer);
        continue;
      }
      if (s.destroyed !== p.destroyed) return 'a connection is closing';
      if (s.bytesWritten !== p.bytesRead) return 'bytes in flight';
    }
    if (
      process
        .getActiveResourcesInfo()
        .some((r) => r.startsWith('FSReq') || r === 'FileHandleCloseReq' || r === 'GetAddrInfoReqWrap')
    )
      return FILE_SYSTEM_WORK;
    return null;
  }

  /**
   * Resolves once the system has been quiet for `settle` consecutive event-loop turns (so work queued with
   * setImmediate or a resolved promise after the last byte also ran). After `maxRounds` turns it fails,
   * naming what was still busy: a stuck socket must neither hang a CI run nor let a scenario go on with
   * work undelivered (its expectations would judge a half-delivered state).
   */
  async wait(settle = 2, maxRounds = 20_000): Promise<void> {
    this.waits++;
    let calm = 0;
    let reason: string | null = null;
    // File system work ends on the disk's time, not in event-loop turns: a write or fsync of a busy CI machine's
    // disk outlasted 20,000 turns (radio-link-lost-and-back at its start, beside the stories' Chromium). While
    // only that is pending the turns do not count, for at most FILE_SYSTEM_WAIT_MS of real time.
    const fileSystemDeadline = performance.now() + FILE_SYSTEM_WAIT_MS;
    for (let round = 0; round < maxRounds; round++) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.rounds++;
      reason = this.busy();
      if (reason === null) {
        if (++calm >= settle) return;
      } else {
        calm = 0;
        if (reason === FILE_SYSTEM_WORK && performance.now() < fileSystemDeadline) round--;
      }
    }
    throw new QuietTimeout(maxRounds, reason);
  }
}

/** The system did not become quiet: the simulation cannot tell what happened at this instant. */
export class QuietTimeout extends Error {
  constructor(rounds: number, reason: string | null) {
    super(`the system never became quiet in ${rounds} event-loop turns (last seen: ${reason ?? 'quiet'})`);
    this.name = 'QuietTimeout';
  }
}
