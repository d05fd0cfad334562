// The interconnections' list and form in the running console against the mock backend (spec 01 §2 /tree/connections;
// spec 02 §5 "Active interconnections are read-only."): an enabled one shows read-only with a hint and only its
// switch to turn it off; a new one switched on is not locked; the list marks enabled rows.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsOf, useAdminScreens } from '../../test/crud-helpers.ts';
import { renderScreen } from '../../test/render-app.tsx';

useAdminScreens();

const SECTIONS = [
  { id: 1, name: 'Wohnbereich 1' },
  { id: 2, name: 'Wohnbereich 2' },
];
const GROUPS = [
  { id: 3, name: 'Wohnbereich 1', connections: [] },
  { id: 4, name: 'Wohnbereich 2', connections: [] },
];
const stored = (is_enabled: boolean) => ({
  Section: SECTIONS,
  DisplayGroup: GROUPS,
  Interconnection: [
    {
      id: 1,
      name: 'Nacht WB 1 zu WB 2',
      is_enabled,
      section_id: 1,
      section_display_group_id: 3,
      systemtree_display_group_id: 4,
    },
  ],
});

const fields = (form: HTMLElement) => [
  within(form).getByRole('textbox', { name: /^Name/ }),
  within(form).getByRole('combobox', { name: /^Bereich/ }),
  within(form).getByRole('combobox', { name: /^Anzeigegruppe des Bereichs/ }),
  within(form).getByRole('combobox', { name: /^Zusätzlich angezeigt in/ }),
];

describe('interconnections (spec 01 §2 /tree/connections)', () => {
  it('an enabled one is read-only with a hint; its switch turns it off, and only that is sent', async () => {
    const { user, backend } = renderScreen('/tree/connections/edit/1', {
      sessionUser: 'admin',
      admin: { data: stored(true) },
    });
    const form = await screen.findByRole('form', { name: 'Mitanzeige' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Nacht WB 1 zu WB 2'),
    );
    expect(within(form).getByText('Diese Mitanzeige ist eingeschaltet')).toBeInTheDocument();
    for (const input of fields(form)) expect(input).toBeDisabled();
    const toggle = within(form).getByRole('switch', { name: /^Eingeschaltet/ });
    expect(toggle).toBeEnabled();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    // still locked until saved: what is stored decides
    for (const input of fields(form)) expect(input).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requestsOf(backend.admin, 'AdminInterconnectionUpdate')).toHaveLength(1));
    expect(requestsOf(backend.admin, 'AdminInterconnectionUpdate')[0]?.variables.input).toEqual({
      id: 1,
      name: 'Nacht WB 1 zu WB 2',
      is_enabled: false,
      section_id: 1,
      section_display_group_id: 3,
      systemtree_display_group_id: 4,
    });
  });

  it('a switched-off one stays editable', async () => {
    renderScreen('/tree/connections/edit/1', {
      sessionUser: 'admin',
      admin: { data: stored(false) },
    });
    const form = await screen.findByRole('form', { name: 'Mitanzeige' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Nacht WB 1 zu WB 2'),
    );
    for (const input of fields(form)) expect(input).toBeEnabled();
    expect(within(form).queryByText('Diese Mitanzeige ist eingeschaltet')).not.toBeInTheDocument();
  });

  it('a new one switched on stays editable and says what it does', async () => {
    const { user } = renderScreen('/tree/connections/edit', {
      sessionUser: 'admin',
      admin: { data: stored(false) },
    });
    const form = await screen.findByRole('form', { name: 'Mitanzeige' });
    await user.click(within(form).getByRole('switch', { name: /^Eingeschaltet/ }));
    expect(
      within(form).getByText(
        'Eingeschaltet: die Rufe des Bereichs erscheinen jetzt auch in der zweiten Anzeigegruppe.',
      ),
    ).toBeInTheDocument();
    for (const input of fields(form)) expect(input).toBeEnabled();
  });

  it('the list marks an enabled row as switched on and read-only, with the names of section and groups', async () => {
    renderScreen('/tree/connections', { sessionUser: 'admin', admin: { data: stored(true) } });
    const list = await screen.findByRole('table', { name: 'Mitanzeigen' }, { timeout: 5000 });
    const row = await within(list).findByTestId('row-1');
    expect(within(row).getByText('Eingeschaltet, schreibgeschützt')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getAllByText('Wohnbereich 1')).toHaveLength(2));
    expect(within(row).getByText('Wohnbereich 2')).toBeInTheDocument();
  });

  it('a switched-off row shows the dash every list shows for off, named for screen readers (issue 38 item 14)', async () => {
    renderScreen('/tree/connections', { sessionUser: 'admin', admin: { data: stored(false) } });
    const list = await screen.findByRole('table', { name: 'Mitanzeigen' }, { timeout: 5000 });
    const row = await within(list).findByTestId('row-1');
    expect(within(row).getByRole('img', { name: 'Aus' })).toHaveTextContent('–');
    expect(within(row).queryByText('Aus')).not.toBeInTheDocument();
  });
});
