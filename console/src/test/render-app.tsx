// Renders the console against the MSW mock backend: the whole app (renderApp: providers, router with every route,
// guard, shell), or one screen with its providers (renderScreen: what a component test of one screen needs).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi, type Mock } from 'vitest';
import { createMockBackend, type MockOptions } from '../../../mocks/handlers.ts';
import { server } from '../../../mocks/node.ts';
import { publicUser } from '../../../mocks/data.ts';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';
import type { ConsoleClock } from '../platform/clock.ts';
import { createRuntime, type Runtime } from '../platform/runtime.ts';
import { writeStoredUser } from '../platform/session/stored-user.ts';
import { screenOnlyRoutes } from './screen-routes.tsx';

const runtimes: Runtime[] = [];
export function disposeRuntimes() {
  while (runtimes.length) runtimes.pop()?.dispose();
}

export interface RenderOptions {
  clock?: ConsoleClock;
}

function mount(routes: RouteObject[], path: string, mock: MockOptions, options: RenderOptions) {
  const backend = createMockBackend(mock);
  server.use(...backend.handlers);
  // A session on the server is mirrored by the stored user, as after a real login.
  if (backend.state.session) writeStoredUser(publicUser(backend.state.session));
  const reload: Mock<() => void> = vi.fn();
  const runtime = createRuntime({ reload, clock: options.clock });
  runtimes.push(runtime);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders runtime={runtime} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, backend, runtime, router, reload, user, location };
}

/** The whole console at `path`: for tests of the app itself (routing, guards, the shell). */
export function renderApp(path: string, mock: MockOptions = {}, options: RenderOptions = {}) {
  return mount(appRoutes(), path, mock, options);
}

/**
 * The screen at `path` alone with its providers (runtime, i18n, Mantine, Apollo, session and system data): no
 * shell, no guard, no other route. `also` names further screens a test navigates to (route names).
 */
export function renderScreen(
  path: string,
  mock: MockOptions = {},
  options: RenderOptions & { also?: readonly string[] } = {},
) {
  return mount(screenOnlyRoutes(path, options.also), path, mock, options);
}
