// Trainer mode of the demo mock (spec 02 §4 scenarios): the library as GET /backend/demo/scenarios lists it and the
// player's REST (play, pause, resume, restart, stop, speed) answering the progress the backend's player reports.
import type { ScenarioProgress } from '@cs/contracts/demo';
import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw/http';

export const IDLE: ScenarioProgress = {
  name: null,
  title: null,
  state: 'idle',
  speed: 1,
  step: 0,
  total: 0,
  text: null,
  phrase: null,
  simulated_at: null,
  systems: [],
  clock: [],
  error: null,
};

/** Two scenarios of the library as GET /backend/demo/scenarios lists them. */
export const MOCK_SCENARIOS = [
  {
    name: 'gets-offline-and-back',
    title: 'The Gets goes offline and comes back: the open-call list is rebuilt in full',
    titles: {
      en: 'The Gets goes offline and comes back: the open-call list is rebuilt in full',
      de: 'Das Gets fällt aus und kommt zurück: die Liste der offenen Rufe wird vollständig neu aufgebaut',
    },
    story: 'Two calls are open when the configurator drops off the network at 03:00.',
    stories: {
      en: 'Two calls are open when the configurator drops off the network at 03:00.',
      de: 'Zwei Rufe sind offen, als der Konfigurator um 03:00 vom Netz fällt.',
      fr: 'Deux appels sont ouverts quand le configurateur quitte le réseau à 03:00.',
    },
    start: '2025-01-07 02:50',
    steps: 16,
  },
  {
    name: 'presence-clears-call',
    title: 'A nurse arrives: presence clears the call',
    titles: {
      en: 'A nurse arrives: presence clears the call',
      de: 'Die Pflege kommt: die Anwesenheit beendet den Ruf',
    },
    story: 'Zimmer 101 calls; the nurse comes in and presses presence.',
    stories: { en: 'Zimmer 101 calls; the nurse comes in and presses presence.' },
    start: '2025-01-07 06:00',
    steps: 7,
  },
];

/** A demo REST route of createDemoMock: records the request and answers what `act` returns. */
type DemoRoute = (path: string, act: (body: Record<string, unknown>) => unknown) => HttpHandler;
/**
 * GET /backend/demo/scenarios and the player's routes, on the mock's `state.progress`; outside demo mode
 * (`available` false) the list answers 404 as the backend does.
 */
export function scenarioHandlers(
  route: DemoRoute,
  state: { progress: ScenarioProgress },
  { available, headers }: { available: boolean; headers: Record<string, string> },
): HttpHandler[] {
  const player = (progress: Partial<ScenarioProgress>) => {
    state.progress = { ...state.progress, ...progress };
    return { ok: true, progress: state.progress };
  };
  return [
    http.get('*/backend/demo/scenarios', () => {
      if (!available) return HttpResponse.json({ ok: false }, { status: 404, headers });
      return HttpResponse.json(
        { ok: true, scenarios: MOCK_SCENARIOS, progress: state.progress },
        { headers },
      );
    }),
    ...MOCK_SCENARIOS.map((sc) =>
      route(`/scenarios/${sc.name}/play`, (b) =>
        player({
          name: sc.name,
          title: sc.title,
          state: 'playing',
          speed: Number(b.speed ?? 1),
          step: 1,
          total: sc.steps,
          text: 'alert pressed on Zimmer 101 (23)',
          phrase: { key: 'pressCall', data: { device: 'Zimmer 101' } },
          simulated_at: '2025-01-07T01:50:00.000Z',
          systems: [1],
          clock: [],
          error: null,
        }),
      ),
    ),
    route('/scenarios/pause', () => player({ state: 'paused' })),
    route('/scenarios/resume', () => player({ state: 'playing' })),
    route('/scenarios/restart', () => player({ state: 'playing', step: 0, text: null, phrase: null })),
    route('/scenarios/stop', () => player({ state: 'stopped' })),
    route('/scenarios/speed', (b) => player({ speed: Number(b.speed) })),
  ];
}
