// The call display in jsdom against the MSW backend (spec 01 §2 screen, §4 ordering and close call).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manyCalls, mockCall, NOTES, wardCalls } from '../../../../mocks/display-data.ts';
import { renderApp } from '../../test/render-app.tsx';

// The display route is a lazy chunk: its first import in a test run takes a moment.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const cardTitles = () =>
  screen.queryAllByTestId('call-card').map((c) => c.querySelector('span')?.textContent);

describe('call display (spec 01 §2, §4)', () => {
  it('anonymous: ordered calls, presences in their column, notes, no defects, no settings button, no close buttons', async () => {
    renderApp('/display', { display: { calls: wardCalls(), notes: NOTES } });
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(4));
    // Emergency, urgent (bath), then normal calls, the longest waiting first; the defect call is hidden.
    expect(cardTitles()).toEqual(['Zimmer 103', 'Bad Zimmer 101', 'Zimmer 102', 'Zimmer 205']);
    expect(screen.getAllByTestId('call-card')[0]).toHaveAttribute('data-urgency', 'EMERGENCY');
    expect(within(screen.getByTestId('presences')).getAllByTestId('presence-card')).toHaveLength(2);
    expect(await screen.findByText('Lift ausser Betrieb')).toBeInTheDocument();
    expect(screen.getByText('Übernommen von Anna Meier')).toBeInTheDocument();
    expect(screen.getByTestId('profile-badge')).toHaveTextContent('Kein Profil');
    expect(screen.queryByRole('button', { name: 'Anzeige-Einstellungen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ruf beenden' })).toBeNull();
  });

  it('empty state without calls', async () => {
    renderApp('/display');
    expect(await screen.findByText('Keine offenen Rufe')).toBeInTheDocument();
  });

  it('a push replaces the list; only the changed card is a new element', async () => {
    const { backend } = renderApp('/display', { display: { calls: manyCalls(3) } });
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(3));
    const before = screen.getAllByTestId('call-card');
    const calls = backend.display.state.calls.map((c) => ({ ...c, duration: c.duration + 10 }));
    calls[1] = { ...(calls[1] as (typeof calls)[number]), handled_by_app_username: 'Luca Rossi' };
    act(() => backend.display.setCalls(1, [...calls, mockCall({ id: 99, callType: 2, room: '999' })]));
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(4));
    const after = screen.getAllByTestId('call-card');
    expect(after[0]).toHaveTextContent('Zimmer 999');
    expect(screen.getByText('Übernommen von Luca Rossi')).toBeInTheDocument();
    // Unchanged calls keep their DOM node (memoised card, same object).
    const unchanged = before.filter((el) => !el.textContent?.includes('Luca'));
    for (const el of unchanged) expect(after).toContain(el);
  });

  const twoSections = () => [
    mockCall({ id: 1, callType: 4, room: '101', section: 1 }),
    mockCall({ id: 2, callType: 4, room: '201', section: 2 }),
  ];
  it('a profile slug applies its display group', async () => {
    renderApp('/display/wohnbereich-2', { display: { calls: twoSections() } });
    await waitFor(() => expect(cardTitles()).toEqual(['Zimmer 201']));
    expect(screen.getByTestId('profile-badge')).toHaveTextContent('Wohnbereich 2');
  });

  it('an unknown slug goes to the plain display', async () => {
    const calls = twoSections();
    const other = renderApp('/display/gibt-es-nicht', { display: { calls } });
    await waitFor(() => expect(other.location()).toBe('/display'));
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
  });

  it('without slug and query the remembered profile opens', async () => {
    localStorage.setItem('cs.display.profile', 'wohnbereich-2');
    const a = renderApp('/display');
    await waitFor(() => expect(a.location()).toBe('/display/wohnbereich-2'));
  });

  it('a query string means ad-hoc settings: no redirect to the remembered profile', async () => {
    localStorage.setItem('cs.display.profile', 'wohnbereich-2');
    const b = renderApp('/display?sections=1');
    await screen.findByText('Keine offenen Rufe');
    expect(b.location()).toBe('/display?sections=1');
  });

  it('a profile without systems warns and offers the settings to a logged-in user', async () => {
    renderApp('/display/leer', { sessionUser: 'technik' });
    expect(await screen.findByText('Keine Systeme abonniert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anzeige-Einstellungen öffnen' })).toBeInTheDocument();
  });

  it('a panel whose relations fail shows the error callout', async () => {
    renderApp('/display', { display: { failRelations: [1] } });
    expect(
      await screen.findByText('Die Rufe von Haus Lindenhof konnten nicht geladen werden'),
    ).toBeInTheDocument();
  });
});

describe('close call in the display (spec 01 §4)', () => {
  it('a permitted user closes a call: dialog with the card, EndCalls, success once it disappears', async () => {
    const { backend, user } = renderApp('/display', {
      sessionUser: 'pflege',
      display: { calls: [mockCall({ id: 3, callType: 4, room: '104' })] },
    });
    const card = await screen.findByRole('button', { name: 'Zimmer 104, Patientenruf' });
    await user.click(within(card).getByRole('button', { name: 'Ruf beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ruf beenden' });
    expect(within(dialog).getByText('Zimmer 104')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ruf beenden' }));
    expect(await screen.findByText('Der Ruf wurde beendet.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(backend.display.state.actions).toEqual([{ action: 'EndCalls', deviceID: 1003, system: 1 }]);
    await waitFor(() => expect(screen.queryAllByTestId('call-card')).toHaveLength(0));
  });

  it('a refused action shows the server’s error line in the dialog', async () => {
    const { user } = renderApp('/display', {
      sessionUser: 'pflege',
      display: { endCalls: 'refuse', calls: [mockCall({ id: 3, callType: 4, room: '104' })] },
    });
    const card = await screen.findByRole('button', { name: 'Zimmer 104, Patientenruf' });
    await user.click(within(card).getByRole('button', { name: 'Ruf beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ruf beenden' });
    await user.click(within(dialog).getByRole('button', { name: 'Ruf beenden' }));
    expect(await within(dialog).findByTestId('close-error')).toHaveTextContent(
      'In diesem Bereich dürfen Rufe nicht manuell beendet werden.',
    );
  });

  it('no close button where the section forbids manual closure and the user lacks close_calls', async () => {
    renderApp('/display', {
      sessionUser: 'technik',
      display: { calls: [mockCall({ id: 3, callType: 4, room: '104', allowClose: false })] },
    });
    const card = await screen.findByRole('button', { name: 'Zimmer 104, Patientenruf' });
    expect(within(card).queryByRole('button', { name: 'Ruf beenden' })).toBeNull();
  });
});
