// Spec 01 §4 Session: the stored user is what an earlier visit left in local storage; an older console's shape or a
// hand edit must start the console logged out (AppData then says who is signed in), never reach the screens.
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredUser, USER_STORAGE_KEY, writeStoredUser, type AuthUser } from './stored-user.ts';

const nurse: AuthUser = {
  id: 7,
  name: 'pflege',
  is_superuser: false,
  locale: 'de',
  homepage: null,
  system_access: [1],
  roles: [2],
  password_is_temporary: false,
  permissions: [{ code: 'display::view' }],
};

afterEach(() => localStorage.clear());

describe('the stored user (spec 01 §4)', () => {
  it('comes back as it was written', () => {
    writeStoredUser(nurse);
    expect(readStoredUser()).toEqual(nurse);
  });

  it.each([
    ['an older console’s user without roles and permissions', { id: 7, name: 'pflege', locale: 'de' }],
    ['permissions that are not a list', { ...nurse, permissions: 'display::view' }],
    ['a system id that is text', { ...nurse, system_access: ['1'] }],
    ['nobody (id 0)', { ...nurse, id: 0 }],
    ['a list', [nurse]],
  ])('drops %s', (_, stored) => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
    expect(readStoredUser()).toBeNull();
    // gone, not left for the next start to trip over (the server's answer has no user to write over it)
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('drops text that is not JSON', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"id": 7,');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
