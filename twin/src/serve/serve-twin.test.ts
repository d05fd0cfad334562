import { connect, type Socket } from 'node:net';
import { Agent, request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, MINUTE } from '@cs/contracts/clock';
import { createTwinSystem, type TwinSystem } from '../system.ts';
import { generateWard } from '../ward/index.ts';
import { serveTwin, type ServedTwin } from './serve-twin.ts';

const ward = generateWard({ seed: 1, size: 'demo' });
const auth = (u: string, p: string) => 'Basic ' + Buffer.from(`${u}:${p}`).toString('base64');
const GOOD = auth('gets', 'gets');

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function http(
  port: number,
  method: string,
  path: string,
  opts: { auth?: string; body?: unknown; contentType?: string; agent?: Agent } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload =
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? opts.body
          : JSON.stringify(opts.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: opts.agent ?? false,
        headers: {
          ...(opts.auth ? { Authorization: opts.auth } : {}),
          ...(payload ? { 'Content-Type': opts.contentType ?? 'application/json' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A line-reading client of the event stream. */
function stream(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let buffered = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let i: number;
    while ((i = buffered.indexOf('\n')) >= 0) {
      lines.push(buffered.slice(0, i));
      buffered = buffered.slice(i + 1);
    }
    waiters.splice(0).forEach((w) => w());
  });
  socket.on('close', () => {
    closed = true;
    waiters.splice(0).forEach((w) => w());
  });
  let error: string | null = null;
  socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 3000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; lines: ${lines.join(' | ')}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  return {
    socket,
    lines,
    hello: (username = 'gets', password = 'gets') =>
      socket.write(JSON.stringify({ type: 'hello', username, password, client: 'test' }) + '\n'),
    messages: () =>
      lines.map((l) => JSON.parse(l) as Record<string, unknown> & { type: string; seq?: number }),
    next: (count: number) => until(() => lines.length >= count),
    closed: () => until(() => closed),
    /** the socket error that ended it (ECONNRESET for a reset), null for an orderly close */
    error: () => error,
  };
}

describe('twin protocol servers over loopback sockets (docs/protocols.md, ARCHITECTURE §4)', () => {
  let clock: SimulatedClock;
  let system: TwinSystem;
  let served: ServedTwin;
  let port: number;

  beforeEach(async () => {
    clock = new SimulatedClock(Date.UTC(2025, 0, 6, 6, 0));
    system = createTwinSystem({ ward, clock });
    served = await serveTwin({ system });
    port = served.gets.port;
  });
  afterEach(async () => {
    await served.close();
    system.stop();
  });

  it('HTTP basic authentication: 401 with WWW-Authenticate without or with wrong credentials; version with the right ones', async () => {
    const none = await http(port, 'GET', '/api/v1/version');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic realm="Gets"/);
    expect((await http(port, 'GET', '/api/v1/version', { auth: auth('gets', 'wrong') })).status).toBe(401);
    const ok = await http(port, 'GET', '/api/v1/version', { auth: GOOD });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ product: 'Gets', version: '5.4.12', api: 1 });
  });

  it('configuration export per entity kind as CSV; unknown kind 404', async () => {
    const csv = await http(port, 'GET', '/api/v1/config/call_types', { auth: GOOD });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'id,name,text,char,color,sort_order,urgency,flag,indication_type,led_primary_color,led_secondary_color',
    );
    expect(rows.find((r) => r.startsWith('4,'))).toMatch(/^4,Ruf,Patientenruf,R,#fbc02d,5,NORMAL,none,/);
    expect((await http(port, 'GET', '/api/v1/config/users', { auth: GOOD })).status).toBe(404);
  });

  it('change push and commit with progress steps over HTTP (spec 02 §4 send task steps)', async () => {
    const bad = await http(port, 'POST', '/api/v1/config/schedules/changes', {
      auth: GOOD,
      body: { upsert: [{ id: 1, time_1: 7 }] },
    });
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.body)).toMatchObject({ error: 'invalid_change', field: 'time_1' });
    const change = await http(port, 'POST', '/api/v1/config/schedules/changes', {
      auth: GOOD,
      body: { upsert: [{ id: 1, time_1: '06:45' }], delete: [3] },
    });
    expect(JSON.parse(change.body)).toMatchObject({ upserted: 1, deleted: 1, pending_changes: 2 });
    const started = await http(port, 'POST', '/api/v1/commit', { auth: GOOD, body: { wipe: false } });
    expect(started.status).toBe(202);
    expect(JSON.parse(started.body).task).toMatchObject({ step: 'init', status: 'running' });
    expect((await http(port, 'POST', '/api/v1/commit', { auth: GOOD })).status).toBe(409);
    expect(
      (await http(port, 'POST', '/api/v1/config/schedules/changes', { auth: GOOD, body: { delete: [2] } }))
        .status,
    ).toBe(409);
    clock.advance(MINUTE);
    const done = JSON.parse((await http(port, 'GET', '/api/v1/commit', { auth: GOOD })).body);
    expect(done.task).toMatchObject({ step: 'done', status: 'done', progress: 100 });
    const csv = (await http(port, 'GET', '/api/v1/config/schedules', { auth: GOOD })).body;
    expect(csv).toContain('1,Tag/Nacht,06:45,21:00');
    expect(csv).not.toMatch(/\r\n3,/);
  });

  it('event stream: snapshot of open calls first, then events with increasing sequence numbers', async () => {
    system.press(23, 'alert');
    const s = stream(port);
    s.hello();
    await s.next(1);
    const [snapshot] = s.messages();
    expect(snapshot).toMatchObject({ type: 'snapshot', seq: 1 });
    expect((snapshot!.calls as { number: number }[]).map((c) => c.number)).toEqual([23]);
    expect((snapshot!.devices as unknown[]).length).toBe(ward.devices.length);
    system.press(23, 'presence');
    await s.next(3);
    expect(
      s
        .messages()
        .slice(1)
        .map((m) => [m.type, m.seq]),
    ).toEqual([
      ['call.closed', 2],
      ['call.opened', 3],
    ]);
    s.socket.destroy();
  });

  it('the hello window: a connection silent for 5 s is closed, a hello not finished by then ends with hello_timeout', async () => {
    const before = clock.pending;
    const idle = stream(port);
    await vi.waitFor(() => expect(clock.pending).toBe(before + 1)); // the Gets holds it, its window running
    const talker = stream(port);
    talker.socket.write('{"type":"hel'); // a stream client that never finishes its hello
    await vi.waitFor(() => expect(served.getsStreams()).toBe(1));
    clock.advance(5_000);
    await idle.closed();
    await talker.closed();
    expect(idle.lines).toEqual([]);
    expect(talker.messages()).toEqual([{ type: 'error', code: 'hello_timeout' }]);
    expect(served.getsStreams()).toBe(0);
  });

  it('changes: unknown fields ignored; deleting an unknown id is no change (docs/protocols.md §2.1)', async () => {
    const change = await http(port, 'POST', '/api/v1/config/schedules/changes', {
      auth: GOOD,
      body: { upsert: [{ id: 1, time_1: '06:30', colour: 'blue' }], delete: [987] },
    });
    expect(change.status).toBe(200);
    expect(JSON.parse(change.body)).toMatchObject({ upserted: 1, deleted: 0, pending_changes: 1 });
    const put = await http(port, 'PUT', '/api/v1/config/display_groups', {
      auth: GOOD,
      body: 'id,name,colour\r\n1,Alle,red\r\n',
      contentType: 'text/csv',
    });
    expect(put.status).toBe(200);
    const csv = (await http(port, 'GET', '/api/v1/config/display_groups', { auth: GOOD })).body;
    expect(csv).toBe('id,name\r\n1,Alle\r\n');
  });

  it('request bodies are read by their contract schemas: what a schema refuses is refused and changes nothing (docs/protocols.md §2)', async () => {
    const refused = async (path: string, body: unknown) => {
      const reply = await http(port, 'POST', path, { auth: GOOD, body });
      return { status: reply.status, error: (JSON.parse(reply.body) as { error?: string }).error };
    };
    expect(await refused('/api/v1/commit', { wipe: 'yes' })).toEqual({
      status: 422,
      error: 'invalid_request',
    });
    expect(await refused('/api/v1/config/schedules/changes', { delete: [0] })).toEqual({
      status: 422,
      error: 'invalid_change',
    });
    expect(await refused('/api/v1/config/schedules/changes', { upsert: [7] })).toEqual({
      status: 422,
      error: 'invalid_change',
    });
    expect(await refused('/api/v1/devices/1/actions', { action: 'Explode' })).toEqual({
      status: 422,
      error: 'unknown_action',
    });
    expect(system.gets().pendingChanges).toBe(0);
    expect(system.committing()).toBe(false);
  });

  it('stream authentication: wrong password gets an error line and the connection closes', async () => {
    const s = stream(port);
    s.hello('gets', 'nope');
    await s.closed();
    expect(s.messages()).toEqual([{ type: 'error', code: 'unauthorized' }]);
  });

  it('device action EndCalls over HTTP closes the call, seen on the stream (spec 01 §4 close call)', async () => {
    system.triggerMedallion(24);
    const s = stream(port);
    s.hello();
    await s.next(1);
    const reply = await http(port, 'POST', '/api/v1/devices/24/actions', {
      auth: GOOD,
      body: { action: 'EndCalls' },
    });
    expect(reply.status).toBe(202);
    await s.next(2);
    expect(s.messages()[1]).toMatchObject({ type: 'call.closed', call: { number: 24, call_type_id: 5 } });
    expect(system.openCalls()).toEqual([]);
    expect(
      (await http(port, 'POST', '/api/v1/devices/999/actions', { auth: GOOD, body: { action: 'EndCalls' } }))
        .status,
    ).toBe(404);
    expect(
      (await http(port, 'POST', '/api/v1/devices/24/actions', { auth: GOOD, body: { action: 'Explode' } }))
        .status,
    ).toBe(422);
    s.socket.destroy();
  });

  it('fault offline resets open streams and new connections (an unplugged Gets, docs/protocols.md §5)', async () => {
    const s = stream(port);
    s.hello();
    await s.next(1);
    system.getsFault({ offline: true });
    await s.closed();
    expect(s.error()).toBe('ECONNRESET');
    const late = stream(port);
    await late.closed();
    expect(late.error()).toBe('ECONNRESET');
    await expect(http(port, 'GET', '/api/v1/version', { auth: GOOD })).rejects.toThrow(
      /ECONNRESET|socket hang up/,
    );
    system.getsFault({ offline: false });
    expect((await http(port, 'GET', '/api/v1/version', { auth: GOOD })).status).toBe(200);
  });

  it('fault unauthorized answers 401 to good credentials and ends streams with an error', async () => {
    const s = stream(port);
    s.hello();
    await s.next(1);
    system.getsFault({ unauthorized: true });
    await s.closed();
    expect(s.messages().at(-1)).toEqual({ type: 'error', code: 'unauthorized' });
    expect((await http(port, 'GET', '/api/v1/version', { auth: GOOD })).status).toBe(401);
  });

  it('fault slow delays answers by slowMs of clock time; fault garbage sends malformed bodies and lines', async () => {
    // One kept-alive connection, already past its hello window (a new connection's own timer would be counted too).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await http(port, 'GET', '/api/v1/status', { auth: GOOD, agent })).status).toBe(200);
    system.getsFault({ slowMs: 2_000 });
    let answered = false;
    const waiting = clock.pending;
    const pending = http(port, 'GET', '/api/v1/status', { auth: GOOD, agent }).then(
      (r) => ((answered = true), r),
    );
    // The twin has the request once its answer waits on the clock.
    await vi.waitFor(() => expect(clock.pending).toBeGreaterThan(waiting));
    expect(answered).toBe(false);
    clock.advance(2_000);
    expect((await pending).status).toBe(200);
    agent.destroy();
    system.getsFault({ slowMs: 0, garbage: true });
    const garbage = await http(port, 'GET', '/api/v1/status', { auth: GOOD });
    expect(() => JSON.parse(garbage.body)).toThrow();
    const s = stream(port);
    s.hello();
    await s.next(1);
    expect(() => JSON.parse(s.lines[0]!)).toThrow();
    s.socket.destroy();
  });

  it('demo reset ends streams with bye so clients reconnect for a fresh snapshot', async () => {
    const s = stream(port);
    s.hello();
    await s.next(1);
    system.reset();
    await s.closed();
    expect(s.messages().at(-1)).toEqual({ type: 'bye', reason: 'restart' });
  });

  it('hub: status with last sync, device search reports magnet contacts on the event stream, offline resets (spec 02 §4 hub polling)', async () => {
    const hub = served.hubs[0]!;
    const hubAuth = auth(hub.username, hub.password);
    expect((await http(hub.port, 'GET', '/api/v1/status')).status).toBe(401);
    const status = JSON.parse((await http(hub.port, 'GET', '/api/v1/status', { auth: hubAuth })).body);
    expect(status).toMatchObject({
      id: hub.hubId,
      status: 'online',
      searching: false,
      last_sync: '2025-01-06T06:00:00.000Z',
    });
    const lines: Record<string, unknown>[] = [];
    const events = request(
      {
        host: '127.0.0.1',
        port: hub.port,
        path: '/api/v1/events',
        agent: false,
        headers: { Authorization: hubAuth },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) =>
          chunk
            .split('\n')
            .filter(Boolean)
            .forEach((l) => lines.push(JSON.parse(l))),
        );
      },
    );
    events.on('error', () => undefined);
    events.end();
    const until = async (n: number) => {
      for (let i = 0; i < 60 && lines.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    };
    await until(1);
    expect(lines[0]).toMatchObject({ type: 'Hello', hub_id: hub.hubId, searching: false });
    expect(
      JSON.parse(
        (await http(hub.port, 'PUT', '/api/v1/search', { auth: hubAuth, body: { enabled: true } })).body,
      ),
    ).toEqual({ searching: true });
    system.magnetContact(23);
    await until(2);
    expect(lines[1]).toMatchObject({
      type: 'MagnetContact',
      node: 23,
      address: ward.devices.find((d) => d.id === 23)!.serial,
    });
    system.dropLink(23);
    await until(4);
    expect(lines.slice(2).map((l) => l.type)).toEqual(['DeviceLost', 'Criterion']);
    system.hubOffline(hub.hubId);
    await expect(http(hub.port, 'GET', '/api/v1/status', { auth: hubAuth })).rejects.toThrow();
    events.destroy();
  });
});
