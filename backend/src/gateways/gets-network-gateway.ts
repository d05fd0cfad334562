// GetsGateway over the network (docs/protocols.md §1-§3): HTTP with Basic auth and the NDJSON event
// stream on the configurator's tcp_port. The stream is the source of truth for open calls: every
// (re)connect starts with a full snapshot, a gap in `seq` or an untrustworthy line forces a reconnect,
// and the link state is reported as a SyncStatus event instead of being thrown at anyone.
import { connect, type Socket } from 'node:net';
import type { Clock } from '../platform/clock.ts';
import { backoffDelay, REQUEST_TIMEOUT_MS, SILENCE_MS, type BackoffOptions } from './backoff.ts';
import { httpCall, jsonOf, type Endpoint } from './http-request.ts';
import { lineSplitter, parseLine } from './line-splitter.ts';
import { Listeners } from './listeners.ts';
import { GatewayError } from './types.ts';
import type { ConfigKind, DeviceActionName, GetsCommitTask, GetsGateway, GetsGatewayEvent, GetsVersion, SyncStatus } from './types.ts';

export interface GetsNetworkOptions {
  /** Read at every connect, so a changed configurator address takes effect at the next reconnect. null = not configured. */
  target: () => Endpoint | null;
  clock: Clock;
  backoff?: BackoffOptions;
  requestTimeoutMs?: number;
  silenceMs?: number;
  /** sent in the hello line */
  clientName?: string;
}

const STREAM_EVENTS = new Set(['call.opened', 'call.closed', 'device.status', 'device.battery', 'device.reachability', 'commit.progress', 'config.changed']);

export class GetsNetworkGateway implements GetsGateway {
  private current: SyncStatus = 'unknown';
  private readonly listeners = new Listeners<GetsGatewayEvent>();
  private socket: Socket | null = null;
  private lastSeq: number | null = null;
  private attempt = 0;
  private reconnectTimer: unknown = null;
  private silenceTimer: unknown = null;
  private running = false;
  private httpIds = 0;

  constructor(private readonly options: GetsNetworkOptions) {}

  get status(): SyncStatus {
    return this.current;
  }

  on(listener: (event: GetsGatewayEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    const { clock } = this.options;
    clock.clearTimeout(this.reconnectTimer);
    clock.clearTimeout(this.silenceTimer);
    this.socket?.destroy();
    this.socket = null;
  }

  private setStatus(status: SyncStatus, reason: string): void {
    if (status === this.current) return;
    this.current = status;
    this.listeners.emit({ type: 'status', status, reason });
  }

  private connect(): void {
    this.reconnectTimer = null;
    if (!this.running) return;
    const target = this.options.target();
    if (!target) {
      this.setStatus('unknown', 'no configurator address');
      return this.scheduleReconnect();
    }
    const socket = connect({ host: target.host, port: target.port });
    this.socket = socket;
    this.lastSeq = null;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(JSON.stringify({ type: 'hello', username: target.username, password: target.password, client: this.options.clientName ?? 'backend' }) + '\n');
      this.armSilence(socket);
    });
    socket.on('data', lineSplitter((line) => this.onLine(socket, line)));
    socket.on('error', (e) => this.drop(socket, 'offline', e.message));
    socket.on('close', () => this.drop(socket, 'offline', 'connection closed'));
  }

  /** Ends this connection (if it is still the current one), reports why and plans the next attempt. */
  private drop(socket: Socket, status: SyncStatus, reason: string, delayMs?: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    socket.destroy();
    this.options.clock.clearTimeout(this.silenceTimer);
    this.setStatus(status, reason);
    this.scheduleReconnect(delayMs);
  }

  private scheduleReconnect(delayMs = backoffDelay(this.attempt++, this.options.backoff)): void {
    if (!this.running || this.reconnectTimer !== null) return;
    this.reconnectTimer = this.options.clock.setTimeout(() => this.connect(), delayMs);
  }

  private armSilence(socket: Socket): void {
    const { clock } = this.options;
    clock.clearTimeout(this.silenceTimer);
    this.silenceTimer = clock.setTimeout(() => this.drop(socket, 'offline', 'no heartbeat'), this.options.silenceMs ?? SILENCE_MS);
  }

  private onLine(socket: Socket, line: string): void {
    if (socket !== this.socket) return;
    this.armSilence(socket);
    const message = parseLine(line);
    // A malformed line means the stream cannot be trusted (docs/protocols.md §3): start over.
    if (!message) return this.drop(socket, 'offline', 'malformed line');
    const seq = typeof message.seq === 'number' ? message.seq : null;
    switch (message.type) {
      case 'snapshot':
        if (seq === null || !Array.isArray(message.calls)) return this.drop(socket, 'offline', 'malformed snapshot');
        this.lastSeq = seq;
        this.attempt = 0;
        this.setStatus('online', 'snapshot received');
        this.listeners.emit(message as unknown as GetsGatewayEvent);
        return;
      case 'error':
        return message.code === 'unauthorized'
          ? this.drop(socket, 'unauthorized', 'credentials refused')
          : this.drop(socket, 'offline', `stream error ${String(message.code)}`);
      case 'bye':
        // A restart of the Gets (the twin's demo reset): come back quickly for the fresh snapshot.
        this.attempt = 0;
        return this.drop(socket, 'offline', `bye ${String(message.reason)}`, 0);
      case 'heartbeat':
        if (this.lastSeq !== null && seq !== this.lastSeq) return this.resync(socket, 'sequence gap at heartbeat');
        return;
      default:
        if (!STREAM_EVENTS.has(message.type)) return; // unknown types are ignored (forward compatibility)
        if (this.lastSeq === null || seq !== this.lastSeq + 1) return this.resync(socket, 'sequence gap');
        this.lastSeq = seq;
        this.listeners.emit(message as unknown as GetsGatewayEvent);
    }
  }

  /** A missed event: reconnect at once for a new snapshot, without reporting the Gets as offline. */
  private resync(socket: Socket, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    socket.destroy();
    this.options.clock.clearTimeout(this.silenceTimer);
    this.listeners.emit({ type: 'status', status: this.current, reason });
    this.scheduleReconnect(0);
  }

  // ---- HTTP API (docs/protocols.md §2) ----

  private async request(action: string, method: string, path: string, body: { json?: unknown; csv?: string } = {}): Promise<{ status: number; contentType: string; text: string }> {
    const target = this.options.target();
    if (!target) throw new GatewayError('offline', 'no configurator address');
    const id = ++this.httpIds;
    this.listeners.emit({ type: 'http', phase: 'start', id, action });
    try {
      const answer = await httpCall(target, this.options.clock, method, path, body, this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
      if (answer.status === 401) throw new GatewayError('unauthorized', 'credentials refused', 401);
      this.listeners.emit({ type: 'http', phase: answer.status < 300 ? 'finished' : 'failed', id, action, ...(answer.status < 300 ? {} : { error: `HTTP ${answer.status}` }) });
      return answer;
    } catch (error) {
      this.listeners.emit({ type: 'http', phase: 'failed', id, action, error: (error as Error).message });
      throw error;
    }
  }

  async version(): Promise<GetsVersion> {
    return jsonOf<GetsVersion>(await this.request('version', 'GET', '/api/v1/version'));
  }

  async exportConfig(kind: ConfigKind): Promise<string> {
    const answer = await this.request('export', 'GET', `/api/v1/config/${kind}`);
    if (answer.status >= 300) jsonOf(answer);
    if (!answer.contentType.startsWith('text/csv') || !answer.text.startsWith('id')) throw new GatewayError('garbage', 'malformed CSV', answer.status);
    return answer.text;
  }

  async pushChanges(kind: ConfigKind, change: { upsert?: Record<string, unknown>[]; delete?: number[] }): Promise<{ pending_changes: number }> {
    return jsonOf(await this.request('change', 'POST', `/api/v1/config/${kind}/changes`, { json: change }));
  }

  async commit(wipe = false): Promise<GetsCommitTask> {
    return jsonOf<{ task: GetsCommitTask }>(await this.request('commit', 'POST', '/api/v1/commit', { json: { wipe } })).task;
  }

  async commitTask(): Promise<GetsCommitTask | null> {
    return jsonOf<{ task: GetsCommitTask | null }>(await this.request('commit_status', 'GET', '/api/v1/commit')).task;
  }

  async deviceAction(number: number, action: DeviceActionName): Promise<void> {
    const answer = jsonOf<{ accepted?: unknown }>(await this.request('device_action', 'POST', `/api/v1/devices/${number}/actions`, { json: { action } }));
    if (answer.accepted !== true) throw new GatewayError('garbage', 'device action not accepted');
  }
}
