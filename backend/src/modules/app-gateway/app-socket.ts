// The app gateway's transport (docs/protocols.md §7): a WebSocket at /ws/app, one JSON message per text frame,
// read against the contract's schema. What breaks the schema is counted, logged once per connection and answered
// with Refused; the connection stays. Every 20 s (injected clock; ServerOptions.appPingMs) the server pings: a phone that lost reception
// and did not answer the last ping is dropped, so app management shows it unreachable. A frame ws itself refuses
// (over 4 KiB: 1009, invalid UTF-8: 1007, a broken frame: 1002) closes that one connection, is counted and logged;
// ws reports it as an 'error' event, which without a listener would end the process (issue 33).
import type { IncomingMessage } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { APP_CLIENT_PROTOCOL, requestIdOf, type AppServerMessage } from '@cs/contracts/app';
import { readLine } from '@cs/contracts/protocol-line';
import type { Clock } from '@cs/contracts/clock';
import { log } from '../../platform/logger.ts';
import type { NetworkFaults } from '../../platform/network-faults.ts';
import type { AppGateway } from './app-gateway.ts';
import { refuse } from './app-session.ts';

export const APP_WS_PATH = '/ws/app';
export const APP_PING_MS = 20_000;
/** A phone's message is small; anything larger is refused unread (ws closes with 1009). */
const MAX_MESSAGE_BYTES = 4_096;

export interface AppSocketOptions {
  clock: Clock;
  faults: NetworkFaults;
  /** the phone's address as far as trusted proxies tell (http/client-address.ts) */
  addressOf: (request: IncomingMessage) => string | null;
  /** default APP_PING_MS; null: no pings */
  pingMs?: number | null;
}

export function appSocketServer(
  gateway: AppGateway,
  { clock, faults, addressOf, pingMs = APP_PING_MS }: AppSocketOptions,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    const session = gateway.connect(
      (message: AppServerMessage) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
        else throw new Error('phone not connected');
      },
      () => ws.close(4001, 'unpaired'),
      addressOf(request),
    );
    let alive = true;
    let logged = false;
    let timer: unknown = null;
    const ping = () => {
      if (!alive) return void ws.terminate();
      alive = false;
      ws.ping();
      timer = clock.setTimeout(ping, pingMs as number);
    };
    if (pingMs !== null) timer = clock.setTimeout(ping, pingMs);
    ws.on('pong', () => (alive = true));
    // ws has closed the connection already (or is closing it) with the frame's code; only this phone is affected.
    ws.on('error', (error) => {
      faults.record(APP_WS_PATH, session.address ?? undefined, error, !logged);
      logged = true;
    });
    // Messages are handled one after the other: a Login's password check must not overtake the Hello before it.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      // A closing connection (unpaired: 4001) may still deliver frames sent before the client heard of it.
      if (ws.readyState !== WebSocket.OPEN) return;
      alive = true;
      const text = isBinary ? null : data.toString();
      const reading = text === null ? null : readLine(text, APP_CLIENT_PROTOCOL);
      if (reading?.kind !== 'message') {
        if (!logged) log().warn({ reading: reading ?? 'binary' }, 'app gateway: message refused');
        logged = true;
        // answered at once, ahead of frames still queued: the request id tells the phone which frame it was
        return refuse(session, 'invalid', text === null ? undefined : requestIdOf(text));
      }
      queue = queue
        .then(() => gateway.receive(session, reading.message))
        .catch((error: unknown) => log().error({ err: error }, 'app gateway: message failed'));
    });
    ws.on('close', () => {
      clock.clearTimeout(timer);
      gateway.disconnect(session);
    });
  });
  return wss;
}
