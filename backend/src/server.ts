// Assembles the one-port server: REST login/logout, GraphQL over HTTP and WebSocket, and
// the built console. Tests create it on port 0 with a temp data dir and a manual clock.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Services } from './context.ts';
import { createGraphQLServer } from './graphql/create-yoga.ts';
import { attachWebSocket } from './graphql/ws-server.ts';
import { APP_PING_MS, APP_WS_PATH, appSocketServer } from './modules/app-gateway/app-socket.ts';
import { clientAddress, trustFunction } from './http/client-address.ts';
import { realClock, type Clock } from '@cs/contracts/clock';
import { openServices } from './services.ts';
import { startEmbeddedTwin } from './embedded-twin.ts';
import type { TargetOverrides } from './gateways/targets.ts';
import { DemoShift } from './demo/demo-shift.ts';
import { DEMO_SYSTEMS, demoWard } from './seed/demo-facility.ts';
import { rosterPhones } from './seed/demo-roster.ts';
import { PRODUCT_VERSION } from './platform/version.ts';
import type { ServerOptions } from './server-options.ts';
import type { ServiceOptions } from './service-options.ts';
import type { DemoControl } from './demo/demo-control.ts';
import { expressApp } from './http/express-app.ts';

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
  } = await openServices(serviceOptions(options, clock, targetOverrides));
  if (options.twin || options.simulation) await startTwin(services, options, clock, targetOverrides);
  services.calls.start();
  services.hubs.start();
  const yoga = createGraphQLServer(services, {
    hardened: options.hardened ?? process.env.NODE_ENV !== 'development',
    limits: options.operationLimits,
  });

  const development = process.env.NODE_ENV === 'development';
  const allowedHosts = options.allowedHosts === undefined ? (development ? null : []) : options.allowedHosts;
  const trust = trustFunction(options.trustProxy);
  let closing = false;
  const staticDir = options.staticDir === null ? null : (options.staticDir ?? DEFAULT_STATIC_DIR);
  const app = expressApp(options, {
    services,
    stores,
    yoga,
    trust,
    allowedHosts,
    staticDir,
    isClosing: () => closing,
  });

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
  if (services.demo) services.demoShift = demoShiftOf(services, services.demo, options, port);
  const announceTimer = announceRestart(services, options);
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

function serviceOptions(
  options: ServerOptions,
  clock: Clock,
  targetOverrides: TargetOverrides,
): ServiceOptions {
  return {
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
  };
}

/** The embedded twin (demo mode, a scenario's simulation); its Gets and hubs become the gateways' targets. */
async function startTwin(
  services: Services,
  options: ServerOptions,
  clock: Clock,
  targetOverrides: TargetOverrides,
): Promise<void> {
  // The twin has to listen before the gateways start, so their first connect finds it.
  const simulation = options.simulation
    ? { clock, systems: options.simulation.systems, onTwin: options.simulation.onTwin }
    : {};
  const demo = await startEmbeddedTwin({
    systemIds: services.systems.list().map((s) => s.id),
    ...simulation,
  });
  services.demo = demo;
  for (const [systemId, targets] of demo.targets) targetOverrides.set(systemId, targets);
}

/** The demo's shift (issue 19): its simulated phones reach this server's app gateway like real ones. */
function demoShiftOf(services: Services, demo: DemoControl, options: ServerOptions, port: number): DemoShift {
  const systems = options.simulation?.systems ?? DEMO_SYSTEMS;
  const wards = demo.systemIds.flatMap((systemId) => {
    const ward = demoWard(systemId, systems);
    return ward ? [{ systemId, ward }] : [];
  });
  const own =
    !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const url = `ws://${own.includes(':') ? `[${own}]` : own}:${port}${APP_WS_PATH}`;
  return new DemoShift(services, url, rosterPhones(wards));
}

/**
 * Spec 01 §7 'restart' (with the version): consoles that reconnect after a restart learn the version. Displays retry
 * within 6 s, so it is said again once they are back. Returns the timer of the second announcement.
 */
function announceRestart(services: Services, options: ServerOptions): unknown {
  const announce = () =>
    services.bus.publish('systemMessage', {
      systemId: null,
      subject: 'restart',
      payload: JSON.stringify({ version: PRODUCT_VERSION }),
    });
  announce();
  const againMs =
    options.restartAnnounceAgainMs === undefined ? RESTART_ANNOUNCE_AGAIN_MS : options.restartAnnounceAgainMs;
  return againMs === null ? null : services.clock.setTimeout(announce, againMs);
}
