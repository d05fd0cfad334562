import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { preloadHeader } from './features/shell/main-layout.tsx';
import { appRoutes } from './app/routes.tsx';
import { SCREENS } from './app/screens.tsx';
import { narrowRoutes } from './platform/routes/narrow-routes.ts';
import { matchRoute } from './platform/routes/route-match.ts';
import { isDisplayPath } from './features/display/lazy.tsx';
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
  const screens = matchRoute(pathname).chain.map((def) => SCREENS[def.name]);
  // A cold start on a wall display or the tree: the screen's code and its early start load now, its data starts as
  // soon as the runtime exists (app/screens.tsx `early`; issue 11 cold start, issue 15 first row).
  const early = [...new Set(screens.map((s) => s?.early))].flatMap((start) => start?.() ?? []);
  // The display loads the header after its calls show; the phone layout (/pwa) has none.
  if (!isDisplayPath(pathname) && !/^\/pwa(\/|$)/.test(pathname)) preloadHeader();
  // A stored en, fr or it is its own chunk: load it before the first render.
  await loadLocale(storedLocale()).catch(() => undefined);
  const runtime = createRuntime();
  prefetchAppData(runtime, search);
  document.documentElement.lang = runtime.i18n.language;
  // An early start that fails to load changes nothing: the screen asks for its data when it renders.
  for (const started of early)
    started.then(
      (start) => start(runtime, { pathname, search }),
      () => undefined,
    );
  // The screens of the path load now, their code and their texts (app/lazy-screen.tsx).
  for (const screen of screens) void screen?.Component.preload?.();
  // Declarative routing: the console uses no loaders, actions or fetchers, and leaving out the data
  // router keeps about 15 kB gzip off every route (the display's budget, ARCHITECTURE §11).
  const routes = appRoutes();
  function App() {
    return useRoutes(narrowRoutes(routes, useLocation().pathname));
  }

  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render as a transition: React renders it in slices and lets the browser handle the live
  // connection's events in between, so on a cold /display the socket opens and the first call list arrives while
  // the screen renders, instead of after it (issue 11 cold start: one 200 ms render task held the socket's open).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders runtime={runtime}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
