// The admin lists in the running console against the mock backend: search and navigation, what list cells
// show, the sort page, and form-level limits (spec 01 §2 admin area, §5; spec 02 §8, §9).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disposeRuntimes, renderApp } from '../test/render-app.tsx';
import { byName, de, requestsOf, table, useAdminScreens } from '../test/crud-helpers.ts';

useAdminScreens();

describe('admin lists', () => {
  it('schedule limit: the form-level message of spec 02 §8 shows above the fields', async () => {
    const { user } = renderApp('/admin/schedules/edit', {
      sessionUser: 'admin',
      admin: { validate: () => [{ field: '_form', key: 'schedule_limit_reached', data: { max: 20 } }] },
    });
    const form = await screen.findByRole('form', { name: 'Zeitplan' });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Die maximale Anzahl an Zeitplänen wurde erreicht.',
    );
  });

  it('sort page saves the new order by id list', async () => {
    const { user, backend } = renderApp('/admin/calltypes/sort', { sessionUser: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Nach unten: Notruf' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminCallTypeSort')[0]?.variables).toEqual({ ids: [4, 2, 6] }),
    );
  });

  it('search filters the list; /admin goes to the first list; the side navigation lists what the user may open', async () => {
    const { user, location } = renderApp('/admin', { sessionUser: 'technik' });
    await waitFor(() => expect(location()).toBe('/admin/systemparams'));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Verwaltung' })).getByRole('link', {
        name: 'Rufarten',
      }),
    );
    const list = await table(byName('callTypes'));
    await user.type(screen.getByRole('textbox', { name: 'Suchen' }), 'anwes');
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    const nav = screen.getByRole('navigation', { name: 'Verwaltung' });
    expect(within(nav).getByRole('link', { name: 'Benutzer' })).toBeInTheDocument();
    // technik lacks admin::manage_flightprofiles and admin::manage_reports (docs/team-contract.md)
    expect(within(nav).queryByRole('link', { name: 'Weglaufprofile' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Berichte' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verwaltung' })).toBeInTheDocument();
  });

  it('list cells name what an id refers to (the section, not 2) and show dates as dd.MM.yyyy HH:mm (spec 02 §9)', async () => {
    renderApp('/admin/checkpointmaps', {
      sessionUser: 'admin',
      admin: {
        data: {
          Section: [{ id: 2, name: 'Wohnbereich Süd' }],
          CheckpointMap: [
            { id: 7, name: 'EG', section_id: 2, sort_order: 1, image_url: null, checkpoints: [] },
          ],
        },
      },
    });
    const maps = await screen.findByRole('table', { name: 'Checkpoint-Karten' }, { timeout: 5000 });
    expect(await within(maps).findByText('Wohnbereich Süd')).toBeInTheDocument();
    disposeRuntimes();
    renderApp('/admin/displaynotes', {
      sessionUser: 'admin',
      admin: {
        data: {
          DisplayNote: [
            {
              id: 4,
              title: 'Probealarm',
              text: '',
              color: 'red',
              active: true,
              sort_order: 1,
              display_from: '2026-03-05T08:30:00.000Z',
              display_until: null,
              display_date: null,
            },
          ],
        },
      },
    });
    const notes = await screen.findByRole('table', { name: de.displayNotes?.title }, { timeout: 5000 });
    // 08:30 UTC is 09:30 in the facility's zone (Europe/Zurich), 24-hour clock in every language
    expect(await within(notes).findByText('05.03.2026 09:30')).toBeInTheDocument();
    expect(within(notes).queryByText(/2026-03-05T/)).not.toBeInTheDocument();
  });
});
