// The wall display's server renderer at the backend's start (ARCHITECTURE §12a, issue 37): a renderer that is not
// built or does not load leaves the display to the browser, said once in the log; the backend starts all the same.
import type { DisplayRenderer } from '@cs/contracts/display-page';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLogger, type Logger } from './platform/logger.ts';
import { loadRenderer } from './start.ts';
import { capturedLog } from './test-support/captured-log.ts';

const log = capturedLog('warn');
let previous: Logger;
beforeAll(() => {
  previous = setLogger(log.logger);
});
afterAll(() => {
  setLogger(previous);
});
beforeEach(() => {
  log.lines.length = 0;
});
const logged = () => log.lines.map((l) => `${String(l.level)}: ${String(l.msg)}`);

describe('the display renderer at start', () => {
  it('a built renderer is handed on, nothing logged', async () => {
    const renderer: DisplayRenderer = { render: async () => null };
    expect(await loadRenderer(async () => renderer)).toBe(renderer);
    expect(logged()).toEqual([]);
  });

  it('not built: no renderer, a warning', async () => {
    expect(await loadRenderer(async () => null)).toBeNull();
    expect(logged()).toEqual([
      'warn: the display renderer is not built (npm run build): browsers draw the display alone',
    ]);
  });

  it('a build that does not load (a broken bundle): no renderer, an error with the reason, no failed start', async () => {
    const broken = () => Promise.reject(new SyntaxError('Unexpected token in render-display.js'));
    expect(await loadRenderer(broken)).toBeNull();
    expect(logged()).toEqual(['error: the display renderer did not load: browsers draw the display alone']);
    expect(JSON.stringify(log.lines[0])).toContain('Unexpected token in render-display.js');
  });

  it('none handed in (a start without the composition root): no renderer, nothing logged', async () => {
    expect(await loadRenderer(undefined)).toBeNull();
    expect(logged()).toEqual([]);
  });
});
