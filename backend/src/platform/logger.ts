// The backend's one logger (pino): JSON lines with level, time (UTC, ISO 8601 with Z) and message. Inside an
// HTTP request every line carries the request's id (http/request-log.ts) without being handed a logger: the
// id travels in an AsyncLocalStorage and pino's mixin adds it. Where the lines go is set once at start
// (start.ts: stdout and the rotating files of platform/log-files.ts); until then, and in tests, scenarios
// and benchmarks, errors go to stderr. Secrets never reach a line: the paths below are
// censored by pino's redact wherever a logged object carries them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

export const CENSORED = '[redacted]';

/** Keys that hold credentials, at the top of a logged object and up to three levels down. */
const SECRET_KEYS = [
  'password',
  'new_password',
  'old_password',
  'current_password',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'cookie',
  'authorization',
  'apiKey',
  'api_key',
];

/** pino redact paths: credentials at any of the first four levels, and the HTTP headers that carry them. */
export const REDACT_PATHS: readonly string[] = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

interface RequestScope {
  reqId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

export interface LoggerOptions {
  /** default CS_LOG_LEVEL, else 'info' */
  level?: string;
  /** default stderr */
  destination?: DestinationStream;
}

/** A logger with the product's redaction and the request id of the current request (if any) on every line. */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.CS_LOG_LEVEL ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACT_PATHS], censor: CENSORED },
      mixin: () => {
        const current = scope.getStore();
        return current ? { reqId: current.reqId } : {};
      },
    },
    options.destination ?? pino.destination({ dest: 2, sync: true }),
  );
}

// Until start.ts says otherwise (tests, scenarios, benchmarks, which take links down on purpose): errors only,
// on stderr; CS_LOG_LEVEL shows more.
let root: Logger = createLogger({ level: process.env.CS_LOG_LEVEL ?? 'error' });

/** The logger every module writes to. */
export function log(): Logger {
  return root;
}

/** Sets where the lines go (start.ts); returns the previous logger so a test can put it back. */
export function setLogger(logger: Logger): Logger {
  const previous = root;
  root = logger;
  return previous;
}

/** Runs `work` (the rest of a request) with `reqId` on every line logged inside it. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return scope.run({ reqId }, work);
}

/** the current request's id, or undefined outside a request */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.reqId;
}

/**
 * Start-up words meant for the operator's eyes only (the first admin's one-time password): written to stdout,
 * deliberately not to the log files, so the secret does not stay on disk.
 */
export function printToConsoleOnly(message: string): void {
  process.stdout.write(`${message}\n`);
}
