// REST login and logout (spec 02 §7, docs/team-contract.md). JSON only: the backend's CSRF guard
// needs the Content-Type a cross-site form cannot send.
import type { AuthUser } from './stored-user.ts';
import { systemHeader, VERSION_HEADER } from '../transport/headers.ts';

export type LoginField = 'username' | 'password' | 'common';
export interface LoginError {
  field: LoginField;
  message: string;
}
export interface LoginResult {
  ok: boolean;
  user: AuthUser | null;
  require_password_change: boolean;
  errors: LoginError[];
}

export interface AuthApiOptions {
  origin: string;
  getSystemId: () => number;
  getLocale: () => string;
  onVersion: (version: string) => void;
}

export function createAuthApi(o: AuthApiOptions) {
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(new URL(path, o.origin), {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'X-CS-System': systemHeader(o.getSystemId()),
        'Accept-Language': o.getLocale().toLowerCase(),
      },
      body: JSON.stringify(body ?? {}),
    });
    const version = response.headers.get(VERSION_HEADER);
    if (version) o.onVersion(version);
    return response;
  };
  return {
    /** Network failures reject; answers with errors (200, 401, 429) resolve with ok false. */
    async login(username: string, password: string): Promise<LoginResult> {
      const response = await post('/backend/login', { username, password });
      const body = (await response.json()) as Partial<LoginResult>;
      return {
        ok: body.ok === true && response.ok,
        user: body.user ?? null,
        require_password_change: body.require_password_change === true,
        errors: body.errors ?? [],
      };
    },
    /** True when the backend confirms; false or a rejection means the user stays logged in. */
    async logout(): Promise<boolean> {
      const response = await post('/backend/logout');
      if (!response.ok) return false;
      const body = (await response.json()) as { ok?: boolean };
      return body.ok === true;
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
