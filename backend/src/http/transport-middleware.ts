// Express middleware of the transport rules (spec 01 §7) and CSRF protection (team contract).
import type { NextFunction, Request, Response } from 'express';
import type { RequestState, Services } from '../context.ts';
import { resolveRequestState } from '../auth/request-state.ts';
import { localeFromAcceptLanguage } from '../platform/locale.ts';
import { t } from '../platform/messages.ts';
import { PRODUCT_VERSION } from '../platform/version.ts';
import { isAllowedOrigin } from './origin.ts';

export interface CsRequest extends Request {
  cs?: RequestState;
}

export function versionHeader(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-CS-Version', PRODUCT_VERSION);
  next();
}

/**
 * Cookie-authenticated POSTs must be JSON (a cross-site HTML form cannot send that without a CORS
 * preflight, which we never grant) and must not come from a foreign Origin.
 */
export function csrfGuard(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') return next();
    const locale = localeFromAcceptLanguage(req.get('accept-language'));
    const fetchSite = req.get('sec-fetch-site');
    if (
      !isAllowedOrigin(req.get('origin'), req.get('host'), allowedOrigins) ||
      (!req.get('origin') && fetchSite === 'cross-site')
    ) {
      res
        .status(403)
        .json({ ok: false, errors: [{ field: 'common', message: t(locale, 'request.foreign_origin') }] });
      return;
    }
    if (!req.is('application/json')) {
      res
        .status(415)
        .json({ ok: false, errors: [{ field: 'common', message: t(locale, 'request.content_type') }] });
      return;
    }
    next();
  };
}

/** The GraphQL endpoint is POST only (spec 01 §7); a GET would bypass the CSRF rule above. */
export function postOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'POST') return next();
  res.setHeader('Allow', 'POST');
  res.status(405).end();
}

/** Resolves system, language and session; an unknown or forbidden system is HTTP 424 (spec 01 §8). */
export function requestState(services: Services) {
  return (req: CsRequest, res: Response, next: NextFunction): void => {
    const state = resolveRequestState(services, {
      system: req.get('x-cs-system'),
      acceptLanguage: req.get('accept-language'),
      cookieHeader: req.get('cookie'),
      address: req.ip ?? null,
    });
    if (!state) {
      const locale = localeFromAcceptLanguage(req.get('accept-language'));
      res.status(424).json({
        errors: [{ message: t(locale, 'system.unavailable'), extensions: { code: 'SYSTEM_UNAVAILABLE' } }],
      });
      return;
    }
    req.cs = state;
    next();
  };
}
