// The one port's HTTP routes, in the order they answer: guards and headers, health, REST login and logout, the demo
// REST (demo mode only), GraphQL over HTTP, images, exports, the built console, and 404 for the rest.
import express from 'express';
import type { Request, Response } from 'express';
import type { Services } from '../context.ts';
import { LoginRateLimiter } from '../auth/login-rate-limiter.ts';
import type { GraphQLServer } from '../graphql/create-yoga.ts';
import type { ServerOptions } from '../server-options.ts';
import type { StoreProbes } from '../store/store-probes.ts';
import type { TrustFunction } from './client-address.ts';
import { compressAnswers } from './compress-answers.ts';
import { demoAccess } from './demo-access.ts';
import { demoRoutes } from './demo-routes.ts';
import { displayPage } from './display-page.ts';
import { errorHandler } from './error-handler.ts';
import { exportRoutes } from './export-routes.ts';
import { graphqlBodyLimit } from './body-limit.ts';
import { healthRoutes } from './health-routes.ts';
import { hostGuard } from './host-guard.ts';
import { imageRoutes } from './image-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { requestLog } from './request-log.ts';
import { securityHeaders } from './security-headers.ts';
import { staticConsole } from './static-console.ts';
import { csrfGuard, postOnly, requestState, versionHeader } from './transport-middleware.ts';

export interface AppParts {
  services: Services;
  stores: StoreProbes;
  yoga: GraphQLServer;
  trust: TrustFunction;
  /** null: any host (development) */
  allowedHosts: readonly string[] | null;
  /** the built console's folder; null: none (tests of the API alone) */
  staticDir: string | null;
  /** true once the server closes: the readiness answers 503 */
  isClosing: () => boolean;
}

export function expressApp(options: ServerOptions, parts: AppParts): express.Express {
  const { services, yoga } = parts;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parts.trust);
  app.use(requestLog);
  app.use(hostGuard(parts.allowedHosts));
  app.use(versionHeader);
  app.use(securityHeaders());
  app.use(healthRoutes(services, parts.stores, parts.isClosing));
  app.use('/backend', csrfGuard(options.allowedOrigins ?? []));
  app.use('/backend', loginRoutes(services, new LoginRateLimiter(services.clock, options.rateLimits)));
  // Demo REST (spec 02 §7) exists only in demo mode; elsewhere the paths fall through to 404.
  if (services.demo)
    app.use(
      '/backend/demo',
      demoAccess(services, options.demoOpen ?? false),
      demoRoutes(services, { scenarios: options.scenarios }),
    );
  // yoga is a (req, res) handler; its typings do not know Express' next.
  app.use(
    '/backend/query',
    postOnly,
    requestState(services),
    graphqlBodyLimit(services),
    compressAnswers(),
    yoga as unknown as express.RequestHandler,
  );
  app.use('/backend/images', requestState(services), imageRoutes(services));
  app.use('/backend/exports', exportRoutes(services));
  const renderer = options.displayRenderer;
  const consoleRouter =
    parts.staticDir === null
      ? null
      : staticConsole(parts.staticDir, {
          displayPage: renderer
            ? (template) => displayPage({ renderer, template, yoga, services, clock: services.clock })
            : undefined,
        });
  if (consoleRouter) app.use(consoleRouter);
  app.use((_req: Request, res: Response) => void res.status(404).json({ error: 'not found' }));
  app.use(errorHandler);
  return app;
}
