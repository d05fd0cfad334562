// GetsGateway over the network (docs/protocols.md §1-§3): HTTP with Basic auth and the NDJSON event
// stream on the configurator's tcp_port. The stream is the source of truth for open calls: every
// (re)connect starts with a full snapshot, a gap in `seq` or an untrustworthy line forces a reconnect,
// and the link state is reported as a SyncStatus event instead of being thrown at anyone.
import { connect, type Socket } from 'node:net';
import {
  GETS_STREAM,
  getsCommitAnswer,
  getsCommitTaskAnswer,
  getsConfigChangeAnswer,
  getsDeviceActionAnswer,
  getsVersion,
  type ConfigKind,
  type DeviceActionName,
  type GetsCommitTask,
  type GetsConfigChange,
  type GetsServerLine,
  type GetsVersion,
} from '@cs/contracts/gets';
import { failureOf, type RequestBody } from './http-request.ts';
import { MAX_GETS_LINE_BYTES } from './network-limits.ts';
import { StreamGateway, type StreamGatewayOptions } from './stream-gateway.ts';
import { GatewayError, type GetsGateway, type GetsGatewayEvent } from './types.ts';

export interface GetsNetworkOptions extends StreamGatewayOptions {
  /** sent in the hello line */
  clientName?: string;
}

export class GetsNetworkGateway
  extends StreamGateway<Socket, GetsGatewayEvent, GetsServerLine>
  implements GetsGateway
{
  private lastSeq: number | null = null;
  private httpIds = 0;

  constructor(private readonly options: GetsNetworkOptions) {
    super(options, {
      peer: 'Gets',
      lines: GETS_STREAM,
      maxLineBytes: MAX_GETS_LINE_BYTES,
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
      this.link.awaitAnswer(socket);
    });
    socket.on(
      'data',
      this.splitLines(socket, (line) => this.onLine(socket, line)),
    );
    socket.on('error', (e) => this.link.drop(socket, 'offline', e.message));
    socket.on('close', () => this.link.drop(socket, 'offline', 'connection closed'));
    return socket;
  }

  private onLine(socket: Socket, line: string): void {
    const message = this.received(socket, line);
    if (!message) return;
    switch (message.type) {
      case 'snapshot':
        this.lastSeq = message.seq;
        this.trust(socket, 'snapshot received');
        this.listeners.emit(message);
        return;
      case 'error':
        return message.code === 'unauthorized'
          ? this.link.drop(socket, 'unauthorized', 'credentials refused')
          : this.link.drop(socket, 'offline', `stream error ${message.code}`);
      case 'bye':
        // A restart of the Gets (the twin's demo reset): come back quickly for the fresh snapshot.
        this.link.resetBackoff();
        return this.link.drop(socket, 'offline', `bye ${message.reason}`, 0);
      case 'heartbeat':
        // A missed event: reconnect at once for a new snapshot, without reporting the Gets as offline.
        if (this.lastSeq !== null && message.seq !== this.lastSeq)
          return this.reject(socket, 'sequence gap at heartbeat', `${this.lastSeq} then ${message.seq}`);
        return;
      default:
        if (this.lastSeq === null) return this.reject(socket, `${message.type} before the snapshot`);
        if (message.seq !== this.lastSeq + 1)
          return this.reject(socket, 'sequence gap', `${this.lastSeq} then ${message.seq}`);
        this.lastSeq = message.seq;
        this.listeners.emit(message);
    }
  }

  /**
   * An event of a type this backend does not know (a newer Gets) still took its sequence number: it advances the
   * counter instead of making the next known event look like a gap (docs/protocols.md §3).
   */
  protected override unknownLine(socket: Socket, type: string, seq: number | undefined): void {
    if (seq === undefined || this.lastSeq === null || seq === this.lastSeq) return;
    if (seq !== this.lastSeq + 1)
      return this.reject(socket, 'sequence gap', `${this.lastSeq} then ${seq} (${type})`);
    this.lastSeq = seq;
  }

  // ---- HTTP API (docs/protocols.md §2) ----

  private async request(
    action: string,
    method: string,
    path: string,
    body: RequestBody = {},
  ): Promise<{ status: number; contentType: string; text: string }> {
    const target = this.options.target();
    if (!target) throw new GatewayError('offline', 'no configurator address');
    const id = ++this.httpIds;
    const url = `http://${target.host}:${target.port}${path}`;
    this.listeners.emit({ type: 'http', phase: 'start', id, action, url });
    try {
      const answer = await this.call(target, method, path, body);
      if (answer.status === 401) throw new GatewayError('unauthorized', 'credentials refused', 401);
      this.listeners.emit({
        type: 'http',
        phase: answer.status < 300 ? 'finished' : 'failed',
        id,
        action,
        url,
        ...(answer.status < 300 ? {} : { error: `HTTP ${answer.status}` }),
      });
      return answer;
    } catch (error) {
      this.listeners.emit({
        type: 'http',
        phase: 'failed',
        id,
        action,
        url,
        error: (error as Error).message,
      });
      throw error;
    }
  }

  async version(): Promise<GetsVersion> {
    return this.answer(await this.request('version', 'GET', '/api/v1/version'), getsVersion);
  }

  async exportConfig(kind: ConfigKind): Promise<string> {
    const answer = await this.request('export', 'GET', `/api/v1/config/${kind}`);
    const failure = failureOf(answer);
    if (failure) throw failure;
    if (!answer.contentType.startsWith('text/csv') || !answer.text.startsWith('id')) {
      this.faults.record('malformed answer', `export of ${kind} is not CSV`);
      throw new GatewayError('garbage', 'malformed CSV', answer.status);
    }
    return answer.text;
  }

  async pushChanges(kind: ConfigKind, change: GetsConfigChange): Promise<{ pending_changes: number }> {
    const path = `/api/v1/config/${kind}/changes`;
    return this.answer(await this.request('change', 'POST', path, { json: change }), getsConfigChangeAnswer);
  }

  async commit(wipe = false): Promise<GetsCommitTask> {
    const answer = await this.request('commit', 'POST', '/api/v1/commit', { json: { wipe } });
    return this.answer(answer, getsCommitAnswer).task;
  }

  async commitTask(): Promise<GetsCommitTask | null> {
    return this.answer(await this.request('commit_status', 'GET', '/api/v1/commit'), getsCommitTaskAnswer)
      .task;
  }

  /** The answer must say accepted (docs/protocols.md §2); anything else is garbage. */
  async deviceAction(number: number, action: DeviceActionName): Promise<void> {
    const path = `/api/v1/devices/${number}/actions`;
    this.answer(
      await this.request('device_action', 'POST', path, { json: { action } }),
      getsDeviceActionAnswer,
    );
  }
}
