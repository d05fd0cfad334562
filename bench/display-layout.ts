// Layout of 60 calls (budget: commits in < 16 ms, one frame at 60 Hz). The real /display of a production
// build with React's profiling renderer (bench/console-commit/profiling-build.ts) in Chromium, with the backend
// and twin behind it and the callsChanged lists replaced by CALLS (60) generated calls (tests/display/many-calls.ts).
// Per screen size: the display stands without calls, then one list brings all of them (the commits that lay them
// out: mount and fit), a resize to the next screen size (the grid fits again), and a list with one call more
// (every push replaces the list). A DevTools hook
// (bench/console-commit/devtools-hook.js) gives each commit's render duration (root actualDuration); the frame is
// the time from the commit to the next animation frame (style, layout and paint of that commit included).
// Run: npx tsx bench/display-layout.ts   (or npm run bench layout)   Env: CALLS (60), RUNS (5).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from '../backend/src/server.ts';
import { generatedCalls, mixOf, replaceCallLists } from '../tests/display/many-calls.ts';
import { buildProfilingConsole } from './console-commit/profiling-build.ts';

const CALLS = Number(process.env.CALLS ?? 60);
const RUNS = Number(process.env.RUNS ?? 5);
const BUDGET_MS = 16;
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1080, height: 1920 },
  { width: 768, height: 1024 },
];

interface Commit {
  at: number;
  renderMs: number;
  cards: number;
  cardsMounted: number;
}

const f = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-').padStart(8);
const max = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const outDir = mkdtempSync(path.join(tmpdir(), 'cs-layout-profiling-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-layout-'));
console.log(`building the console with react-dom/profiling into ${outDir} ...`);
await buildProfilingConsole(outDir);
const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  staticDir: outDir,
  twin: true,
  restartAnnounceAgainMs: null,
  seedPasswordHash: async (p) => `bench$${p}`,
});
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const hook = readFileSync(path.resolve('bench/console-commit/devtools-hook.js'), 'utf8');
// After every commit, the time to the next animation frame: what the browser did with it before painting.
const frames = `(() => {
  const commits = window.__benchCommits;
  const push = commits.push.bind(commits);
  commits.push = (c) => {
    requestAnimationFrame(() => (c.frameMs = performance.timeOrigin + performance.now() - c.at));
    return push(c);
  };
})()`;

/** Commits since `from` that rendered cards, with their frame times once painted. */
async function commitsSince(page: Page, from: number): Promise<Array<Commit & { frameMs: number }>> {
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  const all = (await page.evaluate('window.__benchCommits')) as Array<Commit & { frameMs: number }>;
  return all.slice(from).filter((c) => c.cards > 0);
}

let exitCode = 0;
try {
  const calls = server.services.calls.system(1)!;
  while (calls.status !== 'online') await new Promise((r) => setTimeout(r, 20));
  const device = server.services.systems.get(1)!.nodes.find((n) => n.kind === 'radio')!.id;
  let toggles = 0;
  console.log(
    `\n/display with ${CALLS} calls (production build, react-dom/profiling), Chromium ${browser.version()}, ${RUNS} runs, ms`,
  );
  console.log('screen        lay out: render  frame   resize: render  frame   +1 call: render  frame');
  const worst: number[] = [];
  for (const [i, screen] of SCREENS.entries()) {
    const next = SCREENS[(i + 1) % SCREENS.length]!;
    const rows: Record<string, number[]> = { layR: [], layF: [], resR: [], resF: [], addR: [], addF: [] };
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: screen });
      // The display first stands without calls; then one push brings all of them: that commit lays them out.
      let list = generatedCalls({ emergencies: 0, urgent: 0, normal: 0, presences: 0 });
      await replaceCallLists(page, () => list);
      await page.addInitScript({ content: hook });
      await page.addInitScript({ content: frames });
      await page.goto(`${server.url}/display`);
      await page.getByText('Keine offenen Rufe').waitFor();
      await page.waitForTimeout(300);
      const before = (await page.evaluate('window.__benchCommits.length')) as number;
      list = generatedCalls(mixOf(CALLS));
      server.services.demo!.trigger(1, { deviceId: device, callTypeId: 4, close: toggles++ % 2 === 1 });
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="call-card"]').length +
            Number(
              document.querySelector<HTMLElement>('[data-testid="calls-overflow"]')?.dataset.hidden ?? 0,
            ) ===
            n && document.querySelector('[data-testid="call-grid"]')?.getAttribute('data-columns') !== '0',
        CALLS,
      );
      const laidOut = await commitsSince(page, before);
      rows.layR!.push(max(laidOut.map((c) => c.renderMs)));
      rows.layF!.push(max(laidOut.map((c) => c.frameMs)));

      let from = ((await page.evaluate('window.__benchCommits.length')) as number) ?? 0;
      await page.setViewportSize(next);
      await page.waitForTimeout(300);
      const resized = await commitsSince(page, from);
      rows.resR!.push(max(resized.map((c) => c.renderMs)));
      rows.resF!.push(max(resized.map((c) => c.frameMs)));

      // One call more: any change makes the backend push, and the page gets the longer list.
      await page.setViewportSize(screen);
      await page.waitForTimeout(300);
      from = (await page.evaluate('window.__benchCommits.length')) as number;
      list = generatedCalls(mixOf(CALLS + 1));
      server.services.demo!.trigger(1, { deviceId: device, callTypeId: 4, close: toggles++ % 2 === 1 });
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="call-card"]').length +
            Number(
              document.querySelector<HTMLElement>('[data-testid="calls-overflow"]')?.dataset.hidden ?? 0,
            ) ===
          n,
        CALLS + 1,
      );
      const added = await commitsSince(page, from);
      rows.addR!.push(max(added.map((c) => c.renderMs)));
      rows.addF!.push(max(added.map((c) => c.frameMs)));
      await page.close();
    }
    const m = Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, median(v)]));
    worst.push(m.layR!, m.resR!, m.addR!);
    console.log(
      `${`${screen.width}x${screen.height}`.padEnd(12)} ${f(m.layR!)} ${f(m.layF!)}        ${f(m.resR!)} ${f(m.resF!)}         ${f(m.addR!)} ${f(m.addF!)}`,
    );
  }
  const over = worst.filter((w) => !(w < BUDGET_MS)).length;
  console.log(
    over
      ? `OVER the ${BUDGET_MS} ms budget in ${over} case(s) (render duration, median of ${RUNS})`
      : `every commit within the ${BUDGET_MS} ms budget (render duration, median of ${RUNS})`,
  );
  if (over) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
