// Display groups in app management (spec 01 §2 /appmanagement/displaygroups and the group form's nested modal
// groups/edit/:groupid/displayGroups/:id?, app::manage_display_groups) in the running console against the mock
// backend: an app-only manager sees the list in app management's navigation, creates a display group from the
// group form without losing the group's unsaved changes, and gets it back chosen; without the permission neither
// the page nor the button is there.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockData } from '../../../mocks/data.ts';
import { renderApp } from '../test/render-app.tsx';
import { requestsOf, useAdminScreens } from '../test/crud-helpers.ts';

useAdminScreens();

/** technik's permissions replaced by app management's (an app-only manager). */
const appOnly =
  (...codes: string[]) =>
  (d: MockData): MockData => ({
    ...d,
    users: d.users.map((u) =>
      u.username === 'technik' ? { ...u, permissions: codes.map((code) => ({ code })) } : u,
    ),
  });
const MANAGER = ['app::use_module', 'app::manage_user_groups', 'app::manage_display_groups'];
const GROUP = {
  id: 4,
  name: 'Nachtdienst',
  call_handling_mode: 'Full',
  section_id: 1,
  node_selection: [],
  display_group_ids: [1],
};

describe('display groups in app management', () => {
  it('an app-only manager finds the display groups in app management and opens one', async () => {
    const { user, location } = renderApp('/appmanagement', {
      sessionUser: 'technik',
      data: appOnly(...MANAGER),
    });
    const nav = await screen.findByRole('navigation', { name: 'App-Verwaltung' }, { timeout: 5000 });
    await user.click(within(nav).getByRole('link', { name: 'Anzeigegruppen' }));
    await waitFor(() => expect(location()).toBe('/appmanagement/displaygroups'));
    const list = await screen.findByRole('table', { name: 'Anzeigegruppen' }, { timeout: 5000 });
    await user.click(await within(list).findByRole('link', { name: 'Alle Rufe' }));
    await waitFor(() => expect(location()).toBe('/appmanagement/displaygroups/edit/1'));
    expect(await screen.findByRole('form', { name: 'Anzeigegruppe' })).toBeInTheDocument();
  });

  it('the nested modal creates a display group over the unsaved group form, which gets it chosen', async () => {
    const { user, location, backend } = renderApp('/appmanagement/groups/edit/4', {
      sessionUser: 'technik',
      data: appOnly(...MANAGER),
      admin: { data: { AppUserGroup: [GROUP] } },
    });
    const form = await screen.findByRole('form', { name: 'Benutzergruppe' }, { timeout: 5000 });
    const name = await within(form).findByDisplayValue('Nachtdienst');
    await user.clear(name);
    await user.type(name, 'Nachtdienst Nord');
    await user.click(within(form).getByRole('button', { name: 'Neue Anzeigegruppe' }));
    await waitFor(() => expect(location()).toBe('/appmanagement/groups/edit/4/displayGroups'));
    const nested = await screen.findByRole('form', { name: 'Anzeigegruppe' }, { timeout: 5000 });
    await user.type(within(nested).getByRole('textbox', { name: /Name/ }), 'Nacht Nord');
    await user.click(within(nested).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(location()).toBe('/appmanagement/groups/edit/4'));
    expect(requestsOf(backend.admin, 'AdminDisplayGroupCreate')[0]?.variables.input).toMatchObject({
      name: 'Nacht Nord',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Anzeigegruppe' })).not.toBeInTheDocument(),
    );
    const group = screen.getByRole('form', { name: 'Benutzergruppe' });
    // the group's unsaved change is still there, and the new display group (id 2) is chosen beside 'Alle Rufe'
    expect(within(group).getByDisplayValue('Nachtdienst Nord')).toBeInTheDocument();
    expect(await within(group).findByRole('button', { name: 'Nacht Nord bearbeiten' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminAppUserGroupUpdate')[0]?.variables.input).toMatchObject({
        id: 4,
        name: 'Nachtdienst Nord',
        display_group_ids: [1, 2],
      }),
    );
  });

  it('a chosen display group opens in the nested modal for editing', async () => {
    const { user, location } = renderApp('/appmanagement/groups/edit/4', {
      sessionUser: 'technik',
      data: appOnly(...MANAGER),
      admin: { data: { AppUserGroup: [GROUP] } },
    });
    const form = await screen.findByRole('form', { name: 'Benutzergruppe' }, { timeout: 5000 });
    await user.click(await within(form).findByRole('button', { name: 'Alle Rufe bearbeiten' }));
    await waitFor(() => expect(location()).toBe('/appmanagement/groups/edit/4/displayGroups/1'));
    const nested = await screen.findByRole('form', { name: 'Anzeigegruppe' }, { timeout: 5000 });
    expect(await within(nested).findByDisplayValue('Alle Rufe')).toBeInTheDocument();
  });

  it('without app::manage_display_groups: no page, no button, and the nested route is refused', async () => {
    const { location } = renderApp('/appmanagement/groups/edit/4', {
      sessionUser: 'technik',
      data: appOnly('app::use_module', 'app::manage_user_groups'),
      admin: { data: { AppUserGroup: [GROUP] } },
    });
    const form = await screen.findByRole('form', { name: 'Benutzergruppe' }, { timeout: 5000 });
    await within(form).findByDisplayValue('Nachtdienst');
    expect(within(form).queryByRole('button', { name: 'Neue Anzeigegruppe' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'App-Verwaltung' });
    expect(within(nav).queryByRole('link', { name: 'Anzeigegruppen' })).not.toBeInTheDocument();
    expect(location()).toBe('/appmanagement/groups/edit/4');
  });

  it('the nested route itself sends a user without the permission to access denied', async () => {
    const { location } = renderApp('/appmanagement/groups/edit/4/displayGroups', {
      sessionUser: 'technik',
      data: appOnly('app::use_module', 'app::manage_user_groups'),
      admin: { data: { AppUserGroup: [GROUP] } },
    });
    await waitFor(() => expect(location()).toBe('/no-access'));
  });
});
