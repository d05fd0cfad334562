// jsdom lacks what Mantine needs: matchMedia, ResizeObserver, scrollIntoView.
// The commit probe comes first: React DOM finds the DevTools hook only if it exists when React DOM loads.
import './react-commit-probe.ts';
import '@testing-library/jest-dom/vitest';
import '../platform/i18n/all-locales.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { answerProblems } from '../../../mocks/schema-check.ts';
import { disposeRuntimes } from './render-app.tsx';
import { Modal } from '../platform/modal-stack/modal-stack.tsx';

// findBy* and waitFor wait for an event with a ceiling; the default ceiling of 1 s is shorter than a busy 2-core
// machine takes to answer a mutation through MSW and render its notification (the admin machinery tests failed
// so under load). A longer ceiling costs nothing when the event comes.
configure({ asyncUtilTimeout: 5_000 });

// Split-off chunks that tests render synchronously, as before the split (ARCHITECTURE §11 budget).
await Modal.preload();
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      // As in browsers, the empty query matches every medium (mantine-datatable asks it for columns shown always).
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// MSW answers every request of component tests; an unhandled one is a test bug.

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  disposeRuntimes();
  server.resetHandlers();
});

// Every mocked GraphQL answer is one the real schema allows (mocks/schema-check.ts): a drifted mock fails the test
// that used it, in the test's afterEach, with the operation and what the schema says.
const drifts: string[] = [];
const checks: Array<Promise<void>> = [];
server.events.on('response:mocked', ({ request, response }) => {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/backend/query')) return;
  checks.push(
    (async () => {
      const asked = (await request.clone().json()) as { query?: string; variables?: Record<string, unknown> };
      const answer = (await response.clone().json()) as { data?: Record<string, unknown> | null };
      if (!asked.query || !answer.data) return;
      const problems = answerProblems(asked.query, asked.variables, answer.data);
      const name = /(query|mutation)\s+(\w+)/.exec(asked.query)?.[2] ?? '(anonymous)';
      for (const problem of problems) drifts.push(`${name}: ${problem}`);
    })(),
  );
});
afterEach(async () => {
  await Promise.all(checks.splice(0));
  if (drifts.length > 0)
    throw new Error(`mock answers the schema does not allow:\n${drifts.splice(0).join('\n')}`);
});
afterAll(() => server.close());
