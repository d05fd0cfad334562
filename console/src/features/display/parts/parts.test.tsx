// Spec 01 §2 presences overflow (collapses after 60 s), notes, elapsed 'just now' under 10 s (spec 01 §9).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import { AppProviders } from '../../../app/providers.tsx';
import { createRuntime } from '../../../platform/runtime.ts';
import { NOTES, presences } from '../../../../../mocks/display-data.ts';
import { Elapsed, elapsedParts } from '../cards/elapsed.tsx';
import { ConnectionBanner, FIRST_CONNECT_GRACE_MS } from './connection-banner.tsx';
import { DisplayClock } from './display-clock.tsx';
import { loadScenarioStage } from '../scenario-time.ts';
import { NotesList } from './notes-column.tsx';
import { DEFAULT_ROWS, PRESENCE_EXPANSION_MS, PresencesColumn, presenceSlots } from './presences-column.tsx';

const runtimes: Array<ReturnType<typeof createRuntime>> = [];
function renderWith(
  ui: React.ReactNode,
  clock = new SimulatedClock(),
  prepare: (runtime: ReturnType<typeof createRuntime>) => void = () => {},
) {
  const runtime = createRuntime({ locale: 'de', clock });
  runtimes.push(runtime);
  prepare(runtime);
  return render(
    <AppProviders runtime={runtime} env="test">
      {ui}
    </AppProviders>,
  );
}
afterEach(() => {
  runtimes.splice(0).forEach((r) => r.dispose());
});

describe('presences column (spec 01 §2, §9)', () => {
  it('holds as many presence rows as its height allows; 20 rows when the height is unknown', () => {
    // 26 px titles: a card is 3.9 x 26 = 101.4 px, with the 10 px gap 111.4 px per row.
    expect(presenceSlots(900, 26, 2, false)).toBe(16);
    expect(presenceSlots(900, 26, 1, false)).toBe(8);
    expect(presenceSlots(0, 26, 2, false)).toBe(DEFAULT_ROWS * 2);
  });

  it('shows every presence when they fit', () => {
    renderWith(<PresencesColumn presences={presences(3)} titlePx={16} columns={1} />);
    expect(screen.getAllByTestId('presence-card')).toHaveLength(3);
    expect(screen.queryByTestId('presence-overflow')).toBeNull();
  });

  it('extra presences collapse to a count tile; clicking expands; it collapses again after 60 s', () => {
    const clock = new SimulatedClock();
    const shown = DEFAULT_ROWS - 1; // one column of unknown height; the tile takes the last slot
    renderWith(<PresencesColumn presences={presences(25)} titlePx={16} columns={1} />, clock);
    expect(screen.getAllByTestId('presence-card')).toHaveLength(shown);
    expect(screen.getByTestId('presence-overflow')).toHaveTextContent(`+${25 - shown} weitere`);
    fireEvent.click(screen.getByTestId('presence-overflow'));
    expect(screen.getAllByTestId('presence-card')).toHaveLength(25);
    act(() => clock.advance(PRESENCE_EXPANSION_MS - 1));
    expect(screen.getAllByTestId('presence-card')).toHaveLength(25);
    act(() => clock.advance(1));
    expect(screen.getAllByTestId('presence-card')).toHaveLength(shown);
  });
});

describe('notes column', () => {
  it('shows title, date dd.MM.yyyy and text in sort order; nothing without notes', () => {
    const { container, unmount } = renderWith(<NotesList notes={NOTES} />);
    const notes = screen.getAllByRole('article');
    expect(notes[0]).toHaveTextContent('Visite Dr. Keller02.03.2026Heute ab 14:00 Uhr im Wohnbereich 1.');
    expect(notes[1]).toHaveAttribute('data-color', 'red');
    unmount();
    expect(container.textContent).toBe('');
  });
});

describe('time since opened (spec 01 §2, §9)', () => {
  const opened = '2026-03-02T10:00:00Z';
  const at = (s: number) => Date.parse(opened) + s * 1000;
  it.each([
    [0, 'justNow', {}],
    [9.9, 'justNow', {}],
    [10, 'seconds', { count: 10 }],
    [59, 'seconds', { count: 59 }],
    [60, 'minutes', { count: 1 }],
    [3599, 'minutes', { count: 59 }],
    [3600 * 25 + 120, 'hours', { h: 25, m: 2, mm: '02' }],
    [-5, 'justNow', {}],
  ])('%s s -> %s', (s, key, values) => expect(elapsedParts(opened, at(s))).toEqual({ key, values }));
});

describe('the time since opened ticks on the injected clock (ARCHITECTURE §7, spec 01 §9)', () => {
  it('a card opened 5 s ago reads "just now", then "10 s" and "1 min" as the clock advances', () => {
    const clock = new SimulatedClock(Date.parse('2026-03-02T10:00:05Z'));
    renderWith(<Elapsed openedAt="2026-03-02T10:00:00Z" systemId={1} />, clock);
    expect(screen.getByTestId('elapsed')).toHaveTextContent('gerade eben');
    act(() => clock.advance(5_000));
    expect(screen.getByTestId('elapsed')).toHaveTextContent('10 s');
    act(() => clock.advance(50_000));
    expect(screen.getByTestId('elapsed')).toHaveTextContent('1 min');
  });
});

describe('trainer mode: a display of a system on a scenario’s stage shows the scenario’s clock (issue 14)', () => {
  beforeAll(() => loadScenarioStage());
  // Played at 10:00:00 real time; a 3-minute wait at 60x from 10:00:01 to 10:00:04; on 07.01.2025 02:50 Zurich.
  const at = (iso: string) => Date.parse(iso);
  const START = at('2025-01-07T01:50:00Z');
  const stage = {
    systems: [1],
    clock: [
      { at: at('2026-03-02T10:00:01Z'), sim: START, rate: 60 },
      { at: at('2026-03-02T10:00:04Z'), sim: START + 180_000, rate: 0 },
    ],
  };

  it('the call opened before the wait is 3 min old in scenario time; another system keeps real time', () => {
    const clock = new SimulatedClock(at('2026-03-02T10:00:10Z'));
    renderWith(
      <>
        <Elapsed openedAt="2026-03-02T10:00:00Z" systemId={1} />
        <Elapsed openedAt="2026-03-02T10:00:00Z" systemId={2} />
      </>,
      clock,
      (runtime) => (runtime.scenarioProgress = stage),
    );
    const [onStage, elsewhere] = screen.getAllByTestId('elapsed');
    expect(onStage).toHaveTextContent('3 min');
    expect(elsewhere).toHaveTextContent('10 s');
  });

  it('the clock shows the scenario’s date and time in the facility’s zone', () => {
    const clock = new SimulatedClock(at('2026-03-02T10:00:10Z'));
    renderWith(<DisplayClock />, clock, (runtime) => (runtime.scenarioProgress = stage));
    expect(screen.getByTestId('display-clock')).toHaveTextContent('02:53');
    expect(screen.getByTestId('display-clock')).toHaveTextContent('7. Januar 2025');
  });

  it('with no scenario on stage the clock shows the server’s time', () => {
    const clock = new SimulatedClock(at('2026-03-02T10:00:10Z'));
    renderWith(<DisplayClock />, clock);
    expect(screen.getByTestId('display-clock')).toHaveTextContent('11:00');
  });
});

describe('the connection-lost banner waits out the first connect on the injected clock (ARCHITECTURE §7)', () => {
  it('a display that never connected says so once the grace is over, not before', () => {
    const clock = new SimulatedClock();
    renderWith(<ConnectionBanner />, clock);
    expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
    act(() => clock.advance(FIRST_CONNECT_GRACE_MS - 1));
    expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.getByTestId('connection-lost')).toHaveTextContent('Verbindung');
  });
});
