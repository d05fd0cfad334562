// The header's sync indicator against the mock backend (spec 01 §2 main layout: a dot when a commit is pending, a
// spinner and a disabled link while one runs, the warning to the system parameters without systems; spec 01 §6:
// systemtree::sync plus the management licence).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockData } from '../../../../mocks/data.ts';
import { disposeRuntimes, renderApp } from '../../test/render-app.tsx';

afterEach(disposeRuntimes);

const withAppState = (over: Partial<MockData['appState']>) => (d: MockData) => ({
  ...d,
  appState: { ...d.appState, ...over },
});

describe('sync indicator', () => {
  it('links to /sync and says that changes wait when the last change is newer than the last commit', async () => {
    renderApp('/tree', {
      sessionUser: 'technik',
      data: withAppState({
        last_gets_change: '2026-11-20T10:00:00.000Z',
        last_gets_commit: '2026-11-19T10:00:00.000Z',
      }),
    });
    const link = await screen.findByRole(
      'link',
      { name: 'Synchronisation: Änderungen warten auf die Veröffentlichung' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/sync');
  });

  it('shows a disabled spinner while a commit runs', async () => {
    renderApp('/tree', { sessionUser: 'technik', data: withAppState({ committing_gets_config: true }) });
    const busy = await screen.findByRole('button', { name: 'Synchronisation läuft …' }, { timeout: 5000 });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Synchronisation/ })).not.toBeInTheDocument();
  });

  it('is in sync when the last commit is newer', async () => {
    renderApp('/tree', {
      sessionUser: 'technik',
      data: withAppState({
        last_gets_change: '2026-11-19T10:00:00.000Z',
        last_gets_commit: '2026-11-20T10:00:00.000Z',
      }),
    });
    expect(
      await screen.findByRole('link', { name: 'Synchronisation mit dem Konfigurator' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('does not show for a user without systemtree::sync', async () => {
    renderApp('/log', { sessionUser: 'pflege' });
    await screen.findByRole('navigation', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /Synchronisation/ })).not.toBeInTheDocument();
  });
});
