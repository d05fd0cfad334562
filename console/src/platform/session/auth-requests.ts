// The login and logout requests behind auth-api.ts, loaded with the first of them: neither they nor the contract's
// schemas are in the shell the display's first screen loads (ARCHITECTURE §11 display budget).
import { loginAnswer, logoutAnswer } from '@cs/contracts/session';
import { systemHeader, VERSION_HEADER } from '../transport/headers.ts';
import { UnreadableAnswer, type AuthApiOptions, type LoginResult } from './auth-api.ts';

async function post(o: AuthApiOptions, path: string, body?: unknown) {
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
}

export async function login(o: AuthApiOptions, username: string, password: string): Promise<LoginResult> {
  const response = await post(o, '/backend/login', { username, password });
  const body = loginAnswer.safeParse(await response.json());
  if (!body.success) throw new UnreadableAnswer('/backend/login', response.status);
  return { ...body.data, ok: body.data.ok && response.ok };
}

export async function logout(o: AuthApiOptions): Promise<boolean> {
  const response = await post(o, '/backend/logout');
  if (!response.ok) return false;
  const body = logoutAnswer.safeParse(await response.json());
  return body.success && body.data.ok;
}
