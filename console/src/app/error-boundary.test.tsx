import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from '../../../mocks/handlers.ts';
import { server } from '../../../mocks/node.ts';
import { publicUser } from '../../../mocks/data.ts';
import { writeStoredUser } from '../platform/session/stored-user.ts';
import { createRuntime, type Runtime } from '../platform/runtime.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './routes.tsx';
import { SCREENS } from './screens.tsx';

function Boom(): never {
  throw new Error('boom');
}

const runtimes: Runtime[] = [];
afterEach(() => {
  while (runtimes.length) runtimes.pop()?.dispose();
  vi.restoreAllMocks();
});

function renderCrash(locale?: 'de' | 'en' | 'fr' | 'it') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  const runtime = createRuntime({ reload, locale });
  runtimes.push(runtime);
  render(
    <AppProviders runtime={runtime} env="test">
      <AppErrorBoundary>
        <p>before</p>
        <Boom />
      </AppErrorBoundary>
    </AppProviders>,
  );
  return { reload };
}

describe('app-wide error boundary', () => {
  it('shows the German notice instead of the broken page, and its button reloads', async () => {
    const { reload } = renderCrash();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toBeInTheDocument();
    expect(screen.queryByText('before')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('render error', expect.any(Error), expect.any(String));
    await userEvent.click(screen.getByRole('button', { name: 'Seite neu laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Something went wrong', 'Reload page'],
    ['fr', 'Une erreur est survenue', 'Recharger la page'],
    ['it', 'Si è verificato un errore', 'Ricarica la pagina'],
  ] as const)('speaks %s', (locale, title, button) => {
    renderCrash(locale);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('renders its children while nothing fails', () => {
    const runtime = createRuntime();
    runtimes.push(runtime);
    render(
      <AppProviders runtime={runtime} env="test">
        <AppErrorBoundary>
          <p>fine</p>
        </AppErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the shell wraps every route in it', () => {
  it('a screen that throws leaves the notice, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createMockBackend({ sessionUser: 'pflege' });
    server.use(...backend.handlers);
    if (backend.state.session) writeStoredUser(publicUser(backend.state.session));
    const runtime = createRuntime({ reload: vi.fn() });
    runtimes.push(runtime);
    const router = createMemoryRouter(appRoutes({ ...SCREENS, log: { Component: Boom, layout: 'main' } }), {
      initialEntries: ['/log'],
    });
    render(
      <AppProviders runtime={runtime} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toBeInTheDocument();
  });
});
