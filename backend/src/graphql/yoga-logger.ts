// graphql-yoga's own warnings and errors (an unexpected resolver error before it is masked) go to the product's
// logger. Its debug and info lines are dropped: they can quote a request's parameters as text, where the
// redaction of passwords by key cannot reach.
import { log } from '../platform/logger.ts';

const toLog =
  (level: 'warn' | 'error') =>
  (...args: unknown[]): void => {
    const err = args.find((a) => a instanceof Error);
    const words = args.filter((a) => typeof a === 'string').join(' ');
    log()[level]({ err, source: 'graphql' }, words || (err instanceof Error ? err.message : 'graphql'));
  };

export const yogaLogger = {
  debug: (): void => {},
  info: (): void => {},
  warn: toLog('warn'),
  error: toLog('error'),
};
