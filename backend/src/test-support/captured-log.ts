// A logger that keeps its lines in memory (tests of what is logged), with the product's redaction.
import { createLogger } from '../platform/logger.ts';

export function capturedLog(level = 'trace') {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const logger = createLogger({
    level,
    destination: {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  return { logger, lines, raw };
}
