// Spec 01 §2 main layout: the outdated-hubs callout (orange, dismissible for the browser session, only when
// outdated hubs exist, demo mode is off and someone is logged in; the hub-list link needs admin::manage_system).
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockData } from '../../../../mocks/data.ts';
import { renderApp } from '../../test/render-app.tsx';
import { OUTDATED_HUBS_DISMISSED_KEY } from './outdated-hubs-callout.tsx';

const hubs =
  (list: MockData['appState']['outdated_hubs'], demoMode = false) =>
  (d: MockData): MockData => ({
    ...d,
    appState: {
      ...d.appState,
      outdated_hubs: list,
      features: { ...d.appState.features, demo_mode: demoMode },
    },
  });
const HUB_2 = [{ id: 2, name: 'Hub 2. Stock', last_sync: '2025-01-07T08:00:00.000Z' }];

beforeEach(() => sessionStorage.clear());

describe('outdated-hubs callout (spec 01 §2, §3)', () => {
  it('names the outdated hubs and links to the hub list for admin::manage_system', async () => {
    renderApp('/home', { sessionUser: 'technik', data: hubs(HUB_2) });
    const callout = await screen.findByTestId('outdated-hubs');
    expect(within(callout).getByText('Veraltete Hub-Daten')).toBeInTheDocument();
    expect(callout).toHaveTextContent(
      'Diese Hubs haben die letzte Konfiguration nicht übernommen: Hub 2. Stock.',
    );
    expect(within(callout).getByRole('link', { name: 'Zur Hub-Liste' })).toHaveAttribute(
      'href',
      '/admin/hubs',
    );
  });

  it('without admin::manage_system: the callout, but no link', async () => {
    renderApp('/home', { sessionUser: 'pflege', data: hubs(HUB_2) });
    const callout = await screen.findByTestId('outdated-hubs');
    expect(within(callout).queryByRole('link')).not.toBeInTheDocument();
  });

  it('dismissed: gone, and stays gone in this browser session (sessionStorage)', async () => {
    const { user, unmount } = renderApp('/home', { sessionUser: 'technik', data: hubs(HUB_2) });
    const callout = await screen.findByTestId('outdated-hubs');
    await user.click(within(callout).getByRole('button', { name: 'Hinweis ausblenden' }));
    expect(screen.queryByTestId('outdated-hubs')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(OUTDATED_HUBS_DISMISSED_KEY)).toBe('1');
    unmount();
    renderApp('/home', { sessionUser: 'technik', data: hubs(HUB_2) });
    // technik's home is the tree (spec 01 §2 /home): the page is there, the callout is not.
    await screen.findByRole('heading', { name: 'Übersicht', level: 1 });
    expect(screen.queryByTestId('outdated-hubs')).not.toBeInTheDocument();
  });

  it.each([
    ['no outdated hubs', 'technik', hubs([])],
    ['demo mode on', 'technik', hubs(HUB_2, true)],
    ['nobody logged in', null, hubs(HUB_2)],
  ])('not shown: %s', async (_why, sessionUser, data) => {
    // The call display lives in the main layout and is public.
    renderApp(sessionUser ? '/home' : '/display', { sessionUser, data });
    await screen.findByRole(sessionUser ? 'button' : 'link', { name: sessionUser ? 'Abmelden' : 'Anmelden' });
    await screen.findByText(/Version 5\.406/);
    expect(screen.queryByTestId('outdated-hubs')).not.toBeInTheDocument();
  });

  it('follows the hubs.outdated system message (AppData is fetched again) and the language', async () => {
    let list = HUB_2;
    const { backend, user } = renderApp('/home', {
      sessionUser: 'technik',
      data: (d) => ({
        ...hubs(HUB_2)(d),
        get appState() {
          return {
            ...d.appState,
            outdated_hubs: list,
            features: { ...d.appState.features, demo_mode: false },
          };
        },
      }),
    });
    await screen.findByTestId('outdated-hubs');
    await waitFor(() => expect(backend.state.subscribers.length).toBeGreaterThan(0));
    list = [];
    act(() => backend.publishSystemMessage('hubs.outdated', { hubs: [] }));
    await waitFor(() => expect(screen.queryByTestId('outdated-hubs')).not.toBeInTheDocument());
    list = HUB_2;
    act(() => backend.publishSystemMessage('hubs.outdated', { hubs: [2] }));
    await screen.findByTestId('outdated-hubs');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'English');
    expect(await screen.findByText('Outdated hub data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the hub list' })).toBeInTheDocument();
  });
});
