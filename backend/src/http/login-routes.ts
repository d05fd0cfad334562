// REST login and logout (spec 02 §7, §8; team contract). Login always starts a new session id, so a
// cookie planted before login is worthless afterwards; logout ends the session for every socket too.
import { loginRequest, type LoginAnswer, type LoginField, type LogoutAnswer } from '@cs/contracts/session';
import express from 'express';
import type { Request, Response } from 'express';
import type { Services } from '../context.ts';
import { toAuthUser } from '../auth/auth-user.ts';
import type { LoginRateLimiter } from '../auth/login-rate-limiter.ts';
import { verifyPassword } from '../auth/password.ts';
import { parseCookies, SESSION_COOKIE } from '../auth/request-state.ts';
import { hashSessionToken } from '../auth/session-service.ts';
import { PASSWORD_MAX_LENGTH } from '../modules/session/password-rules.ts';
import { localeFromAcceptLanguage } from '../platform/locale.ts';
import { log } from '../platform/logger.ts';
import { t } from '../platform/messages.ts';

/** Longer than any stored name (64) or settable password: refused before the slow password check. */
export const LOGIN_MAX = { username: 128, password: PASSWORD_MAX_LENGTH } as const;

export function loginRoutes(services: Services, limiter: LoginRateLimiter): express.Router {
  const router = express.Router();
  // Parsed here only: a router-wide parser would also swallow the GraphQL bodies meant for yoga.
  const json = express.json({ limit: '16kb' });

  router.post('/login', json, async (req: Request, res: Response) => {
    const locale = localeFromAcceptLanguage(req.get('accept-language'));
    const address = req.ip ?? null;
    const fail = (status: number, field: LoginField, message: string) =>
      res.status(status).json({
        ok: false,
        user: null,
        require_password_change: false,
        errors: [{ field, message }],
      } satisfies LoginAnswer);
    const audit = (userId: number, userName: string, outcome: 'ok' | 'failed', reason?: string) =>
      services.audit.record({
        userId,
        userName,
        action: 'login',
        entity: 'session',
        outcome,
        address,
        changes: reason ? { reason } : {},
      });
    try {
      const request = loginRequest.safeParse(req.body ?? {});
      if (!request.success || request.data.username.trim() === '')
        return fail(400, 'common', t(locale, 'login.invalid_request'));
      const { username, password } = request.data;
      if (username.length > LOGIN_MAX.username || password.length > LOGIN_MAX.password)
        return fail(400, 'common', t(locale, 'login.too_long'));
      const attempt = limiter.begin(username, address);
      if ('retryAfterMs' in attempt) {
        audit(0, username, 'failed', 'rate_limited');
        const seconds = Math.ceil(attempt.retryAfterMs / 1000);
        res.setHeader('Retry-After', String(seconds));
        return fail(
          429,
          'common',
          seconds < 120
            ? t(locale, 'login.rate_limited_seconds', { seconds })
            : t(locale, 'login.rate_limited', { minutes: Math.ceil(seconds / 60) }),
        );
      }
      const user = services.users.byName(username);
      if (!user) {
        audit(0, username, 'failed', 'unknown_user');
        return fail(401, 'username', t(locale, 'login.unknown_user'));
      }
      if (!(await verifyPassword(password, user.password_hash))) {
        audit(user.id, user.name, 'failed', 'wrong_password');
        return fail(401, 'password', t(locale, 'login.wrong_password'));
      }
      attempt.succeeded();
      const previous = parseCookies(req.get('cookie')).get(SESSION_COOKIE);
      if (previous) services.sessions.end(hashSessionToken(previous), 'replaced');
      const { token } = services.sessions.start(user.id, address, req.get('user-agent') ?? null);
      res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
      audit(user.id, user.name, 'ok');
      return res.json({
        ok: true,
        user: toAuthUser(user, services.users.rolesOf(user)),
        require_password_change: user.password_is_temporary,
        errors: [],
      } satisfies LoginAnswer);
    } catch (error) {
      // The reason is for staff calling support; no stack trace leaves the server.
      log().error({ err: error }, 'login failed');
      return fail(
        500,
        'common',
        t(locale, 'login.general_error', { error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });

  router.post('/logout', json, (req: Request, res: Response) => {
    const token = parseCookies(req.get('cookie')).get(SESSION_COOKIE);
    const session = services.sessions.resolve(token, false);
    if (session) {
      const user = services.users.byId(session.userId);
      services.sessions.end(session.id, 'logout');
      services.audit.record({
        userId: session.userId,
        userName: user?.name ?? '',
        action: 'logout',
        entity: 'session',
        address: req.ip ?? null,
      });
    }
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
    res.json({ ok: true } satisfies LogoutAnswer);
  });

  return router;
}
