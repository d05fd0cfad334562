// The call display in jsdom against the MSW backend (spec 01 §2 screen, §4 ordering and close call).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manyCalls, mockCall, NOTES, wardCalls } from '../../../../mocks/display-data.ts';
import { SimulatedClock } from '@cs/contracts/clock';
import { RETRY_CAP_MS } from '../../platform/transport/retry-wait.ts';
import { CLOSE_POLL_MS, CLOSE_POLL_TRIES } from './close-call/close-call-machine.ts';
import { countRenders } from '../../test/react-commit-probe.ts';
import { renderScreen } from '../../test/render-app.tsx';

// The display route is a lazy chunk: its first import in a test run takes a moment.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

/** The card's accessible name starts with its title. */
const cardTitles = () =>
  screen.queryAllByTestId('call-card').map((c) => c.getAttribute('aria-label')?.split(', ')[0]);

describe('call display (spec 01 §2, §4)', () => {
  it('anonymous: ordered calls, presences in their column, notes, no defects, no settings button, no close buttons', async () => {
    renderScreen('/display', { display: { calls: wardCalls(), notes: NOTES } });
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(4));
    // Emergency, urgent (bath), then normal calls, the longest waiting first; the defect call is hidden.
    expect(cardTitles()).toEqual(['Zimmer 103', 'Bad Zimmer 101', 'Zimmer 102', 'Zimmer 205']);
    expect(screen.getAllByTestId('call-card')[0]).toHaveAttribute('data-urgency', 'EMERGENCY');
    expect(within(screen.getByTestId('presences')).getAllByTestId('presence-card')).toHaveLength(2);
    expect(await screen.findByText('Lift ausser Betrieb')).toBeInTheDocument();
    expect(screen.getByTestId('handler')).toHaveTextContent('Übernommen von Anna M.');
    expect(screen.getByTestId('profile-badge')).toHaveTextContent('Kein Profil');
    expect(screen.queryByRole('button', { name: 'Anzeige-Einstellungen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ruf beenden' })).toBeNull();
  });

  it('empty state without calls', async () => {
    renderScreen('/display');
    expect(await screen.findByText('Keine offenen Rufe')).toBeInTheDocument();
  });

  it('a push replaces the list and re-renders only the changed and the new card (ARCHITECTURE §3, §9)', async () => {
    const { backend } = renderScreen('/display', { display: { calls: manyCalls(3) } });
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(3));
    const renders = countRenders('call-card', 'data-call');
    try {
      // Every duration grows (as in each real push); one call gets a handler, one call is new.
      const calls = backend.display.state.calls.map((c) => ({ ...c, duration: c.duration + 10 }));
      const changed = calls[1] as (typeof calls)[number];
      calls[1] = { ...changed, handled_by_app_username: 'Luca Rossi' };
      act(() => backend.display.setCalls(1, [...calls, mockCall({ id: 99, callType: 2, room: '999' })]));
      await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(4));
      expect(screen.getAllByTestId('call-card')[0]).toHaveTextContent('Zimmer 999');
      expect(screen.getByText('Luca R.')).toBeInTheDocument();
      expect(renders.mounts).toEqual(new Set(['1:99']));
      expect(Object.fromEntries(renders.rerenders)).toEqual({ [`1:${changed.id}`]: 1 });
    } finally {
      renders.stop();
    }
  });

  const twoSections = () => [
    mockCall({ id: 1, callType: 4, room: '101', section: 1 }),
    mockCall({ id: 2, callType: 4, room: '201', section: 2 }),
  ];
  it('a profile slug applies its display group', async () => {
    renderScreen('/display/wohnbereich-2', { display: { calls: twoSections() } });
    await waitFor(() => expect(cardTitles()).toEqual(['Zimmer 201']));
    expect(screen.getByTestId('profile-badge')).toHaveTextContent('Wohnbereich 2');
  });

  it('an unknown slug goes to the plain display', async () => {
    const calls = twoSections();
    const other = renderScreen('/display/gibt-es-nicht', { display: { calls } });
    await waitFor(() => expect(other.location()).toBe('/display'));
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
  });

  it('without slug and query the remembered profile opens', async () => {
    localStorage.setItem('cs.display.profile', 'wohnbereich-2');
    const a = renderScreen('/display');
    await waitFor(() => expect(a.location()).toBe('/display/wohnbereich-2'));
  });

  it('a query string means ad-hoc settings: no redirect to the remembered profile', async () => {
    localStorage.setItem('cs.display.profile', 'wohnbereich-2');
    const b = renderScreen('/display?sections=1');
    await screen.findByText('Keine offenen Rufe');
    expect(b.location()).toBe('/display?sections=1');
  });

  it('the wall says when its list came; the call-to-screen time is the technicians’, in the drawer (issue 37)', async () => {
    const { backend, user } = renderScreen('/display', {
      sessionUser: 'technik',
      display: { calls: manyCalls(1) },
    });
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(1));
    act(() =>
      backend.display.setCalls(1, [
        ...backend.display.state.calls,
        mockCall({ id: 99, callType: 4, room: '999' }),
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(2));
    expect(screen.getByTestId('freshness')).toHaveTextContent(/^Stand \d\d:\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Anzeige-Einstellungen' }));
    expect(await screen.findByTestId('latency')).toHaveTextContent(
      /^Ruf bis Anzeige \(letzter neuer Ruf\): \d+ ms$/,
    );
  });

  it('a profile without systems warns and offers the settings to a logged-in user', async () => {
    renderScreen('/display/leer', { sessionUser: 'technik' });
    expect(await screen.findByText('Keine Systeme abonniert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anzeige-Einstellungen öffnen' })).toBeInTheDocument();
  });

  it('while the relations fail, the pushed calls show unfiltered and the callout says so; it clears on recovery (spec 01 §8)', async () => {
    const clock = new SimulatedClock(Date.now());
    const { backend } = renderScreen(
      '/display',
      { display: { failRelations: [1], calls: twoSections() } },
      { clock },
    );
    const callout = await screen.findByText(
      'Die Anzeige-Einstellungen von Haus Lindenhof konnten nicht geladen werden',
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Zimmer 101', 'Zimmer 201']));
    backend.display.state.failRelations.clear();
    // The next attempt comes after the live connection's wait (spec 01 §7), on the display's clock.
    await act(async () => clock.advance(RETRY_CAP_MS));
    await waitFor(() => expect(callout).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Zimmer 101', 'Zimmer 201']);
  });
});

describe('close call in the display (spec 01 §4)', () => {
  it('a permitted user closes a call: dialog with the card, EndCalls, success once it disappears', async () => {
    const { backend, user } = renderScreen('/display', {
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
    const { user } = renderScreen('/display', {
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

  it('a call that stays open: the dialog polls on the display’s clock and says so after 15 polls', async () => {
    const clock = new SimulatedClock(Date.now());
    const { backend, user } = renderScreen(
      '/display',
      {
        sessionUser: 'pflege',
        display: { endCalls: 'ignore', calls: [mockCall({ id: 3, callType: 4, room: '104' })] },
      },
      { clock },
    );
    const card = await screen.findByRole('button', { name: 'Zimmer 104, Patientenruf' });
    await user.click(within(card).getByRole('button', { name: 'Ruf beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ruf beenden' });
    await user.click(within(dialog).getByRole('button', { name: 'Ruf beenden' }));
    await waitFor(() => expect(backend.display.state.actions).toHaveLength(1));
    // Each poll asks the live list (a promise), then waits CLOSE_POLL_MS on the clock for the next.
    for (let poll = 0; poll < CLOSE_POLL_TRIES; poll++) await act(async () => clock.advance(CLOSE_POLL_MS));
    expect(await within(dialog).findByTestId('close-error')).toHaveTextContent(
      'Der Ruf ist weiterhin offen. Bitte beenden Sie ihn am Gerät.',
    );
  });

  it('no close button where the section forbids manual closure and the user lacks close_calls', async () => {
    renderScreen('/display', {
      sessionUser: 'technik',
      display: { calls: [mockCall({ id: 3, callType: 4, room: '104', allowClose: false })] },
    });
    const card = await screen.findByRole('button', { name: 'Zimmer 104, Patientenruf' });
    expect(within(card).queryByRole('button', { name: 'Ruf beenden' })).toBeNull();
  });
});
