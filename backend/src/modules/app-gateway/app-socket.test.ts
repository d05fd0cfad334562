// The phones' socket (docs/protocols.md §7) against frames ws itself refuses (issue 33, critical): one text frame
// over 4 KiB or one with invalid UTF-8, sent without an Origin and without pairing, closed the socket as documented
// and then ended the whole process ("Unhandled 'error' event"): every display lost its calls until a restart.
// Now the one connection closes with its code, the fault is counted and logged, and everyone else carries on.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { setLogger } from '../../platform/logger.ts';
import { capturedLog } from '../../test-support/captured-log.ts';
import { TestPhone } from '../../test-support/app-phone.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { APP_WS_PATH } from './app-socket.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ appPingMs: null });
});
afterAll(() => server.close());

// What the process would have died of: the worker outlives it only because Vitest listens for it.
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
let restoreLogger: () => void;
let captured: ReturnType<typeof capturedLog>;
beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', onUncaught);
  captured = capturedLog('warn');
  const previous = setLogger(captured.logger);
  restoreLogger = () => void setLogger(previous);
});
afterEach(() => {
  process.off('uncaughtException', onUncaught);
  restoreLogger();
});

/** A bare socket at /ws/app (no Origin, not paired) that sends one frame and reports the close code. */
async function closeCodeAfter(frame: Buffer | string, binary = false): Promise<number> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}${APP_WS_PATH}`);
  ws.on('error', () => undefined); // the server's close may race our own send
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.send(frame, { binary });
  return closed;
}

/** The server still works for others: a phone connects and is answered, GraphQL answers. */
async function othersStillServed(): Promise<void> {
  const phone = await TestPhone.connect(server);
  phone.send({ type: 'Hello', client_id: 999, secret: 'not-a-secret' });
  expect((await phone.next('Refused')).key).toBe('unknown_client');
  await phone.close();
  expect((await gql(server, '{ license { id } }')).status).toBe(200);
}

describe('/ws/app survives frames ws refuses (issue 33)', () => {
  it('a text frame of 4,097 bytes closes that connection with 1009, counted and logged; the process lives', async () => {
    const before = server.services.networkFaults.count(APP_WS_PATH);
    expect(await closeCodeAfter('x'.repeat(4_097))).toBe(1009);
    await othersStillServed();
    expect(uncaught).toEqual([]);
    expect(server.services.networkFaults.count(APP_WS_PATH)).toBe(before + 1);
    expect(captured.lines.map((l) => l.msg)).toContainEqual(
      expect.stringMatching(
        /^\/ws\/app: connection closed on a protocol fault \(Max payload size exceeded\)/,
      ),
    );
  });

  it('a text frame of invalid UTF-8 (ff fe fd) closes that connection with 1007; the process lives', async () => {
    expect(await closeCodeAfter(Buffer.from([0xff, 0xfe, 0xfd]))).toBe(1007);
    await othersStillServed();
    expect(uncaught).toEqual([]);
    expect(captured.lines.some((l) => l.code === 'WS_ERR_INVALID_UTF8')).toBe(true);
  });

  it('frames a phone sent before it heard of its unpairing are dropped, not answered into a closing socket', async () => {
    const admin = (await login(server, 'admin', 'admin')).cookie as string;
    const clients = await gql(server, '{ appClients { id pairing_token } }', {}, { cookie: admin });
    const free = (clients.body.data?.appClients as Array<{ id: number; pairing_token: string | null }>).find(
      (c) => c.pairing_token,
    ) as { id: number; pairing_token: string };
    const phone = await TestPhone.connect(server);
    phone.send({ type: 'Pair', token: free.pairing_token, permissions: [] });
    await phone.next('Paired');
    // App management unpairs it: the server closes the socket (4001) while the phone is still sending garbage.
    server.services.appGateway.forgetClient(free.id);
    for (let i = 0; i < 20; i += 1) phone.sendRaw('{"type":');
    expect(await phone.closed).toBe(4001);
    await othersStillServed();
    expect(uncaught).toEqual([]);
  });
});
