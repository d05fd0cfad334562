import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormModal } from '../../console/src/crud/form-modal.tsx';
import { RESOURCES } from '../../console/src/crud/registry.ts';
import { ConsoleApp, only } from '../support/console-app.tsx';
import type { StoryLoaded } from '../support/mock-loader.ts';

// The admin machinery (issue 5): a list, a form with server validation errors (spec 01 §5), the
// read-only mode, the same list in English. Rendered through the whole console against MSW.
const meta: Meta = {
  title: 'Admin/Machinery',
  parameters: { mock: { sessionUser: 'admin' } },
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
