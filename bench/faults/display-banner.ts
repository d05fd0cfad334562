// Fault (d): a Chromium display page (/display of the built console) against the backend in a child process
// (ARCHITECTURE §11). kill -9 the backend: time until the connection-lost banner is in the DOM
// (budget 2 s). Restart it and open other calls at once: time from the backend's ready line until the page
// shows exactly the new list and no banner (budget 6 s). Times are taken in the page (MutationObserver,
// epoch with sub-ms precision) against the harness's epoch clock on the same machine.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { ApiClient, BackendProcess, ROOT, summary } from './lib.ts';

export interface DisplayReport {
  cycles: number;
  bannerMs: number[];
  listMs: number[];
  /** SIGSTOP (a hung backend: the socket stays open, only the missing pong tells) */
  frozenBannerMs: number[];
  thawListMs: number[];
  listSizes: number[];
  misses: string[];
}

const epochNow = () => performance.timeOrigin + performance.now();
const DEVICES = [23, 25, 27, 20, 26, 32, 35, 36, 39, 43, 46];

export async function runDisplayBanner(
  cycles: number,
  port: number,
  log: (line: string) => void,
): Promise<DisplayReport> {
  const staticDir = path.join(ROOT, 'console/dist');
  if (!existsSync(path.join(staticDir, 'index.html')))
    throw new Error('build the console first: npm run build -w console');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-faults-display-'));
  const backend = new BackendProcess(port, dataDir);
  const api = new ApiClient(backend.url);
  const report: DisplayReport = {
    cycles: 0,
    bannerMs: [],
    listMs: [],
    frozenBannerMs: [],
    thawListMs: [],
    listSizes: [],
    misses: [],
  };
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
  // Opens calls on some devices (alert, call type 4) and answers the titles the display must show.
  const openSome = async (devices: number[]) => {
    for (const d of devices)
      await api.rest('/demo/call/trigger', { device_id: d, call_type_id: 4, close: false });
    const res = await api.gql<{
      openCalls: { number: number; device_text_short: string | null; device_text_long: string | null }[];
    }>('{ openCalls { number device_text_short device_text_long } }');
    // the card's title (console call-card.tsx callTitle)
    return (res.body.data?.openCalls ?? [])
      .map((c) => c.device_text_long ?? c.device_text_short ?? `#${c.number}`)
      .sort();
  };
  try {
    await backend.start(60_000);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
    await page.goto(`${backend.url}/display`);
    // A plain string: tsx would wrap named functions with a helper the page does not have.
    await page.evaluate(`(() => {
      window.__expected = null; window.__bannerAt = null; window.__listAt = null;
      const titles = () => [...document.querySelectorAll('[data-testid="call-card"] [data-part="title"]')].map((s) => s.textContent).filter(Boolean).sort().join('|');
      window.__check = () => {
        const now = performance.timeOrigin + performance.now();
        const banner = document.querySelector('[data-testid="connection-lost"]') !== null;
        if (banner && window.__bannerAt === null) window.__bannerAt = now;
        if (!banner && window.__expected !== null && window.__listAt === null && titles() === window.__expected) window.__listAt = now;
      };
      new MutationObserver(window.__check).observe(document.body, { childList: true, subtree: true, characterData: true });
    })()`);
    let expected = await openSome(DEVICES.slice(0, 3));
    await page.evaluate(`window.__expected = ${JSON.stringify(expected.join('|'))}; window.__check()`);
    try {
      await page.waitForFunction('window.__listAt !== null', undefined, { timeout: 15_000 });
    } catch (error) {
      const shown = await page.evaluate(
        `[...document.querySelectorAll('[data-testid="call-card"] [data-part="title"]')].map((s) => s.textContent).filter(Boolean).sort().join('|')`,
      );
      throw new Error(`the display did not show [${expected.join('|')}] but [${String(shown)}]`, {
        cause: error,
      });
    }

    for (let c = 0; c < cycles; c++) {
      await page.evaluate(
        'window.__bannerAt = null; window.__listAt = null; window.__expected = null; window.__check()',
      );
      const killedAt = epochNow();
      await backend.kill9();
      try {
        await page.waitForFunction('window.__bannerAt !== null', undefined, { timeout: 10_000 });
        report.bannerMs.push(((await page.evaluate('window.__bannerAt')) as number) - killedAt);
      } catch {
        report.misses.push(`cycle ${c + 1}: no banner within 10 s`);
      }
      await backend.start(60_000);
      const readyAt = performance.timeOrigin + backend.readyAt;
      // A fresh twin starts without calls: open a different set, so an old list on screen cannot pass.
      const offset = (c % 3) + 3;
      expected = await openSome(DEVICES.slice(offset, offset + 2 + (c % 3)));
      report.listSizes.push(expected.length);
      await page.evaluate(`window.__expected = ${JSON.stringify(expected.join('|'))}; window.__check()`);
      try {
        await page.waitForFunction('window.__listAt !== null', undefined, { timeout: 15_000 });
        report.listMs.push(((await page.evaluate('window.__listAt')) as number) - readyAt);
      } catch {
        report.misses.push(`cycle ${c + 1}: list not right within 15 s of the return`);
      }
      report.cycles += 1;
    }
    // A hung backend (SIGSTOP): no FIN, no RST; the display's keep-alive ping has to notice.
    for (let c = 0; c < cycles; c++) {
      await page.evaluate(
        'window.__bannerAt = null; window.__listAt = null; window.__expected = null; window.__check()',
      );
      const frozenAt = epochNow();
      backend.child!.kill('SIGSTOP');
      try {
        await page.waitForFunction('window.__bannerAt !== null', undefined, { timeout: 10_000 });
        report.frozenBannerMs.push(((await page.evaluate('window.__bannerAt')) as number) - frozenAt);
      } catch {
        report.misses.push(`freeze ${c + 1}: no banner within 10 s`);
      }
      backend.child!.kill('SIGCONT');
      const thawedAt = epochNow();
      await page.evaluate(`window.__expected = ${JSON.stringify(expected.join('|'))}; window.__check()`);
      try {
        await page.waitForFunction('window.__listAt !== null', undefined, { timeout: 15_000 });
        report.thawListMs.push(((await page.evaluate('window.__listAt')) as number) - thawedAt);
      } catch {
        report.misses.push(`freeze ${c + 1}: list not right within 15 s of SIGCONT`);
      }
    }
  } finally {
    if (backend.child && backend.alive) backend.child.kill('SIGCONT');
    await browser.close();
    await backend.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  }
  void log;
  return report;
}

export function printDisplayBanner(r: DisplayReport, log: (line: string) => void): void {
  log(`display page (Chromium) and kill -9 of the backend: ${r.cycles} cycles`);
  log('  measure (ms)                                   n      p50      p90      p99      max   budget');
  log(`  kill -9 -> connection-lost banner       ${summary(r.bannerMs)}     2000`);
  log(`  backend ready -> right list, no banner  ${summary(r.listMs)}     6000`);
  log(`  SIGSTOP (hung) -> banner                ${summary(r.frozenBannerMs)}     2000`);
  log(`  SIGCONT -> right list, no banner        ${summary(r.thawListMs)}     6000`);
  log(`  calls in the list after each return: ${r.listSizes.join(', ')}`);
  for (const m of r.misses) log(`  ${m}`);
}
