// Health checks (docs/deployment.md "Health checks"): /healthz (liveness) and /readyz (stores open, every link
// to the call system up) as JSON without a login, never the console's HTML; request ids and link state changes
// in the log; no secret in either.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogger, type Logger } from '../platform/logger.ts';
import { capturedLog } from '../test-support/captured-log.ts';
import { login, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { waitFor } from '../test-support/wait-for.ts';

let server: TestServer;
let dist: string;
let previous: Logger;
const log = capturedLog('debug');

const links = () =>
  server.services.systems
    .list()
    .flatMap((s) => [
      server.services.calls.gateway(s.id)!.status,
      ...server.services.hubs.hubs(s.id).map((h) => h.status),
    ]);
const hubStatus = (system: number, hub: number) =>
  server.services.hubs.hubs(system).find((h) => h.hubId === hub)?.status;
const readyz = async () => {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, text: await res.text(), headers: res.headers };
};

beforeAll(async () => {
  previous = setLogger(log.logger);
  dist = mkdtempSync(path.join(tmpdir(), 'cs-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer({ twin: true, staticDir: dist });
  await waitFor(() => links().every((s) => s === 'online'), 'every link online');
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  setLogger(previous);
});

describe('/healthz', () => {
  it('answers 200 JSON with the version, without a login, and not the console’s page', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', version: '5.406' });
  });
});

describe('/readyz', () => {
  it('is 200 when both stores are open and every Gets and hub is online; ids and states only', async () => {
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(res.text);
    expect(body).toMatchObject({
      status: 'ready',
      version: '5.406',
      stores: { config: 'open', history: 'open' },
      reasons: [],
    });
    expect(body.systems).toEqual([
      {
        id: 1,
        gets: 'online',
        hubs: server.services.hubs.hubs(1).map((h) => ({ id: h.hubId, status: 'online' })),
      },
      {
        id: 2,
        gets: 'online',
        hubs: server.services.hubs.hubs(2).map((h) => ({ id: h.hubId, status: 'online' })),
      },
    ]);
    expect(body.systems[0].hubs.length).toBeGreaterThan(0);
    // No login needed, so nothing that helps an intruder: no names, addresses or credentials (the systems
    // are compared whole above, and nothing else is in the answer).
    expect(Object.keys(body).sort()).toEqual(['reasons', 'status', 'stores', 'systems', 'version']);
    const gets = server.services.demo!.targets.get(1)!.gets!;
    for (const secret of [`:${gets.port}`, gets.host, 'Lindenhof']) expect(res.text).not.toContain(secret);
  });

  it('is 503 with the reasons while a hub is offline or the Gets refuses the login; the log says when links change', async () => {
    const demo = server.services.demo!;
    demo.perform(1, { kind: 'hub', hub: 1, online: false });
    await waitFor(() => hubStatus(1, 1) === 'offline', 'hub 1 offline');
    demo.perform(1, { kind: 'getsFault', faults: { unauthorized: true } });
    await waitFor(() => server.services.calls.gateway(1)!.status === 'unauthorized', 'Gets unauthorized');

    const down = await readyz();
    expect(down.status).toBe(503);
    const body = JSON.parse(down.text);
    expect(body.status).toBe('not ready');
    expect(body.reasons).toEqual(['system 1 Gets: unauthorized', 'system 1 hub 1: offline']);
    expect(body.systems[0]).toMatchObject({ id: 1, gets: 'unauthorized' });

    demo.perform(1, { kind: 'hub', hub: 1, online: true });
    demo.perform(1, { kind: 'getsFault', faults: { unauthorized: false } });
    // The gateways reconnect after their backoff, on the test's manual clock.
    await waitFor(() => {
      server.clock.advance(50);
      return links().every((s) => s === 'online');
    }, 'every link online again');
    expect((await readyz()).status).toBe(200);

    const changes = log.lines.filter((l) => String(l.msg).startsWith('link '));
    const hub1 = changes.filter((l) => JSON.stringify(l.link) === '{"system":1,"peer":"hub","hub":1}');
    expect(hub1.map((l) => [l.level, l.msg])).toEqual([
      ['info', 'link online'],
      ['warn', 'link offline'],
      ['info', 'link online'],
    ]);
    expect(changes).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'link unauthorized',
        link: { system: 1, peer: 'gets' },
        reason: 'credentials refused',
      }),
    );
  });
});

describe('request ids and the access log', () => {
  it('every request gets an id, answered in X-Request-Id and on its log line; a proxy’s plain id is kept', async () => {
    const res = await fetch(`${server.url}/backend/nope`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${server.url}/backend/nope`, { headers: { 'x-request-id': 'proxy-42.a' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-42.a');
    const odd = await fetch(`${server.url}/backend/nope`, { headers: { 'x-request-id': 'a"b<c>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => log.lines.some((l) => l.reqId === 'proxy-42.a'), 'the request line');
    expect(log.lines.find((l) => l.reqId === id)).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/backend/nope',
      status: 404,
      ip: '127.0.0.1',
    });
  });

  it('a login is logged with its path and status, never with its password or the session cookie', async () => {
    const wrong = await login(server, 'admin', 'wrong-Secret-1');
    expect(wrong.status).toBe(401);
    const ok = await login(server, 'admin', 'admin');
    const token = ok.cookie!.split('=')[1]!;
    await fetch(`${server.url}/backend/nope?password=in-query-Secret-2`, { headers: { cookie: ok.cookie! } });
    await waitFor(() => log.lines.filter((l) => l.path === '/backend/login').length === 2, 'two login lines');
    await waitFor(
      () => log.raw.some((l) => l.includes('"status":404') && l.includes('/backend/nope')),
      'query',
    );
    const all = log.raw.join('');
    expect(all).not.toContain('wrong-Secret-1');
    expect(all).not.toContain('in-query-Secret-2');
    expect(all).not.toContain(token);
  });

  it('health checks and the console’s files are logged at debug only (monitors poll, displays load)', async () => {
    await fetch(`${server.url}/healthz`);
    await fetch(`${server.url}/display/station-1`);
    await waitFor(() => log.lines.some((l) => l.path === '/display/station-1'), 'page line');
    for (const path of ['/healthz', '/display/station-1']) {
      const lines = log.lines.filter((l) => l.path === path);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.level === 'debug')).toBe(true);
    }
  });
});
