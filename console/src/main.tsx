import '@mantine/core/styles.css';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { consoleApp } from './app/console-app.tsx';
import { preloadHeader } from './features/shell/main-layout.tsx';
import { SCREENS } from './app/screens.tsx';
import { applyPayload, readPayload } from './app/ssr/display-payload.ts';
import { matchRoute } from './platform/routes/route-match.ts';
import { DisplayRoute, isDisplayPath } from './features/display/lazy.tsx';
import { loadLocale, storedLocale } from './platform/i18n/i18n.ts';
import { createRuntime } from './platform/runtime.ts';
import { prefetchAppData } from './platform/session/app-data-context.tsx';

// /app is the phone client (spec 02 §7): its own lazily loaded entry, without the console's shell.
const onAppClient = /^\/app(\/|$)/.test(window.location.pathname);
// Not awaited here: the client's chunk imports from this one, which must finish evaluating first.
if (onAppClient) void startAppClient();
else await startConsole();

async function startAppClient() {
  await loadLocale(storedLocale()).catch(() => undefined);
  const { mountAppClient } = await import('./app/app-client-entry.tsx');
  mountAppClient(document.getElementById('root') as HTMLElement);
}

async function startConsole() {
  const { pathname, search } = window.location;
  const container = document.getElementById('root') as HTMLElement;
  // A wall display the backend rendered (ARCHITECTURE §12a): its calls already show; the browser hydrates the page
  // from the data it was drawn with (app/ssr/display-payload.ts).
  const served = readPayload(container);
  const screens = matchRoute(pathname).chain.map((def) => SCREENS[def.name]);
  // A cold start on a wall display or the tree: the screen's code and its early start load now, its data starts as
  // soon as the runtime exists (app/screens.tsx `early`; issue 11 cold start, issue 15 first row).
  const early = [...new Set(screens.map((s) => s?.early))].flatMap((start) => start?.() ?? []);
  // The display loads the header after its calls show; the phone layout (/pwa) has none.
  if (!isDisplayPath(pathname) && !/^\/pwa(\/|$)/.test(pathname)) preloadHeader();
  // A stored en, fr or it is its own chunk: load it before the first render.
  const locale = served?.locale ?? storedLocale();
  await loadLocale(locale).catch(() => undefined);
  const runtime = createRuntime({ locale });
  if (served) applyPayload(runtime, served);
  else prefetchAppData(runtime, search);
  document.documentElement.lang = runtime.i18n.language;
  // An early start that fails to load changes nothing: the screen asks for its data when it renders.
  for (const started of early)
    started.then(
      (start) => start(runtime, { pathname, search }),
      () => undefined,
    );
  // The screens of the path load now, their code and their texts (platform/lazy-screen.tsx).
  for (const screen of screens) void screen?.Component.preload?.();
  const app = consoleApp(runtime, (routes) => <BrowserRouter>{routes}</BrowserRouter>, served?.first);
  // The first render as a transition: React renders it in slices and lets the browser handle the live
  // connection's events in between, so on a cold /display the socket opens and the first call list arrives while
  // the screen renders, instead of after it (issue 11 cold start: one 200 ms render task held the socket's open).
  if (!served) return startTransition(() => createRoot(container).render(app));
  // Hydrated once the display's code is there (it renders the server's cards, never a placeholder); its loader retries
  // until it arrives. Not awaited: that chunk imports from this one, which must finish evaluating first.
  void DisplayRoute.preload().then(() =>
    startTransition(
      () =>
        void hydrateRoot(
          container,
          <>
            {app}
            <HydrationMark />
          </>,
        ),
    ),
  );
}

/** 'cs:hydrated' in the page's performance timeline once the server's HTML is React's (tests, bench/). */
function HydrationMark() {
  useLayoutEffect(() => void performance.mark('cs:hydrated'), []);
  return null;
}
