// Trainer mode in the demo console: the 'Szenarien' tab lists the library, plays a scenario at the
// chosen speed (1x-60x), pauses, resumes, restarts and stops it, and follows the backend's progress messages.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDemoMock, MOCK_SCENARIOS } from '../../../../mocks/demo-handlers.ts';
import { server } from '../../../../mocks/node.ts';
import { LOCALE_STORAGE_KEY } from '../../platform/i18n/i18n.ts';
import { renderScreen } from '../../test/render-app.tsx';

function renderDemo(demoMode = true) {
  const demo = createDemoMock({ demoMode });
  const app = renderScreen('/demo', {
    data: (d) => ({
      ...d,
      appState: { ...d.appState, features: { ...d.appState.features, demo_mode: demoMode } },
    }),
  });
  server.use(...demo.handlers);
  return { ...app, demo };
}

const openTab = async (user: ReturnType<typeof renderScreen>['user'], name: string) =>
  user.click(await screen.findByRole('tab', { name }));

describe('demo console: Szenarien (trainer mode)', () => {
  it('lists the library with title and description; plays at the chosen speed and shows the progress', async () => {
    const { user, demo } = renderDemo();
    await openTab(user, 'Szenarien');
    const panel = await screen.findByTestId('scenario-panel');
    expect(within(panel).getByRole('heading', { name: 'Szenarien' })).toBeInTheDocument();
    const item = await within(panel).findByTestId('scenario-gets-offline-and-back');
    // Title and story in the UI language (issue 38 item 15: the story was English only).
    expect(item).toHaveTextContent('Das Gets fällt aus und kommt zurück');
    expect(within(item).getByText(/^Zwei Rufe sind offen/)).toHaveAttribute('lang', 'de');
    expect(item).not.toHaveTextContent('Two calls are open');
    // A story the library has not translated stays as written, marked English.
    const untranslated = screen.getByTestId('scenario-presence-clears-call');
    expect(within(untranslated).getByText(/^Zimmer 101 calls/)).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('scenario-presence-clears-call')).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: '60×' }));
    await user.click(within(item).getByRole('button', { name: /^Abspielen/ }));
    await waitFor(() =>
      expect(demo.state.requests.at(-1)).toMatchObject({
        path: '/scenarios/gets-offline-and-back/play',
        body: { speed: 60 },
        system: '01',
      }),
    );
    const progress = await screen.findByTestId('scenario-progress');
    expect(within(progress).getByTestId('scenario-state')).toHaveTextContent('Läuft');
    expect(progress).toHaveTextContent('Schritt 1 von 16');
    expect(progress).toHaveTextContent('Szenariozeit 07.01.2025 02:50');
    // The step in the trainer's language (issue 14), not the library's English line.
    expect(within(progress).getByTestId('scenario-step')).toHaveTextContent(
      'Ruftaste an Zimmer 101 gedrückt',
    );
  });

  it('pause, resume, speed while playing, restart and stop go to the backend player', async () => {
    const { user, demo } = renderDemo();
    await openTab(user, 'Szenarien');
    await user.click(await screen.findByRole('button', { name: /^Abspielen: Die Pflege kommt/ }));
    const progress = await screen.findByTestId('scenario-progress');
    await user.click(within(progress).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(within(progress).getByTestId('scenario-state')).toHaveTextContent('Angehalten'),
    );
    await user.click(within(progress).getByRole('button', { name: 'Fortsetzen' }));
    await waitFor(() => expect(within(progress).getByTestId('scenario-state')).toHaveTextContent('Läuft'));
    await user.click(screen.getByRole('radio', { name: '30×' }));
    await waitFor(() =>
      expect(demo.state.requests.at(-1)).toMatchObject({ path: '/scenarios/speed', body: { speed: 30 } }),
    );
    await user.click(within(progress).getByRole('button', { name: 'Neu starten' }));
    await waitFor(() => expect(demo.state.requests.at(-1)?.path).toBe('/scenarios/restart'));
    await user.click(within(progress).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() =>
      expect(within(progress).getByTestId('scenario-state')).toHaveTextContent('Abgebrochen'),
    );
    expect(demo.state.requests.map((r) => r.path)).toEqual([
      '/scenarios/presence-clears-call/play',
      '/scenarios/pause',
      '/scenarios/resume',
      '/scenarios/speed',
      '/scenarios/restart',
      '/scenarios/stop',
    ]);
  });

  it('follows scenario.progress system messages, also on the Visuals tab (header badge)', async () => {
    const { user, backend } = renderDemo();
    await openTab(user, 'Szenarien');
    await screen.findByTestId('scenario-gets-offline-and-back');
    await waitFor(() => expect(backend.state.subscribers.length).toBeGreaterThan(0));
    const message = {
      name: 'gets-offline-and-back',
      title: MOCK_SCENARIOS[0]!.title,
      state: 'playing',
      speed: 10,
      step: 6,
      total: 16,
      text: 'time passes: 1m',
      phrase: { key: 'wait_minute', data: { count: 3 } },
      simulated_at: '2025-01-07T02:01:00.000Z',
      error: null,
    };
    act(() => backend.publishSystemMessage('scenario.progress', message));
    expect(await screen.findByText('Schritt 6 von 16 · Szenariozeit 07.01.2025 03:01')).toBeInTheDocument();
    expect(screen.getByTestId('scenario-step')).toHaveTextContent('3 Minuten vergehen');
    await openTab(user, 'Visuals');
    expect(await screen.findByTestId('scenario-badge')).toHaveTextContent('Läuft · Schritt 6 von 16');
    act(() => backend.publishSystemMessage('scenario.progress', { ...message, state: 'finished', step: 16 }));
    await waitFor(() => expect(screen.queryByTestId('scenario-badge')).not.toBeInTheDocument());
  });

  it('French: title and story of the scenario in French', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    const { user } = renderDemo();
    await openTab(user, 'Scénarios');
    const item = await screen.findByTestId('scenario-gets-offline-and-back');
    expect(within(item).getByText(/^Deux appels sont ouverts/)).toHaveAttribute('lang', 'fr');
  });

  it('labels in English (the scenario texts as the library writes them)', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const { user } = renderDemo();
    await openTab(user, 'Scenarios');
    expect(await screen.findByText('Speed')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Play: / })).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Play: A nurse arrives: presence clears the call' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Two calls are open when/)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/in English/)).not.toBeInTheDocument();
  });
});
