import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium on these machines (Playwright cannot download its own browser here);
// elsewhere Playwright's default browser is used.
const debianChromium = '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8199);

// Two projects, each on its own server (a fresh data folder each) and run side by side by the two workers: the
// wall side (display, demo, login, accessibility, and the read-mostly call log, analytics and phone layout) and the
// office side (everything else, including any new folder). The files of a project run one after the other on its
// server. The halves are balanced by their time in CI (7512965: wall 316 s, office 631 s before the call log,
// analytics and phone layout, 118 s, moved to the wall side); a third worker on 2 cores made the waits too long.
const wall = /tests\/(display|demo|shell|a11y|call-log|analytics|pwa)\/[^/]+\.e2e\.ts$/;
const server = (offset: number) => ({
  // A fresh data folder per run, so every run starts from the seeded demo facility. The servers start one after
  // the other: the first builds what changed, the second finds the build done.
  command: `node scripts/e2e-server.mjs ${port + offset}`,
  url: `http://127.0.0.1:${port + offset}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
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
    },
  },
  projects: [
    // one worker per project: its files share one server and expect no other test beside them on it
    { name: 'wall', testMatch: wall, workers: 1, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'office', testIgnore: wall, workers: 1, use: { baseURL: `http://127.0.0.1:${port + 1}` } },
  ],
  webServer: [server(0), server(1)],
});
