// Login and logout over REST (spec 02 §2, §7, §8; docs/team-contract.md "REST"): answers, exact
// error texts in the request's language, rate limiting, session rotation, CSRF rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, logout, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

const whoAmI = async (cookie?: string) =>
  (await gql(server, '{ authUser { id name } }', {}, { cookie })).body.data?.authUser as {
    id: number;
    name: string;
  };

describe('POST /backend/login (spec 02 §7)', () => {
  it('signs in the seeded admin: ok, AuthUser, HttpOnly SameSite=Lax cookie', async () => {
    const res = await login(server, 'admin', 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      user: { id: 1, name: 'admin', is_superuser: true },
      require_password_change: false,
      errors: [],
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/cs_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.get('x-cs-version')).toBe('5.406');
    expect(await whoAmI(res.cookie)).toEqual({ id: 1, name: 'admin' });
  });

  it('reports require_password_change for a temporary password (spec 01 §4 session)', async () => {
    const res = await login(server, 'neu', 'neu');
    expect(res.body.ok).toBe(true);
    expect(res.body.require_password_change).toBe(true);
  });

  it.each([
    ['de', 'Benutzername ist unbekannt'],
    ['en', 'Username is unknown'],
    ['it-CH,it;q=0.9', 'Il nome utente è sconosciuto'],
  ])('unknown user -> username error in %s (spec 02 §8)', async (lang, message) => {
    const res = await login(server, 'niemand', 'x', { lang });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      ok: false,
      user: null,
      require_password_change: false,
      errors: [{ field: 'username', message }],
    });
    expect(res.cookie).toBeUndefined();
  });

  it.each([
    ['de', 'Das eingegebene Passwort ist falsch'],
    ['fr', 'Le mot de passe saisi est incorrect'],
  ])('wrong password -> password error in %s (spec 02 §8)', async (lang, message) => {
    const res = await login(server, 'technik', 'falsch', { lang });
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual([{ field: 'password', message }]);
  });

  it('a failure inside login -> general error "Es ist ein allgemeiner Fehler aufgetreten: {error}" (spec 02 §8)', async () => {
    // A damaged hash makes scrypt throw: the general error, in the caller's language, no stack trace.
    await server.services.users.setPassword(3, 'scrypt$3$8$1$AAAA$AAAA', false);
    const de = await login(server, 'pflege', 'pflege');
    expect(de.status).toBe(500);
    expect(de.body.errors[0]?.field).toBe('common');
    expect(de.body.errors[0]?.message).toMatch(/^Es ist ein allgemeiner Fehler aufgetreten: .+/);
    expect(de.body.errors[0]?.message).not.toMatch(/at .*\.ts:\d+/);
    const en = await login(server, 'pflege', 'pflege', { lang: 'en' });
    expect(en.body.errors[0]?.message).toMatch(/^A general error has occurred: /);
  });

  // Rate limiting (per address and user, with backoff): auth/login-rate-limit.test.ts.
});

describe('sessions: rotation and logout', () => {
  it('a new login gives a new session id and ends the one the browser sent', async () => {
    const first = await login(server, 'technik', 'technik');
    const second = await login(server, 'technik', 'technik', { cookie: first.cookie });
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await whoAmI(first.cookie)).id).toBe(0);
    expect((await whoAmI(second.cookie)).name).toBe('technik');
  });

  it('logout answers ok and the old cookie is worthless afterwards', async () => {
    const { cookie } = await login(server, 'admin', 'admin');
    const res = await logout(server, cookie as string);
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect((await whoAmI(cookie)).id).toBe(0);
    const refused = await gql(server, '{ globalAppSettings { subscriptions_enabled } }', {}, { cookie });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
  });

  it('a session expires after the idle time on the injected clock (default 12 h)', async () => {
    const { cookie } = await login(server, 'admin', 'admin');
    server.clock.advance(11 * 3600_000);
    expect((await whoAmI(cookie)).id).toBe(1); // activity moves the idle window
    server.clock.advance(11 * 3600_000);
    expect((await whoAmI(cookie)).id).toBe(1);
    server.clock.advance(12 * 3600_000);
    expect((await whoAmI(cookie)).id).toBe(0);
  });
});

describe('CSRF rules for cookie-authenticated POSTs (docs/team-contract.md)', () => {
  it('refuses a login that is not application/json (a cross-site form) with 415', async () => {
    const res = await fetch(`${server.url}/backend/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=admin',
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await fetch(`${server.url}/backend/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/node_modules|at .*\.js:\d+/);
  });

  it('refuses a GraphQL POST as text/plain with 415', async () => {
    const res = await fetch(`${server.url}/backend/query`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ license { id } }' }),
    });
    expect(res.status).toBe(415);
  });

  it('refuses a foreign Origin with 403, accepts the own origin', async () => {
    const { cookie } = await login(server, 'admin', 'admin');
    const foreign = await gql(
      server,
      'mutation { userSetPassword(password: "abcdefgh1", password_repeat: "abcdefgh1") { id } }',
      {},
      { cookie, headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    const foreignLogout = await fetch(`${server.url}/backend/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: cookie as string,
      },
      body: '{}',
    });
    expect(foreignLogout.status).toBe(403);
    expect((await whoAmI(cookie)).id).toBe(1);
    const own = await gql(server, '{ license { id } }', {}, { cookie, headers: { origin: server.url } });
    expect(own.status).toBe(200);
  });

  it('serves GraphQL over POST only (a GET would bypass the content-type rule)', async () => {
    const res = await fetch(`${server.url}/backend/query?query=${encodeURIComponent('{ license { id } }')}`);
    expect(res.status).toBe(405);
  });
});
