// Who may use the demo REST: it opens emergency calls and resets the installation without a
// login, so it answers only requests from this machine (the sales laptop running `npm start`) or from a
// signed-in session, unless the operator opens it on purpose (CS_DEMO_OPEN=1, e.g. a demo kiosk on a
// LAN). Behind a reverse proxy on this machine, CS_TRUST_PROXY must be set, or every visitor looks local.
import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../context.ts';
import { parseCookies, SESSION_COOKIE } from '../auth/request-state.ts';
import { localeFromAcceptLanguage } from '../platform/locale.ts';
import { t } from '../platform/messages.ts';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string | undefined | null): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

export function demoAccess(services: Services, open: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (open || isLoopback(req.ip)) return next();
    const token = parseCookies(req.get('cookie')).get(SESSION_COOKIE);
    if (services.sessions.resolve(token, false)) return next();
    const locale = localeFromAcceptLanguage(req.get('accept-language'));
    res.status(403).json({
      ok: false,
      errors: [{ field: 'common', code: 'DEMO_LOCAL_ONLY', message: t(locale, 'demo.local_only') }],
    });
  };
}
