// What createServer (server.ts) is started with: by main.ts from the environment (env-options.ts), by the tests on
// port 0 with a temporary data folder, by the scenario runner and the benches on one simulated clock.
import type { Locale } from './platform/locale.ts';
import type { Clock } from '@cs/contracts/clock';
import type { DisplayRenderer } from '@cs/contracts/display-page';
import type { RateLimits } from './auth/login-rate-limiter.ts';
import type { ScenarioCatalogue } from './demo/scenario-catalogue.ts';
import type { SimulationOptions } from './embedded-twin.ts';
import type { OperationLimits } from './graphql/operation-limits.ts';
import type { TrustProxy } from './http/client-address.ts';
import type { HostAllowList } from './http/host-guard.ts';
import type { IncidentSource } from './modules/reports/report-source.ts';
import type { PasswordHasher } from './seed/demo-facility.ts';
import type { GatewayTuning } from './service-options.ts';

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
   * the wall display's server renderer (ARCHITECTURE §12a), handed in by the composition root (main.ts); without one,
   * or when it fails, the browser draws the display alone
   */
  displayRenderer?: DisplayRenderer | null;
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
  /** the installation's language a first start seeds in (global settings' locale, built-in names such as the
   * system view's); default German (spec 01 §9) */
  locale?: Locale;
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
  /** how long a phone's pairing token pairs after it was made (CS_PAIRING_TOKEN_HOURS); default 24 h */
  pairingTokenTtlMs?: number;
  /**
   * the history database in memory (store/history-db.ts): the scenario runner's simulation, whose data folder is
   * deleted when it stops. Default: the data folder's history.sqlite.
   */
  historyInMemory?: boolean;
}
