// /admin/defects in jsdom against the mock backend (mocks/incident-screens-handlers.ts): the open defects with
// device, room, kind, what was measured and since when in the facility's time (spec 01 §2 admin single pages, spec
// 02 §3 incident kinds), in the admin navigation; the route guard (admin::manage_system or calllog::see_defects);
// a failed load is an error with a retry, never an empty list. The list itself is the server's (backend
// incident-screens-api.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { disposeRuntimes, renderApp, renderScreen } from '../../test/render-app.tsx';

afterEach(disposeRuntimes);
const SLOW = { timeout: 15_000 };

describe('defect list', () => {
  it(
    'lists the defects for a technician with admin::manage_system, in German and French',
    { timeout: 25_000 },
    async () => {
      const { runtime } = renderScreen('/admin/defects', { sessionUser: 'technik' });
      expect(await screen.findByRole('heading', { name: 'Defekte', level: 1 }, SLOW)).toBeInTheDocument();
      const probable = await screen.findByTestId('defect-9', undefined, SLOW);
      expect(probable).toHaveTextContent('Bewegungsmelder 7');
      expect(probable).toHaveTextContent('Zimmer 107');
      expect(probable).toHaveTextContent('Wahrscheinlicher Defekt');
      expect(probable).toHaveTextContent('Sensorfehler: 5× 0x6a (höchstens 4)');
      expect(probable).toHaveTextContent('06.01.2025 08:50');
      expect(screen.getByTestId('defect-7')).toHaveTextContent('Zugewiesen');
      // a page of the admin navigation
      const nav = screen.getByRole('navigation', { name: 'Verwaltung' });
      expect(within(nav).getByRole('link', { name: 'Defekte' })).toHaveAttribute('aria-current', 'page');
      await runtime.i18n.changeLanguage('fr');
      expect(await screen.findByRole('heading', { name: 'Défauts', level: 1 })).toBeInTheDocument();
      expect(screen.getByTestId('defect-9')).toHaveTextContent('06.01.2025 08:50');
    },
  );

  it(
    'links each device to its node form in the tree for tree users, by keyboard; plain text for others',
    { timeout: 30_000 },
    async () => {
      // spec 01 §2 gives /admin/defects no node modal: the tree's node form /tree/edit/:id (systemtree::use_module)
      const { user, location } = renderScreen(
        '/admin/defects',
        { sessionUser: 'technik' },
        { also: ['systemTreeNodeForm'] },
      );
      const row = await screen.findByTestId('defect-9', undefined, SLOW);
      const link = within(row).getByRole('link', { name: 'Bewegungsmelder 7' });
      expect(link).toHaveAttribute('href', '/tree/edit/31');
      expect(within(screen.getByTestId('defect-7')).getByRole('link', { name: 'Bad 7' })).toHaveAttribute(
        'href',
        '/tree/edit/23',
      );
      link.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(location()).toBe('/tree/edit/31'), SLOW);
      disposeRuntimes();
      // calllog::see_defects without the tree: the page, but no link into the tree
      renderScreen('/admin/defects', {
        sessionUser: 'pflege',
        data: (d) => {
          const pflege = d.users.find((u) => u.username === 'pflege')!;
          pflege.permissions = [
            ...pflege.permissions,
            { code: 'admin::use_module' },
            { code: 'calllog::see_defects' },
          ];
          return d;
        },
      });
      const plain = await screen.findByTestId('defect-9', undefined, SLOW);
      expect(plain).toHaveTextContent('Bewegungsmelder 7');
      expect(within(plain).queryByRole('link')).toBeNull();
    },
  );

  it('says so when there is none, and offers a retry when the list fails', { timeout: 25_000 }, async () => {
    renderScreen('/admin/defects', {
      sessionUser: 'admin',
      incidentScreens: { defects: { time_zone: 'Europe/Zurich', items: [] } },
    });
    expect(await screen.findByText('Keine Geräte mit Defekt.', undefined, SLOW)).toBeInTheDocument();
    disposeRuntimes();
    renderScreen('/admin/defects', { sessionUser: 'admin', incidentScreens: { defectsFail: true } });
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, SLOW)).toBeInTheDocument();
  });

  it('is refused without admin::manage_system or calllog::see_defects', { timeout: 20_000 }, async () => {
    const { location } = renderApp('/admin/defects', { sessionUser: 'pflege' });
    await waitFor(() => expect(location()).toBe('/no-access'), SLOW);
  });
});
