// Console commit time (ARCHITECTURE §3 "one card re-renders per change", §11): the real display
// route (/display of a production build with React's profiling renderer, see profiling-build.ts) in
// Chromium, fed by the real backend and twin: CALLS (200) open calls of a generated ward, then one change
// per INTERVAL_MS (1 s) for CHANGES (30) changes, alternately a new call opened and that call closed again.
// A React DevTools hook (devtools-hook.js) logs every commit: the root's render duration (fiber
// actualDuration, the Profiler API's figure), and which call cards and elapsed labels rendered in it.
// Commits in which most elapsed labels rendered are the display's one-second tick; the others after a
// change are that change's commits. Also prints the display route's JS (gzip) of console/dist when built.
// Run: npm run bench -- console-commit   Env: CALLS (200), CHANGES (30), INTERVAL_MS (1000), PORT (8262).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { realClock } from '@cs/contracts/clock';
import { generateWard, type TwinSystem } from '@cs/twin';
import { createServer } from '../../backend/src/server.ts';
import { buildProfilingConsole } from './profiling-build.ts';

const CALLS = Number(process.env.CALLS ?? 200);
const CHANGES = Number(process.env.CHANGES ?? 30);
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 1000);
const PORT = Number(process.env.PORT ?? 8262);
const SEED = 3;

interface Commit {
  at: number;
  renderMs: number;
  cards: number;
  cardsRendered: number;
  cardsMounted: number;
  cardsUnmounted: number;
  elapsed: number;
  elapsedRendered: number;
  walkMs: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const f = (v: number, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : '-').padStart(8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `${String(s.length).padStart(5)} ${f(quantile(s, 0.5))} ${f(quantile(s, 0.9))} ${f(quantile(s, 0.99))} ${f(s.at(-1) ?? NaN)}`;
};

// Smallest generated ward with enough two-button devices for CALLS calls plus the changing ones.
let beds = Math.ceil(CALLS * 1.1) + 10;
while (
  generateWard({ seed: SEED, size: { beds } }).devices.filter((d) => d.kind === 'two-button').length <
  CALLS + 2
)
  beds += 10;

const started = Date.now();
const outDir = mkdtempSync(path.join(tmpdir(), 'cs-console-profiling-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-commit-'));
console.log(`building the console with react-dom/profiling into ${outDir} ...`);
await buildProfilingConsole(outDir);
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const held: { twin: TwinSystem | null } = { twin: null };
const server = await createServer({
  port: PORT,
  host: '127.0.0.1',
  dataDir,
  staticDir: outDir,
  twin: true,
  clock: realClock,
  simulation: {
    systems: [{ id: 1, name: 'Bench-Heim', seed: SEED, getsPort: 0, hubPort: 0, size: { beds } }],
    onTwin: (_, t) => void (held.twin = t),
  },
  restartAnnounceAgainMs: null,
  seedPasswordHash: async (p) => `bench$${p}`,
});
const twin = held.twin as TwinSystem | null;
if (!twin) throw new Error('no twin');
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let exitCode = 0;
try {
  const calls = server.services.calls.system(1)!;
  for (let t0 = Date.now(); calls.status !== 'online'; await sleep(20))
    if (Date.now() - t0 > 20_000) throw new Error('the twin did not come online');
  const twoButtons = twin.ward.devices.filter((d) => d.kind === 'two-button').map((d) => d.id);
  const base = twoButtons.slice(0, CALLS);
  const changing = twoButtons[CALLS]!;
  for (const id of base) twin.trigger({ deviceId: id, callTypeId: 4 });
  for (let t0 = Date.now(); calls.openCalls().length < CALLS; await sleep(20))
    if (Date.now() - t0 > 20_000) throw new Error(`only ${calls.openCalls().length} calls open`);

  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript({
    content: readFileSync(
      path.join(path.dirname(new URL(import.meta.url).pathname), 'devtools-hook.js'),
      'utf8',
    ),
  });
  await page.goto(`http://127.0.0.1:${PORT}/display`);
  // The grid fits the screen: calls beyond it are counted on the overflow tile.
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid="call-card"]').length +
        Number(document.querySelector<HTMLElement>('[data-testid="calls-overflow"]')?.dataset.hidden ?? 0) >=
      n,
    CALLS,
    { timeout: 60_000 },
  );
  const shown = await page.locator('[data-testid="call-card"]').count();
  const profiling = await page.evaluate(() => {
    const commits = (window as unknown as { __benchCommits: Commit[] }).__benchCommits;
    return Number.isFinite(commits.at(-1)?.renderMs ?? NaN);
  });
  if (!profiling)
    throw new Error('no fiber durations: is react-dom/profiling in the build and the hook installed first?');
  await sleep(2_000); // the first tick and any late settling commit

  const changes: { at: number; kind: 'open' | 'close' }[] = [];
  const first = await page.evaluate(
    () => (window as unknown as { __benchCommits: Commit[] }).__benchCommits.length,
  );
  for (let i = 0; i < CHANGES; i++) {
    const kind = i % 2 === 0 ? 'open' : 'close';
    changes.push({ at: Date.now(), kind });
    twin.trigger({ deviceId: changing, callTypeId: 4, close: kind === 'close' });
    await sleep(INTERVAL_MS);
  }
  await sleep(500);
  const commits = (
    await page.evaluate(() => (window as unknown as { __benchCommits: Commit[] }).__benchCommits)
  ).slice(first);

  // A tick commit re-renders (nearly) every elapsed label; a change commit only the changed card's.
  const isTick = (c: Commit) => c.elapsed > 0 && c.elapsedRendered >= c.elapsed / 2;
  const perChange = changes.map((change, i) => {
    const end = changes[i + 1]?.at ?? change.at + INTERVAL_MS + 500;
    const mine = commits.filter((c) => c.at >= change.at && c.at < end && !isTick(c));
    return { change, commits: mine };
  });
  const changeCommits = perChange.flatMap((p) => p.commits);
  const ticks = commits.filter(isTick);
  const mixed = ticks.filter((c) => c.cardsMounted || c.cardsUnmounted);

  console.log(
    `\nconsole: /display (production build, react-dom/profiling) in Chromium ${browser.version()}, ${shown} call cards, ${CHANGES} changes every ${INTERVAL_MS} ms (a call opened / closed again), Node ${process.versions.node}`,
  );
  console.log(
    'commits                          n      p50      p90      p99      max   (render duration, ms: root fiber actualDuration)',
  );
  console.log(`after a change               ${stats(changeCommits.map((c) => c.renderMs))}`);
  console.log(
    `  opening a call             ${stats(perChange.filter((p) => p.change.kind === 'open').flatMap((p) => p.commits.map((c) => c.renderMs)))}`,
  );
  console.log(
    `  closing a call             ${stats(perChange.filter((p) => p.change.kind === 'close').flatMap((p) => p.commits.map((c) => c.renderMs)))}`,
  );
  console.log(`one-second tick (elapsed)    ${stats(ticks.map((c) => c.renderMs))}`);
  const count = (list: number[]) =>
    `${Math.min(...list)}-${Math.max(...list)} (mean ${(list.reduce((a, b) => a + b, 0) / Math.max(1, list.length)).toFixed(2)})`;
  console.log('\nper change                                     open          close');
  const row = (label: string, pick: (p: (typeof perChange)[number]) => number) =>
    console.log(
      `${label.padEnd(44)} ${count(perChange.filter((p) => p.change.kind === 'open').map(pick)).padEnd(14)} ${count(perChange.filter((p) => p.change.kind === 'close').map(pick))}`,
    );
  row('commits', (p) => p.commits.length);
  row('cards mounted', (p) => p.commits.reduce((n, c) => n + c.cardsMounted, 0));
  row('cards unmounted', (p) => p.commits.reduce((n, c) => n + c.cardsUnmounted, 0));
  row('other cards re-rendered (spec: 0)', (p) => p.commits.reduce((n, c) => n + c.cardsRendered, 0));
  row('elapsed labels rendered', (p) => p.commits.reduce((n, c) => n + c.elapsedRendered, 0));
  console.log(
    `tick commits: ${ticks.length}, cards re-rendered in them ${ticks.reduce((n, c) => n + c.cardsRendered, 0)} (spec: 0), elapsed labels per tick ${count(ticks.map((c) => c.elapsedRendered))}${mixed.length ? `; ${mixed.length} tick commits also carried a change (batched)` : ''}`,
  );
  const lost = perChange.filter(
    (p) =>
      p.commits.length === 0 && !mixed.some((c) => c.at >= p.change.at && c.at < p.change.at + INTERVAL_MS),
  ).length;
  if (lost) console.log(`changes without a commit of their own: ${lost}`);
  console.log(
    `hook walk per commit (not in the render duration): p99 ${quantile(
      [...commits.map((c) => c.walkMs)].sort((a, b) => a - b),
      0.99,
    ).toFixed(2)} ms`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
}

// The display route's JS (gzip) from the last `npm run build -w console`, if there is one.
const dist = path.resolve('console/dist/index.html');
if (existsSync(dist)) {
  console.log(`\ndisplay route JS (console/dist built ${statSync(dist).mtime.toISOString()}):`);
  const size = spawnSync(process.execPath, [path.resolve('bench/display-chunk-size.mjs')], {
    encoding: 'utf8',
  });
  process.stdout.write(size.stdout);
  if (size.status !== 0) process.stdout.write(size.stderr);
} else
  console.log('\ndisplay route JS: console/dist not built (npm run build -w console), size not measured');
process.exit(exitCode);
