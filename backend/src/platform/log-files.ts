// Where the product's log lines go (start.ts): stdout, and files in the data folder that roll over daily or
// at a size limit, the oldest removed beyond a count (pino-roll). CS_LOG_DIR=off writes stdout only (a
// container whose stdout is collected); CS_LOG_LEVEL sets the level (docs/deployment.md "Logs").
import path from 'node:path';
import { pino } from 'pino';
import pinoRoll, { type RollingStream } from 'pino-roll';
import { createLogger, type Logger } from './logger.ts';

export interface LogOutputOptions {
  level?: string;
  /** the log files' folder; null: stdout only */
  dir: string | null;
  /** size at which a file rolls over, pino-roll's notation ('10m'); default 10m */
  size?: string;
  /** rolled files kept besides the current one; default 13 (two weeks of daily files) */
  keep?: number;
  /** default stdout; tests pass their own */
  stdout?: pino.DestinationStream;
}

export interface LogOutput {
  logger: Logger;
  /** the current file, null without files */
  file: string | null;
  /** writes what is buffered and closes the file */
  close(): Promise<void>;
}

/** CS_LOG_DIR (default `<data folder>/logs`, `off`: none), CS_LOG_LEVEL. */
export function logOutputFromEnv(env: NodeJS.ProcessEnv, dataDir: string): LogOutputOptions {
  const dir = env.CS_LOG_DIR === 'off' ? null : path.resolve(env.CS_LOG_DIR ?? path.join(dataDir, 'logs'));
  return { dir, level: env.CS_LOG_LEVEL ?? 'info' };
}

export async function openLogOutput(options: LogOutputOptions): Promise<LogOutput> {
  const stdout = options.stdout ?? pino.destination({ dest: 1, sync: true });
  const stdoutOnly = () => createLogger({ level: options.level, destination: stdout });
  if (options.dir === null) return { logger: stdoutOnly(), file: null, close: async () => {} };
  let roll: RollingStream;
  try {
    roll = await openRollingFile(options);
  } catch (error) {
    // The display must come up even when the log folder cannot be written: stdout still has every line.
    const logger = stdoutOnly();
    logger.error({ err: error, dir: options.dir }, 'log files not writable; logging to stdout only');
    return { logger, file: null, close: async () => {} };
  }
  const logger = createLogger({
    level: options.level,
    destination: pino.multistream(
      // The logger's level decides; each stream takes every line it is given.
      [
        { level: 'trace', stream: stdout },
        { level: 'trace', stream: roll },
      ],
      { dedupe: false },
    ),
  });
  return {
    logger,
    file: roll.file,
    close: () =>
      new Promise<void>((resolve) => {
        roll.once('close', () => resolve());
        roll.end();
      }),
  };
}

async function openRollingFile(options: LogOutputOptions): Promise<RollingStream> {
  const roll = await pinoRoll({
    file: path.join(options.dir ?? '.', 'backend'),
    extension: '.log',
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    size: options.size ?? '10m',
    mkdir: true,
    limit: { count: options.keep ?? 13, removeOtherLogFiles: true },
  });
  // The file opens asynchronously: wait for it, so a folder that refuses it is known now.
  await new Promise<void>((resolve, reject) => {
    roll.once('ready', () => resolve());
    roll.once('error', (error) => reject(error instanceof Error ? error : new Error(String(error))));
  });
  // Later write errors (a full disk) must not end the process; stdout still has the lines. Said once.
  let told = false;
  roll.on('error', (error) => {
    if (told) return;
    told = true;
    process.stderr.write(
      `log file write failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  });
  return roll;
}
