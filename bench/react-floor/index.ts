// The floor under the display's cold-start budget (issue 11: cards within 600 ms, and within 1 s with the CPU
// throttled 4x): the same measurement as display-cold-start.ts on the least a React display can be (page/main.ts:
// React and react-dom, a socket, five cards), and on the same page without React (page/vanilla.ts), built by Vite
// for production and served from loopback. Whatever the console adds (design system, GraphQL client, router, texts,
// session) comes on top of the React figures.
// Run: npx tsx bench/react-floor/index.ts   (or npm run bench react-floor). Env: RUNS (7), RATES (1,4).
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { WebSocketServer } from 'ws';

const RUNS = Number(process.env.RUNS ?? 7);
const RATES = (process.env.RATES ?? '1,4').split(',').map(Number);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page');
const outDir = mkdtempSync(path.join(tmpdir(), 'react-floor-'));
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    rollupOptions: {
      input: { react: path.join(root, 'index.html'), vanilla: path.join(root, 'vanilla.html') },
    },
  },
});
const PAGES = { React: '/', 'no React': '/vanilla.html' } as const;

const server = http.createServer((req, res) => {
  const file =
    req.url?.startsWith('/assets/') || req.url === '/vanilla.html' ? req.url.slice(1) : 'index.html';
  try {
    res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
    res.end(readFileSync(path.join(outDir, file)));
  } catch {
    res.writeHead(404).end();
  }
});
const calls = [1, 2, 3, 4, 5].map((id) => ({ id, text: `Zimmer ${100 + id}, Patientenruf` }));
new WebSocketServer({ server, path: '/ws' }).on('connection', (socket) => socket.send(JSON.stringify(calls)));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const PROBE = `new MutationObserver(() => {
  if (window.__cards === undefined && document.querySelectorAll('[data-testid="call-card"]').length >= 5)
    window.__cards = performance.now();
}).observe(document, { childList: true, subtree: true })`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
try {
  console.log(
    `the least a display can be, with and without React, cold (empty cache), ${RUNS} runs per CPU rate: ms from navigation to 5 cards`,
  );
  console.log('page       CPU    median     min     max');
  for (const [name, pagePath] of Object.entries(PAGES))
    for (const rate of RATES) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.addInitScript(PROBE);
        await page.goto(url + pagePath.slice(1));
        await page.waitForFunction('window.__cards !== undefined');
        runs.push((await page.evaluate('window.__cards')) as number);
        await context.close();
      }
      const f = (x: number) => x.toFixed(0).padStart(7);
      console.log(
        `${name.padEnd(10)} ${`${rate}x`.padEnd(4)} ${f(median(runs))} ${f(Math.min(...runs))} ${f(Math.max(...runs))}`,
      );
    }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
