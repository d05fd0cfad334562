import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleApp } from './support/console-app.tsx';
import type { StoryLoaded } from './support/mock-loader.ts';

// Spec 01 §2 set-password, server validation spec 01 §5.
const meta: Meta = {
  title: 'Screens/Set password',
  parameters: { mock: { sessionUser: 'neu' } },
  render: (_args, { loaded }) => (
    <ConsoleApp runtime={(loaded as StoryLoaded).runtime} path="/auth/set-password" />
  ),
};
export default meta;
type Story = StoryObj;

export const TemporaryPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Temporäres Passwort')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Neues Passwort'), 'kurz');
    await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), 'anders{Enter}');
    await expect(await canvas.findByText('Mindestens 8 Zeichen erforderlich.')).toBeVisible();
    await expect(canvas.getByText('Die Eingaben stimmen nicht überein.')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Neues Passwort'), 'sicheres-passwort');
    await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), 'sicheres-passwort{Enter}');
    await expect(await canvas.findByText('Passwort geändert')).toBeVisible();
  },
};
