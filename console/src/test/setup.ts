// jsdom lacks what Mantine needs: matchMedia, ResizeObserver, scrollIntoView.
// The commit probe comes first: React DOM finds the DevTools hook only if it exists when React DOM loads.
import './react-commit-probe.ts';
import '@testing-library/jest-dom/vitest';
import '../platform/i18n/all-locales.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../../mocks/node.ts';
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
afterAll(() => server.close());
