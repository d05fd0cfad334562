// Times in the admin forms (ARCHITECTURE §7, spec 01 §9): a post-it stored for 14:30 UTC shows 15:30 in its
// list and in its form (the facility's clock, Europe/Zurich), and a time typed in the form is stored as the
// instant it means, with its zone. Found by testing: the list showed 15:30 and the form 14:30.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-app.tsx';
import { requestsOf, useAdminScreens } from '../test/crud-helpers.ts';

useAdminScreens();

const NOTE = {
  id: 4,
  title: 'Brandschutzübung',
  text: '',
  color: 'red',
  active: true,
  sort_order: 1,
  display_from: '2026-03-05T14:30:00.000Z',
  display_until: null,
  display_date: null,
};

describe('a date and time field', () => {
  it('shows the facility’s wall clock in list and form, and stores what is typed as its instant', async () => {
    const { user, backend } = renderScreen('/admin/displaynotes/edit/4', {
      sessionUser: 'admin',
      admin: { data: { DisplayNote: [NOTE] } },
    });
    const form = await screen.findByRole('form', { name: 'Post-it' }, { timeout: 5000 });
    const from = within(form).getByLabelText(/^Anzeigen ab/);
    await waitFor(() => expect(from).toHaveValue('05.03.2026 15:30'));
    // 30 March 2026 is summer time in Zurich (UTC+2): 08:00 there is 06:00 UTC.
    await user.clear(from);
    await user.type(from, '30.03.2026 08:00');
    expect(from).toHaveValue('30.03.2026 08:00');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requestsOf(backend.admin, 'AdminDisplayNoteUpdate')).toHaveLength(1));
    expect(requestsOf(backend.admin, 'AdminDisplayNoteUpdate')[0]?.variables.input).toMatchObject({
      display_from: '2026-03-30T06:00:00.000Z',
    });
  });
});

describe('in the zone the facility’s system parameters name (timezone, issue 14)', () => {
  it('a home in New York sees 09:30 for the same post-it and stores 08:00 typed as 12:00 UTC', async () => {
    const { user, backend } = renderScreen('/admin/displaynotes/edit/4', {
      sessionUser: 'admin',
      admin: { data: { DisplayNote: [NOTE] } },
      data: (d) => ({ ...d, systems: d.systems.map((s) => ({ ...s, time_zone: 'America/New_York' })) }),
    });
    const form = await screen.findByRole('form', { name: 'Post-it' }, { timeout: 5000 });
    const from = within(form).getByLabelText(/^Anzeigen ab/);
    await waitFor(() => expect(from).toHaveValue('05.03.2026 09:30'));
    // 30 March 2026 is daylight time in New York (UTC-4).
    await user.clear(from);
    await user.type(from, '30.03.2026 08:00');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requestsOf(backend.admin, 'AdminDisplayNoteUpdate')).toHaveLength(1));
    expect(requestsOf(backend.admin, 'AdminDisplayNoteUpdate')[0]?.variables.input).toMatchObject({
      display_from: '2026-03-30T12:00:00.000Z',
    });
  });
});

describe('the calendar beside a date and time (Mantine DatePicker, issue 14)', () => {
  it('picks the day and keeps the typed time; the day is stored on the facility’s clock', async () => {
    const { user, backend } = renderScreen('/admin/displaynotes/edit/4', {
      sessionUser: 'admin',
      admin: { data: { DisplayNote: [NOTE] } },
    });
    const form = await screen.findByRole('form', { name: 'Post-it' }, { timeout: 5000 });
    const from = within(form).getByLabelText(/^Anzeigen ab/);
    await waitFor(() => expect(from).toHaveValue('05.03.2026 15:30'));
    const [calendar] = within(form).getAllByRole('button', { name: 'Datum im Kalender wählen' });
    await user.click(calendar!);
    // the calendar speaks the user's language: the days are named in German
    await user.click(await screen.findByRole('button', { name: '20 März 2026' }));
    await waitFor(() => expect(from).toHaveValue('20.03.2026 15:30'));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requestsOf(backend.admin, 'AdminDisplayNoteUpdate')).toHaveLength(1));
    expect(requestsOf(backend.admin, 'AdminDisplayNoteUpdate')[0]?.variables.input).toMatchObject({
      display_from: '2026-03-20T14:30:00.000Z',
    });
  });
});
