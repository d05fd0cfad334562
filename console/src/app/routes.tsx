// React Router routes built from the route table and the screens of this build.
import { Outlet, type RouteObject } from 'react-router';
import { ModalStack } from '../platform/modal-stack/modal-stack.tsx';
import { routeByName } from '../platform/routes/route-match.ts';
import { MainLayout } from '../features/shell/main-layout.tsx';
import { LazyPwaLayout } from './lazy-pwa-layout.tsx';
import { Root } from './root.tsx';
import { SCREENS, type AppScreens, type Layout } from './screens.tsx';

function screenRoutes(screens: AppScreens, layout: Layout): RouteObject[] {
  return Object.entries(screens)
    .filter(([, s]) => s.layout === layout)
    .map(([name]) => {
      const def = routeByName(name);
      if (!def) throw new Error(`screen ${name} has no route in the table`);
      return { path: def.path, element: <ModalStack routeName={name} screens={screens} /> };
    });
}

export function appRoutes(screens: AppScreens = SCREENS): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        { element: <Outlet />, children: screenRoutes(screens, 'bare') },
        { element: <MainLayout />, children: screenRoutes(screens, 'main') },
        { element: <LazyPwaLayout />, children: screenRoutes(screens, 'pwa') },
      ],
    },
  ];
}
