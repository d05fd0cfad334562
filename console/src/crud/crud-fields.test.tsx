// Single fields and widgets of the admin forms in the running console against the mock backend: read-only
// LDAP fields, numeric dropdowns, counters, nested rows, checkpoints, secrets, warnings (spec 01 §5, spec 02 §3,
// §5, §6).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disposeRuntimes, renderScreen } from '../test/render-app.tsx';
import { byName, requestsOf, table, useAdminScreens, visibleInput } from '../test/crud-helpers.ts';

useAdminScreens();

describe('admin form fields', () => {
  it('LDAP users: name, e-mail and roles are read-only, the password fields are not offered (spec 02 §6)', async () => {
    renderScreen('/admin/users/edit/5', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Benutzer' });
    await waitFor(() => expect(within(form).getByLabelText(/^Benutzername/)).toHaveValue('ldap.user'));
    expect(within(form).getByLabelText(/^Benutzername/)).toBeDisabled();
    expect(within(form).getByLabelText(/^E-Mail/)).toBeDisabled();
    expect(within(form).queryByLabelText(/^Passwort$/)).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^Sprache/ })).not.toBeDisabled();
  });

  it('a numeric dropdown stays numeric: the LED colour goes out as a number', async () => {
    const { user, backend } = renderScreen('/admin/calltypes/edit/2', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Rufart' });
    await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveValue('Notruf'));
    await user.click(within(form).getByRole('combobox', { name: /^LED-Farbe primär/ }));
    await user.click(await screen.findByRole('option', { name: 'Magenta' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminCallTypeUpdate')[0]?.variables.input).toMatchObject({
        led_primary_color: 7,
      }),
    );
  });

  it('maximum length with remaining counter, text-normalising input on blur', async () => {
    const { user } = renderScreen('/admin/callsources/edit', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Rufquelle' });
    await user.type(within(form).getByLabelText(/^Gerätetext/), 'Bad');
    expect(within(form).getByTestId('text-remaining')).toHaveTextContent('Noch 4 Zeichen');
    await user.type(within(form).getByLabelText('Zeichen'), 'k');
    await user.tab();
    expect(within(form).getByLabelText('Zeichen')).toHaveValue('K');
  });

  it('section form: a display group row per interval of the chosen schedule, none for schedule 255 (spec 01 §3, §4)', async () => {
    const data = {
      Schedule: [
        {
          id: 3,
          name: 'Schichten',
          time_1: '06:00',
          time_2: '14:00',
          time_3: '22:00',
          time_4: null,
          time_5: null,
        },
      ],
      Section: [
        {
          id: 7,
          name: 'WB 1',
          connected_section_id: null,
          is_hidden: false,
          allow_manual_call_closure: false,
          weekday_schedule_id: 3,
          weekend_schedule_id: 255,
          ...Object.fromEntries(
            [1, 2, 3, 4, 5].flatMap((i) => [
              [`weekday_display_group_${i}_id`, 255],
              [`weekend_display_group_${i}_id`, 255],
            ]),
          ),
        },
      ],
    };
    renderScreen('/admin/sections/edit/7', { sessionUser: 'admin', admin: { data } });
    const form = await screen.findByRole('form', { name: 'Bereich' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(form).getAllByRole('combobox', { name: /^Anzeigegruppe werktags \d/ })).toHaveLength(3),
    );
    expect(
      within(form).queryByRole('combobox', { name: /^Anzeigegruppe werktags 4/ }),
    ).not.toBeInTheDocument();
    expect(
      within(form).queryByRole('combobox', { name: /^Anzeigegruppe Wochenende/ }),
    ).not.toBeInTheDocument();
  });

  it('checkpoint maps: a file over 5 MB gives the size error; a placed but not applied checkpoint warns before save (spec 02 §5)', async () => {
    const { user, backend } = renderScreen('/admin/checkpointmaps/edit/7', {
      sessionUser: 'admin',
      admin: {
        data: {
          CheckpointMap: [
            {
              id: 7,
              name: 'EG',
              section_id: 1,
              sort_order: 1,
              image_url: '/backend/images/eg.png',
              checkpoints: [],
            },
          ],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Checkpoint-Karte' });
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'plan.png', { type: 'image/png' }),
    );
    expect(await within(form).findByText(/^Die Datei ist zu gross/)).toBeInTheDocument();

    await user.click(await within(form).findByTestId('checkpoint-map'));
    expect(await within(form).findByRole('button', { name: 'Übernehmen' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText(/ist noch nicht übernommen/)).toBeInTheDocument();
    expect(requestsOf(backend.admin, 'AdminCheckpointMapUpdate')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Übernehmen' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminCheckpointMapUpdate')[0]?.variables.input).toMatchObject({
        id: 7,
        checkpoints: [{ number: 1, position_x: 0, position_y: 0 }],
      }),
    );
  });

  it('alert channel secret: superusers edit it, others see the no-permission callout (spec 02 §6)', async () => {
    const data = {
      AlertChannel: [
        {
          id: 3,
          name: 'Pager',
          category: 'Care',
          class: 'Alert',
          outbound_enabled: false,
          secret: 'geheim',
          has_secret: true,
          recipients: [],
        },
      ],
    };
    renderScreen('/admin/alert-channels/edit/3', { sessionUser: 'technik', admin: { data } });
    const form = await screen.findByRole('form', { name: 'Alarmkanal' });
    expect(
      await within(form).findByText(
        'Ihnen fehlt die Berechtigung, das Geheimnis dieses Alarmkanals zu sehen. Ein Geheimnis ist hinterlegt.',
      ),
    ).toBeInTheDocument();
    expect(form.querySelector('input[name=secret]')).toBeNull();
    disposeRuntimes();
    document.body.innerHTML = '';
    renderScreen('/admin/alert-channels/edit/3', { sessionUser: 'admin', admin: { data } });
    const adminForm = await screen.findByRole('form', { name: 'Alarmkanal' });
    await waitFor(() => expect(within(adminForm).getByLabelText('Geheimnis')).toHaveValue('geheim'));
  });

  it('alert channel recipients are rows: add, type, choose the type; a row error shows under its input (spec 02 §3, spec 01 §5)', async () => {
    const { user, backend } = renderScreen('/admin/alert-channels/edit', {
      sessionUser: 'admin',
      admin: {
        validate: (_type, input) =>
          (input.recipients as unknown[]).length === 2
            ? [{ field: 'recipients.1.identification', key: 'unique' }]
            : [],
      },
    });
    const form = await screen.findByRole('form', { name: 'Alarmkanal' });
    await user.type(within(form).getByLabelText(/^Name/), 'Pager');
    await user.click(within(form).getByRole('button', { name: 'Zeile hinzufügen' }));
    await user.click(within(form).getByRole('button', { name: 'Zeile hinzufügen' }));
    await user.type(within(form).getByLabelText('Kennung 1'), '+41 79 1');
    await user.type(within(form).getByLabelText('Kennung 2'), '+41 79 1');
    await user.click(within(form).getByRole('combobox', { name: 'Typ 2' }));
    await user.click(await screen.findByRole('option', { name: 'Gruppe' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Kennung 2')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(form).getByText('Dieser Wert wird bereits verwendet.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Kennung 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(requestsOf(backend.admin, 'AdminAlertChannelCreate')[0]?.variables.input).toMatchObject({
      recipients: [
        { identification: '+41 79 1', recipient_type: 'single' },
        { identification: '+41 79 1', recipient_type: 'group' },
      ],
    });
    await user.click(within(form).getByRole('button', { name: 'Entfernen 2' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminAlertChannelCreate')[1]?.variables.input).toMatchObject({
        recipients: [{ identification: '+41 79 1', recipient_type: 'single' }],
      }),
    );
  });

  it('call type display_config: one checkbox per flag, sent as an object (spec 02 §3)', async () => {
    const { user, backend } = renderScreen('/admin/calltypes/edit/2', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Rufart' });
    await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveValue('Notruf'));
    await user.click(within(form).getByRole('checkbox', { name: 'Vollbild' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Permanenter Anzeigebereich' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminCallTypeUpdate')[0]?.variables.input).toMatchObject({
        display_config: { fullscreen: true, permanent_display_area: true },
      }),
    );
  });

  it('schedule interval follows the times typed and is not sent', async () => {
    const { user, backend } = renderScreen('/admin/schedules/edit', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Zeitplan' });
    await user.type(within(form).getByLabelText(/^Name/), 'Schicht');
    await user.type(within(form).getByLabelText(/^Zeit 1/), '06:00');
    await user.type(within(form).getByLabelText(/^Zeit 2/), '14:00');
    await user.type(within(form).getByLabelText(/^Zeit 3/), '22:00');
    expect(within(form).getByLabelText(/^Intervalle/)).toHaveValue('3');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requestsOf(backend.admin, 'AdminScheduleCreate')).toHaveLength(1));
    expect(requestsOf(backend.admin, 'AdminScheduleCreate')[0]?.variables.input).not.toHaveProperty(
      'interval',
    );
  });

  it('flight profiles pick forbidden checkpoints of the maps (map name, number, text) and system tree nodes', async () => {
    const { user, backend } = renderScreen('/admin/flightprofiles/edit', {
      sessionUser: 'admin',
      admin: {
        data: {
          CheckpointMap: [{ id: 1, name: 'EG', checkpoints: [{ id: 31, number: 3, text: 'Ausgang' }] }],
          SystemTreeNode: [{ id: 4, name: 'Emil Bühler', kind: 'person' }],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Weglaufprofil' });
    await user.type(within(form).getByLabelText(/^Name/), 'Weglauf');
    await user.click(visibleInput(within(form).getAllByLabelText(/^Verbotene Checkpoints/)));
    await user.click(await screen.findByRole('option', { name: 'EG · 3 Ausgang' }));
    await user.click(visibleInput(within(form).getAllByLabelText(/^Elemente/)));
    await user.click(await screen.findByRole('option', { name: 'Emil Bühler (Person)' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminFlightProfileCreate')[0]?.variables.input).toMatchObject({
        checkpoints: [31],
        system_tree_nodes: [4],
      }),
    );
  });

  it('a chosen checkpoint that no longer exists stays visible, so it can be removed', async () => {
    renderScreen('/admin/flightprofiles/edit/2', {
      sessionUser: 'admin',
      admin: {
        data: {
          CheckpointMap: [{ id: 1, name: 'EG', checkpoints: [{ id: 31, number: 3, text: 'Ausgang' }] }],
          FlightProfile: [{ id: 2, name: 'Alt', checkpoints: [31, 99], system_tree_nodes: [] }],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Weglaufprofil' });
    expect((await within(form).findAllByText('#99 (nicht mehr vorhanden)')).length).toBeGreaterThan(0);
    expect(within(form).getAllByText('EG · 3 Ausgang').length).toBeGreaterThan(0);
  });

  it('display group connections are rows; an untouched row goes out without the server id the input type lacks', async () => {
    const { user, backend } = renderScreen('/admin/displaygroups/edit/1', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Anzeigegruppe' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Rufart 1' })).toHaveValue('Notruf'),
    );
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminDisplayGroupUpdate')[0]?.variables.input).toEqual({
        id: 1,
        name: 'Alle Rufe',
        connections: [{ section_id: 1, call_type_id: 2 }],
      }),
    );
  });

  it('the children warning shows before deleting a display group with connections (spec 02 §5)', async () => {
    const { user } = renderScreen('/admin/displaygroups', { sessionUser: 'admin' });
    const list = await table(byName('displayGroups'));
    await user.click(
      within(await within(list).findByTestId('row-1')).getByRole('button', { name: /^Löschen:/ }),
    );
    expect(
      await screen.findByText('Dieser Eintrag hat untergeordnete Daten. Sie werden ebenfalls gelöscht.'),
    ).toBeInTheDocument();
  });
});
