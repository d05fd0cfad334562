// Every socket endpoint the product serves survives every class of bad frame (issue 33): one text frame of 4,097
// bytes at /ws/app ended the whole backend, and every wall display with it. Here one real server in demo mode (the
// embedded twin's Gets and hubs listen on loopback ports in the same process) gets, at each endpoint: a frame over
// the size limit, invalid UTF-8, binary where text is expected, truncated JSON, a frame that breaks the WebSocket
// protocol, a connection left half-open (half a request, a frame cut off in the middle) and a flood of small frames.
// Throughout, a display subscribed to callsChanged must see a device pressed on the twin and its call closed, and
// nothing may reach the process's last-resort handlers (which end the process outside the test runner).
// The endpoints: backend HTTP (REST and GraphQL), /ws/app, /ws/backend, the upgrade itself (unknown path, foreign
// origin), the twin's Gets port (event stream and HTTP) and a twin hub's port (HTTP and event stream). The backend's
// own client sockets are in gateways/read-limits.test.ts and modules/app-gateway/simulated-phone-faults.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { MAX_OPERATIONS_PER_SOCKET, MAX_REQUEST_BYTES } from './graphql/request-limits.ts';
import { APP_WS_PATH } from './modules/app-gateway/app-socket.ts';
import { WS_PATH } from './graphql/ws-server.ts';
import { clientFrame, HostilePeer } from './test-support/hostile-peer.ts';
import { TestPhone } from './test-support/app-phone.ts';
import { collect, startTestServer, wsClient, type TestServer } from './test-support/test-server.ts';
import { waitFor } from './test-support/wait-for.ts';

let server: TestServer;
let peer: HostilePeer;
let display: ReturnType<typeof collect>;
let displayClient: ReturnType<typeof wsClient>;
const lastResort: unknown[] = [];
const onLastResort = (error: unknown) => lastResort.push(error);

beforeAll(async () => {
  process.on('uncaughtException', onLastResort);
  process.on('unhandledRejection', onLastResort);
  server = await startTestServer({ twin: true, appPingMs: null });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  peer = new HostilePeer('127.0.0.1');
  displayClient = wsClient(server);
  display = collect(displayClient, 'subscription { callsChanged { system_id calls { number } } }');
  await display.next(1);
});
afterAll(async () => {
  peer.closeAll();
  await displayClient.dispose();
  await server.close();
  process.off('uncaughtException', onLastResort);
  process.off('unhandledRejection', onLastResort);
});

type Change = { callsChanged: { calls: Array<{ number: number }> } };
const lastCalls = () => (display.results.at(-1)?.data as Change | undefined)?.callsChanged.calls ?? [];

/** The display sees a press on the twin (Zimmer 101's button, device 23) and the call's end. */
async function displayStillLive(): Promise<void> {
  server.services.demo!.press(1, 23, 'alert');
  await waitFor(() => lastCalls().some((c) => c.number === 23), 'the display shows the pressed call');
  server.services.demo!.closeAllCalls(1);
  await waitFor(() => lastCalls().length === 0, 'the display shows the call closed');
  expect(lastResort).toEqual([]);
}

const wsUrl = (path: string) => `${server.url.replace('http', 'ws')}${path}`;
const ports = () => server.services.demo!.targets.get(1)!;

describe('the WebSocket endpoints', () => {
  const ENDPOINTS = [
    { path: APP_WS_PATH, protocol: undefined, max: 4_096 },
    { path: WS_PATH, protocol: 'graphql-transport-ws', max: MAX_REQUEST_BYTES },
  ] as const;

  for (const { path, protocol, max } of ENDPOINTS)
    it(`${path}: over the limit 1009, invalid UTF-8 1007, a broken frame 1002; binary and truncated JSON closed or refused`, async () => {
      const open = () => peer.webSocket(wsUrl(path), protocol);
      const before = server.services.networkFaults.count(path);
      const [oversize, invalid, binary, truncated] = await Promise.all([open(), open(), open(), open()]);
      oversize.send('x'.repeat(max + 1));
      invalid.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
      binary.send(Buffer.from([0, 1, 2, 0xff]), { binary: true });
      truncated.send('{"type":');
      // a frame a client must mask, unmasked: a protocol error (RFC 6455 §5.1)
      const unmasked = await peer.upgraded(server.port, path, protocol);
      unmasked.write(Buffer.from([0x81, 0x02, 0x7b, 0x7d]));
      const pressed = displayStillLive();
      expect(await oversize.closeCode).toBe(1009);
      expect(await invalid.closeCode).toBe(1007);
      await unmasked.ended;
      expect(unmasked.received()).toContain('\x88\x02\x03\xea'); // close frame, 1002
      await pressed;
      // the phones' gateway answers what it cannot read and keeps the connection; GraphQL closes it (4400)
      if (path === APP_WS_PATH) {
        for (const ws of [binary, truncated]) expect(ws.readyState).toBe(1);
      } else {
        expect(await binary.closeCode).toBe(4400);
        expect(await truncated.closeCode).toBe(4400);
      }
      expect(server.services.networkFaults.count(path)).toBe(before + 3);
      await displayStillLive();
    });

  for (const { path, protocol } of ENDPOINTS)
    it(`${path}: connections left half-open and a flood of 3,000 small frames on one socket`, async () => {
      // half an upgrade request, and a frame that announces 1,000 bytes and brings 10: both held open from here on
      const half = await peer.tcp(server.port);
      half.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n`);
      const cut = await peer.upgraded(server.port, path, protocol);
      cut.write(clientFrame(1, Buffer.from('{"type":"Pa'), 1_000).subarray(0, 18));
      const flooded = await peer.webSocket(wsUrl(path), protocol);
      const answers: string[] = [];
      flooded.on('message', (data: WebSocket.RawData) => answers.push(String(data)));
      if (path === WS_PATH) flooded.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      const frame = path === WS_PATH ? '{"type":"ping"}' : '{}';
      for (let i = 0; i < 3_000; i += 1) flooded.send(frame);
      await displayStillLive();
      await waitFor(() => answers.length >= 3_000, 'an answer to every frame', 15_000);
      expect(flooded.readyState).toBe(1);
      await displayStillLive();
    });

  it(`${WS_PATH}: a flood of 1,000 subscriptions on one socket: ${MAX_OPERATIONS_PER_SOCKET} run, the rest are refused`, async () => {
    const flooded = await peer.webSocket(wsUrl(WS_PATH), 'graphql-transport-ws');
    const answers: Array<{ type: string; payload?: Array<{ extensions?: { code?: string } }> }> = [];
    flooded.on('message', (data: WebSocket.RawData) => answers.push(JSON.parse(String(data))));
    flooded.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await waitFor(() => answers.length === 1, 'the connection acknowledged');
    const query = 'subscription { callsChanged { calls { number } } }';
    for (let i = 0; i < 1_000; i += 1)
      flooded.send(JSON.stringify({ id: `s${i}`, type: 'subscribe', payload: { query } }));
    await waitFor(() => answers.length > 1_000, 'every subscription answered', 15_000);
    const refused = answers.filter((a) => a.type === 'error');
    expect(refused).toHaveLength(1_000 - MAX_OPERATIONS_PER_SOCKET);
    expect(refused[0]?.payload?.[0]?.extensions?.code).toBe('TOO_MANY_OPERATIONS');
    await displayStillLive();
  });

  it('a phone is served while others attack /ws/app', async () => {
    const phone = await TestPhone.connect(server);
    phone.send({ type: 'Hello', client_id: 999, secret: 'not-a-secret' });
    expect((await phone.next('Refused')).key).toBe('unknown_client');
    await phone.close();
  });
});

describe('the upgrade and plain HTTP on the backend port', () => {
  it('an unknown path, a foreign origin reset while answered, and a malformed request are that connection’s end only', async () => {
    const unknown = await peer.tcp(server.port);
    unknown.write(
      'GET /ws/nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    const foreign = await peer.tcp(server.port);
    foreign.write(
      'GET /ws/app HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\nUpgrade: websocket\r\n' +
        'Connection: Upgrade\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    foreign.resetAndDestroy();
    const malformed = await peer.tcp(server.port);
    malformed.write('\x00\xff\xfe GARBAGE\r\n\r\n');
    await Promise.all([unknown.ended, malformed.ended]);
    expect(malformed.received()).toMatch(/^HTTP\/1\.1 400/);
    await displayStillLive();
  });

  it('bodies over their limits (GraphQL, demo REST; a download reads none), broken JSON and invalid UTF-8 are refused', async () => {
    const post = (path: string, body: string | Uint8Array<ArrayBuffer>, type = 'application/json') =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
    const statuses = await Promise.all([
      post(
        '/backend/query',
        JSON.stringify({ query: '{ license { id } }', pad: 'x'.repeat(MAX_REQUEST_BYTES) }),
      ),
      post('/backend/demo/call/trigger', JSON.stringify({ pad: 'x'.repeat(10_000) })),
      post('/backend/login', '{"username":'),
      post('/backend/query', new Uint8Array([0x7b, 0xff, 0xfe, 0xfd, 0x7d])),
      post('/backend/login', new Uint8Array([0, 1, 2, 3]), 'application/octet-stream'),
    ]).then((all) => all.map((r) => r.status));
    expect(statuses).toEqual([413, 413, 400, 400, 415]);
    // a download reads no body: 8 MB sent with it are not kept, and the answer does not wait for them
    const download = await peer.tcp(server.port);
    download.write(
      'GET /backend/exports/1/file HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 8388608\r\n\r\n',
    );
    download.write(Buffer.alloc(8 * 1024 * 1024, 0x78));
    await waitFor(
      () => download.received().startsWith('HTTP/1.1 401'),
      'the refusal of the anonymous download',
    );
    await displayStillLive();
  });

  it('a flood of 1,000 pipelined requests on one connection, and half a request left open', async () => {
    const half = await peer.tcp(server.port);
    half.write('POST /backend/query HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"query":');
    const flood = await peer.tcp(server.port);
    flood.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(1_000));
    await displayStillLive();
    await waitFor(
      () => flood.received().split('HTTP/1.1 200').length - 1 === 1_000,
      'every health answer',
      15_000,
    );
  });
});

describe('the twin’s Gets port (event stream and HTTP on one port)', () => {
  it('an endless hello, invalid UTF-8, binary, truncated JSON, half a hello and a flood after a hello', async () => {
    const { port, username, password } = ports().gets!;
    const [endless, invalid, binary, truncated, half, flood] = await Promise.all(
      Array.from({ length: 6 }, () => peer.tcp(port)),
    );
    endless!.write('{' + 'x'.repeat(2 * 1024 * 1024));
    invalid!.write(
      Buffer.concat([
        Buffer.from('{"type":"hello","username":"'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}\n'),
      ]),
    );
    binary!.write(Buffer.from([0, 1, 2, 3, 0xff, 0x0a]));
    truncated!.write('{"type":"hello","user\n');
    half!.write('{"type":"hel');
    flood!.write(JSON.stringify({ type: 'hello', username, password, client: 'test' }) + '\n');
    flood!.write('{}\n'.repeat(5_000));
    await Promise.all([invalid!.ended, binary!.ended, truncated!.ended]);
    expect(invalid!.received()).toContain('"code":"bad_request"');
    expect(binary!.received()).toMatch(/^HTTP\/1\.1 400/);
    expect(truncated!.received()).toContain('"code":"bad_request"');
    await waitFor(() => flood!.received().includes('"type":"snapshot"'), 'the snapshot after a good hello');
    await displayStillLive();
  });
});

describe('a twin hub’s port (HTTP and its event stream)', () => {
  it('a body over 1 MiB, broken and non-UTF-8 JSON, half a request, and a flood of pipelined requests', async () => {
    const hub = [...ports().hubs.values()][0]!;
    const auth = `Basic ${Buffer.from(`${hub.username}:${hub.password}`).toString('base64')}`;
    const put = (body: string | Uint8Array<ArrayBuffer>) =>
      fetch(`http://${hub.host}:${hub.port}/api/v1/search`, {
        method: 'PUT',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body,
      }).then((r) => r.status);
    const half = await peer.tcp(hub.port);
    half.write('GET /api/v1/events HTTP/1.1\r\nHost: x\r\n');
    const flood = await peer.tcp(hub.port);
    flood.write(`GET /api/v1/status HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n\r\n`.repeat(500));
    expect(
      await Promise.all([
        put('x'.repeat(2 * 1024 * 1024)),
        put('{"enabled":'),
        put(new Uint8Array([0xff, 0xfe])),
      ]),
    ).toEqual([413, 400, 400]);
    await waitFor(
      () => flood.received().split('HTTP/1.1 200').length - 1 === 500,
      'every status answer',
      15_000,
    );
    await displayStillLive();
  });
});
