// Resolves who is calling and for which system, the same way for HTTP and WebSocket (spec 01 §7):
// X-CS-System (two digits, default 01), Accept-Language, and the session cookie.
import type { RequestState, Services } from '../context.ts';
import { localeFromAcceptLanguage } from '../platform/locale.ts';
import { mayUseSystem } from './permissions.ts';

export const SESSION_COOKIE = 'cs_session';

export interface TransportInput {
  system: string | undefined | null;
  acceptLanguage: string | undefined | null;
  cookieHeader: string | undefined | null;
  address: string | null;
}

export function parseCookies(header: string | undefined | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a malformed cookie of some other application is not ours to fail on
    }
  }
  return cookies;
}

/** The system id of an X-CS-System value, or null when it is malformed. */
export function parseSystemHeader(value: string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return 1;
  return /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** null means HTTP 424: the system is unknown, unavailable or outside the user's system_access. */
export function resolveRequestState(services: Services, input: TransportInput): RequestState | null {
  const session = services.sessions.resolve(parseCookies(input.cookieHeader).get(SESSION_COOKIE));
  const user = session ? (services.users.byId(session.userId) ?? null) : null;
  const systemId = parseSystemHeader(input.system);
  if (systemId === null || !services.systems.get(systemId) || !mayUseSystem(user, systemId)) return null;
  return {
    systemId,
    locale: localeFromAcceptLanguage(input.acceptLanguage),
    session: user ? session : null,
    user,
    address: input.address,
  };
}
