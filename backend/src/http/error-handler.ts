// The last Express handler: clients never get a stack trace (Express would print one outside production),
// and a body the parsers refuse (too large, not JSON) is said in the request's language.
import type { NextFunction, Request, Response } from 'express';
import { localeFromAcceptLanguage } from '../platform/locale.ts';
import { log } from '../platform/logger.ts';
import { t } from '../platform/messages.ts';

interface HttpError extends Error {
  status?: number;
  /** body-parser's kind of refusal */
  type?: string;
  /** body-parser's limit in bytes */
  limit?: number;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} kB`;

export function errorHandler(error: HttpError, req: Request, res: Response, _next: NextFunction): void {
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) log().error({ err: error, method: req.method, path: req.path }, 'request failed');
  const locale = localeFromAcceptLanguage(req.get('accept-language'));
  const message =
    status === 500
      ? 'internal error'
      : error.type === 'entity.too.large' && error.limit
        ? t(locale, 'request.too_large', { max: size(error.limit) })
        : error.type === 'entity.parse.failed'
          ? t(locale, 'request.malformed')
          : error.message;
  // a body over its limit carries GraphQL's code for it, so clients tell it from other refusals the same way
  const code = error.type === 'entity.too.large' ? { code: 'REQUEST_TOO_LARGE' } : {};
  res.status(status).json({ ok: false, errors: [{ field: 'common', ...code, message }] });
}
