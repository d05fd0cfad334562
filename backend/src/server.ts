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
import type { RateLimits } from './auth/login-rate-limiter.ts';
import { createGraphQLServer } from './graphql/create-yoga.ts';
import type { OperationLimits } from './graphql/operation-limits.ts';
import { attachWebSocket } from './graphql/ws-server.ts';
import { APP_PING_MS, APP_WS_PATH, appSocketServer } from './modules/app-gateway/app-socket.ts';
import { loginRoutes } from './http/login-routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticConsole } from './http/static-console.ts';
import { trustFunction, type TrustProxy } from './http/client-address.ts';
import { hostGuard, type HostAllowList } from './http/host-guard.ts';
import { graphqlBodyLimit } from './http/body-limit.ts';
import { errorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health-routes.ts';
import { requestLog } from './http/request-log.ts';
import { csrfGuard, postOnly, requestState, versionHeader } from './http/transport-middleware.ts';
import { realClock } from '@cs/contracts/clock';
import type { Clock } from '@cs/contracts/clock';
import type { PasswordHasher } from './seed/demo-facility.ts';
import { openServices, type GatewayTuning } from './services.ts';
import { startEmbeddedTwin, type SimulationOptions } from './embedded-twin.ts';
import type { TargetOverrides } from './gateways/targets.ts';
import { demoAccess } from './http/demo-access.ts';
import { demoRoutes } from './http/demo-routes.ts';
import { imageRoutes } from './http/image-routes.ts';
import { exportRoutes } from './http/export-routes.ts';
import type { ScenarioCatalogue } from './demo/scenario-catalogue.ts';
import { DemoShift } from './demo/demo-shift.ts';
import { DEMO_SYSTEMS, demoWard } from './seed/demo-facility.ts';
import { rosterPhones } from './seed/demo-roster.ts';
import { PRODUCT_VERSION } from './platform/version.ts';
import type { IncidentSource } from './modules/reports/report-source.ts';

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
  /**
   * Run the embedded twin for the demo systems (default false here; main.ts turns it on unless
   * CS_TWIN=off). Demo mode is on exactly when it runs.
   */
  twin?: boolean;
  /**
   * Scenario runner and bench (ARCHITECTURE §7): the embedded twin (implied) runs on `clock` as well, so one
   * simulated clock drives backend and twin, with this facility seeded and simulated. Without it the twin
   * keeps wall time.
   */
  simulation?: SimulationOptions;
  /** when to repeat the start-up 'restart' message for reconnected clients; null: not at all (tests) */
  restartAnnounceAgainMs?: number | null;
  /**
   * how often the app gateway pings the phones (a phone that missed a ping is dropped); null: never. Tests that jump
   * the simulated clock by minutes in one sweep turn it off: no pong can arrive inside a synchronous sweep.
   */
  appPingMs?: number | null;
  /** gateway timing (tests shorten backoff and timeouts) */
  gateways?: GatewayTuning;
  /** the built console; null serves none */
  staticDir?: string | null;
  /**
   * host names the server answers to besides IP addresses, localhost and the machine's name (DNS rebinding,
   * http/host-guard.ts); null accepts any. Default: none extra outside development, null in development.
   */
  allowedHosts?: HostAllowList;
  /** extra origins allowed besides the server's own host (e.g. the Vite dev server) */
  allowedOrigins?: string[];
  /** behind reverse proxies: their hop count or addresses; X-Forwarded-For is read only as far as they reach */
  trustProxy?: TrustProxy;
  seedPasswordHash?: PasswordHasher;
  /** what a first start seeds (services.ts): default 'demo' in demo mode, else 'site' (one admin, no demo logins) */
  seed?: 'demo' | 'site';
  /** start-up messages such as the first admin's one-time password; default stdout only, never the log files */
  log?: (message: string) => void;
  /**
   * demo REST for everyone (CS_DEMO_OPEN=1); by default only this machine (loopback) or a signed-in session
   * may use it (http/demo-access.ts)
   */
  demoOpen?: boolean;
  /** trainer mode's scenarios (demo mode only), handed in by the composition root (main.ts); default none */
  scenarios?: ScenarioCatalogue;
  /** the most rows per export format (tests lower them) */
  exportMaxRows?: Partial<Record<'CSV' | 'XLSX' | 'PDF', number>>;
  /** the incidents reports and notifications read (services.ts) */
  incidentSource?: IncidentSource;
  /** the device monitor's sweep (services.ts); null in tests that jump the clock by days */
  monitorSweepMs?: number | null;
}

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
    log: options.log,
    demoSystems: options.simulation?.systems,
    targetOverrides,
    gateways: options.gateways,
    exportMaxRows: options.exportMaxRows,
    incidentSource: options.incidentSource,
    monitorSweepMs: options.monitorSweepMs,
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
    yoga as unknown as express.RequestHandler,
  );
  app.use('/backend/images', requestState(services), imageRoutes(services));
  app.use('/backend/exports', exportRoutes(services));
  const consoleRouter =
    options.staticDir === null ? null : staticConsole(options.staticDir ?? DEFAULT_STATIC_DIR);
  if (consoleRouter) app.use(consoleRouter);
  app.use((_req: Request, res: Response) => void res.status(404).json({ error: 'not found' }));
  app.use(errorHandler);

  const http = createHttpServer(app);
  // The phones' gateway (docs/protocols.md §7) shares the port and the upgrade's host and origin guards.
  const appSocket = appSocketServer(
    services.appGateway,
    services.clock,
    options.appPingMs === undefined ? APP_PING_MS : options.appPingMs,
  );
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
