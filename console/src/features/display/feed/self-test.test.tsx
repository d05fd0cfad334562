// The display checks itself: when the screen shows fewer calls than the last push asks for (here a
// card is taken out of the DOM behind React's back, as a rendering fault would), it reloads: the feed subscribes
// again and the calls are rebuilt from scratch.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import { manyCalls, mockCall, mockProfiles } from '../../../../../mocks/display-data.ts';
import { renderScreen } from '../../../test/render-app.tsx';
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
    const clock = new SimulatedClock(Date.now());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen('/display', { display: { calls: manyCalls(3) } }, { clock });
    // A ceiling, not a wait: the display's lazy chunk may load here for the first time in this worker.
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(3), { timeout: 12_000 });
    act(() => screen.getAllByTestId('call-card')[1]!.remove());
    expect(screen.getAllByTestId('call-card')).toHaveLength(2);
    // Checked once after the push and once more before it reloads.
    await act(async () => clock.advance(SELF_TEST_DELAY_MS));
    expect(screen.getAllByTestId('call-card')).toHaveLength(2);
    await act(async () => clock.advance(SELF_TEST_DELAY_MS));
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(3));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('display self-test: 2 call(s) on screen, 3'));
    expect(screen.getByTestId('freshness')).toHaveAttribute('title', 'Selbsttest: einmal neu geladen');
    error.mockRestore();
  });

  it('counts what the list shows at the display’s time, not the browser’s (a day/night profile, spec 01 §4)', async () => {
    // Day (07:00-21:00, schedule 1 of the mock relations) shows Wohnbereich 1, night Wohnbereich 2; the display's
    // clock is put into the period the browser's clock is not in, so the two readings disagree.
    const hour = Number(
      new Intl.DateTimeFormat('de-CH', { hour: 'numeric', timeZone: 'Europe/Zurich' }).format(Date.now()),
    );
    const day = hour >= 7 && hour < 21;
    // 03:00 or 12:00 in Zurich (a Tuesday)
    const clock = new SimulatedClock(Date.parse(day ? '2026-03-03T02:00:00Z' : '2026-03-03T11:00:00Z'));
    const base = mockProfiles()[0]!;
    const dayNight = {
      ...base,
      slug: 'tag-nacht',
      settings: [
        {
          ...base.settings[0]!,
          weekday_schedule_id: 1,
          weekend_schedule_id: 1,
          weekday_display_group_1_id: 3,
          weekday_display_group_2_id: 4,
          weekend_display_group_1_id: 3,
          weekend_display_group_2_id: 4,
        },
      ],
    };
    const calls = [
      mockCall({ id: 1, callType: 4, room: '101', section: 1 }),
      mockCall({ id: 2, callType: 4, room: '102', section: 1 }),
      mockCall({ id: 3, callType: 4, room: '201', section: 2 }),
    ];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen('/display/tag-nacht', { display: { calls, profiles: [dayNight] } }, { clock });
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(day ? 1 : 2), {
      timeout: 12_000,
    });
    await act(async () => clock.advance(SELF_TEST_DELAY_MS));
    await act(async () => clock.advance(SELF_TEST_DELAY_MS));
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('display self-test'));
    expect(screen.getByTestId('freshness')).not.toHaveAttribute(
      'title',
      expect.stringContaining('neu geladen'),
    );
    error.mockRestore();
  });
});
