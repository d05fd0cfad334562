// The header's global search against the mock backend (spec 01 §2 global search, §4 popup, §9 timings: debounce
// 500 ms, minimum 2 characters, loading indicator after 200 ms). The clock is simulated: nothing is asked before
// the debounce has passed, and the test moves time instead of waiting for it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SimulatedClock } from '@cs/contracts/clock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../../../app/screens.tsx';
import { disposeRuntimes, renderApp } from '../../../test/render-app.tsx';
import { DEVICE_SEARCH_RETRY_MS } from './use-device-search.ts';
import { SEARCH_DEBOUNCE_MS } from './use-global-search.ts';

afterEach(disposeRuntimes);
// The popup is a lazy chunk: in the whole suite its first load (Spotlight and its dependencies transformed for the
// first time in this worker) took more than the first test's ceilings. Loaded once before the tests, each test
// measures the popup, not the transform.
beforeAll(() => import('./search-popup.tsx'), 60_000);

const typeInto = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const key = (box: HTMLElement, code: string) => fireEvent.keyDown(box, { key: code, code });
const advance = (clock: SimulatedClock, ms: number) => act(() => clock.advance(ms));

async function openSearch(options: Parameters<typeof renderApp>[1] = {}) {
  const clock = new SimulatedClock();
  const app = renderApp('/tree', { sessionUser: 'admin', ...options }, { clock });
  // Ceilings, not waits: the first test of the file loads the header's and the popup's lazy chunks.
  await screen.findByRole('button', { name: /Suchen/ }, { timeout: 15_000 });
  // The shortcut is registered in an effect after the box renders: pressed in the same instant (as no user can),
  // it may come first. Pressed again until the popup is there (each press opens it; the box keeps one popup).
  const box = await waitFor(
    () => {
      const found = screen.queryByRole('textbox', { name: 'Globale Suche' });
      if (!found) fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
      expect(found).not.toBeNull();
      return found as HTMLElement;
    },
    { timeout: 15_000 },
  );
  return { ...app, clock, box };
}

describe('global search', () => {
  it('asks only after 500 ms of quiet, groups the hits, wraps the arrows and opens the chosen node', async () => {
    const { clock, box, location } = await openSearch();
    typeInto(box, '10');
    typeInto(box, '101');
    await advance(clock, SEARCH_DEBOUNCE_MS - 1);
    expect(screen.queryByRole('group', { name: 'Elemente' })).not.toBeInTheDocument();
    await advance(clock, 1);
    const group = await screen.findByRole('group', { name: 'Elemente' });
    const hits = within(group).getAllByRole('button');
    expect(hits.map((h) => h.textContent)).toEqual(['Zimmer 101', 'Ruftaster 101']);

    // The answer's first hit is selected (issue 38: as in every command palette); Down moves on, Down from the
    // last wraps to the first, Up from the first to the last.
    await waitFor(() => expect(hits[0]).toHaveAttribute('data-selected'));
    key(box, 'ArrowDown');
    expect(hits[1]).toHaveAttribute('data-selected');
    key(box, 'ArrowDown');
    expect(hits[0]).toHaveAttribute('data-selected');
    key(box, 'ArrowUp');
    expect(hits[1]).toHaveAttribute('data-selected');
    key(box, 'Enter');
    const node = SCREENS.systemTreeNodeForm ? '/tree/edit/23' : '/tree?node=23';
    expect(location()).toBe(node);
  });

  it('Enter without an arrow key opens the first hit (issue 38)', async () => {
    const { clock, box, location } = await openSearch();
    typeInto(box, '101');
    await advance(clock, SEARCH_DEBOUNCE_MS);
    const group = await screen.findByRole('group', { name: 'Elemente' });
    await waitFor(() => expect(within(group).getAllByRole('button')[0]).toHaveAttribute('data-selected'));
    key(box, 'Enter');
    expect(location()).toBe(SCREENS.systemTreeNodeForm ? '/tree/edit/3' : '/tree?node=3');
  });

  it('keeps what is typed from the opening on, before its field has the focus (issue 38: no lost first key)', async () => {
    renderApp('/tree', { sessionUser: 'admin' }, { clock: new SimulatedClock() });
    const opener = await screen.findByRole('button', { name: /Suchen/ }, { timeout: 15_000 });
    fireEvent.click(opener);
    // typed at once, where the focus is (not yet in the popup's field): nothing beneath may act on them either
    for (const k of ['Z', 'i', 'm', 'x', 'Backspace', 'm', 'e', 'r', 'Enter']) {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
      (document.activeElement ?? document.body).dispatchEvent(event);
      expect(event.defaultPrevented, k).toBe(true);
    }
    const box = await screen.findByRole('textbox', { name: 'Globale Suche' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('Zimmer');
    // from the field on, keys are the field's own
    const later = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    box.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('needs 2 characters and says so, and says when nothing is found', async () => {
    const { clock, box } = await openSearch();
    typeInto(box, ' Z ');
    await advance(clock, SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Geben Sie mindestens 2 Zeichen ein.')).toBeInTheDocument();
    typeInto(box, 'Keller');
    await advance(clock, SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText('Keine Treffer')).toBeInTheDocument();
    expect(screen.getByText(/Zu «Keller» wurde nichts gefunden/)).toBeInTheDocument();
  });

  it('shows the loading indicator only when the answer takes longer than 200 ms', async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const { clock, box } = await openSearch({ search: { gate } });
    typeInto(box, 'Zimmer');
    await advance(clock, SEARCH_DEBOUNCE_MS); // the query goes out
    await advance(clock, 199);
    expect(screen.queryByLabelText('Suche läuft …')).not.toBeInTheDocument();
    await advance(clock, 1);
    expect(screen.getByLabelText('Suche läuft …')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('group', { name: 'Elemente' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Suche läuft …')).not.toBeInTheDocument();
  });

  it('shows a failed search as such, not as an empty result', async () => {
    const { clock, box } = await openSearch({ search: { fails: true } });
    typeInto(box, 'Zimmer');
    await advance(clock, SEARCH_DEBOUNCE_MS);
    expect(await screen.findByText('Die Suche ist fehlgeschlagen')).toBeInTheDocument();
    expect(screen.queryByText('Keine Treffer')).not.toBeInTheDocument();
  });

  it('device search (spec 01 §4): lists each detected device once by address with its time, opens it, warns without hubs and starts again after 5 s', async () => {
    const { clock, backend, location } = await openSearch();
    const toggle = screen.getByRole('switch', { name: /Gerätesuche/ });
    fireEvent.click(toggle);
    expect(await screen.findByText(/Halten Sie einen Magneten an ein Gerät/)).toBeInTheDocument();
    await waitFor(() => expect(backend.deviceSearch.state.subscribers).toHaveLength(1));
    act(() => backend.deviceSearch.magnet(23));
    // the list starts anew with every new entry (a fresh selection): ask for the group each time
    const group = () => screen.getByRole('group', { name: 'Erkannte Geräte' });
    const names = () =>
      within(group())
        .queryAllByRole('button')
        .map((e) => e.textContent);
    await waitFor(() =>
      expect(names()).toEqual([
        expect.stringMatching(/^Ruftaster 101Adresse 78B9F4D0 · Zimmer 101 · \d\d:\d\d$/),
      ]),
    );
    // newest first; the same address again overwrites its entry instead of adding one
    act(() => backend.deviceSearch.magnet(4));
    await waitFor(() => expect(names()).toHaveLength(2));
    act(() => backend.deviceSearch.magnet(23));
    await waitFor(() => expect(names()[0]).toMatch(/^Ruftaster 101/));
    expect(names()).toHaveLength(2);

    // no hubs: a warning, not an error; switching off and on clears it
    act(() => backend.deviceSearch.error('no hubs registered'));
    expect(await screen.findByText('Keine Hubs registriert')).toBeInTheDocument();
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(screen.queryByText('Keine Hubs registriert')).not.toBeInTheDocument();
    expect(names()).toEqual([]);

    // the subscription fails: the error as it is; it starts again after 5 s on the clock
    await waitFor(() => expect(backend.deviceSearch.state.subscribers).toHaveLength(1));
    act(() => backend.deviceSearch.fail('Hub 2 antwortet nicht'));
    expect(await screen.findByText('Keine Verbindung zum Funk-Hub')).toBeInTheDocument();
    expect(screen.getByText('Hub 2 antwortet nicht')).toBeInTheDocument();
    await advance(clock, DEVICE_SEARCH_RETRY_MS - 1);
    expect(backend.deviceSearch.state.subscribers).toHaveLength(0);
    await advance(clock, 1);
    await waitFor(() => expect(backend.deviceSearch.state.subscribers).toHaveLength(1));

    // a detected device opens like a hit
    await waitFor(() => expect(backend.deviceSearch.state.subscribers).toHaveLength(1));
    act(() => backend.deviceSearch.magnet(23));
    fireEvent.click(await screen.findByRole('button', { name: /Ruftaster 101/ }));
    expect(location()).toBe(SCREENS.systemTreeNodeForm ? '/tree/edit/23' : '/tree?node=23');
  });

  it('is not in the header of a user without the tree or system permission', async () => {
    renderApp('/log', { sessionUser: 'pflege' });
    await screen.findByRole('navigation', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /Suchen/ })).not.toBeInTheDocument();
  });
});
