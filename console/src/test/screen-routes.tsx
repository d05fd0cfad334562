// The routes of renderScreen (render-app.tsx): only the screen a path opens (with the pages a modal opens over,
// as the app's ModalStack draws them) inside what a screen relies on: the session and system data it reads (shown
// once that data is there, as the app's guard shows a page), the system messages it follows and the notification
// list it reports to. No shell (header, navigation), no guard, no other route.
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { SCREENS } from '../app/screens.tsx';
import { ModalStack } from '../platform/modal-stack/modal-stack.tsx';
import { matchRoute, routeByName } from '../platform/routes/route-match.ts';
import { AppDataProvider, useAppData } from '../platform/session/app-data-context.tsx';
import { ShellOverlays } from '../platform/shell-overlays.tsx';
import { useSystemMessages } from '../platform/system-messages/system-messages.ts';

function WhenReady({ children }: { children: ReactNode }) {
  return useAppData().ready ? children : null;
}

function SystemMessages() {
  useSystemMessages();
  return null;
}

export function screenOnlyRoutes(path: string, also: readonly string[] = []): RouteObject[] {
  const opened = matchRoute(new URL(path, 'http://console').pathname).chain.at(-1);
  if (!opened) throw new Error(`no route matches ${path}`);
  const names = [opened.name, ...also];
  return [
    {
      element: (
        <AppDataProvider>
          <WhenReady>
            <Outlet />
          </WhenReady>
          <SystemMessages />
          <ShellOverlays />
        </AppDataProvider>
      ),
      children: names.map((name) => {
        const def = routeByName(name);
        if (!def || !SCREENS[name]) throw new Error(`screen ${name} is not built`);
        return { path: def.path, element: <ModalStack routeName={name} screens={SCREENS} /> };
      }),
    },
  ];
}
