// A wall display's cold start, server-rendered against browser-drawn against the floor (issue 37; ARCHITECTURE §11,
// §12a). One backend with its embedded twin, OPEN_CALLS (5) calls open, the production build (console/dist and its
// server renderer, console/dist-ssr). Three pages, each load in a fresh browser context (empty cache), their loads
// alternated one by one at each CPU rate (Chromium's Emulation.setCPUThrottlingRate):
//   static   a static HTML page with the same cards and stylesheets, served by the same backend: the floor (the
//            server-rendered page as it arrived, its scripts taken out and its first-paint sizes written in)
//   ssr      /display drawn by the backend, hydrated by the browser
//   browser  /display drawn by the browser alone (the renderer answers nothing: the page without it)
//   blank    five lines of text with no stylesheet and no script: what a fresh browser context costs on this machine
//            before any page of ours (a new renderer process, navigation, a first paint); no page can be faster
// Measured in the page from navigation start: the open calls' cards painted (the later of the first contentful paint
// and the first frame after all of them are in the DOM: parsed from the HTML they wait for the stylesheets with the
// first paint, which a frame callback does not), the first contentful paint, the
// display interactive (ssr: hydration committed, the 'cs:hydrated' mark; browser: React committed the cards), and
// the subscription live (its first callsChanged message). Medians of RUNS loads, the ratio of the cards to the floor's.
// Budgets (issue 37): ssr cards < 400 ms at 1x and < 800 ms at 4x and within 1.3x of the floor; ssr interactive and
// subscription live < 1.5 s at 4x.
// Run: npm run build && npx tsx bench/display-first-paint.ts   (npm run bench -- display-first-paint)
// Env: RUNS (7), OPEN_CALLS (5), RATES (1,4,6), WIDTH x HEIGHT (1920 x 1080).
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { DisplayRenderer } from '../contracts/src/display-page.ts';
import { loadDisplayRenderer } from '../console/display-renderer.ts';
import { openDemoCalls } from './lib/open-calls.ts';
import { startBenchServer } from './lib/bench-server.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const OPEN_CALLS = Number(process.env.OPEN_CALLS ?? 5);
const RATES = (process.env.RATES ?? '1,4,6').split(',').map(Number);
const VIEWPORT = { width: Number(process.env.WIDTH ?? 1920), height: Number(process.env.HEIGHT ?? 1080) };
const PAGES = ['blank', 'static', 'ssr', 'browser'] as const;
type PageKind = (typeof PAGES)[number];
const PATHS: Record<PageKind, string> = {
  blank: '/blank.html',
  static: '/floor.html',
  ssr: '/display',
  browser: '/display',
};
const CARDS_BUDGET_MS: Record<number, number> = { 1: 400, 4: 800 };
const LIVE_BUDGET_MS: Record<number, number> = { 4: 1500 };
const FLOOR_RATIO = 1.3;

const dist = path.resolve('console/dist');
const built = await loadDisplayRenderer();
if (!existsSync(path.join(dist, 'index.html')) || !built)
  throw new Error('build the console and its display renderer first: npm run build -w console');

/** Injected before any script: marks from navigation start (performance.now()) in window.__first. */
const PROBE = `(() => {
  const marks = (window.__first = {});
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (marks.live === undefined && String(e.data).includes('"callsChanged"')) marks.live = performance.now();
      });
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (marks.inDom !== undefined || document.querySelectorAll('[data-testid="call-card"]').length < ${OPEN_CALLS}) return;
    marks.inDom = performance.now();
    requestAnimationFrame(() => (marks.frame = performance.now()));
  }).observe(document, { childList: true, subtree: true });
})()`;

interface Load {
  /** the page's first byte (for ssr: the backend's render in it) */
  html: number;
  cards: number;
  fcp: number;
  interactive: number;
  live: number;
  /** ssr: the server sent the browser-drawn page (render over its deadline, or failed) */
  fellBack: boolean;
}

// One backend for the three pages: the renderer answers for /display unless the browser-drawn page is asked for.
let drawInBrowser = false;
const renderer: DisplayRenderer = {
  render: (request) => (drawInBrowser ? Promise.resolve(null) : built.render(request)),
};
// A copy of the build, so the floor page can sit beside it and be served like the console's own files.
const staticDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-first-paint-'));
cpSync(dist, staticDir, { recursive: true });
const { server, close } = await startBenchServer(staticDir, { twin: true, displayRenderer: renderer });
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

/** The floor: the server-rendered page with no script, its first paint's sizes (as the inline script set them) inline. */
async function writeFloor(b: Browser) {
  const context = await b.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}/display`);
  const html = (await response?.text()) ?? '';
  await page.waitForFunction(() => performance.getEntriesByName('cs:hydrated').length > 0);
  const sizes = await page.evaluate(() => document.documentElement.getAttribute('style') ?? '');
  await context.close();
  if (!html.includes('data-ssr')) throw new Error('the display was not rendered on the server');
  const floor = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html([^>]*)>/, `<html$1 style="${String(sizes)}">`);
  writeFileSync(path.join(staticDir, 'floor.html'), floor);
  const line = '<div data-testid="call-card">Zimmer</div>';
  writeFileSync(
    path.join(staticDir, 'blank.html'),
    `<!doctype html><html><body>${line.repeat(OPEN_CALLS)}</body></html>`,
  );
}

async function load(kind: PageKind, rate: number): Promise<Load> {
  drawInBrowser = kind === 'browser';
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(PROBE);
    await page.goto(`${server.url}${PATHS[kind]}`);
    // Functions, not strings: the page's CSP allows no eval.
    await page.waitForFunction(
      (k) => {
        const marks = (window as unknown as { __first: Partial<Load> & { inDom?: number; frame?: number } })
          .__first;
        const hydrated = performance.getEntriesByName('cs:hydrated').length > 0;
        // a server render past its deadline sends the browser-drawn page: counted below, not waited for
        const drawnByServer = document.getElementById('root')?.dataset.ssr !== undefined;
        return (
          marks.frame !== undefined &&
          marks.fcp !== undefined &&
          (k === 'static' || k === 'blank' || marks.live !== undefined) &&
          (k !== 'ssr' || hydrated || !drawnByServer)
        );
      },
      kind,
      { timeout: 60_000 },
    );
    return await page.evaluate((k) => {
      const marks = (window as unknown as { __first: Partial<Load> & { inDom?: number; frame?: number } })
        .__first;
      const hydrated = performance.getEntriesByName('cs:hydrated')[0]?.startTime ?? NaN;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        html: navigation?.responseStart ?? NaN,
        cards: Math.max(marks.frame ?? NaN, marks.fcp ?? NaN),
        fcp: marks.fcp ?? NaN,
        interactive: k === 'ssr' ? hydrated : k === 'browser' ? (marks.inDom ?? NaN) : NaN,
        fellBack: k === 'ssr' && !(performance.getEntriesByName('cs:hydrated').length > 0),
        live: marks.live ?? NaN,
      };
    }, kind);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '-').padStart(8);
let failed = false;
try {
  await openDemoCalls(server, OPEN_CALLS);
  await writeFloor(browser);
  console.log(
    `cold /display, ${OPEN_CALLS} open calls, ${VIEWPORT.width}x${VIEWPORT.height}, median of ${RUNS} loads per page and rate (ms from navigation start)`,
  );
  for (const rate of RATES) {
    const loads = new Map<PageKind, Load[]>(PAGES.map((p) => [p, []]));
    // one warm-up round (the backend's and the bench's own code paths), then the pages alternated, the order turning
    for (const kind of PAGES) await load(kind, rate);
    for (let i = 0; i < RUNS; i++)
      for (let j = 0; j < PAGES.length; j++) {
        const kind = PAGES[(i + j) % PAGES.length] as PageKind;
        loads.get(kind)?.push(await load(kind, rate));
      }
    const med = (kind: PageKind, key: Exclude<keyof Load, 'fellBack'>) =>
      median((loads.get(kind) ?? []).filter((l) => !l.fellBack).map((l) => l[key]));
    const floor = med('static', 'cards');
    console.log(`\nCPU ${rate}x      html    cards    ratio      fcp  interactive  subscribed`);
    for (const kind of PAGES) {
      const ratio = med(kind, 'cards') / floor;
      console.log(
        `${kind.padEnd(8)} ${ms(med(kind, 'html'))} ${ms(med(kind, 'cards'))} ${ratio.toFixed(2).padStart(8)} ${ms(med(kind, 'fcp'))}     ${ms(med(kind, 'interactive'))}    ${ms(med(kind, 'live'))}`,
      );
    }
    const fellBack = (loads.get('ssr') ?? []).filter((l) => l.fellBack).length;
    if (fellBack) {
      failed = true;
      console.log(
        `ssr: ${fellBack} of ${RUNS} loads got the browser-drawn page (render over its deadline): left out above`,
      );
    }
    const cards = med('ssr', 'cards');
    const verdicts: string[] = [];
    const budget = CARDS_BUDGET_MS[rate];
    if (budget !== undefined) verdicts.push(`cards ${cards < budget ? 'within' : 'OVER'} ${budget} ms`);
    verdicts.push(`${cards / floor <= FLOOR_RATIO ? 'within' : 'OVER'} ${FLOOR_RATIO}x the floor`);
    const live = LIVE_BUDGET_MS[rate];
    const ready = Math.max(med('ssr', 'interactive'), med('ssr', 'live'));
    if (live !== undefined)
      verdicts.push(`hydrated and subscribed ${ready < live ? 'within' : 'OVER'} ${live} ms`);
    if (verdicts.some((v) => v.includes('OVER'))) failed = true;
    console.log(`ssr: ${verdicts.join('; ')}`);
  }
} finally {
  await browser.close();
  await close();
  rmSync(staticDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
