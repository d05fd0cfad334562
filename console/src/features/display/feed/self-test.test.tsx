// The display checks itself: when the screen shows fewer calls than the last push asks for (here a
// card is taken out of the DOM behind React's back, as a rendering fault would), it reloads: the feed subscribes
// again and the calls are rebuilt from scratch.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { manyCalls } from '../../../../../mocks/display-data.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { renderedCount, SELF_TEST_DELAY_MS } from './use-self-test.ts';

vi.setConfig({ testTimeout: 15_000 });

describe('display self-test', () => {
  it('counts cards and the calls the tiles stand for', () => {
    document.body.innerHTML =
      '<div data-testid="call-card"></div><div data-testid="calls-overflow" data-hidden="4"></div>' +
      '<div data-testid="presence-card"></div><button data-testid="presence-overflow" data-hidden="2"></button>';
    expect(renderedCount(document.body)).toBe(8);
    document.body.innerHTML = '';
  });

  it('a screen out of step with the last push twice in a row is rebuilt', async () => {
    const clock = new SimulatedClock();
    clock.set(Date.now());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/display', { display: { calls: manyCalls(3) } }, { clock });
    // A ceiling, not a wait: the display's lazy chunk may load here for the first time in this worker.
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(3), { timeout: 12_000 });
    act(() => screen.getAllByTestId('call-card')[1]!.remove());
    expect(screen.getAllByTestId('call-card')).toHaveLength(2);
    // Checked once after the push and once more before it reloads.
    await act(async () => clock.increment(SELF_TEST_DELAY_MS));
    expect(screen.getAllByTestId('call-card')).toHaveLength(2);
    await act(async () => clock.increment(SELF_TEST_DELAY_MS));
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(3));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('display self-test: 2 call(s) on screen, 3'));
    expect(screen.getByTestId('freshness')).toHaveAttribute('title', 'Selbsttest: einmal neu geladen');
    error.mockRestore();
  });
});
