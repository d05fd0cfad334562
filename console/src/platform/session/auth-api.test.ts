// The login and logout answers are read by their contract (@cs/contracts/session; issue 34 zero casts of wire
// data): an answer that does not fit is a failure to reach the server, never a user made of whatever arrived.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthApi } from './auth-api.ts';

const api = () =>
  createAuthApi({
    origin: 'http://console.test',
    getSystemId: () => 1,
    getLocale: () => 'de',
    onVersion: () => {},
  });
const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 3,
  name: 'pflege',
  is_superuser: false,
  locale: 'de',
  homepage: null,
  system_access: [1],
  permissions: [{ code: 'calls::read' }],
  roles: [2],
  password_is_temporary: false,
};

describe('REST login and logout read by their contract (spec 02 §7, docs/team-contract.md)', () => {
  it('a signed-in answer gives its user', async () => {
    answer(200, { ok: true, user, require_password_change: false, errors: [] });
    await expect(api().login('pflege', 'pflege')).resolves.toEqual({
      ok: true,
      user,
      require_password_change: false,
      errors: [],
    });
  });

  it('a refusal gives its errors under their fields, not ok', async () => {
    const errors = [{ field: 'password', message: 'Falsches Passwort' }];
    answer(401, { ok: false, user: null, require_password_change: false, errors });
    await expect(api().login('pflege', 'x')).resolves.toMatchObject({ ok: false, user: null, errors });
  });

  it('an answer that does not fit the contract rejects (the form shows its network error)', async () => {
    answer(200, { ok: true, user: { ...user, id: '3', permissions: 'all' }, errors: [] });
    await expect(api().login('pflege', 'pflege')).rejects.toThrow(/unreadable answer/);
  });

  it('a logout is confirmed only by { ok: true }', async () => {
    answer(200, { ok: 'yes' });
    await expect(api().logout()).resolves.toBe(false);
    answer(200, { ok: true });
    await expect(api().logout()).resolves.toBe(true);
  });
});
