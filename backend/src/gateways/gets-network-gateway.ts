// GetsGateway over the network (docs/protocols.md §1-§3): HTTP with Basic auth and the NDJSON event
// stream on the configurator's tcp_port. The stream is the source of truth for open calls: every
// (re)connect starts with a full snapshot, a gap in `seq` or an untrustworthy line forces a reconnect,
// and the link state is reported as a SyncStatus event instead of being thrown at anyone.
import { connect, type Socket } from 'node:net';
import { REQUEST_TIMEOUT_MS } from './backoff.ts';
import { httpCall, jsonOf } from './http-request.ts';
import { lineSplitter } from './line-splitter.ts';
import { StreamGateway, type StreamGatewayOptions } from './reconnect-loop.ts';
import { GatewayError } from './types.ts';
import type {
  ConfigKind,
  DeviceActionName,
  GetsCommitTask,
  GetsGateway,
  GetsGatewayEvent,
  GetsVersion,
} from './types.ts';

export interface GetsNetworkOptions extends StreamGatewayOptions {
  /** sent in the hello line */
  clientName?: string;
}

const STREAM_EVENTS = new Set([
  'call.opened',
  'call.closed',
  'device.status',
  'device.battery',
  'device.reachability',
  'commit.progress',
  'config.changed',
]);

export class GetsNetworkGateway extends StreamGateway<Socket, GetsGatewayEvent> implements GetsGateway {
  private lastSeq: number | null = null;
  private httpIds = 0;

  constructor(private readonly options: GetsNetworkOptions) {
    super(options, {
      noTarget: 'no configurator address',
      close: (socket) => socket.destroy(),
      statusEvent: (status, reason) => ({ type: 'status', status, reason }),
    });
  }

  protected open(): Socket | null {
    const target = this.options.target();
    if (!target) return null;
    const socket = connect({ host: target.host, port: target.port });
    this.lastSeq = null;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(
        JSON.stringify({
          type: 'hello',
          username: target.username,
          password: target.password,
          client: this.options.clientName ?? 'backend',
        }) + '\n',
      );
      this.link.heard(socket);
    });
    socket.on(
      'data',
      lineSplitter((line) => this.onLine(socket, line)),
    );
    socket.on('error', (e) => this.link.drop(socket, 'offline', e.message));
    socket.on('close', () => this.link.drop(socket, 'offline', 'connection closed'));
    return socket;
  }

  private onLine(socket: Socket, line: string): void {
    const message = this.received(socket, line);
    if (!message) return;
    const seq = typeof message.seq === 'number' ? message.seq : null;
    switch (message.type) {
      case 'snapshot':
        if (seq === null || !Array.isArray(message.calls))
          return this.link.drop(socket, 'offline', 'malformed snapshot');
        this.lastSeq = seq;
        this.link.online(socket, 'snapshot received');
        this.listeners.emit(message as unknown as GetsGatewayEvent);
        return;
      case 'error':
        return message.code === 'unauthorized'
          ? this.link.drop(socket, 'unauthorized', 'credentials refused')
          : this.link.drop(socket, 'offline', `stream error ${String(message.code)}`);
      case 'bye':
        // A restart of the Gets (the twin's demo reset): come back quickly for the fresh snapshot.
        this.link.resetBackoff();
        return this.link.drop(socket, 'offline', `bye ${String(message.reason)}`, 0);
      case 'heartbeat':
        // A missed event: reconnect at once for a new snapshot, without reporting the Gets as offline.
        if (this.lastSeq !== null && seq !== this.lastSeq)
          return this.link.resync(socket, 'sequence gap at heartbeat');
        return;
      default:
        if (!STREAM_EVENTS.has(message.type)) return; // unknown types are ignored (forward compatibility)
        if (this.lastSeq === null || seq !== this.lastSeq + 1)
          return this.link.resync(socket, 'sequence gap');
        this.lastSeq = seq;
        this.listeners.emit(message as unknown as GetsGatewayEvent);
    }
  }

  // ---- HTTP API (docs/protocols.md §2) ----

  private async request(
    action: string,
    method: string,
    path: string,
    body: { json?: unknown; csv?: string } = {},
  ): Promise<{ status: number; contentType: string; text: string }> {
    const target = this.options.target();
    if (!target) throw new GatewayError('offline', 'no configurator address');
    const id = ++this.httpIds;
    this.listeners.emit({ type: 'http', phase: 'start', id, action });
    try {
      const answer = await httpCall(
        target,
        this.options.clock,
        method,
        path,
        body,
        this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      );
      if (answer.status === 401) throw new GatewayError('unauthorized', 'credentials refused', 401);
      this.listeners.emit({
        type: 'http',
        phase: answer.status < 300 ? 'finished' : 'failed',
        id,
        action,
        ...(answer.status < 300 ? {} : { error: `HTTP ${answer.status}` }),
      });
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
    if (!answer.contentType.startsWith('text/csv') || !answer.text.startsWith('id'))
      throw new GatewayError('garbage', 'malformed CSV', answer.status);
    return answer.text;
  }

  async pushChanges(
    kind: ConfigKind,
    change: { upsert?: Record<string, unknown>[]; delete?: number[] },
  ): Promise<{ pending_changes: number }> {
    return jsonOf(await this.request('change', 'POST', `/api/v1/config/${kind}/changes`, { json: change }));
  }

  async commit(wipe = false): Promise<GetsCommitTask> {
    return jsonOf<{ task: GetsCommitTask }>(
      await this.request('commit', 'POST', '/api/v1/commit', { json: { wipe } }),
    ).task;
  }

  async commitTask(): Promise<GetsCommitTask | null> {
    return jsonOf<{ task: GetsCommitTask | null }>(
      await this.request('commit_status', 'GET', '/api/v1/commit'),
    ).task;
  }

  async deviceAction(number: number, action: DeviceActionName): Promise<void> {
    const answer = jsonOf<{ accepted?: unknown }>(
      await this.request('device_action', 'POST', `/api/v1/devices/${number}/actions`, { json: { action } }),
    );
    if (answer.accepted !== true) throw new GatewayError('garbage', 'device action not accepted');
  }
}
