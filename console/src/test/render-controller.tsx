// Runs a headless controller (a hook) inside the console's providers and a router at `path`, against
// the MSW mock backend, and hands back its latest value: controller tests drive it without markup.
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createMockBackend, type MockOptions } from '../../../mocks/handlers.ts';
import { publicUser } from '../../../mocks/data.ts';
import { server } from '../../../mocks/node.ts';
import { AppProviders } from '../app/providers.tsx';
import type { NotificationInput } from '../platform/notifications/notification.ts';
import { createRuntime, type Runtime } from '../platform/runtime.ts';
import { writeStoredUser } from '../platform/session/stored-user.ts';

export function renderController<T>(
  useController: () => T,
  options: { path?: string; mock?: MockOptions } = {},
) {
  const backend = createMockBackend(options.mock ?? { sessionUser: 'admin' });
  server.use(...backend.handlers);
  if (backend.state.session) writeStoredUser(publicUser(backend.state.session));
  const base = createRuntime({ reload: () => {} });
  // What the controller tells the user, as it would appear in the notification stack.
  const notified: NotificationInput[] = [];
  const runtime: Runtime = { ...base, notify: (n) => (notified.push(n), base.notify(n)) };
  const current: { value: T | null } = { value: null };
  function Probe() {
    current.value = useController();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [options.path ?? '/'],
  });
  const view = render(
    <AppProviders runtime={runtime} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    backend,
    notified,
    router,
    runtime,
    /** the controller as of the last render */
    get c(): T {
      if (!current.value) throw new Error('the controller has not rendered yet');
      return current.value;
    },
    /** calls into the controller and lets React apply what it set */
    act: (work: () => unknown) => act(async () => void (await work())),
    dispose: () => {
      view.unmount();
      base.dispose();
    },
  };
}
