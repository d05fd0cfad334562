// Spec 01 §4 Session: a stored user is restored from local storage, then verified by AppData. What is stored may be
// from an older console or edited by hand: a value without the user's shape is dropped (the console starts logged
// out and AppData tells who is signed in), never handed to the screens.
import type { AuthUserFieldsFragment } from '../../generated/graphql.ts';
import { isIntList, isListOf, isRecord, parseRecord } from '../json-shape.ts';

export type AuthUser = AuthUserFieldsFragment;
export const USER_STORAGE_KEY = 'cs.user';

/** The fragment's shape (AuthUserFields in app-data.graphql), id 0 (nobody) excluded. */
function isAuthUser(u: Record<string, unknown>): u is AuthUser {
  return (
    Number.isInteger(u.id) &&
    Number(u.id) > 0 &&
    typeof u.name === 'string' &&
    typeof u.is_superuser === 'boolean' &&
    typeof u.locale === 'string' &&
    (u.homepage === null || typeof u.homepage === 'string') &&
    isIntList(u.system_access) &&
    isIntList(u.roles) &&
    typeof u.password_is_temporary === 'boolean' &&
    isListOf(u.permissions, (p) => isRecord(p) && typeof p.code === 'string')
  );
}

export function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (raw === null) return null;
    const user = parseRecord(raw);
    if (user && isAuthUser(user)) return user; // AppData's answer writes the user it names over it, or removes it
    // Unreadable: nothing to verify, and no answer would write over it.
    localStorage.removeItem(USER_STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: AuthUser | null): void {
  if (user && user.id > 0) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_STORAGE_KEY);
}
