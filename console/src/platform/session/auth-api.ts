// REST login and logout (spec 02 §7, docs/team-contract.md). JSON only: the backend's CSRF guard
// needs the Content-Type a cross-site form cannot send.
import type { LoginError, LoginField } from '@cs/contracts/session';
import type { AuthUser } from './stored-user.ts';

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

/** The requests load with the first login or logout (auth-requests.ts), not with the shell. */
const requests = () => import('./auth-requests.ts');

export interface AuthApiOptions {
  origin: string;
  getSystemId: () => number;
  getLocale: () => string;
  onVersion: (version: string) => void;
}

export function createAuthApi(o: AuthApiOptions) {
  return {
    /** Network failures reject; answers with errors (200, 401, 429) resolve with ok false. */
    login: async (username: string, password: string): Promise<LoginResult> =>
      (await requests()).login(o, username, password),
    /** True when the backend confirms; false or a rejection means the user stays logged in. */
    logout: async (): Promise<boolean> => (await requests()).logout(o),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
