import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListView } from '../../console/src/crud/list/list-view.tsx';
import { RESOURCES } from '../../console/src/crud/registry.ts';
import type { ResourceDef } from '../../console/src/crud/resource.ts';
import { fakeListController } from '../../console/src/test/fake-controllers.ts';
import { ConsoleApp, only } from '../support/console-app.tsx';
import type { StoryLoaded } from '../support/mock-loader.ts';

// The presentational list (spec 01 §2 admin lists) in the states its controller can be in; the
// controller itself (use-list-controller.ts) runs in Admin/Machinery against the mock backend.
const displayGroups = RESOURCES.find((r) => r.name === 'displayGroups') as ResourceDef;
const ROWS = [
  { id: 1, name: 'Alle Rufe', connections: [{ id: 1, section_id: 1, call_type_id: 2 }] },
  { id: 2, name: 'Nacht', connections: [] },
];

const meta: Meta<{ controller: ReturnType<typeof fakeListController> }> = {
  title: 'Admin/ListView',
  parameters: { mock: { sessionUser: 'admin' } },
  render: ({ controller }, { loaded }) => (
    <ConsoleApp
      runtime={(loaded as StoryLoaded).runtime}
      path="/"
      routes={only(<ListView controller={controller} />)}
    />
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  args: { controller: fakeListController(displayGroups, ROWS, { selected: [2], open: fn() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Anzeigegruppen' });
    await expect(within(table).getByText('Alle Rufe')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Auswahl löschen (1)' })).toBeVisible();
    await userEvent.click(within(table).getByText('Nacht'));
    await expect(args.controller.open).toHaveBeenCalledWith(2);
  },
};

export const NoHits: Story = {
  args: { controller: fakeListController(displayGroups, [], { search: 'xyz' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Keine Treffer')).toBeVisible();
  },
};

export const ConfirmDeleteWithChildren: Story = {
  args: {
    controller: fakeListController(displayGroups, ROWS, { pending: [ROWS[0]!], pendingHasChildren: true }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Wirklich löschen?' });
    await expect(within(dialog).getByText('Untergeordnete Daten')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { controller: fakeListController(displayGroups, [], { failed: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Laden fehlgeschlagen')).toBeVisible();
  },
};
