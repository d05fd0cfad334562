import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleApp } from '../support/console-app.tsx';
import type { StoryLoaded } from '../support/mock-loader.ts';

// The node form /tree/edit/:id? (spec 01 §2 tree area; spec 02 §3 system tree node, §4 device rules, §5 field
// rules) over the mock tree (mocks/tree-form-handlers.ts), in the states it can be in.
const meta: Meta<{ path: string }> = {
  title: 'Tree/Node form',
  parameters: { mock: { sessionUser: 'admin' } },
  render: ({ path }, { loaded }) => <ConsoleApp runtime={(loaded as StoryLoaded).runtime} path={path} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement, name = 'Element bearbeiten') =>
  within(
    // the layout, the tree and the form load their chunks on first use: more than a find's default second
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 10_000 }),
  );

export const New: Story = {
  args: { path: '/tree/edit?parent=2' },
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    // The first story loads the form's chunk and texts: more time than a find's default second.
    const created = await form.findByRole('form', { name: 'Neues Element' }, { timeout: 10_000 });
    await expect(created).toBeVisible();
    await expect(form.getByRole('navigation', { name: 'Pfad' })).toHaveTextContent(/1\. Stock/);
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeEnabled();
  },
};

export const Inherited: Story = {
  args: { path: '/tree/edit/4?node=4' },
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(await form.findByDisplayValue(/Zimmer 101 · geerbt von Zimmer 101/)).toBeDisabled();
    // Switching inheritance off shows the node's own (empty) long text to fill in.
    const switches = form.getAllByRole('checkbox', { name: 'Vom übergeordneten Element erben' });
    await userEvent.click(switches[1]!);
    await expect(form.getByRole('textbox', { name: /^Langtext/ })).toHaveValue('');
  },
};

export const ReadOnly: Story = {
  args: { path: '/tree/edit/3?node=3' },
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(
      await form.findByText('Sie dürfen dieses Element ansehen, aber nicht ändern.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  },
};

export const OpenCalls: Story = {
  args: { path: '/tree/edit/23?node=23' },
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    await expect(
      await form.findByText('Solange Rufe offen sind, kann das Element nicht bearbeitet werden.'),
    ).toBeVisible();
    await expect(form.getByText('Ruf')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Kurztext/ })).toBeDisabled();
  },
};

export const Errors: Story = {
  args: { path: '/tree/edit/2?node=2' },
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    const longText = await form.findByRole('textbox', { name: /^Langtext/ });
    await userEvent.clear(longText);
    await userEvent.type(longText, 'Lindenhof erster Stock');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(await form.findByText('Höchstens 19 Zeichen erlaubt.')).toBeVisible();
  },
};
