// Abuse resistance and "demo mode": the host allow-list against DNS rebinding (HTTP and
// WebSocket), X-Forwarded-For read only as far as the trusted proxy reaches, and the demo REST answering
// only this machine or a signed-in session unless opened on purpose.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { isLoopback } from './demo-access.ts';
import { parseTrustProxy } from './client-address.ts';
import { isAllowedHost, parseAllowedHosts } from './host-guard.ts';

/** A raw request, so the Host header can be anything (fetch does not let a caller set it). */
function raw(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

function upgrade(server: TestServer, host: string): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/backend`, 'graphql-transport-ws', {
      headers: { host },
    });
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('error', () => {});
  });
}

describe('host allow-list (DNS rebinding)', () => {
  let server: TestServer;
  beforeAll(
    async () => void (server = await startTestServer({ allowedHosts: ['pflege.intern', '.heim.example'] })),
  );
  afterAll(() => server.close());
  const query = { query: '{ license { id } }' };

  it('refuses a foreign host name on HTTP with a translated hint, for the API and the console alike', async () => {
    const api = await raw(server, '/backend/query', { host: 'evil.example', 'accept-language': 'en' }, query);
    expect(api.status).toBe(403);
    expect(JSON.parse(api.text).errors[0]).toMatchObject({ code: 'FOREIGN_HOST' });
    expect(api.text).toContain('CS_ALLOWED_HOSTS');
    const page = await raw(server, '/display', { host: 'evil.example:8080' });
    expect(page.status).toBe(403);
  });

  it('accepts IP addresses, localhost, the listed names and their subdomains', async () => {
    for (const host of [
      '127.0.0.1',
      `127.0.0.1:${server.port}`,
      'localhost',
      '[::1]:80',
      'pflege.intern',
      'a.heim.example',
    ])
      expect((await raw(server, '/backend/query', { host }, query)).status, host).toBe(200);
  });

  it('refuses the WebSocket upgrade of a foreign host name, even when its Origin matches', async () => {
    expect(await upgrade(server, 'evil.example')).toBe(403);
    expect(await upgrade(server, 'pflege.intern')).toBe('open');
  });

  it('parses CS_ALLOWED_HOSTS: on by default, off in development unless set, * turns it off', () => {
    expect(parseAllowedHosts(undefined, false)).toEqual([]);
    expect(parseAllowedHosts(undefined, true)).toBeNull();
    expect(parseAllowedHosts('Pflege.Intern, .heim.example', true)).toEqual([
      'pflege.intern',
      '.heim.example',
    ]);
    expect(parseAllowedHosts('*', false)).toBeNull();
    expect(isAllowedHost('evil.example', [])).toBe(false);
    expect(isAllowedHost('evil.example', null)).toBe(true);
  });
});

describe('X-Forwarded-For behind one trusted proxy (CS_TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer({ trustProxy: parseTrustProxy('1') })));
  afterAll(() => server.close());

  it("takes the proxy's hop, never an address the client wrote into the header", async () => {
    // The client claims 6.6.6.6; the proxy (this machine) appends the address it saw, 10.1.2.3.
    await login(server, 'technik', 'falsch', { headers: { 'x-forwarded-for': '6.6.6.6, 10.1.2.3' } });
    expect(server.services.audit.list(1)[0]?.address).toBe('10.1.2.3');
  });

  it('parses hop counts and proxy address lists; a typo fails at start-up', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseTrustProxy('true')).toThrow();
  });
});

describe('demo REST: this machine or a session, unless opened', () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer({ twin: true, trustProxy: 1 })));
  afterAll(() => server.close());
  const press = { device_id: 23, button: 'alert' };
  const from = (address: string, extra: Record<string, string> = {}) => ({
    'x-forwarded-for': address,
    ...extra,
  });

  it('refuses an anonymous visitor from the network with a translated reason, and nothing happens', async () => {
    const res = await raw(
      server,
      '/backend/demo/device/press',
      from('192.168.1.50', { 'accept-language': 'de' }),
      press,
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).errors[0]).toMatchObject({
      code: 'DEMO_LOCAL_ONLY',
      message: 'Die Demo-Schnittstelle ist nur auf diesem Rechner oder nach der Anmeldung erreichbar.',
    });
    expect((await raw(server, '/backend/demo/reset', from('192.168.1.50'), {})).status).toBe(403);
  });

  it('answers this machine, and a signed-in visitor from the network', async () => {
    expect((await raw(server, '/backend/demo/call/close', from('127.0.0.1'), {})).status).toBe(200);
    const { cookie } = await login(server, 'pflege', 'pflege');
    const res = await raw(server, '/backend/demo/call/close', from('192.168.1.50', { cookie: cookie! }), {});
    expect(res.status).toBe(200);
  });

  it('a body the parser refuses is said in the request language (non-entity inputs)', async () => {
    const big = await raw(
      server,
      '/backend/demo/device/press',
      { 'accept-language': 'en' },
      { device_id: 23, pad: 'x'.repeat(5000) },
    );
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).errors[0]).toEqual({
      field: 'common',
      code: 'REQUEST_TOO_LARGE',
      message: 'The request is too large (at most 4 kB).',
    });
  });

  it('knows loopback addresses in every form', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['192.168.1.50', '::ffff:10.0.0.1', '::2', '', null].some(isLoopback)).toBe(false);
  });
});

describe('demo REST opened on purpose (CS_DEMO_OPEN=1)', () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer({ twin: true, trustProxy: 1, demoOpen: true })));
  afterAll(() => server.close());

  it('answers an anonymous visitor from the network', async () => {
    const res = await raw(server, '/backend/demo/call/close', { 'x-forwarded-for': '192.168.1.50' }, {});
    expect(res.status).toBe(200);
  });
});
