import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleApp } from './support/console-app.tsx';
import type { StoryLoaded } from './support/mock-loader.ts';

// Spec 02 §2 login, spec 02 §8 login errors.
const meta: Meta = {
  title: 'Screens/Login',
  render: (_args, { loaded }) => <ConsoleApp runtime={(loaded as StoryLoaded).runtime} path="/login" />,
};
export default meta;
type Story = StoryObj;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Benutzername')).toBeVisible();
    await expect(canvas.getByText('Version 5.406')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Benutzername'), 'admin');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'falsch{Enter}');
    await expect(await canvas.findByText('Das eingegebene Passwort ist falsch')).toBeVisible();
  },
};

export const UnknownUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Benutzername'), 'niemand');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'x{Enter}');
    await expect(await canvas.findByText('Benutzername ist unbekannt')).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { mock: { loginNetworkError: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Benutzername'), 'admin');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'admin{Enter}');
    await expect(await canvas.findByText(/^Der Server ist nicht erreichbar/)).toBeVisible();
  },
};

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong{Enter}');
    // The mock backend answers in the request's Accept-Language, as the backend does.
    await expect(await canvas.findByText('The password entered is wrong')).toBeVisible();
  },
};

export const SuccessGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The admin's home is the tree (spec 01 §2 /home: systemtree use_module first; care staff go to the log).
    await userEvent.type(await canvas.findByLabelText('Benutzername'), 'admin');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'admin{Enter}');
    // The tree is its own chunk: the first load in a cold browser takes longer than a second.
    await expect(
      await canvas.findByRole('heading', { name: 'Übersicht', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
