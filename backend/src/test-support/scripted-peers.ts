// A Gets and a hub that say exactly what a test scripts, line by line, per connection: for the gateways'
// handling of messages the twin never sends (docs/protocols.md §3-§5).
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';

export interface ScriptedPeer {
  host: string;
  port: number;
  /** connections accepted so far */
  connections: () => number;
  close: () => Promise<void>;
}

const at = () => new Date().toISOString();
/** A line as the peer writes it: objects are JSON, strings go out as they are. */
const asLine = (message: object | string) =>
  (typeof message === 'string' ? message : JSON.stringify(message)) + '\n';

export const snapshotLine = (seq: number) => ({
  type: 'snapshot',
  seq,
  at: at(),
  version: '5.4.12',
  calls: [],
  devices: [],
});

async function listening(server: Server | HttpServer, connections: () => number): Promise<ScriptedPeer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: '127.0.0.1',
    port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Gets event stream that answers the hello of connection n (1-based) with script(n); it never closes first. */
export async function scriptedGets(
  script: (connection: number) => (object | string)[],
): Promise<ScriptedPeer> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const n = ++count;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', () => socket.write(script(n).map(asLine).join('')));
  });
  const peer = await listening(server, () => count);
  return {
    ...peer,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return peer.close();
    },
  };
}

/**
 * A hub whose event stream n (1-based) carries script(n) and stays open, and whose other paths answer
 * `answers[path]` (a body sent as it is).
 */
export async function scriptedHub(
  script: (connection: number) => (object | string)[],
  answers: Record<string, object | string> = {},
): Promise<ScriptedPeer> {
  let count = 0;
  const server = createHttpServer((req, res) => {
    if (req.url === '/api/v1/events') {
      const n = ++count;
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write(script(n).map(asLine).join(''));
      return;
    }
    const answer = answers[req.url ?? ''];
    if (answer === undefined) return void res.writeHead(404).end('{"error":"not_found"}');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
  return listening(server, () => count);
}

/** A peer that accepts connections and reads what comes, but never says a word (a half-dead Gets or hub). */
export async function silentPeer(): Promise<ScriptedPeer> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.resume();
  });
  const peer = await listening(server, () => count);
  return {
    ...peer,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return peer.close();
    },
  };
}
