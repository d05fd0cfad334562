// A password is a credential like any other configuration write and sessions follow it.
// - "A failed password write rolls back in memory like every other failed write": the
//   old password keeps signing in, the new one does not, and the user is told nothing was saved.
// - "Other sessions of a user end when their password changes or is reset": set-password ends the user's
//   other sessions (the one that changed it goes on); an administrator's reset ends all of them.
import path from 'node:path';
import type { Low } from 'lowdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallationDoc } from '../store/config-types.ts';
import { fillDisk } from '../test-support/full-disk.ts';
import { collect, gql, login, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

const SET_PASSWORD =
  'mutation($p: String!, $r: String!) { userSetPassword(password: $p, password_repeat: $r) { id } }';
const RESET = 'mutation($input: AdminUserInput!) { updateUser(input: $input) { id } }';
const AUTH_USER = '{ authUser { id name } }';

const whoIs = async (cookie: string) =>
  ((await gql(server, AUTH_USER, {}, { cookie })).body.data?.authUser as { name: string }).name;

describe('a password write the disk refuses', () => {
  it('answers STORAGE_FAILED and changes nothing in memory: the old password still signs in', async () => {
    const { cookie } = await login(server, 'pflege', 'pflege');
    const before = { ...server.services.users.byName('pflege')! };
    const restore = fillDisk(
      (server.services.users as unknown as { db: Low<InstallationDoc> }).db,
      path.join(server.dataDir, 'installation.json'),
    );
    try {
      const res = await gql(server, SET_PASSWORD, { p: 'nieGespeichert1', r: 'nieGespeichert1' }, { cookie });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('STORAGE_FAILED');
      expect(server.services.users.byName('pflege')).toEqual(before);
      expect((await login(server, 'pflege', 'nieGespeichert1')).status).toBe(401);
    } finally {
      restore();
    }
    expect((await login(server, 'pflege', 'pflege')).body.ok).toBe(true);
    // The session that tried goes on: nothing changed, so nobody was signed out.
    expect(await whoIs(cookie!)).toBe('pflege');
  });
});

describe('set-password input bounds (non-entity inputs have maximum lengths)', () => {
  it('refuses a password longer than the login accepts (1024) with the catalogue message', async () => {
    const { cookie } = await login(server, 'pflege', 'pflege');
    const long = 'x'.repeat(1025);
    const res = await gql(server, SET_PASSWORD, { p: long, r: long }, { cookie, lang: 'en' });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ field: 'password', key: 'max_length' });
    expect((await login(server, 'pflege', 'pflege')).body.ok).toBe(true);
  });

  it('an administrator may set as long a password as the login accepts (USER_PASSWORD.max), and it signs in', async () => {
    const admin = (await login(server, 'admin', 'admin')).cookie!;
    const long = 'lang-'.repeat(60);
    const id = server.services.users.byName('pflege')!.id;
    const input = { id, password: long, password_repeat: long };
    expect((await gql(server, RESET, { input }, { cookie: admin })).body.errors).toBeUndefined();
    expect((await login(server, 'pflege', long)).body.ok).toBe(true);
  });
});

describe('sessions end when the password changes', () => {
  it('set-password ends the other sessions, on HTTP and WebSocket; the changing session goes on', async () => {
    const desk = (await login(server, 'technik', 'technik')).cookie!;
    const phone = (await login(server, 'technik', 'technik')).cookie!;
    const socket = wsClient(server, { cookie: phone });
    try {
      const sub = collect(socket, 'subscription { getsHTTPError { message } }');
      const res = await gql(server, SET_PASSWORD, { p: 'technik-neu1', r: 'technik-neu1' }, { cookie: desk });
      expect(res.body.errors).toBeUndefined();
      expect(await whoIs(desk)).toBe('technik');
      expect(await whoIs(phone)).toBe('');
      expect(
        (await gql(server, '{ users { id } }', {}, { cookie: phone })).body.errors?.[0]?.extensions?.code,
      ).toBe('MISSING_AUTH');
      await sub.done();
      expect(sub.results.at(-1)?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
    } finally {
      await socket.dispose();
    }
  });

  it("an administrator's reset ends every session of that user; the administrator's own goes on", async () => {
    const admin = (await login(server, 'admin', 'admin')).cookie!;
    const nurse = (await login(server, 'neu', 'neu')).cookie!;
    const input = { id: 4, password: 'zurueckgesetzt1', password_repeat: 'zurueckgesetzt1' };
    expect((await gql(server, RESET, { input }, { cookie: admin })).body.errors).toBeUndefined();
    expect(await whoIs(nurse)).toBe('');
    expect(await whoIs(admin)).toBe('admin');
    // Changing something else about a user leaves their sessions alone.
    const again = (await login(server, 'neu', 'zurueckgesetzt1')).cookie!;
    await gql(server, RESET, { input: { id: 4, email: 'neu@example.org' } }, { cookie: admin });
    expect(await whoIs(again)).toBe('neu');
  });
});
