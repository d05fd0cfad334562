// Request ids and the access log: every request gets an id (a proxy's X-Request-Id when it is a plain token,
// else a new one), answered in X-Request-Id and carried by every line logged while the request is handled
// (platform/logger.ts). One line per request when it ends: method, path without the query, status, duration,
// the client's address (as far as the trusted proxies reach), and `aborted` when the client left before the answer.
// API requests (/backend) are logged at info; health checks (monitors poll them every few seconds) and the
// console's files and pages at debug; any request answered 5xx at warn.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { log, withRequestId } from '../platform/logger.ts';

const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const given = req.get('x-request-id');
  const reqId = given && PLAIN_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', reqId);
  const started = process.hrtime.bigint();
  res.once('close', () =>
    withRequestId(reqId, () => {
      // Express strips a router's mount path from req.path by now: the path as asked, without the query.
      const asked = req.originalUrl.split('?')[0] ?? '';
      const line = {
        method: req.method,
        path: asked,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        ip: req.ip,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      const level =
        res.statusCode >= 500
          ? 'warn'
          : QUIET_PATHS.has(asked) || !asked.startsWith('/backend')
            ? 'debug'
            : 'info';
      log()[level](line, 'request');
    }),
  );
  withRequestId(reqId, next);
}
