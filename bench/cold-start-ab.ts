// Builds compared side by side on a cold start (issue 15: first row of /tree < 1 s; issue 11: the display's cards).
// On these 2-core machines a round of bench/tree-browser.ts moves by 100-300 ms with what else the machine does, more
// than most changes are worth. Here every build gets its own backend and browser context at once, and their loads
// alternate one by one (the order flips each turn), so a busy moment falls on all of them alike. Printed per build:
// the time from navigation start to the first tree row (ROUTE=/tree, a generated ward of BEDS beds) or the first call
// card (ROUTE=/display, the demo facility with five open calls) in the DOM, as quartiles, Chromium's main-thread task
// time at that moment (Performance.getMetrics), and each load's difference to the first build's load beside it.
// The order of the builds has moved results by 20-50 ms: run a close call in both orders (docs/performance.md).
// Run: npm run bench -- cold-start-ab   Env: DISTS (dirs of builds, comma-separated; console/dist), ROUTE (/tree),
// N (21 loads per build), BEDS (1000).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { openDemoCalls } from './lib/open-calls.ts';
import { startBenchServer, wardOf } from './lib/bench-server.ts';

const DISTS = (process.env.DISTS ?? 'console/dist').split(',').map((d) => path.resolve(d));
const ROUTE = process.env.ROUTE ?? '/tree';
const N = Number(process.env.N ?? 21);
const BEDS = Number(process.env.BEDS ?? 1000);
const DISPLAY = ROUTE.startsWith('/display');
const SHOWN = DISPLAY ? '[data-testid="call-card"]' : '[role="treeitem"]';
for (const dist of DISTS)
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`no build in ${dist}: npm run build -w console`);

/** Injected before any script: when the first row (or card) is in the DOM, in window.__shown. */
const PROBE = `new MutationObserver(() => {
  if (window.__shown === undefined && document.querySelector(${JSON.stringify(SHOWN)})) window.__shown = performance.now();
}).observe(document, { childList: true, subtree: true })`;

const quartile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? NaN;
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '-').padStart(6);

async function start(staticDir: string) {
  const started = await startBenchServer(staticDir, DISPLAY ? { twin: true } : wardOf(BEDS));
  // five open calls, as bench/display-cold-start.ts
  if (DISPLAY) await openDemoCalls(started.server, 5);
  return started;
}

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const sides: Array<{
  dist: string;
  context: BrowserContext;
  close: () => Promise<void>;
  shown: number[];
  task: number[];
}> = [];
try {
  for (const dist of DISTS) {
    const { server, close: stop } = await start(dist);
    const context = await browser.newContext({ baseURL: server.url });
    if (!DISPLAY) {
      const login = await context.request.post('/backend/login', {
        data: { username: 'admin', password: 'admin' },
      });
      if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    }
    await context.addInitScript(PROBE);
    const close = async () => {
      await context.close();
      await stop();
    };
    sides.push({ dist, context, close, shown: [], task: [] });
  }
  const load = async (side: (typeof sides)[number], keep: boolean) => {
    const page = await side.context.newPage();
    const cdp = await side.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(ROUTE);
    await page.waitForSelector(SHOWN);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const shown = (await page.evaluate('window.__shown')) as number;
    if (keep) {
      side.shown.push(shown);
      side.task.push((metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000);
    }
    await page.close();
  };
  // two loads each first: the HTTP cache filled (off the record, Chromium keeps no V8 code cache: every load compiles)
  for (const side of sides) for (let i = 0; i < 2; i++) await load(side, false);
  for (let i = 0; i < N; i++) for (const side of i % 2 ? [...sides].reverse() : sides) await load(side, true);

  console.log(`cold ${ROUTE}${DISPLAY ? '' : ` (${BEDS} beds)`}, ${N} loads per build, alternated (ms)`);
  console.log(
    `${DISPLAY ? 'first card' : 'first row'}:  p25 median    p75   task median   paired diff median  build`,
  );
  const first = sides[0];
  for (const side of sides) {
    const diffs = first ? side.shown.map((s, i) => s - (first.shown[i] ?? NaN)) : [];
    console.log(
      `            ${ms(quartile(side.shown, 0.25))} ${ms(quartile(side.shown, 0.5))} ${ms(quartile(side.shown, 0.75))}        ${ms(quartile(side.task, 0.5))}               ${side === first ? '     -' : ms(quartile(diffs, 0.5))}  ${path.relative(process.cwd(), side.dist) || '.'}`,
    );
  }
} finally {
  for (const side of sides) await side.close();
  await browser.close();
}
