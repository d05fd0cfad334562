// /analytics in jsdom against the mock backend (mocks/analytics-handlers.ts): headline figures in the Swiss number
// format and m:ss times, the change against the previous period, the breakdowns' names in the user's language (a
// missing section, the shifts, the weekdays), the range in the address; a failed load is an error with a retry
// (spec 01 §2 analytics; issue 17). The figures themselves are the server's (analytics-api.test.ts).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { disposeRuntimes, renderApp } from '../../test/render-app.tsx';

afterEach(disposeRuntimes);

describe('analytics page', () => {
  it(
    'shows the figures, the breakdowns and keeps the range in the address',
    { timeout: 20_000 },
    async () => {
      const { user, location } = renderApp('/analytics', { sessionUser: 'admin' });
      expect(
        await screen.findByRole('heading', { name: 'Auswertung', level: 1 }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(await screen.findByText('1’234', { selector: 'p' })).toBeInTheDocument();
      // the incidents belong to the analytics area (spec 01 §2): a superuser may manage them
      expect(screen.getByRole('link', { name: 'Vorfälle' })).toHaveAttribute('href', '/analytics/incidents');
      expect(screen.getByText('+23 % gegenüber der Vorperiode')).toBeInTheDocument();
      // the median of 95 s as m:ss, under its label
      expect(screen.getByText('Zeit bis Abschluss (Median)').nextElementSibling).toHaveTextContent('1:35');
      expect(screen.getByText('Lange Rufe (über 10 min)')).toBeInTheDocument();

      const sections = screen.getByRole('heading', { name: 'Nach Bereich' }).parentElement as HTMLElement;
      expect(within(sections).getByText('Ohne Bereich')).toBeInTheDocument();
      const shifts = screen.getByRole('heading', { name: 'Nach Schicht' }).parentElement as HTMLElement;
      expect(within(shifts).getByText('Frühdienst (06–14 Uhr)')).toBeInTheDocument();
      expect(within(shifts).getByText('Nachtdienst (22–06 Uhr)')).toBeInTheDocument();
      expect(screen.getByTitle('Montag, 8 Uhr: 1234 Rufe')).toHaveTextContent('1234');

      await user.click(screen.getAllByLabelText('Zeitraum')[0]!);
      await user.click(await screen.findByRole('option', { name: 'Letzte 30 Tage' }));
      expect(location()).toBe('/analytics?range=LAST_30_DAYS');
    },
  );

  it(
    "drills down from a device with the most calls into its element in the tree's form",
    { timeout: 20_000 },
    async () => {
      const { user, location } = renderApp('/analytics?range=LAST_30_DAYS', { sessionUser: 'admin' });
      await user.click(await screen.findByRole('link', { name: 'Ruftaster 101' }, { timeout: 15_000 }));
      expect(location()).toBe('/analytics/systemtree/edit/23?range=LAST_30_DAYS');
      expect(
        await screen.findByRole('dialog', { name: /Element bearbeiten/ }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
  );

  it(
    "opens a long call's detail over the dashboard (spec 01 §2 /analytics/call/edit/:id)",
    { timeout: 20_000 },
    async () => {
      const { user, location } = renderApp('/analytics?range=LAST_30_DAYS', { sessionUser: 'admin' });
      const list = (
        await screen.findByRole('heading', { name: 'Die längsten Rufe (über 10 min)' }, { timeout: 15_000 })
      ).parentElement as HTMLElement;
      expect(within(list).getByText('25:00')).toBeInTheDocument();
      await user.click(within(list).getByRole('link', { name: '06.01.2025 08:30' }));
      expect(location()).toBe('/analytics/call/edit/4711?range=LAST_30_DAYS');
      const dialog = await screen.findByRole('dialog', { name: /Ruf/ }, { timeout: 10_000 });
      expect(await within(dialog).findByText('Ruf ausgelöst')).toBeInTheDocument();
      expect(within(dialog).getByText('Ruftaster 101')).toBeInTheDocument();
    },
  );

  it(
    'lets the system keeper set the shift boundaries; a refusal shows at the field, in the language of the moment',
    { timeout: 20_000 },
    async () => {
      const { user } = renderApp('/analytics', { sessionUser: 'admin' });
      const form = (await screen.findByRole('heading', { name: 'Schichtgrenzen' }, { timeout: 15_000 }))
        .parentElement as HTMLElement;
      await user.selectOptions(within(form).getByLabelText('Beginn Spätdienst'), '06:00');
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      // the mock answers as the server does: not later than the early shift
      expect(
        await within(form).findByText(/^Die Zeit muss später als die vorherige sein/),
      ).toBeInTheDocument();
      // the refusal follows a change of language while it stands
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Sprache' }), 'Français');
      expect(
        await within(form).findByText(/^L’heure doit être postérieure à la précédente/),
      ).toBeInTheDocument();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Langue' }), 'Deutsch');
      await user.selectOptions(within(form).getByLabelText('Beginn Spätdienst'), '15:00');
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Die Schichtgrenzen sind gespeichert.')).toBeInTheDocument();
    },
  );

  it('says when the analytics could not be loaded and offers a retry', async () => {
    renderApp('/analytics', { sessionUser: 'admin', analytics: { fails: true } });
    expect(
      await screen.findByText('Die Auswertung konnte nicht geladen werden', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
