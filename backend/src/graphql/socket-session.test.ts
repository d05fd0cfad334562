// "idle expiry counts activity on the socket too". A signed-in console whose only traffic is its
// live connection (a wall display: keep-alive pings every half second) stays signed in past the idle time;
// once nothing is open, the session expires after the idle time as before (default 12 h).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

const HOUR = 60 * 60_000;
const whoIs = async (cookie: string) =>
  ((await gql(server, '{ authUser { name } }', {}, { cookie })).body.data?.authUser as { name: string }).name;

/** A raw graphql-transport-ws socket: connection_init, then pings answered by pongs. */
async function openSocket(cookie: string) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/backend`, 'graphql-transport-ws', {
    headers: { cookie },
  });
  const messages: string[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()).type);
    waiters.splice(0).forEach((w) => w());
  });
  const next = (type: string) =>
    new Promise<void>((resolve) => {
      const check = () =>
        messages.includes(type)
          ? (messages.splice(messages.indexOf(type), 1), resolve())
          : waiters.push(check);
      check();
    });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await next('connection_ack');
  return {
    ping: async () => {
      socket.send(JSON.stringify({ type: 'ping' }));
      await next('pong');
    },
    close: () => socket.close(),
  };
}

describe('idle expiry and the live connection', () => {
  it('pings on the socket keep the session alive past the idle time; without them it expires', async () => {
    const { cookie } = await login(server, 'technik', 'technik');
    const socket = await openSocket(cookie!);
    try {
      for (let hour = 0; hour < 14; hour++) {
        server.clock.advance(HOUR);
        await socket.ping();
      }
      expect(await whoIs(cookie!)).toBe('technik');
    } finally {
      socket.close();
    }
    server.clock.advance(12 * HOUR);
    expect(await whoIs(cookie!)).toBe('');
  });
});
