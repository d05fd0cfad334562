// A temporary password restricts the session on the server (spec 01 §4 session, spec 02 §6:
// "A temporary password forces a new one after login"), not only in the console: until the new password
// is set, the session may set it, read its own user and the shell's app data, and log out. Nothing else,
// not even for a superuser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, gql, login, logout, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = (await login(server, 'admin', 'admin')).cookie!;
  // A superuser whose administrator handed over a temporary password.
  const input = {
    name: 'vertretung',
    password: 'voruebergehend1',
    password_repeat: 'voruebergehend1',
    is_superuser: true,
    password_is_temporary: true,
  };
  await gql(
    server,
    'mutation($input: AdminUserInput!) { createUser(input: $input) { id } }',
    { input },
    { cookie: admin },
  );
  const signedIn = await login(server, 'vertretung', 'voruebergehend1');
  expect(signedIn.body.require_password_change).toBe(true);
  cookie = signedIn.cookie!;
});
afterAll(() => server.close());

const SET_PASSWORD =
  'mutation($p: String!, $r: String!) { userSetPassword(password: $p, password_repeat: $r) { id } }';

describe('a session with a temporary password (spec 02 §6)', () => {
  it('is refused every other operation, with a reason the console can act on', async () => {
    for (const query of [
      '{ users { id } }',
      '{ auditLog { id } }',
      'mutation { deleteUser(ids: [2]) { id } }',
    ]) {
      const res = await gql(server, query, {}, { cookie, lang: 'en' });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        code: 'MISSING_PERMISSION',
        reason: 'password_change_required',
      });
      expect(res.body.errors?.[0]?.message).toContain('Your password is temporary');
    }
    expect(server.services.users.byId(2)).toBeDefined();
  });

  it('is refused non-public subscriptions on the WebSocket as well', async () => {
    const client = wsClient(server, { cookie });
    try {
      const sub = collect(client, 'subscription { getsHTTPError { message } }');
      await sub.done();
      expect(sub.results[0]?.errors?.[0]?.extensions).toMatchObject({ reason: 'password_change_required' });
    } finally {
      await client.dispose();
    }
  });

  it('may read its user and the app data, and the display stays public', async () => {
    const res = await gql(
      server,
      '{ authUser { name password_is_temporary } globalAppSettings { subscriptions_enabled } openCalls { id } }',
      {},
      { cookie },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.authUser).toEqual({ name: 'vertretung', password_is_temporary: true });
  });

  it('after set-password the session is a normal one again; logout works throughout', async () => {
    const set = await gql(server, SET_PASSWORD, { p: 'endgueltig123', r: 'endgueltig123' }, { cookie });
    expect(set.body.errors).toBeUndefined();
    const res = await gql(server, '{ users { name } }', {}, { cookie });
    expect(res.body.errors).toBeUndefined();
    expect((await logout(server, cookie)).body.ok).toBe(true);
  });
});
