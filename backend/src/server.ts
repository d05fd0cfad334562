// Assembles the one-port server (issue 2): REST login/logout, GraphQL over HTTP and WebSocket, and
// the built console. Tests create it on port 0 with a temp data dir and a manual clock.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { Services } from './context.ts';
import { LoginRateLimiter } from './auth/login-rate-limiter.ts';
import type { RateLimits } from './auth/login-rate-limiter.ts';
import { createGraphQLServer } from './graphql/create-yoga.ts';
import type { OperationLimits } from './graphql/operation-limits.ts';
import { attachWebSocket } from './graphql/ws-server.ts';
import { loginRoutes } from './http/login-routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticConsole } from './http/static-console.ts';
import { csrfGuard, postOnly, requestState, versionHeader } from './http/transport-middleware.ts';
import { systemClock } from './platform/clock.ts';
import type { Clock } from './platform/clock.ts';
import type { PasswordHasher } from './seed/demo-facility.ts';
import { openServices } from './services.ts';

export interface ServerOptions {
  /** 0 picks a free port (tests) */
  port?: number;
  host?: string;
  dataDir: string;
  clock?: Clock;
  /** idle session expiry; default 12 h */
  sessionIdleMs?: number;
  rateLimits?: RateLimits;
  /** introspection off, limits, no suggestions; default: NODE_ENV !== 'development' */
  hardened?: boolean;
  operationLimits?: OperationLimits;
  /** true exactly when the embedded twin runs */
  demoMode?: boolean;
  /** the built console; null serves none */
  staticDir?: string | null;
  /** extra origins allowed besides the server's own host (e.g. the Vite dev server) */
  allowedOrigins?: string[];
  /** behind a reverse proxy: take the client address from X-Forwarded-For */
  trustProxy?: boolean;
  seedPasswordHash?: PasswordHasher;
}

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  close(): Promise<void>;
}

const DEFAULT_STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../console/dist');
export const DEFAULT_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

export async function createServer(options: ServerOptions): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const allowedOrigins = options.allowedOrigins ?? [];
  const { services, close: closeServices } = await openServices({
    dataDir: options.dataDir,
    clock,
    sessionIdleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    demoMode: options.demoMode ?? false,
    seedPasswordHash: options.seedPasswordHash,
  });
  const yoga = createGraphQLServer(services, {
    hardened: options.hardened ?? process.env.NODE_ENV !== 'development',
    limits: options.operationLimits,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(versionHeader);
  app.use(securityHeaders());
  app.use('/backend', csrfGuard(allowedOrigins));
  app.use('/backend', loginRoutes(services, new LoginRateLimiter(clock, options.rateLimits)));
  // yoga is a (req, res) handler; its typings do not know Express' next.
  app.use('/backend/query', postOnly, requestState(services), yoga as unknown as express.RequestHandler);
  const consoleRouter = options.staticDir === null ? null : staticConsole(options.staticDir ?? DEFAULT_STATIC_DIR);
  if (consoleRouter) app.use(consoleRouter);
  app.use((_req: Request, res: Response) => void res.status(404).json({ error: 'not found' }));
  // Express would print a stack trace outside production; clients never get one.
  app.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) console.error(error);
    res.status(status).json({ ok: false, errors: [{ field: 'common', message: status === 500 ? 'internal error' : error.message }] });
  });

  const http = createHttpServer(app);
  const ws = attachWebSocket(http, yoga, services, allowedOrigins);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const shownHost = !options.host || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    services,
    close: async () => {
      await ws.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      closeServices();
    },
  };
}
