// HubGateway over the network (docs/protocols.md §4): HTTP status and search toggle, and the NDJSON
// event stream (device found/lost, battery, criteria, magnet contacts in device search). Like the
// Gets gateway it reconnects with backoff and reports its link as a SyncStatus event.
import { request as httpRequest, type ClientRequest } from 'node:http';
import {
  HUB_STREAM,
  hubSearchAnswer,
  hubStatus,
  type HubServerLine,
  type HubStatus,
} from '@cs/contracts/hub';
import { basicAuth, type Endpoint } from './http-request.ts';
import { MAX_HUB_LINE_BYTES } from './network-limits.ts';
import { StreamGateway, type StreamGatewayOptions } from './stream-gateway.ts';
import type { HubGateway, HubGatewayEvent } from './types.ts';

export interface HubNetworkOptions extends StreamGatewayOptions {
  hubId: number;
}

export class HubNetworkGateway
  extends StreamGateway<ClientRequest, HubGatewayEvent, HubServerLine>
  implements HubGateway
{
  /** Device node -> when the hub last heard it (ms; the hub's `at`), from any device line. */
  private readonly seen = new Map<number, number>();
  private supervisions = 0;

  constructor(private readonly options: HubNetworkOptions) {
    super(options, {
      peer: `hub ${options.hubId}`,
      lines: HUB_STREAM,
      maxLineBytes: MAX_HUB_LINE_BYTES,
      noTarget: 'no hub address',
      close: (req) => req.destroy(),
      statusEvent: (status, reason) => ({ type: 'status', hubId: options.hubId, status, reason }),
    });
  }

  get hubId(): number {
    return this.options.hubId;
  }

  protected open(): ClientRequest | null {
    const target = this.options.target();
    if (!target) return null;
    const req = httpRequest({
      host: target.host,
      port: target.port,
      path: '/api/v1/events',
      headers: { authorization: basicAuth(target.username, target.password), accept: 'application/x-ndjson' },
      agent: false,
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return this.link.drop(
          req,
          res.statusCode === 401 ? 'unauthorized' : 'offline',
          `HTTP ${res.statusCode}`,
        );
      }
      this.link.heard(req);
      res.on(
        'data',
        this.splitLines(req, (line) => this.onLine(req, line)),
      );
      res.on('end', () => this.link.drop(req, 'offline', 'stream ended'));
      res.on('error', (e) => this.link.drop(req, 'offline', e.message));
    });
    // the stream's request goes out once the connection stands: from then on the hub has the request timeout to answer
    req.on('socket', (socket) => socket.once('connect', () => this.link.awaitAnswer(req)));
    req.on('error', (e) => this.link.drop(req, 'offline', e.message));
    req.on('close', () => this.link.drop(req, 'offline', 'connection closed'));
    req.end();
    return req;
  }

  private onLine(req: ClientRequest, line: string): void {
    const message = this.received(req, line);
    if (!message) return;
    switch (message.type) {
      case 'Hello':
        this.trust(req, 'hello received');
        this.listeners.emit({
          type: 'hello',
          hubId: this.hubId,
          searching: message.searching,
          last_sync: message.last_sync,
        });
        return;
      case 'Heartbeat':
        return;
      case 'Supervision':
        // High-volume (every radio device every few minutes): it only updates last seen, which "not
        // reachable" monitoring (monitoring_timeout_radio) can read; it is not an event.
        this.markSeen(message.node, message.at);
        this.supervisions += 1;
        return;
      case 'Info':
      case 'DeviceLost': // not heard: the hub reports it gone
        this.listeners.emit({ ...message, hubId: this.hubId });
        return;
      default:
        this.markSeen(message.node, message.at);
        this.listeners.emit({ ...message, hubId: this.hubId });
    }
  }

  private markSeen(node: number, at: string): void {
    this.seen.set(node, Date.parse(at));
  }

  /** When this hub last heard the device (ms since epoch), or null if not since the backend started. */
  lastSeen(node: number): number | null {
    return this.seen.get(node) ?? null;
  }

  /** Every device's lastSeen (the monitor's sweep). */
  seenDevices(): ReadonlyMap<number, number> {
    return this.seen;
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
    return this.answer(await this.call(this.target(), 'GET', '/api/v1/status'), hubStatus);
  }

  async setSearch(enabled: boolean): Promise<boolean> {
    const answer = await this.call(this.target(), 'PUT', '/api/v1/search', { json: { enabled } });
    return this.answer(answer, hubSearchAnswer).searching;
  }
}
