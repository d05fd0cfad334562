// Spec 01 §4 Session: a stored user is restored from local storage, then verified by AppData.
import type { AuthUserFieldsFragment } from '../../generated/graphql.ts';

export type AuthUser = AuthUserFieldsFragment;
export const USER_STORAGE_KEY = 'cs.user';

export function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const user = raw ? (JSON.parse(raw) as AuthUser) : null;
    return user && typeof user.id === 'number' && user.id > 0 ? user : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: AuthUser | null): void {
  if (user && user.id > 0) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_STORAGE_KEY);
}
