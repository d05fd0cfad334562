// The whole console (providers, router, guard, shell) at a path, for stories.
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../console/src/app/providers.tsx';
import { appRoutes } from '../../console/src/app/routes.tsx';
import type { Runtime } from '../../console/src/platform/runtime.ts';

export function ConsoleApp({
  runtime,
  path,
  routes,
  screens,
}: {
  runtime: Runtime;
  path: string;
  routes?: RouteObject[];
  screens?: ReadonlySet<string>;
}) {
  const [router] = useState(() => createMemoryRouter(routes ?? appRoutes(), { initialEntries: [path] }));
  return (
    <AppProviders runtime={runtime} screens={screens}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

export const only = (element: ReactNode): RouteObject[] => [{ path: '*', element }];
