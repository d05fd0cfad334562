// The demo's embedded app clients (spec 02 §7 demoClient): the pairing token of a demo phone, paired over /ws/app
// like any phone; asking again re-issues a token and the old secret stops working. Demo mode only, and only for the
// demo's own phones (issue 33: any signed-in user re-paired an ordinary client here, and its real phone was out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPhone } from '../test-support/app-phone.ts';
import { gql, login, startTestServer, type TestServer } from '../test-support/test-server.ts';

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
      errors: [{ field: 'common', code: 'unknown_app_client', message: 'Unknown app client' }],
    });
    res = await pairing(demo, { client_id: 'x' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(demo.services.entities.list('installation', 'app_clients', 0))).toBe(before);
    expect((await pairing(real, { client_id: 1 })).status).toBe(404);
  });

  it('refuses a client that is not one of the demo’s phones: it stays paired and its phone says Hello as before', async () => {
    const admin = (await login(demo, 'admin', 'admin')).cookie as string;
    const created = await gql(
      demo,
      'mutation($i: AdminAppClientInput!) { createAppClient(input: $i) { id pairing_token } }',
      { i: { name: 'Telefon Station 3', server_url: 'https://pflege.example.ch' } },
      { cookie: admin },
    );
    const { id, pairing_token } = created.body.data?.createAppClient as { id: number; pairing_token: string };
    const phone = await TestPhone.connect(demo);
    phone.send({ type: 'Pair', token: pairing_token, permissions: [] });
    const { secret } = await phone.next('Paired');
    await phone.close();
    const before = JSON.stringify(client(id));

    const res = await fetch(`${demo.url}/backend/demo/app/pairing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr', cookie: admin },
      body: JSON.stringify({ client_id: id }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      ok: false,
      errors: [
        {
          field: 'common',
          code: 'not_demo_app_client',
          message: 'Cet appareil app ne fait pas partie de la démo et n’est pas couplé ici.',
        },
      ],
    });
    expect(JSON.stringify(client(id))).toBe(before);
    const again = await TestPhone.connect(demo);
    again.send({ type: 'Hello', client_id: id, secret });
    expect(await again.next('Welcome')).toMatchObject({ client_id: id });
    await again.close();
  });

  it('a demo phone whose token expired unused gets a fresh one that pairs', async () => {
    const stale = await tokenOf({ client_id: 3 });
    // made a day ago (the clock stays: a day of the twin's timers would take minutes)
    const dayAgo = new Date(demo.clock.now() - 24 * 60 * 60_000).toISOString();
    await demo.services.entities.exclusive('installation', 0, async () => {
      const clients = demo.services.entities.list('installation', 'app_clients', 0);
      const aged = clients.map((c) => (c.id === 3 ? { ...c, pairing_token_issued_at: dayAgo } : c));
      await demo.services.entities.save('installation', 'app_clients', 0, aged, null);
    });
    const fresh = await tokenOf({ client_id: 3 });
    expect(fresh).not.toBe(stale);
    const phone = await TestPhone.connect(demo);
    phone.send({ type: 'Pair', token: stale, permissions: [] });
    expect(await phone.next('Refused')).toMatchObject({ key: 'unknown_token' });
    expect(client(3).pairing_token_issued_at).not.toBe(dayAgo);
    phone.send({ type: 'Pair', token: fresh, permissions: [] });
    expect(await phone.next('Paired')).toMatchObject({ client_id: 3 });
    await phone.close();
  });
});
