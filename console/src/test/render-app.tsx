// Renders the whole console (providers, router, guard, shell) against the MSW mock backend.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
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

const runtimes: Runtime[] = [];
export function disposeRuntimes() {
  while (runtimes.length) runtimes.pop()?.dispose();
}

export function renderApp(path: string, mock: MockOptions = {}, options: { clock?: ConsoleClock } = {}) {
  const backend = createMockBackend(mock);
  server.use(...backend.handlers);
  // A session on the server is mirrored by the stored user, as after a real login.
  if (backend.state.session) writeStoredUser(publicUser(backend.state.session));
  const reload: Mock<() => void> = vi.fn();
  const runtime = createRuntime({ reload, clock: options.clock });
  runtimes.push(runtime);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders runtime={runtime} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, backend, runtime, router, reload, user, location };
}
