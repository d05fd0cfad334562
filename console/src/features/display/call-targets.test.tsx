// Right targets (spec 01 §2: callForm in a new tab when the profile covers more than one system,
// displayCallForm otherwise): calls are keyed by (system, id), so the form shows the call of the card's system,
// even where another system has a call with the same id.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockCall, mockProfiles } from '../../../../mocks/display-data.ts';
import { renderScreen } from '../../test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });
// The display's code transformed for a worker's first display test can take seconds under a full run's load (all
// three tests once timed out at their first wait when this file was its worker's first display test): a ceiling for
// the first screen, as the self-test's.
const FIRST_SCREEN = { timeout: 12_000 };

const NONE = 255;
const unfiltered = (system_id: number) => ({
  system_id,
  weekday_schedule_id: NONE,
  weekend_schedule_id: NONE,
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((i) => [
      [`weekday_display_group_${i}_id`, NONE],
      [`weekend_display_group_${i}_id`, NONE],
    ]),
  ),
});
const bothHouses = {
  ...mockProfiles()[0]!,
  id: 7,
  name: 'Beide Häuser',
  slug: 'beide',
  settings: [unfiltered(1), unfiltered(2)] as ReturnType<typeof mockProfiles>[number]['settings'],
};
/** The same call id in both systems: only (system, id) tells them apart. */
const sameIds = () => [
  mockCall({ id: 3, callType: 4, room: '104', system: 1 }),
  mockCall({ id: 3, callType: 4, room: '204', system: 2 }),
  mockCall({ id: 8, callType: 6, room: '205', system: 2 }),
];

describe('call targets (spec 01 §2)', () => {
  it('a profile of two systems: cards and presences name their system; a click opens the form of that system in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    // technik may use both systems (pflege only system 1: the display would say system 2 is not available)
    const { user } = renderScreen('/display/beide', {
      sessionUser: 'technik',
      display: { profiles: [bothHouses], calls: sameIds() },
    });
    const card = await screen.findByRole('button', { name: /^Zimmer 204, Patientenruf/ }, FIRST_SCREEN);
    expect(card).toHaveTextContent('Haus Birkenweg');
    const presence = within(screen.getByTestId('presences')).getByTestId('presence-card');
    expect(presence).toHaveTextContent('Haus Birkenweg');
    await user.click(card);
    expect(open).toHaveBeenCalledWith('/display/beide/call/3?system=2', '_blank', 'noopener');
    open.mockRestore();
  });

  it('one system: the form opens over the display and shows the call of the card’s system', async () => {
    const { user, location } = renderScreen(
      '/display',
      { sessionUser: 'pflege', display: { calls: sameIds() } },
      { also: ['displayCallForm'] },
    );
    await user.click(await screen.findByRole('button', { name: /^Zimmer 104, Patientenruf/ }, FIRST_SCREEN));
    await waitFor(() => expect(location()).toBe('/display/call/3?system=1'));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('Haus Lindenhof')).toBeInTheDocument();
    expect(within(form).getAllByText('Zimmer 104').length).toBeGreaterThan(0);
  });

  it('the form of another system’s call with the same id shows that call, not the current system’s', async () => {
    renderScreen('/display/call/3?system=2', { sessionUser: 'pflege', display: { calls: sameIds() } });
    const form = await screen.findByRole('dialog', {}, FIRST_SCREEN);
    expect(await within(form).findByText('Haus Birkenweg', {}, FIRST_SCREEN)).toBeInTheDocument();
    expect(within(form).getAllByText('Zimmer 204').length).toBeGreaterThan(0);
    expect(within(form).queryByText('Zimmer 104')).toBeNull();
  });
});
