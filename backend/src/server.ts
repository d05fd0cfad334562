// Assembles the one-port server: REST login/logout, GraphQL over HTTP and WebSocket, and
// the built console. Tests create it on port 0 with a temp data dir and a manual clock.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Request, Response } from 'express';
import type { Services } from './context.ts';
import { LoginRateLimiter } from './auth/login-rate-limiter.ts';
import { createGraphQLServer } from './graphql/create-yoga.ts';
import { attachWebSocket } from './graphql/ws-server.ts';
import { APP_PING_MS, APP_WS_PATH, appSocketServer } from './modules/app-gateway/app-socket.ts';
import { loginRoutes } from './http/login-routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticConsole } from './http/static-console.ts';
import { displayPage } from './http/display-page.ts';
import { clientAddress, trustFunction } from './http/client-address.ts';
import { hostGuard } from './http/host-guard.ts';
import { graphqlBodyLimit } from './http/body-limit.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { errorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health-routes.ts';
import { requestLog } from './http/request-log.ts';
import { csrfGuard, postOnly, requestState, versionHeader } from './http/transport-middleware.ts';
import { realClock } from '@cs/contracts/clock';
import { openServices } from './services.ts';
import { startEmbeddedTwin } from './embedded-twin.ts';
import type { TargetOverrides } from './gateways/targets.ts';
import { demoAccess } from './http/demo-access.ts';
import { demoRoutes } from './http/demo-routes.ts';
import { imageRoutes } from './http/image-routes.ts';
import { exportRoutes } from './http/export-routes.ts';
import { DemoShift } from './demo/demo-shift.ts';
import { DEMO_SYSTEMS, demoWard } from './seed/demo-facility.ts';
import { rosterPhones } from './seed/demo-roster.ts';
import { PRODUCT_VERSION } from './platform/version.ts';
import type { ServerOptions } from './server-options.ts';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  close(): Promise<void>;
}

const DEFAULT_STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../console/dist');
export const DEFAULT_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
const RESTART_ANNOUNCE_AGAIN_MS = 8_000;

export async function createServer(options: ServerOptions): Promise<RunningServer> {
  const clock = options.clock ?? realClock;
  const allowedOrigins = options.allowedOrigins ?? [];
  const targetOverrides: TargetOverrides = new Map();
  const {
    services,
    stores,
    close: closeServices,
  } = await openServices({
    dataDir: options.dataDir,
    clock,
    sessionIdleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    demoMode: (options.twin ?? false) || options.simulation !== undefined,
    seedPasswordHash: options.seedPasswordHash,
    seed: options.seed,
    locale: options.locale,
    log: options.log,
    demoSystems: options.simulation?.systems,
    targetOverrides,
    gateways: options.gateways,
    exportMaxRows: options.exportMaxRows,
    incidentSource: options.incidentSource,
    monitorSweepMs: options.monitorSweepMs,
    pairingTokenTtlMs: options.pairingTokenTtlMs,
    historyInMemory: options.historyInMemory,
  });
  if (options.twin || options.simulation) {
    // The twin has to listen before the gateways start, so their first connect finds it.
    const simulation = options.simulation
      ? { clock, systems: options.simulation.systems, onTwin: options.simulation.onTwin }
      : {};
    services.demo = await startEmbeddedTwin({
      systemIds: services.systems.list().map((s) => s.id),
      ...simulation,
    });
    for (const [systemId, targets] of services.demo.targets) targetOverrides.set(systemId, targets);
  }
  services.calls.start();
  services.hubs.start();
  const yoga = createGraphQLServer(services, {
    hardened: options.hardened ?? process.env.NODE_ENV !== 'development',
    limits: options.operationLimits,
  });

  const development = process.env.NODE_ENV === 'development';
  const allowedHosts = options.allowedHosts === undefined ? (development ? null : []) : options.allowedHosts;
  const app = express();
  app.disable('x-powered-by');
  const trust = trustFunction(options.trustProxy);
  app.set('trust proxy', trust);
  app.use(requestLog);
  app.use(hostGuard(allowedHosts));
  app.use(versionHeader);
  app.use(securityHeaders());
  let closing = false;
  app.use(healthRoutes(services, stores, () => closing));
  app.use('/backend', csrfGuard(allowedOrigins));
  app.use('/backend', loginRoutes(services, new LoginRateLimiter(clock, options.rateLimits)));
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
    options.staticDir === null
      ? null
      : staticConsole(options.staticDir ?? DEFAULT_STATIC_DIR, {
          displayPage: renderer
            ? (template) => displayPage({ renderer, template, yoga, services, clock })
            : undefined,
        });
  if (consoleRouter) app.use(consoleRouter);
  app.use((_req: Request, res: Response) => void res.status(404).json({ error: 'not found' }));
  app.use(errorHandler);

  const http = createHttpServer(app);
  // The phones' gateway (docs/protocols.md §7) shares the port and the upgrade's host and origin guards.
  const appSocket = appSocketServer(services.appGateway, {
    clock: services.clock,
    faults: services.networkFaults,
    addressOf: (request) => clientAddress(request, trust),
    pingMs: options.appPingMs === undefined ? APP_PING_MS : options.appPingMs,
  });
  const ws = attachWebSocket(http, yoga, services, {
    allowedOrigins,
    allowedHosts,
    trust,
    endpoints: { [APP_WS_PATH]: appSocket },
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  // The demo's shift (issue 19): its simulated phones reach this server's app gateway like real ones.
  if (services.demo) {
    const systems = options.simulation?.systems ?? DEMO_SYSTEMS;
    const wards = services.demo.systemIds.flatMap((systemId) => {
      const ward = demoWard(systemId, systems);
      return ward ? [{ systemId, ward }] : [];
    });
    const own =
      !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
    const url = `ws://${own.includes(':') ? `[${own}]` : own}:${port}${APP_WS_PATH}`;
    services.demoShift = new DemoShift(services, url, rosterPhones(wards));
  }
  // Spec 01 §7 'restart' (with the version): consoles that reconnect after a restart learn the version.
  // Displays retry within 6 s, so it is said again once they are back.
  const announce = () =>
    services.bus.publish('systemMessage', {
      systemId: null,
      subject: 'restart',
      payload: JSON.stringify({ version: PRODUCT_VERSION }),
    });
  announce();
  const againMs =
    options.restartAnnounceAgainMs === undefined ? RESTART_ANNOUNCE_AGAIN_MS : options.restartAnnounceAgainMs;
  const announceTimer = againMs === null ? null : clock.setTimeout(announce, againMs);
  const shownHost =
    !options.host || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    services,
    close: async () => {
      closing = true;
      clock.clearTimeout(announceTimer);
      await ws.close();
      for (const phone of appSocket.clients) phone.terminate();
      await new Promise<void>((resolve) => appSocket.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      services.demoShift?.close();
      await closeServices();
      await services.demo?.close();
    },
  };
}
