// Spec 01 §2 presences overflow (collapses after 60 s), notes, elapsed 'just now' under 10 s (spec 01 §9).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createRuntime } from '../../../platform/runtime.ts';
import { NOTES, presences } from '../../../../../mocks/display-data.ts';
import { elapsedParts } from '../cards/elapsed.tsx';
import { NotesList } from './notes-column.tsx';
import { PRESENCE_EXPANSION_MS, PresencesColumn } from './presences-column.tsx';

const runtimes: Array<ReturnType<typeof createRuntime>> = [];
function renderWith(ui: React.ReactNode) {
  const runtime = createRuntime({ locale: 'de' });
  runtimes.push(runtime);
  return render(
    <AppProviders runtime={runtime} env="test">
      {ui}
    </AppProviders>,
  );
}
afterEach(() => {
  runtimes.splice(0).forEach((r) => r.dispose());
  vi.useRealTimers();
});

describe('presences column (spec 01 §2)', () => {
  it('shows every presence when they fit', () => {
    renderWith(<PresencesColumn presences={presences(3)} maxVisible={4} />);
    expect(screen.getAllByTestId('presence-card')).toHaveLength(3);
    expect(screen.queryByTestId('presence-overflow')).toBeNull();
  });

  it('extra presences collapse to a count tile; clicking expands; it collapses again after 60 s', () => {
    vi.useFakeTimers();
    renderWith(<PresencesColumn presences={presences(10)} maxVisible={4} />);
    expect(screen.getAllByTestId('presence-card')).toHaveLength(3);
    expect(screen.getByTestId('presence-overflow')).toHaveTextContent('+7 weitere');
    fireEvent.click(screen.getByTestId('presence-overflow'));
    expect(screen.getAllByTestId('presence-card')).toHaveLength(10);
    act(() => vi.advanceTimersByTime(PRESENCE_EXPANSION_MS - 1));
    expect(screen.getAllByTestId('presence-card')).toHaveLength(10);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByTestId('presence-card')).toHaveLength(3);
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
    [3600 * 25 + 120, 'hours', { h: 25, m: 2 }],
    [-5, 'justNow', {}],
  ])('%s s -> %s', (s, key, values) => expect(elapsedParts(opened, at(s))).toEqual({ key, values }));
});
