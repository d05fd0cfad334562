// Cold start of a wall display (ARCHITECTURE §11: a wall screen reloads every 4 hours and after every
// power cut). The built console and the backend with its embedded twin on loopback, OPEN_CALLS (5) calls open;
// each run is a fresh browser context (empty cache) opening /display, with Chromium's CPU throttled through the
// DevTools protocol (1x and 4x). Measured in the page from navigation start: when the display's code was
// requested and had arrived, when AppData answered, when the first callsChanged list arrived, and when all
// open calls were cards in the DOM. Budget: median under 600 ms, and under 1 s at 4x.
// A second table per rate reloads /display in a browser that has opened it before (its HTTP cache and V8's code
// cache filled): what a wall screen's browser does at its 4-hourly reload, and after a power cut with its profile on
// disk. The budget is judged on the empty cache.
// Run: npm run build -w console && npx tsx bench/display-cold-start.ts   (or npm run bench cold-start)
// Env: RUNS (5), OPEN_CALLS (5), RATES (1,4), CACHES (empty,warm), STATIC_DIR (console/dist: another build to compare).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from '../backend/src/server.ts';
import { openDemoCalls } from './lib/open-calls.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const OPEN_CALLS = Number(process.env.OPEN_CALLS ?? 5);
const RATES = (process.env.RATES ?? '1,4').split(',').map(Number);
const CACHES = (process.env.CACHES ?? 'empty,warm').split(',') as Array<'empty' | 'warm'>;
const BUDGET_MS: Record<number, number> = { 1: 600, 4: 1000 };
const staticDir = path.resolve(process.env.STATIC_DIR ?? 'console/dist');
if (!existsSync(path.join(staticDir, 'index.html')))
  throw new Error(`build the console first (${staticDir}): npm run build -w console`);

/** Injected before any script: marks from navigation start (performance.now()) in window.__cold. */
const PROBE = `(() => {
  const marks = (window.__cold = {});
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      marks.socket ??= performance.now();
      this.addEventListener('message', (e) => {
        if (marks.firstList === undefined && String(e.data).includes('"callsChanged"')) marks.firstList = performance.now();
      });
    }
  };
  const expected = ${OPEN_CALLS};
  new MutationObserver(() => {
    if (marks.cards === undefined && document.querySelectorAll('[data-testid="call-card"]').length >= expected)
      marks.cards = performance.now();
  }).observe(document, { childList: true, subtree: true });
})()`;

interface Run {
  cards: number;
  chunkStart: number;
  chunkEnd: number;
  appData: number;
  firstList: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '-').padStart(7);

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-cold-'));
const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  staticDir,
  twin: true,
  restartAnnounceAgainMs: null,
  seedPasswordHash: async (p) => `bench$${p}`,
});
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  await openDemoCalls(server, OPEN_CALLS);

  console.log(
    `cold /display with ${OPEN_CALLS} open calls, ${RUNS} runs per CPU rate (ms from navigation start)`,
  );
  for (const rate of RATES)
    for (const cache of CACHES) {
      const runs: Run[] = [];
      // warm: one browser context for all runs, /display opened twice before the first measured load (V8 caches a
      // script's code from its second run on).
      const newContext = () =>
        browser.newContext({ viewport: { width: 1920, height: 1080 }, bypassCSP: true });
      const shared = cache === 'warm' ? await newContext() : null;
      for (let i = cache === 'warm' ? -2 : 0; i < RUNS; i++) {
        const context = shared ?? (await newContext());
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.addInitScript(PROBE);
        await page.goto(`${server.url}/display`);
        await page.waitForFunction('window.__cold.cards !== undefined', undefined, { timeout: 30_000 });
        const run = (await page.evaluate(`(() => {
          const entries = performance.getEntriesByType('resource');
          const chunk = entries.find((e) => /display-screen-[^/]*\\.js$/.test(e.name) && e.transferSize > 1000)
            ?? entries.find((e) => /display-screen-/.test(e.name));
          const queries = entries.filter((e) => e.name.includes('/backend/query'));
          return {
            cards: window.__cold.cards,
            chunkStart: chunk ? chunk.startTime : NaN,
            chunkEnd: chunk ? chunk.responseEnd : NaN,
            appData: queries.length ? queries[0].responseEnd : NaN,
            firstList: window.__cold.firstList ?? NaN,
          };
        })()`)) as Run;
        if (i >= 0) runs.push(run);
        if (shared) await page.close();
        else await context.close();
      }
      await shared?.close();
      console.log(`\nCPU ${rate}x, ${cache} cache  chunk asked  chunk in  1st query  1st list   cards`);
      for (const r of runs)
        console.log(
          `        ${ms(r.chunkStart)}  ${ms(r.chunkEnd)}  ${ms(r.appData)}  ${ms(r.firstList)} ${ms(r.cards)}`,
        );
      const key = (k: keyof Run) => median(runs.map((r) => r[k]));
      console.log(
        `median  ${ms(key('chunkStart'))}  ${ms(key('chunkEnd'))}  ${ms(key('appData'))}  ${ms(key('firstList'))} ${ms(key('cards'))}`,
      );
      const budget = BUDGET_MS[rate];
      if (budget !== undefined && cache === 'empty') {
        const within = key('cards') < budget;
        if (!within) failed = true;
        console.log(`${within ? 'within' : 'OVER'} the ${budget} ms budget at ${rate}x`);
      }
    }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
