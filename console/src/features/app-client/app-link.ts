// The /app client's connection to the app gateway (docs/protocols.md §7): one WebSocket at /ws/app, one JSON
// message per frame, read against the contract's schema (contracts/src/app, the one copy). A lost link comes back
// on its own, at once twice and then 250 ms more per attempt up to 6 s (spec 01 §7 transport), on the injected
// clock; every new connection starts with the owner's greeting (Hello or Pair).
import { APP_SERVER_PROTOCOL, type AppClientMessage, type AppServerMessage } from '@cs/contracts/app';
import { readLine } from '@cs/contracts/protocol-line';
import type { ConsoleClock } from '../../platform/clock.ts';
import type { LinkState } from './app-state.ts';

export interface AppLinkHandlers {
  state(state: LinkState): void;
  /** the link is open: greet the server (Hello with the stored secret, or Pair) */
  open(): void;
  message(message: AppServerMessage): void;
}

/** 0, 0, then 250 ms x attempt, at most 6 s. */
export const retryDelay = (attempt: number) => (attempt < 2 ? 0 : Math.min(250 * attempt, 6_000));

export type SocketFactory = (url: string) => WebSocket;

export function appSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/app`;
}

export class AppLink {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: unknown = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly clock: ConsoleClock,
    private readonly handlers: AppLinkHandlers,
    private readonly create: SocketFactory = (u) => new WebSocket(u),
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clock.clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }

  /** Sends when online; false when the link is down (the caller shows it, nothing is queued). */
  send(message: AppClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    this.handlers.state('connecting');
    const socket = this.create(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.handlers.state('online');
      this.handlers.open();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      const reading = readLine(event.data, APP_SERVER_PROTOCOL);
      if (reading.kind === 'message') this.handlers.message(reading.message);
      else console.warn('app gateway sent an unreadable message', reading);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      this.handlers.state('offline');
      this.timer = this.clock.setTimeout(() => this.connect(), retryDelay(this.attempt++));
    };
  }
}
