import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormModal } from '../../console/src/crud/form-modal.tsx';
import { RESOURCES } from '../../console/src/crud/registry.ts';
import { ConsoleApp, only } from '../support/console-app.tsx';
import type { StoryLoaded } from '../support/mock-loader.ts';

// The admin machinery: a list, a form with server validation errors (spec 01 §5), the
// read-only mode, the same list in English. Rendered through the whole console against MSW.
const meta: Meta = {
  title: 'Admin/Machinery',
  parameters: { mock: { sessionUser: 'admin' } },
  // The admin screens are a chunk of their own, loaded on first use: a story starts once it is there.
  loaders: [() => import('../../console/src/crud/admin-chunk.tsx').then(() => ({}))],
  render: (_args, { loaded, parameters }) => (
    <ConsoleApp runtime={(loaded as StoryLoaded).runtime} path={(parameters as { path: string }).path} />
  ),
};
export default meta;
type Story = StoryObj;

export const List: Story = {
  parameters: { path: '/admin/calltypes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Rufarten' });
    await expect(await within(table).findByText('Notruf')).toBeVisible();
    await expect(within(table).getByText('Notfall')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Verwaltung' })).toBeVisible();
  },
};

export const FormWithErrors: Story = {
  parameters: {
    path: '/admin/schedules/edit',
    mock: {
      sessionUser: 'admin',
      admin: {
        validate: () => [
          { field: 'time_2', key: 'time_overlap', data: { previous: '18:00' } },
          { field: 'name', key: 'unique' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('form', { name: 'Zeitplan' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Tag/Nacht');
    await userEvent.type(within(form).getByLabelText(/^Zeit 1/), '18:00');
    await userEvent.type(within(form).getByLabelText(/^Zeit 2/), '06:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await expect(await within(form).findByText('Die Zeit muss später als die vorherige sein.')).toBeVisible();
    await expect(within(form).getByText('Dieser Wert wird bereits verwendet.')).toBeVisible();
    await expect(within(form).getByLabelText(/^Zeit 2/)).toHaveAttribute('aria-invalid', 'true');
  },
};

const callTypes = RESOURCES.find((r) => r.name === 'callTypes') as (typeof RESOURCES)[number];

export const ReadOnly: Story = {
  render: (_args, { loaded }) => (
    <ConsoleApp
      runtime={(loaded as StoryLoaded).runtime}
      path="/"
      routes={only(<FormModal resource={callTypes} params={{ id: '2' }} readOnly />)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dieser Eintrag kann hier nicht bearbeitet werden.')).toBeVisible();
    await expect(await canvas.findByDisplayValue('Notruf')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  },
};

export const LdapUserPartlyReadOnly: Story = {
  parameters: { path: '/admin/users/edit/5' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('form', { name: 'Benutzer' });
    await expect(await within(form).findByDisplayValue('ldap.user')).toBeDisabled();
    await expect(within(form).queryByLabelText(/^Passwort$/)).toBeNull();
  },
};

export const ListInEnglish: Story = {
  parameters: { path: '/admin/schedules', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Schedules' })).toBeVisible();
    await expect(await canvas.findByText('Tag/Nacht')).toBeVisible();
  },
};

// The list controller against the mock backend: a refused delete names what uses the record (spec 02 §5).
export const DeleteRefused: Story = {
  parameters: {
    path: '/admin/sections',
    mock: {
      sessionUser: 'admin',
      admin: {
        refuseDelete: () => [
          {
            field: '_form',
            key: 'in_use',
            data: { uses: 'Anzeigegruppe «Alle Rufe»' },
            message:
              'Wird noch verwendet von: Anzeigegruppe «Alle Rufe». Entfernen Sie zuerst diese Verwendungen.',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = await body.findByRole('table', { name: 'Bereiche' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Löschen: Wohnbereich 1' }));
    const dialog = await body.findByRole('dialog', { name: 'Wirklich löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await expect(await body.findByText(/Anzeigegruppe «Alle Rufe»/)).toBeVisible();
    await expect(within(table).getByText('Wohnbereich 1')).toBeVisible();
  },
};

// The form controller judges a changed field on leaving it with the description's rules (spec 01 §5).
export const FieldJudgedOnLeaving: Story = {
  parameters: { path: '/admin/callsources/edit' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('form', { name: 'Rufquelle' });
    await userEvent.type(within(form).getByLabelText(/^Nummer/), '999');
    await userEvent.tab();
    await expect(await within(form).findByText('Der Wert muss zwischen 1 und 255 liegen.')).toBeVisible();
    await expect(within(form).getByLabelText(/^Nummer/)).toHaveValue('999');
  },
};
