import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormView } from '../../console/src/crud/form/form-view.tsx';
import { RESOURCES } from '../../console/src/crud/registry.ts';
import type { ResourceDef } from '../../console/src/crud/resource.ts';
import { fakeFormController } from '../../console/src/test/fake-controllers.ts';
import { ConsoleApp, only } from '../support/console-app.tsx';
import type { StoryLoaded } from '../support/mock-loader.ts';

// The presentational form (spec 01 §4, §5) in the states its controller can be in; the controller
// itself (use-form-controller.ts) runs in Admin/Machinery against the mock backend.
const callTypes = RESOURCES.find((r) => r.name === 'callTypes') as ResourceDef;
const STORED = {
  ...callTypes.defaults,
  id: 2,
  name: 'Notruf',
  text: 'Notruf im Zimmer',
  char: 'N',
  color: '#d32f2f',
  urgency: 'EMERGENCY',
};

const meta: Meta<{ controller: ReturnType<typeof fakeFormController> }> = {
  title: 'Admin/FormView',
  parameters: { mock: { sessionUser: 'admin' } },
  render: ({ controller }, { loaded }) => (
    <ConsoleApp
      runtime={(loaded as StoryLoaded).runtime}
      path="/"
      routes={only(<FormView controller={controller} />)}
    />
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  args: { controller: fakeFormController(callTypes, { ...callTypes.defaults, id: -1 }) },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Rufart' });
    await expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeRequired();
    await expect(within(form).queryByRole('button', { name: 'Kopieren' })).toBeNull();
  },
};

export const WithErrors: Story = {
  args: {
    controller: fakeFormController(callTypes, STORED, {
      errors: { text: 'Der Wert muss dem Format A-Z a-z 0-9 . - / entsprechen.' },
      formErrors: ['Die maximale Anzahl an Rufarten wurde erreicht.'],
    }),
  },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Rufart' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('Die maximale Anzahl an Rufarten');
    await expect(within(form).getByRole('textbox', { name: /^Gerätetext/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Copying: Story = {
  args: { controller: fakeFormController(callTypes, { ...STORED, id: -1 }, { copying: true }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Kopie: Speichern legt einen neuen Eintrag an.'),
    ).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { controller: fakeFormController(callTypes, STORED, { locked: true }) },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Rufart' });
    await expect(within(form).getByRole('button', { name: 'Speichern' })).toBeDisabled();
  },
};
