// The console's React tree, one for both places it renders: the browser (main.tsx) and the wall display's server
// render (app/ssr/, ARCHITECTURE §12a), whose HTML the browser then hydrates with the same tree.
import { StrictMode, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { narrowRoutes } from '../platform/routes/narrow-routes.ts';
import type { Runtime } from '../platform/runtime.ts';
import { FirstRenderContext, type FirstRender } from '../platform/ssr/first-render.ts';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './routes.tsx';

// Declarative routing: the console uses no loaders, actions or fetchers, and leaving out the data router keeps about
// 15 kB gzip off every route (the display's budget, ARCHITECTURE §11).
function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(narrowRoutes(routes, useLocation().pathname));
}

/** The app for `runtime` inside `router` (BrowserRouter, or StaticRouter on the server); `first`: see ssr/. */
export function consoleApp(
  runtime: Runtime,
  router: (app: ReactNode) => ReactNode,
  first: FirstRender | null = null,
) {
  return (
    <StrictMode>
      <FirstRenderContext.Provider value={first}>
        <AppProviders runtime={runtime}>{router(<Routes routes={appRoutes()} />)}</AppProviders>
      </FirstRenderContext.Provider>
    </StrictMode>
  );
}
