// The demo's embedded app clients (spec 02 §7 demoClient): the pairing token of a demo phone, paired over /ws/app
// like any phone; asking again re-issues a token and the old secret stops working. Demo mode only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPhone } from '../test-support/app-phone.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

let demo: TestServer;
let real: TestServer;
beforeAll(async () => {
  [demo, real] = await Promise.all([startTestServer({ twin: true }), startTestServer()]);
});
afterAll(() => Promise.all([demo.close(), real.close()]));

const pairing = (server: TestServer, body: unknown, locale = 'de') =>
  fetch(`${server.url}/backend/demo/app/pairing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify(body),
  });
const tokenOf = async (body: unknown) => {
  const res = await pairing(demo, body);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const client = (id: number) =>
  demo.services.entities.list('installation', 'app_clients', 0).find((c) => c.id === id)!;

describe('POST /backend/demo/app/pairing (spec 02 §7 demoClient)', () => {
  it('answers the phone’s token, which pairs over /ws/app; asked again after pairing, a fresh one replaces the secret', async () => {
    const token = await tokenOf({ client_id: 2 });
    expect(token).toBe(client(2).pairing_token);
    const phone = await TestPhone.connect(demo);
    phone.send({ type: 'Pair', token, permissions: [] });
    const paired = await phone.next('Paired');
    expect(paired.client_id).toBe(2);
    await phone.close();
    expect(client(2).pairing_token).toBeNull();

    const fresh = await tokenOf({ client_id: 2 });
    expect(fresh).not.toBe(token);
    expect(client(2)).toMatchObject({ pairing_token: fresh, registration: null, secret_hash: null });
    const old = await TestPhone.connect(demo);
    old.send({ type: 'Hello', client_id: 2, secret: paired.secret });
    expect(await old.next('Refused')).toMatchObject({ key: 'unknown_client' });
    old.send({ type: 'Pair', token: fresh, permissions: [] });
    expect(await old.next('Paired')).toMatchObject({ client_id: 2 });
    await old.close();
  });

  it('refuses an unknown client (in the user’s language) and a bad body, changing nothing; 404 outside demo mode', async () => {
    const before = JSON.stringify(demo.services.entities.list('installation', 'app_clients', 0));
    let res = await pairing(demo, { client_id: 99 }, 'en');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      ok: false,
      errors: [{ field: 'common', message: 'Unknown app client' }],
    });
    res = await pairing(demo, { client_id: 'x' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(demo.services.entities.list('installation', 'app_clients', 0))).toBe(before);
    expect((await pairing(real, { client_id: 1 })).status).toBe(404);
  });
});
