// MSW for stories in the browser; the worker script is served by msw/vite (vitest.config.ts).
import { setupWorker } from 'msw/browser';

export const worker = setupWorker();
let started: Promise<unknown> | undefined;

export function startWorker() {
  started ??= worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return started;
}
