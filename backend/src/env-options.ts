// The server's settings from the environment (README "Settings"); main.ts starts with them. One place,
// so a test can check the parsing without starting a process.
import path from 'node:path';
import { parseTrustProxy } from './http/client-address.ts';
import { parseAllowedHosts } from './http/host-guard.ts';
import { isLocale, type Locale } from './platform/locale.ts';
import type { ServerOptions } from './server-options.ts';

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function serverOptionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const development = env.NODE_ENV === 'development';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.CS_DATA_DIR ?? './data'),
    sessionIdleMs: env.CS_SESSION_IDLE_MINUTES ? Number(env.CS_SESSION_IDLE_MINUTES) * 60_000 : undefined,
    allowedOrigins: list(env.CS_ALLOWED_ORIGINS),
    allowedHosts: parseAllowedHosts(env.CS_ALLOWED_HOSTS, development),
    trustProxy: parseTrustProxy(env.CS_TRUST_PROXY),
    twin: env.CS_TWIN !== 'off',
    demoOpen: env.CS_DEMO_OPEN === '1',
    ...installationLocale(env.CS_LOCALE),
    ...monitorSweep(env.CS_MONITOR_SWEEP_MS),
    ...pairingTokenTtl(env.CS_PAIRING_TOKEN_HOURS),
  };
}

/** The language a first start seeds the installation in (de, en, fr, it); anything else keeps German. */
function installationLocale(value: string | undefined): { locale?: Locale } {
  const locale = value?.trim().toLowerCase();
  return isLocale(locale) ? { locale } : {};
}

/** How long a phone's pairing token pairs (default 24 h, pairing.ts): hours from 1 to a year; anything else keeps it. */
function pairingTokenTtl(value: string | undefined): { pairingTokenTtlMs?: number } {
  const hours = Number(value);
  return value && Number.isInteger(hours) && hours >= 1 && hours <= 8_760
    ? { pairingTokenTtlMs: hours * 60 * 60_000 }
    : {};
}

/**
 * The device monitor's sweep interval (default one minute, monitoring-service.ts SWEEP_MS). The end-to-end server sets
 * a short one (scripts/e2e-server.mjs) so its tests see a timeout's incident within a second of it, not within the
 * next minute. Anything but a whole number of milliseconds from 100 on keeps the default.
 */
function monitorSweep(value: string | undefined): { monitorSweepMs?: number } {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 100 ? { monitorSweepMs: ms } : {};
}
