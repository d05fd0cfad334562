// The server-rendered wall display (ARCHITECTURE §12a, issue 37) against the MSW backend: the renderer's HTML carries
// the open calls' cards, and the browser hydrates it with React's development build, which reports every difference
// between the server's HTML and its own first render (text, attributes, elements). A browser that remembers another
// language or a notification choice still hydrates without one.
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTES, mockCall, presences, wardCalls } from '../../../../mocks/display-data.ts';
import { createMockBackend, type MockOptions } from '../../../../mocks/handlers.ts';
import { server } from '../../../../mocks/node.ts';
import { DisplayRoute, startDisplayEarly } from '../../features/display/lazy.tsx';
import { NOTIFY_STORAGE_KEY } from '../../features/display/use-browser-notifications.ts';
import { createRuntime, type Runtime } from '../../platform/runtime.ts';
import { consoleApp } from '../console-app.tsx';
import { applyPayload, PAYLOAD_ID, readPayload } from './display-payload.ts';
import { displayRenderer } from './render-display.tsx';

const TEMPLATE = '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>';

let root: Root | null = null;
let runtime: Runtime | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  runtime?.dispose();
  runtime = null;
  // The server's page was written into the body by hand: Testing Library's cleanup only removes what it rendered,
  // and the unit project shares a page between files (isolate: false).
  document.body.innerHTML = '';
});

/** The page as the backend sends it, for `path` against the mock backend, now. */
async function serverPage(path: string, mock: MockOptions) {
  const backend = createMockBackend(mock);
  server.use(...backend.handlers);
  const html = await displayRenderer.render({
    url: path,
    template: TEMPLATE,
    execute: async ({ query, variables, systemId, locale }) =>
      (
        await fetch(`${window.location.origin}/backend/query`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-CS-System': String(systemId),
            'Accept-Language': locale,
          },
          body: JSON.stringify({ query, variables }),
        })
      ).json(),
    nonce: 'test-nonce',
    now: Date.now(),
  });
  if (!html) throw new Error(`no page for ${path}`);
  return { html, backend };
}

/** The browser's side, as main.tsx does it: the page's body, the payload applied, the tree hydrated. */
async function hydrate(path: string, html: string) {
  window.history.replaceState(null, '', path);
  // Scripts set through innerHTML do not run: the first-paint script has nothing to lay out in jsdom anyway.
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const container = document.getElementById('root') as HTMLElement;
  const payload = readPayload(container);
  if (!payload) throw new Error('no payload in the page');
  const problems: string[] = [];
  const report = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(report);
  vi.spyOn(console, 'warn').mockImplementation(report);
  runtime = createRuntime({ locale: payload.locale });
  applyPayload(runtime, payload);
  startDisplayEarly(runtime, window.location);
  await DisplayRoute.preload();
  const tree = consoleApp(runtime, (routes) => <BrowserRouter>{routes}</BrowserRouter>, payload.first);
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (error) => report('recoverable', error) });
  });
  return { container, problems };
}

const cardTitles = () =>
  screen.queryAllByTestId('call-card').map((c) => c.getAttribute('aria-label')?.split(', ')[0]);

describe('server-rendered display (ARCHITECTURE §12a)', () => {
  it('the HTML holds the open calls, ordered, with presences and notes (spec 01 §2, §4)', async () => {
    const { html } = await serverPage('/display', { display: { calls: wardCalls(), notes: NOTES } });
    expect(html).toMatch(/<div id="root" data-ssr="">.*data-testid="call-card"/s);
    for (const title of ['Zimmer 103', 'Bad Zimmer 101', 'Zimmer 102', 'Zimmer 205'])
      expect(html).toContain(`aria-label="${title},`);
    expect(html.indexOf('Zimmer 103')).toBeLessThan(html.indexOf('Zimmer 205'));
    expect(html).toContain('data-testid="presence-card"');
    expect(html).toContain('Lift ausser Betrieb');
    expect(html).toContain('<script nonce="test-nonce">');
    // The theme's CSS variables come with the stylesheets (app/theme-variables.css), not computed into each page
    // and each hydration (issue 37: 470 ms of a cold display's hydration at 4x).
    expect(html).not.toContain('--mantine-primary-color-filled');
  });

  it('hydrates without a single difference, then lives: the first push replaces the list', async () => {
    const calls = wardCalls();
    const { html, backend } = await serverPage('/display', { display: { calls, notes: NOTES } });
    // Between the render and the browser's subscription one call closed and another opened.
    expect(html).toContain('aria-label="Zimmer 102,');
    backend.display.state.calls = [...calls.slice(1), mockCall({ id: 77, callType: 4, room: '777' })];
    const { problems } = await hydrate('/display', html);
    await waitFor(() => expect(cardTitles()).toContain('Zimmer 777'));
    expect(cardTitles()).not.toContain('Zimmer 102');
    expect(problems).toEqual([]);
  });

  it('a profile in French, a stored notification choice and many presences hydrate as well', async () => {
    localStorage.setItem(NOTIFY_STORAGE_KEY, '1');
    const { html } = await serverPage('/display/wohnbereich-1?locale=fr', {
      display: { calls: [...wardCalls(), ...presences(30)], notes: NOTES },
    });
    expect(html).toContain('<html lang="fr"');
    const { problems } = await hydrate('/display/wohnbereich-1?locale=fr', html);
    await waitFor(() => expect(screen.getAllByTestId('call-card').length).toBeGreaterThan(0));
    expect(problems).toEqual([]);
  });

  it('escapes call texts so none can end the data script (no markup from a call in the page)', async () => {
    const evil = mockCall({ id: 5, callType: 4, room: '</script><script>alert(1)</script>' });
    const { html } = await serverPage('/display', { display: { calls: [evil] } });
    const data = /<script type="application\/json" id="cs-display-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(data).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('a system the backend refuses: the render fails with the backend’s reason, and writes nothing to the console', async () => {
    const written = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      displayRenderer.render({
        url: '/display?system=7',
        template: TEMPLATE,
        execute: () => Promise.reject(new Error('system 7 unavailable')),
        nonce: 'test-nonce',
        now: Date.now(),
      }),
    ).rejects.toThrow('system 7 unavailable');
    expect(written).not.toHaveBeenCalled();
  });

  it('a payload that does not read is no payload: the browser renders the display alone, asking the backend', async () => {
    const { html } = await serverPage('/display', { display: { calls: wardCalls() } });
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    const container = document.getElementById('root') as HTMLElement;
    const script = document.getElementById(PAYLOAD_ID)!;
    const served = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    expect(readPayload(container)).not.toBeNull();
    for (const broken of [
      { ...served, feeds: 'none' },
      { ...served, locale: 'xx' },
      { ...served, first: { ...(served.first as object), renderedAt: 'now' } },
      { ...served, feeds: [{ systemId: 1 }] },
      { locale: 'de' },
      null,
    ]) {
      script.textContent = JSON.stringify(broken);
      expect(readPayload(container)).toBeNull();
    }
  });

  it('leaves the call form and unknown systems to the browser', async () => {
    await expect(serverPage('/display/call/3?system=1', {})).rejects.toThrow('no page');
    await expect(serverPage('/display?system=9', {})).rejects.toThrow('system 9 is not available');
  });
});
