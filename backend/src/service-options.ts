// What openServices (services.ts) opens the stores and wires the services with; createServer fills it from its own
// options (server-options.ts).
import type { Clock } from '@cs/contracts/clock';
import type { BackoffOptions } from './gateways/backoff.ts';
import type { TargetOverrides } from './gateways/targets.ts';
import type { IncidentSource } from './modules/reports/report-source.ts';
import type { ExportFormat } from './repositories/export-job-repository.ts';
import type { Locale } from './platform/locale.ts';
import type { DemoSystemSpec, PasswordHasher } from './seed/demo-facility.ts';

export interface ServiceOptions {
  dataDir: string;
  clock: Clock;
  sessionIdleMs: number;
  demoMode: boolean;
  /** tests pass a memoised hasher so the slow scrypt runs once per password and test file */
  seedPasswordHash?: PasswordHasher;
  /** where Gets and hubs are reached instead of the configured addresses (the embedded twin fills it before start) */
  targetOverrides?: TargetOverrides;
  gateways?: GatewayTuning;
  /** the facility seeded on first start (default: the demo facility) */
  demoSystems?: readonly DemoSystemSpec[];
  /**
   * what a first start seeds: 'demo' (demo logins) or 'site' (one admin with a random temporary password,
   * printed once through `log`); default 'demo' in demo mode, else 'site' (no default logins)
   */
  seed?: 'demo' | 'site';
  /** the language a first start seeds the installation in (server-options.ts); default German */
  locale?: Locale;
  /** start-up messages (the first admin's password); default stdout only, never the log files */
  log?: (message: string) => void;
  /** the most rows per export format (tests lower them); default MAX_ROWS */
  exportMaxRows?: Partial<Record<ExportFormat, number>>;
  /**
   * the incidents reports and notifications read (modules/reports/report-source.ts); default: the monitor's, through
   * modules/reports/incident-report-source.ts
   */
  incidentSource?: IncidentSource;
  /** the monitor's sweep (default a minute); null: devices are judged on their events only (tests that jump days) */
  monitorSweepMs?: number | null;
  /** how long a phone's pairing token pairs after it was made; default 24 h (modules/app-gateway/pairing.ts) */
  pairingTokenTtlMs?: number;
  /** the history database in memory instead of the data folder's file (store/history-db.ts) */
  historyInMemory?: boolean;
}

/** Timing of the gateways; tests shorten it. */
export interface GatewayTuning {
  backoff?: BackoffOptions;
  requestTimeoutMs?: number;
  silenceMs?: number;
}
