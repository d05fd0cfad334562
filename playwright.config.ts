import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium on these machines (Playwright cannot download its own browser here);
// elsewhere Playwright's default browser is used.
const debianChromium = '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8199);

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    // A fresh data folder per run, so every run starts from the seeded demo facility.
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
