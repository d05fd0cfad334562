// "Changing a configurator's or hub's address without re-entering its password sends the stored
// password to the new address: require the password again when the address changes." Other edits keep
// the stored password when the field is left empty (spec 02 §3 hint).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
});
afterAll(() => server.close());

const UPDATE_SYSTEM =
  'mutation($i: AdminSystemParamInput!) { updateSystemParam(input: $i) { id ip tcp_port name } }';
const CREATE_HUB = 'mutation($i: AdminHubInput!) { createHub(input: $i) { id } }';
const UPDATE_HUB = 'mutation($i: AdminHubInput!) { updateHub(input: $i) { id ip name } }';
const configurator = () => server.services.systems.get(1)!.configurator;

const refusedField = (res: Awaited<ReturnType<typeof gql>>) =>
  res.body.errors?.map((e) => [e.extensions?.field, e.extensions?.key, e.message]);

describe('a changed address needs the password again', () => {
  it('configurator: a new ip or port without the password is refused, nothing changes', async () => {
    const before = { ...configurator() };
    for (const change of [{ ip: '10.66.0.1' }, { tcp_port: 4999 }]) {
      const res = await gql(
        server,
        UPDATE_SYSTEM,
        { i: { id: 1, ...change } },
        { cookie: admin, lang: 'en' },
      );
      expect(refusedField(res)).toEqual([
        ['password', 'password_again', 'The address has changed: please enter the password again.'],
      ]);
    }
    expect(configurator()).toEqual(before);
  });

  it('configurator: with the password the new address is saved; other changes keep the stored password', async () => {
    const res = await gql(
      server,
      UPDATE_SYSTEM,
      { i: { id: 1, ip: '10.66.0.1', password: 'neu-am-ort' } },
      { cookie: admin },
    );
    expect(res.body.data?.updateSystemParam).toMatchObject({ ip: '10.66.0.1' });
    expect(configurator().password).toBe('neu-am-ort');
    const renamed = await gql(server, UPDATE_SYSTEM, { i: { id: 1, name: 'Haus Linde' } }, { cookie: admin });
    expect(renamed.body.errors).toBeUndefined();
    expect(configurator().password).toBe('neu-am-ort');
  });

  it('hub: a new address without the password is refused; with it, saved', async () => {
    const made = await gql(
      server,
      CREATE_HUB,
      { i: { name: 'Hub Ost', ip: '10.0.0.20:8080', username: 'admin', password: 'hub-geheim' } },
      { cookie: admin },
    );
    const id = (made.body.data?.createHub as { id: number }).id;
    const moved = await gql(server, UPDATE_HUB, { i: { id, ip: '10.0.0.99:8080' } }, { cookie: admin });
    expect(refusedField(moved)?.[0]?.slice(0, 2)).toEqual(['password', 'password_again']);
    const hubOf = () => server.services.systems.get(1)!.hubs.find((h) => h.id === id);
    expect(hubOf()).toMatchObject({ ip: '10.0.0.20:8080', password: 'hub-geheim' });
    const renamed = await gql(server, UPDATE_HUB, { i: { id, name: 'Hub Ost 2' } }, { cookie: admin });
    expect(renamed.body.errors).toBeUndefined();
    const ok = await gql(
      server,
      UPDATE_HUB,
      { i: { id, ip: '10.0.0.99:8080', password: 'hub-neu' } },
      { cookie: admin },
    );
    expect(ok.body.errors).toBeUndefined();
    expect(hubOf()).toMatchObject({ ip: '10.0.0.99:8080', password: 'hub-neu' });
  });
});
