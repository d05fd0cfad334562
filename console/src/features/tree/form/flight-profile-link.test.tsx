// The node form's way to its flight profile (spec 01 §2 /tree/edit/:nodeid/flightprofiles/:id?, guarded by
// admin::manage_flightprofiles): the profile in effect opens in its form over the node form, and Escape returns to
// it; a user without the permission gets no link (never a link to 'access denied').
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-app.tsx';

async function chooseProfile(user: ReturnType<typeof renderScreen>['user']) {
  const select = await screen.findByRole('combobox', { name: 'Weglaufprofil' }, { timeout: 10_000 });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Weglaufschutz' }));
}

describe('flight profile of a node', () => {
  it(
    'opens over the node form for who may manage flight profiles; Escape goes back',
    { timeout: 30_000 },
    async () => {
      const { user, location } = renderScreen(
        '/tree/edit/4',
        { sessionUser: 'admin' },
        { also: ['flightProfileForm'] },
      );
      await chooseProfile(user);
      await user.click(await screen.findByRole('link', { name: 'Weglaufprofil öffnen' }));
      expect(location()).toBe('/tree/edit/4/flightprofiles/1');
      expect(
        await screen.findByRole('dialog', { name: 'Weglaufprofil' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(location()).toBe('/tree/edit/4');
    },
  );

  it('offers no link without admin::manage_flightprofiles', { timeout: 30_000 }, async () => {
    const { user } = renderScreen(
      '/tree/edit/4',
      { sessionUser: 'technik' },
      { also: ['flightProfileForm'] },
    );
    await chooseProfile(user);
    expect(screen.getByRole('combobox', { name: 'Weglaufprofil' })).toHaveValue('Weglaufschutz');
    expect(screen.queryByRole('link', { name: 'Weglaufprofil öffnen' })).not.toBeInTheDocument();
  });
});
