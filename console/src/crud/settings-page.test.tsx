// /admin/settings in jsdom against the mock backend (mocks/admin-handlers.ts): the global settings' probable-defect
// monitors (spec 02 §3: name, criterion as a hex code starting 0x, threshold as the maximum count, timeframe in hours)
// listed on the settings page of the admin navigation, each one's form over it (/admin/settings/probabledefects/edit/
// :id?), the criterion checked with the catalogue's message (spec 02 §5 criterion_prefix) in German and French when the
// field is left; the page needs admin::manage_system (spec 01 §2). The server side: backend
// modules/incidents/monitor-settings-api.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { requestsOf, useAdminScreens } from '../test/crud-helpers.ts';

useAdminScreens();
const SLOW = { timeout: 15_000 };
const MONITORS = {
  ProbableDefectMonitor: [{ id: 1, name: 'Funkstörung', criterion: '0x6A', threshold: 4, timeframe: 1 }],
};

describe('settings page: probable-defect monitors', () => {
  it(
    'lists the monitors on the settings page and edits one in its form over the page',
    { timeout: 40_000 },
    async () => {
      const { user, backend, location, runtime } = renderApp('/admin/settings', {
        sessionUser: 'technik',
        admin: { data: MONITORS },
      });
      expect(
        await screen.findByRole('heading', { name: 'Einstellungen', level: 1 }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Wahrscheinliche Defekte', level: 2 })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Verwaltung' });
      expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const table = await screen.findByRole('table', { name: 'Wahrscheinliche Defekte' }, SLOW);
      const row = await within(table).findByTestId('row-1');
      expect(row).toHaveTextContent('Funkstörung');
      expect(row).toHaveTextContent('0x6A');

      await user.click(within(row).getByRole('link', { name: 'Funkstörung' }));
      await waitFor(() => expect(location()).toBe('/admin/settings/probabledefects/edit/1'));
      const form = await screen.findByRole('form', { name: 'Überwacher für wahrscheinliche Defekte' }, SLOW);
      const criterion = within(form).getByLabelText(/^Kriterium/);
      await waitFor(() => expect(criterion).toHaveValue('0x6A'));
      await user.clear(criterion);
      await user.type(criterion, '6A');
      await user.tab();
      expect(await within(form).findByText('Der Wert muss mit 0x beginnen, z. B. 0x6A.')).toBeInTheDocument();
      expect(criterion).toHaveAttribute('aria-invalid', 'true');
      await runtime.i18n.changeLanguage('fr');
      expect(
        await within(form).findByText('La valeur doit commencer par 0x, p. ex. 0x6A.'),
      ).toBeInTheDocument();
      await runtime.i18n.changeLanguage('de');

      await user.clear(criterion);
      await user.type(criterion, '0x6B');
      const threshold = within(form).getByLabelText(/^Höchstanzahl/);
      await user.clear(threshold);
      await user.type(threshold, '2');
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      await waitFor(() =>
        expect(requestsOf(backend.admin, 'AdminProbableDefectMonitorUpdate')).toHaveLength(1),
      );
      expect(requestsOf(backend.admin, 'AdminProbableDefectMonitorUpdate')[0]?.variables.input).toMatchObject(
        {
          id: 1,
          criterion: '0x6B',
          threshold: 2,
        },
      );
      await waitFor(() => expect(location()).toBe('/admin/settings'), SLOW);
      expect(await within(table).findByText('0x6B')).toBeInTheDocument();
    },
  );

  it('is refused without admin::manage_system', { timeout: 20_000 }, async () => {
    const { location } = renderApp('/admin/settings/probabledefects/edit/1', { sessionUser: 'pflege' });
    await waitFor(() => expect(location()).toBe('/no-access'), SLOW);
  });
});
