// What both network gateways (Gets event stream, hub event stream) share around their ReconnectLoop:
// listeners, status, start and stop, and reading what the peer sends against the protocol's schemas
// (@cs/contracts). A line or body that breaks the protocol never reaches domain code: it is counted and
// logged (protocol-faults.ts) and the link starts over for a fresh picture (docs/protocols.md §3, §5).
import type { Clock } from '@cs/contracts/clock';
import { readLine, type LineProtocol, type Schema } from '@cs/contracts/protocol-line';
import { REQUEST_TIMEOUT_MS, type BackoffOptions } from './backoff.ts';
import { httpCall, jsonOf, type Endpoint, type HttpAnswer, type RequestBody } from './http-request.ts';
import { lineSplitter } from './line-splitter.ts';
import { Listeners } from './listeners.ts';
import { ProtocolFaults, type FaultLog } from './protocol-faults.ts';
import { ReconnectLoop } from './reconnect-loop.ts';
import { GatewayError, type SyncStatus } from './types.ts';

/** Options both network gateways take. */
export interface StreamGatewayOptions {
  /** Read at every connect, so a changed address takes effect at the next (re)connect. null = not configured. */
  target: () => Endpoint | null;
  clock: Clock;
  backoff?: BackoffOptions;
  requestTimeoutMs?: number;
  silenceMs?: number;
  /** where protocol faults are logged; the logger's warn by default */
  faultLog?: FaultLog;
}

export interface StreamProtocol<C, E, M> {
  /** the peer in log lines: 'Gets', 'hub 3' */
  peer: string;
  noTarget: string;
  close: (conn: C) => void;
  statusEvent: (status: SyncStatus, reason: string) => E;
  lines: LineProtocol<M>;
  /** the longest line the stream may send (network-limits.ts) */
  maxLineBytes: number;
}

export abstract class StreamGateway<C, E, M> {
  protected readonly listeners = new Listeners<E>();
  protected readonly link: ReconnectLoop<C>;
  protected readonly faults: ProtocolFaults;
  /** the connection that proved itself (snapshot, hello), if it is still the current one */
  private trusted: C | null = null;

  constructor(
    private readonly linkOptions: StreamGatewayOptions,
    private readonly protocol: StreamProtocol<C, E, M>,
  ) {
    this.link = new ReconnectLoop<C>({
      clock: linkOptions.clock,
      backoff: linkOptions.backoff,
      silenceMs: linkOptions.silenceMs,
      answerMs: linkOptions.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      noTarget: protocol.noTarget,
      close: protocol.close,
      open: () => this.open(),
      onStatus: (status, reason) => this.listeners.emit(protocol.statusEvent(status, reason)),
    });
    this.faults = new ProtocolFaults(() => {
      const target = linkOptions.target();
      return target ? `${protocol.peer} at ${target.host}:${target.port}` : protocol.peer;
    }, linkOptions.faultLog);
  }

  /**
   * The stream's bytes of one connection, cut into lines for `onLine`. A line over the protocol's limit is a
   * protocol fault like garbage (docs/protocols.md §6): the link drops as offline and reconnects with backoff.
   */
  protected splitLines(conn: C, onLine: (line: string) => void): (chunk: Buffer) => void {
    const max = this.protocol.maxLineBytes;
    return lineSplitter(onLine, max, (bytes) => {
      if (!this.link.isCurrent(conn)) return;
      this.faults.record('line too long', `more than ${max} bytes without a line end`);
      this.link.drop(conn, 'offline', `line too long (${bytes} bytes without a line end)`);
    });
  }

  /** One HTTP request to the peer; an answer over the size limit is a fault, counted and logged, and 'garbage'. */
  protected async call(
    target: Endpoint,
    method: string,
    path: string,
    body?: RequestBody,
  ): Promise<HttpAnswer> {
    try {
      return await httpCall(
        target,
        this.linkOptions.clock,
        method,
        path,
        body,
        this.linkOptions.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'garbage')
        this.faults.record('answer too large', error.message);
      throw error;
    }
  }

  /** Opens the protocol's stream to the current target; null without an address. */
  protected abstract open(): C | null;

  /**
   * One line of a stream, checked against the protocol; any line counts as heard. null when the connection
   * is no longer current, the type is unknown (a newer peer: ignored), or the line is rejected.
   */
  protected received(conn: C, line: string): M | null {
    if (!this.link.isCurrent(conn)) return null;
    this.link.heard(conn);
    const reading = readLine(line, this.protocol.lines);
    switch (reading.kind) {
      case 'message':
        return reading.message;
      case 'unknown':
        this.unknownLine(conn, reading.type, reading.seq);
        return null;
      case 'malformed':
        // Not even a message: the stream cannot be trusted (docs/protocols.md §3, §5 garbage: offline).
        this.faults.record('malformed line', reading.reason);
        this.link.drop(conn, 'offline', `malformed line: ${reading.reason}`);
        return null;
      case 'invalid':
        this.reject(conn, `invalid ${reading.type}`, reading.reason);
        return null;
    }
  }

  /** A line of a type this side does not know (a newer peer): ignored, but a protocol may count it. */
  protected unknownLine(_conn: C, _type: string, _seq: number | undefined): void {}

  /** The connection proved itself (snapshot, hello): the link is online and faults are logged anew. */
  protected trust(conn: C, reason: string): void {
    if (!this.link.isCurrent(conn)) return;
    this.trusted = conn;
    this.faults.healed();
    this.link.online(conn, reason);
  }

  /**
   * A message the protocol does not allow here (breaks its schema, out of place, a gap in seq): counted and
   * logged. A connection that had proved itself resyncs at once, without reporting the link as down, since a
   * fresh snapshot heals it; before that the peer is treated as offline and retried with backoff, so a peer
   * that sends nothing usable is not reconnected in a tight loop.
   */
  protected reject(conn: C, kind: string, detail: string | null = null): void {
    this.faults.record(kind, detail);
    const reason = detail === null ? kind : `${kind}: ${detail}`;
    if (this.trusted === conn) this.link.resync(conn, reason);
    else this.link.drop(conn, 'offline', reason);
  }

  /** An HTTP answer's JSON body checked against its schema; a body that breaks it is a fault and 'garbage'. */
  protected answer<T>(answer: HttpAnswer, schema: Schema<T>): T {
    try {
      return jsonOf(answer, schema);
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'garbage')
        this.faults.record('malformed answer', error.message);
      throw error;
    }
  }

  /** Messages and answers rejected since start (operators, tests). */
  get protocolFaults(): number {
    return this.faults.count;
  }

  get status(): SyncStatus {
    return this.link.status;
  }

  on(listener: (event: E) => void): () => void {
    return this.listeners.add(listener);
  }

  start(): void {
    this.link.start();
  }

  async stop(): Promise<void> {
    this.link.stop();
  }
}
