// WebSocket subscriptions (spec 01 §7 live connection): anonymous display subscriptions
// work, non-public ones need a session and end with MISSING_AUTH when the session ends, foreign
// origins and unavailable systems are refused.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, login, logout, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

const SYSTEM_MESSAGES = 'subscription { systemMessages { subject payload } }';
const HTTP_ERRORS = 'subscription HttpErrors { getsHTTPError { action message checks success } }';
const httpError = (systemId = 1) => ({
  systemId,
  action: 'commit',
  checks: ['ip'],
  message: 'Gets unreachable',
  payload: null,
  url: null,
  success: false,
});

describe('systemMessages (spec 01 §7 "time" and other subjects)', () => {
  it('works anonymously: the time at once, again every 60 s of the injected clock, plus bus messages', async () => {
    const client = wsClient(server);
    try {
      const sub = collect(client, SYSTEM_MESSAGES);
      const [first] = await sub.next(1);
      expect(first?.data?.systemMessages).toEqual({
        subject: 'time',
        payload: String(Math.floor(server.clock.now() / 1000)),
      });
      server.clock.advance(60_000);
      expect((await sub.next(2))[1]?.data?.systemMessages).toMatchObject({ subject: 'time' });
      server.services.bus.publish('systemMessage', {
        systemId: 1,
        subject: 'displaynote.updated',
        payload: null,
      });
      server.services.bus.publish('systemMessage', {
        systemId: 2,
        subject: 'schedule.updated',
        payload: null,
      }); // other system
      server.services.bus.publish('systemMessage', {
        systemId: null,
        subject: 'restart',
        payload: '{"version":"5.407"}',
      });
      const results = await sub.next(4);
      expect(results.slice(2).map((r) => r.data?.systemMessages)).toEqual([
        { subject: 'displaynote.updated', payload: null },
        { subject: 'restart', payload: '{"version":"5.407"}' },
      ]);
    } finally {
      await client.dispose();
    }
  });
});

describe('getsHTTPError needs a session (spec 01 §7, ARCHITECTURE §6 allow-list)', () => {
  it('is refused anonymously with MISSING_AUTH while systemMessages on the same socket works', async () => {
    const client = wsClient(server);
    try {
      const display = collect(client, SYSTEM_MESSAGES);
      const refused = collect(client, HTTP_ERRORS);
      await refused.done();
      expect(refused.results[0]?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
      expect((await display.next(1))[0]?.data?.systemMessages).toMatchObject({ subject: 'time' });
    } finally {
      await client.dispose();
    }
  });

  it('delivers with a session; logout ends it with MISSING_AUTH, the public subscription keeps running', async () => {
    const { cookie } = await login(server, 'technik', 'technik');
    const client = wsClient(server, { cookie });
    try {
      const display = collect(client, SYSTEM_MESSAGES);
      const started = server.services.bus.next('operationStarted', (e) => e.operationName === 'HttpErrors');
      const errors = collect(client, HTTP_ERRORS);
      await display.next(1);
      // The server has set the subscription up: what is published now reaches it.
      await started;
      server.services.bus.publish('getsHttpError', httpError());
      expect((await errors.next(1))[0]?.data?.getsHTTPError).toEqual({
        action: 'commit',
        message: 'Gets unreachable',
        checks: ['ip'],
        success: false,
      });

      await logout(server, cookie as string);
      await errors.done();
      expect(errors.results.at(-1)?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
      expect(display.completed).toBe(false);
      server.clock.advance(60_000);
      expect((await display.next(2))[1]?.data?.systemMessages).toMatchObject({ subject: 'time' });
      // and the socket is anonymous now: a new non-public subscription is refused
      const again = collect(client, HTTP_ERRORS);
      await again.done();
      expect(again.results[0]?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
    } finally {
      await client.dispose();
    }
  });

  it('idle expiry on the injected clock ends the subscription with MISSING_AUTH', async () => {
    const { cookie } = await login(server, 'admin', 'admin');
    const client = wsClient(server, { cookie });
    try {
      const started = server.services.bus.next('operationStarted', (e) => e.operationName === 'HttpErrors');
      const errors = collect(client, HTTP_ERRORS);
      await started;
      expect(errors.completed).toBe(false);
      server.clock.advance(12 * 3600_000);
      await errors.done();
      expect(errors.results.at(-1)?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
    } finally {
      await client.dispose();
    }
  });
});

describe('WebSocket connection rules (spec 01 §7)', () => {
  const rawConnect = (headers: Record<string, string>) =>
    new Promise<{ opened: boolean; status?: number }>((resolve) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws/backend`, 'graphql-transport-ws', {
        headers,
      });
      ws.on('open', () => {
        ws.close();
        resolve({ opened: true });
      });
      ws.on('unexpected-response', (_req, res) => resolve({ opened: false, status: res.statusCode }));
      ws.on('error', () => resolve({ opened: false }));
    });

  it('refuses a foreign Origin at the upgrade (403) and accepts the own origin', async () => {
    expect(await rawConnect({ origin: 'https://evil.example' })).toEqual({ opened: false, status: 403 });
    expect(await rawConnect({ origin: server.url })).toEqual({ opened: true });
  });

  it('closes with 4424 when X-CS-System names an unknown system (the socket form of HTTP 424)', async () => {
    const client = wsClient(server, { system: '42' });
    const closed = new Promise<number>((resolve) =>
      client.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    const sub = collect(client, SYSTEM_MESSAGES);
    expect(await closed).toBe(4424);
    await sub.done();
    await client.dispose();
  });
});
