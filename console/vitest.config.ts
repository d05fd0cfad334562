import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { msw } from 'msw/vite';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium where it exists (Playwright cannot download browsers on these offline machines),
// Playwright's own browser elsewhere.
const chromium = '/usr/bin/chromium';
const launchOptions = existsSync(chromium)
  ? {
      executablePath: chromium,
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
    }
  : {};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'vite-page-preloads.test.ts',
              'vite-compact-documents.test.ts',
            ],
            setupFiles: ['src/test/setup.ts'],
            restoreMocks: true,
            // A ceiling, not a wait: the admin machinery's update-and-copy test takes 2.5 s alone and twice that
            // beside a busy build on these 2-core machines (it timed out at the default 5 s).
            testTimeout: 20_000,
            // One jsdom and module graph per worker instead of one per file (the setup cleans the DOM, storage,
            // runtimes and MSW handlers after each test): setting up each file was half of the run.
            isolate: false,
          },
        },
        {
          extends: true,
          plugins: [
            storybookTest({ configDir: path.join(dirname, '../stories/.storybook') }),
            // Serves mockServiceWorker.js so stories answer from the MSW handlers in the browser.
            msw({ mode: 'worker-only' }),
          ],
          test: {
            name: 'stories',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
