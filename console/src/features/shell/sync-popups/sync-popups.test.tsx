import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

// The popups' chunk loads on first need; transforming it on a busy machine can take longer than a find's ceiling.
beforeAll(async () => {
  await import('./sync-popups-chunk.tsx');
});

const task = (step: string, progress: number, status = 'running') => ({
  task_id: 7,
  step,
  progress,
  status,
  error: null,
});

const httpError = {
  action: 'commit',
  checks: [],
  message: 'Keine Verbindung zum Konfigurator',
  payload: JSON.stringify({ error: 'offline', detail: 'connect ECONNREFUSED' }),
  url: null,
  success: false,
  record: null,
};

async function ready(backend: ReturnType<typeof renderApp>['backend']) {
  await waitFor(() => expect(backend.state.subscribers.length).toBeGreaterThan(0));
}

describe('commit popup in the shell (spec 01 §2 application shell, §4 configuration commit)', () => {
  it('a user without sync stays where they are and follows the steps in the popup; a failure shows until closed', async () => {
    const { backend, location, user } = renderApp('/log', { sessionUser: 'pflege' });
    await screen.findByRole('heading', { name: 'Protokoll' });
    await ready(backend);
    // The shell's listener for commit messages comes with the lazily loaded main layout, which may still be on its
    // way when the subscription is open (run first in a cold worker it was): the start is published again until the
    // popup shows, as a real commit's next progress message would. Its code loads on first need, too.
    const popup = await waitFor(
      () => {
        act(() => backend.publishSystemMessage('getsconfig.commit', task('init', 0)));
        return screen.getByRole('dialog', { name: 'Die Konfiguration wird veröffentlicht' });
      },
      { timeout: 5_000 },
    );
    expect(within(popup).queryByText(/%/)).not.toBeInTheDocument(); // progress 0: no percentage
    act(() => backend.publishSystemMessage('getsconfig.progress', task('sending', 40)));
    await waitFor(() =>
      expect(within(popup).getByText('Senden').closest('li')).toHaveAttribute('aria-current', 'step'),
    );
    expect(within(popup).getByText('40 %')).toBeInTheDocument();
    act(() =>
      backend.publishSystemMessage('getsconfig.commit_done', {
        ...task('failed', 30, 'failed'),
        error: 'Zeitüberschreitung der Synchronisation',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Die Veröffentlichung ist fehlgeschlagen' });
    expect(within(failed).getByText('Zeitüberschreitung der Synchronisation')).toBeInTheDocument();
    expect(location()).toBe('/log');
    expect(within(failed).queryByRole('button', { name: 'Zur Synchronisation' })).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('holds a user who may sync on /sync, where the screen shows the commit and no popup covers it; the header is dimmed until commit_done', async () => {
    const { backend, location } = renderApp('/log', { sessionUser: 'technik' });
    await screen.findByRole('heading', { name: 'Protokoll' });
    await ready(backend);
    act(() => backend.publishSystemMessage('getsconfig.commit', task('init', 0)));
    // spec 01 §4: forced to the sync route unless on display, sync or login
    await waitFor(() => expect(location()).toBe('/sync'));
    await screen.findByRole('heading', { name: 'Synchronisation' });
    // The header is dimmed in the render that would draw the popup (whose code the test before loaded).
    expect(screen.getByRole('banner', { hidden: true })).toHaveAttribute('inert');
    act(() => backend.publishSystemMessage('getsconfig.progress', task('sending', 40)));
    // issue 38: the progress once, on the screen; not a second time in a popup over its table
    expect(screen.queryByRole('dialog', { name: 'Die Konfiguration wird veröffentlicht' })).toBeNull();
    act(() => backend.publishSystemMessage('getsconfig.commit_done', task('done', 100, 'done')));
    await waitFor(() => expect(screen.getByRole('banner')).not.toHaveAttribute('inert'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HTTP sync-error popup (spec 01 §8, spec 02 §8)', () => {
  it('error callout, sync hint, details of at most 200 px, Ignore, and the way to sync', async () => {
    const { backend, location, user } = renderApp('/log', { sessionUser: 'technik' });
    await screen.findByRole('heading', { name: 'Protokoll' });
    await waitFor(() => expect(backend.state.httpErrorSubscribers.length).toBeGreaterThan(0));
    act(() => backend.publishHttpError(httpError));
    const popup = await screen.findByRole('dialog', { name: 'Übertragungsfehler' });
    expect(within(popup).getByText('Keine Verbindung zum Konfigurator')).toBeInTheDocument();
    expect(
      within(popup).getByText('Bitte führen Sie eine manuelle Synchronisation durch.'),
    ).toBeInTheDocument();
    expect(within(popup).queryByLabelText('Technische Details')).not.toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Details anzeigen' }));
    expect(within(popup).getByLabelText('Technische Details')).toHaveTextContent('ECONNREFUSED');
    expect(within(popup).getByTestId('http-error-details')).toHaveStyle({ maxHeight: '200px' });
    await user.click(within(popup).getByRole('button', { name: 'Ignorieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/log');

    act(() => backend.publishHttpError({ ...httpError, message: 'Zugangsdaten abgelehnt' }));
    const again = await screen.findByRole('dialog', { name: 'Übertragungsfehler' });
    await user.click(within(again).getByRole('button', { name: 'Zur Synchronisation' }));
    await waitFor(() => expect(location()).toBe('/sync'));
    expect(screen.queryByRole('dialog', { name: 'Übertragungsfehler' })).not.toBeInTheDocument();
  });

  it('a row the configurator refused opens its record’s form from the popup (spec 02 §8)', async () => {
    const { backend, location, user } = renderApp('/log', { sessionUser: 'technik' });
    await screen.findByRole('heading', { name: 'Protokoll' });
    await waitFor(() => expect(backend.state.httpErrorSubscribers.length).toBeGreaterThan(0));
    act(() =>
      backend.publishHttpError({
        ...httpError,
        message: 'Der Konfigurator hat Bereich 3 abgelehnt, Feld name: Höchstens 32 Zeichen erlaubt',
        record: { entity_label: 'Bereich', entity_id: 3, path: '/admin/sections/edit/3' },
      }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Übertragungsfehler' });
    expect(
      within(popup).getByText(
        'Der Konfigurator hat Bereich 3 abgelehnt, Feld name: Höchstens 32 Zeichen erlaubt',
      ),
    ).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Bereich 3 öffnen' }));
    await waitFor(() => expect(location()).toBe('/admin/sections/edit/3'));
    expect(screen.queryByRole('dialog', { name: 'Übertragungsfehler' })).not.toBeInTheDocument();
  });

  it('an anonymous wall display never listens for it (spec 01 §6: suppressed for user id 0 and on the display)', async () => {
    const { backend } = renderApp('/display');
    await ready(backend);
    expect(backend.state.httpErrorSubscribers).toHaveLength(0);
  });
});
