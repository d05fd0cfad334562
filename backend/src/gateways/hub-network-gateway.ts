// HubGateway over the network (docs/protocols.md §4): HTTP status and search toggle, and the NDJSON
// event stream (device found/lost, battery, criteria, magnet contacts in device search). Like the
// Gets gateway it reconnects with backoff and reports its link as a SyncStatus event.
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { Clock } from '../platform/clock.ts';
import { backoffDelay, REQUEST_TIMEOUT_MS, SILENCE_MS, type BackoffOptions } from './backoff.ts';
import { basicAuth, httpCall, jsonOf, type Endpoint } from './http-request.ts';
import { lineSplitter, parseLine } from './line-splitter.ts';
import { Listeners } from './listeners.ts';
import type { HubGateway, HubGatewayEvent, HubStatus, SyncStatus } from './types.ts';

export interface HubNetworkOptions {
  hubId: number;
  target: () => Endpoint | null;
  clock: Clock;
  backoff?: BackoffOptions;
  requestTimeoutMs?: number;
  silenceMs?: number;
}

const DEVICE_EVENTS = new Set(['MagnetContact', 'DeviceFound', 'DeviceLost', 'BatteryUpdate', 'Criterion', 'Info']);

export class HubNetworkGateway implements HubGateway {
  private current: SyncStatus = 'unknown';
  private readonly listeners = new Listeners<HubGatewayEvent>();
  private req: ClientRequest | null = null;
  private attempt = 0;
  private reconnectTimer: unknown = null;
  private silenceTimer: unknown = null;
  private running = false;
  /** Device node -> when the hub last heard it (ms; the hub's `at`), from any device line. */
  private readonly seen = new Map<number, number>();
  private supervisions = 0;

  constructor(private readonly options: HubNetworkOptions) {}

  get hubId(): number {
    return this.options.hubId;
  }

  get status(): SyncStatus {
    return this.current;
  }

  on(listener: (event: HubGatewayEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.options.clock.clearTimeout(this.reconnectTimer);
    this.options.clock.clearTimeout(this.silenceTimer);
    this.req?.destroy();
    this.req = null;
  }

  private setStatus(status: SyncStatus, reason: string): void {
    if (status === this.current) return;
    this.current = status;
    this.listeners.emit({ type: 'status', hubId: this.hubId, status, reason });
  }

  private connect(): void {
    this.reconnectTimer = null;
    if (!this.running) return;
    const target = this.options.target();
    if (!target) {
      this.setStatus('unknown', 'no hub address');
      return this.scheduleReconnect();
    }
    const req = httpRequest({
      host: target.host,
      port: target.port,
      path: '/api/v1/events',
      headers: { authorization: basicAuth(target.username, target.password), accept: 'application/x-ndjson' },
      agent: false,
    });
    this.req = req;
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return this.drop(req, res.statusCode === 401 ? 'unauthorized' : 'offline', `HTTP ${res.statusCode}`);
      }
      this.armSilence(req);
      res.on('data', lineSplitter((line) => this.onLine(req, line)));
      res.on('end', () => this.drop(req, 'offline', 'stream ended'));
      res.on('error', (e) => this.drop(req, 'offline', e.message));
    });
    req.on('error', (e) => this.drop(req, 'offline', e.message));
    req.on('close', () => this.drop(req, 'offline', 'connection closed'));
    req.end();
  }

  private drop(req: ClientRequest, status: SyncStatus, reason: string): void {
    if (req !== this.req) return;
    this.req = null;
    req.destroy();
    this.options.clock.clearTimeout(this.silenceTimer);
    this.setStatus(status, reason);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (!this.running || this.reconnectTimer !== null) return;
    this.reconnectTimer = this.options.clock.setTimeout(() => this.connect(), backoffDelay(this.attempt++, this.options.backoff));
  }

  private armSilence(req: ClientRequest): void {
    this.options.clock.clearTimeout(this.silenceTimer);
    this.silenceTimer = this.options.clock.setTimeout(() => this.drop(req, 'offline', 'no heartbeat'), this.options.silenceMs ?? SILENCE_MS);
  }

  private onLine(req: ClientRequest, line: string): void {
    if (req !== this.req) return;
    this.armSilence(req);
    const message = parseLine(line);
    if (!message) return this.drop(req, 'offline', 'malformed line');
    if (message.type === 'Hello') {
      this.attempt = 0;
      this.setStatus('online', 'hello received');
      this.listeners.emit({ type: 'hello', hubId: this.hubId, searching: message.searching === true, last_sync: (message.last_sync as string | null) ?? null });
      return;
    }
    if (typeof message.node === 'number' && message.type !== 'DeviceLost') this.markSeen(message.node, message.at);
    // Supervision is high-volume (every radio device every few minutes): it only updates last seen,
    // which "not reachable" monitoring (monitoring_timeout_radio) can read; it is not an event.
    if (message.type === 'Supervision') return void (this.supervisions += 1);
    if (DEVICE_EVENTS.has(message.type)) this.listeners.emit({ ...message, hubId: this.hubId } as unknown as HubGatewayEvent);
  }

  private markSeen(node: number, at: unknown): void {
    const ms = typeof at === 'string' ? Date.parse(at) : NaN;
    this.seen.set(node, Number.isNaN(ms) ? this.options.clock.now() : ms);
  }

  /** When this hub last heard the device (ms since epoch), or null if not since the backend started. */
  lastSeen(node: number): number | null {
    return this.seen.get(node) ?? null;
  }

  /** Supervision messages received since start (bench: heartbeat rate). */
  get supervisionCount(): number {
    return this.supervisions;
  }

  private target(): Endpoint {
    const target = this.options.target();
    if (!target) throw new Error('hub has no address');
    return target;
  }

  async hubStatus(): Promise<HubStatus> {
    return jsonOf<HubStatus>(await httpCall(this.target(), this.options.clock, 'GET', '/api/v1/status', {}, this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS));
  }

  async setSearch(enabled: boolean): Promise<boolean> {
    const answer = await httpCall(this.target(), this.options.clock, 'PUT', '/api/v1/search', { json: { enabled } }, this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
    return jsonOf<{ searching: boolean }>(answer).searching;
  }
}
