// REST login and logout (spec 02 §7, docs/team-contract.md). JSON only: the backend's CSRF guard
// needs the Content-Type a cross-site form cannot send.
import type { LoginError, LoginField } from '@cs/contracts/session';
import type { AuthUser } from './stored-user.ts';
import { systemHeader, VERSION_HEADER } from '../transport/headers.ts';

export type { LoginError, LoginField };
export interface LoginResult {
  ok: boolean;
  user: AuthUser | null;
  require_password_change: boolean;
  errors: LoginError[];
}

/** An answer that does not fit the contract: shown as a failure to reach the server (the login form's network error). */
export class UnreadableAnswer extends Error {
  constructor(path: string, status: number) {
    super(`${path}: unreadable answer (HTTP ${status})`);
  }
}

/**
 * The contract's schemas load with the first login or logout, not with the shell: the display's first screen
 * never needs them (ARCHITECTURE §11 display budget).
 */
const session = () => import('@cs/contracts/session');

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
      const { loginAnswer } = await session();
      const response = await post('/backend/login', { username, password });
      const body = loginAnswer.safeParse(await response.json());
      if (!body.success) throw new UnreadableAnswer('/backend/login', response.status);
      return { ...body.data, ok: body.data.ok && response.ok };
    },
    /** True when the backend confirms; false or a rejection means the user stays logged in. */
    async logout(): Promise<boolean> {
      const { logoutAnswer } = await session();
      const response = await post('/backend/logout');
      if (!response.ok) return false;
      const body = logoutAnswer.safeParse(await response.json());
      return body.success && body.data.ok;
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
