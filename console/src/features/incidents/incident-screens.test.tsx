// The incident list's modals in jsdom against the mock backend (mocks/incident-screens-handlers.ts): the call behind
// a defect incident (spec 01 §2 /analytics/incidents/call/:id), the users' notification settings with their user form
// (spec 01 §2 /analytics/incidents/notifications and /notifications/user/:id; spec 02 §3 notify_call_source_groups)
// and the route guards (spec 01 §2 analytics::manage_incidents and the analytics licence). The data rules are the
// server's (backend incident-screens-api.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { disposeRuntimes, renderApp } from '../../test/render-app.tsx';

afterEach(disposeRuntimes);
const SLOW = { timeout: 15_000 };

describe('the call behind a defect incident', () => {
  it(
    'opens from the defect row over the list: the open call so far, in the facility’s times',
    { timeout: 25_000 },
    async () => {
      const { user, location } = renderApp('/analytics/incidents', { sessionUser: 'admin' });
      await user.click(await screen.findByRole('link', { name: 'Ruf anzeigen: Vorfall 7' }, SLOW));
      expect(location()).toBe('/analytics/incidents/call/7');
      const dialog = await screen.findByRole('dialog', { name: 'Defektruf' }, SLOW);
      expect(await within(dialog).findByText('Ruf noch offen')).toBeInTheDocument();
      expect(within(dialog).getByText('Offen seit').nextElementSibling).toHaveTextContent('0:30:00');
      expect(within(dialog).getByText('Ende').nextElementSibling).toHaveTextContent('–');
      expect(within(dialog).getByText('Ruf ausgelöst')).toBeInTheDocument();
      // no link for an incident of another kind
      expect(screen.queryByRole('link', { name: 'Ruf anzeigen: Vorfall 6' })).not.toBeInTheDocument();
    },
  );

  it(
    'shows a closed call with its actions in English, and says when no call is known',
    { timeout: 25_000 },
    async () => {
      const { runtime } = renderApp('/analytics/incidents/call/8', { sessionUser: 'admin' });
      await runtime.i18n.changeLanguage('en');
      const dialog = await screen.findByRole('dialog', { name: 'Defect call' }, SLOW);
      expect(await within(dialog).findByTestId('incident-call-state')).toHaveTextContent('Closed');
      expect(within(dialog).getByText('Call ended')).toBeInTheDocument();
      expect(within(dialog).getByText('06.01.2025 07:10 · after 9:10:00 · by technik')).toBeInTheDocument();
      disposeRuntimes();
      renderApp('/analytics/incidents/call/99', { sessionUser: 'admin' });
      expect(
        await screen.findByText('Zu diesem Vorfall ist kein Ruf bekannt.', undefined, SLOW),
      ).toBeInTheDocument();
    },
  );

  it(
    'is refused without analytics::manage_incidents (spec 01 §2 route guard)',
    { timeout: 20_000 },
    async () => {
      const { location } = renderApp('/analytics/incidents/call/7', { sessionUser: 'pflege' });
      await waitFor(() => expect(location()).toBe('/no-access'), SLOW);
      expect(
        await screen.findByText('Ihnen fehlen die benötigten Berechtigungen für diese Aktion.'),
      ).toBeInTheDocument();
    },
  );
});

describe('the users’ notification settings', () => {
  it(
    'lists the users with their groups and saves a user’s groups in the user form',
    { timeout: 25_000 },
    async () => {
      const { user, location, backend } = renderApp('/analytics/incidents/notifications', {
        sessionUser: 'admin',
      });
      const list = await screen.findByRole('dialog', { name: 'Benachrichtigungen und E-Mail-Versand' }, SLOW);
      const adminRow = await within(list).findByTestId('notification-user-1', undefined, SLOW);
      expect(adminRow).toHaveTextContent('leitung@heim.example');
      expect(adminRow).toHaveTextContent('Zimmer und Bad, Medaillons');
      expect(within(list).getByTestId('notification-user-3')).toHaveTextContent('keine Adresse');
      await user.click(within(list).getByRole('link', { name: 'pflege' }));
      expect(location()).toBe('/analytics/incidents/notifications/user/3');
      const form = await screen.findByRole('dialog', { name: 'Benachrichtigungen eines Benutzers' }, SLOW);
      // without an address nothing arrives: the form says so
      expect(await within(form).findByText(/hat keine E-Mail-Adresse/, undefined, SLOW)).toBeInTheDocument();
      await user.click(within(form).getByRole('checkbox', { name: 'Medaillons' }));
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(location()).toBe('/analytics/incidents/notifications'));
      expect(backend.incidentScreens.state.saves).toEqual([{ user_id: 3, call_source_group_ids: [2] }]);
      expect(await screen.findByText('Benachrichtigungen gespeichert')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('notification-user-3')).toHaveTextContent('Medaillons'));
    },
  );

  it('says an unknown user in the form instead of an empty form', { timeout: 20_000 }, async () => {
    renderApp('/analytics/incidents/notifications/user/42', { sessionUser: 'admin' });
    expect(
      await screen.findByText(
        'Dieser Benutzer ist unbekannt oder darf dieses System nicht verwenden.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
