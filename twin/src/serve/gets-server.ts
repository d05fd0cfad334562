import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { TwinSystem } from '../system.ts';
import { handleGetsRequest } from './gets-http.ts';
import { HELLO_TIMEOUT_MS, runGetsStream } from './gets-stream.ts';
import {
  basicCredentials,
  listenOn,
  GARBAGE_CSV,
  GARBAGE_JSON,
  HttpError,
  json,
  respond,
} from './http-util.ts';

export interface RunningServer {
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface RunningGetsServer extends RunningServer {
  /** event-stream connections open now (from their first byte until closed): what tests wait for */
  streams(): number;
}

const OPEN_BRACE = 0x7b;

/**
 * The Gets on one port (the configurator's tcp_port): a connection whose first byte is `{`
 * is an event stream, anything else is HTTP/1.1 (docs/protocols.md §1).
 */
export async function startGetsServer(
  system: TwinSystem,
  host: string,
  port: number,
): Promise<RunningGetsServer> {
  const sockets = new Set<Socket>();
  const streams = new Set<(reason: string) => void>();

  const http = createHttpServer((req, res) => void serveHttp(system, req, res));
  http.keepAliveTimeout = 5_000;

  const tcp = createTcpServer((socket) => {
    // Offline: the connection is accepted by the OS and reset at once (RST, as an unplugged device's port does).
    if (system.gets().faults.offline) return void socket.resetAndDestroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    // The hello window (docs/protocols.md §1, §3): a connection that says nothing for 5 s is closed; kept forever,
    // idle clients would hold the Gets' sockets. It counts from the connect, also for a stream's hello.
    const acceptedAt = system.clock.now();
    const silent = system.clock.setTimeout(() => socket.destroy(), HELLO_TIMEOUT_MS);
    socket.once('close', () => system.clock.clearTimeout(silent));
    socket.once('data', (first: Buffer) => {
      system.clock.clearTimeout(silent);
      if (first[0] === OPEN_BRACE) {
        const helloMs = Math.max(0, HELLO_TIMEOUT_MS - (system.clock.now() - acceptedAt));
        runGetsStream(system, socket, first, helloMs, (close) => {
          streams.add(close);
          return () => streams.delete(close);
        });
        return;
      }
      // Hand the connection, first bytes included, to the HTTP server.
      socket.pause();
      socket.unshift(first);
      http.emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });

  const unsubscribe = system.subscribe((e) => {
    if (e.source !== 'twin') return;
    if (e.event.type === 'reset') for (const close of [...streams]) close('restart');
    if (e.event.type === 'getsFaults') {
      if (e.event.faults.offline) for (const s of sockets) s.resetAndDestroy();
      else if (e.event.faults.unauthorized) for (const close of [...streams]) close('unauthorized');
    }
  });

  const boundPort = await listenOn(tcp, port, host);
  return {
    host,
    port: boundPort,
    streams: () => streams.size,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        for (const s of sockets) s.destroy();
        http.close();
        tcp.close(() => resolve());
      }),
  };
}

async function serveHttp(system: TwinSystem, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { slowMs, garbage, unauthorized } = system.gets().faults;
  const c = system.ward.configurator;
  const credentials = basicCredentials(req.headers.authorization);
  if (
    unauthorized ||
    !credentials ||
    credentials.username !== c.username ||
    credentials.password !== c.password
  ) {
    req.resume();
    return respond(
      res,
      json(401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Basic realm="Gets", charset="UTF-8"' }),
      system.clock,
      slowMs,
    );
  }
  try {
    const answer = await handleGetsRequest(system, req);
    if (garbage && answer.status < 300)
      answer.body = answer.contentType.startsWith('text/csv') ? GARBAGE_CSV : GARBAGE_JSON;
    respond(res, answer, system.clock, slowMs);
  } catch (error) {
    const answer =
      error instanceof HttpError
        ? json(error.status, error.body)
        : json(500, { error: 'internal', message: String(error) });
    respond(res, answer, system.clock, slowMs);
  }
}
