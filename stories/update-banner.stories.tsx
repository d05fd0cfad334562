import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleApp } from './support/console-app.tsx';
import type { StoryLoaded } from './support/mock-loader.ts';

// Spec 01 §4 update banner: the backend reports 5.407 while this console is 5.406.
const meta: Meta = {
  title: 'Shell/Update banner',
  parameters: { mock: { sessionUser: 'pflege', version: '5.407' } },
  render: (_args, { loaded }) => <ConsoleApp runtime={(loaded as StoryLoaded).runtime} path="/home" />,
};
export default meta;

export const CountingDown: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('alertdialog');
    await expect(within(banner).getByText('Neue Version verfügbar')).toBeVisible();
    await waitFor(
      () => expect(within(banner).getByText(/Die Seite wird in 2\d Sekunden neu geladen\./)).toBeVisible(),
      {
        timeout: 3000,
      },
    );
  },
};

export const Cancelled: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Abbrechen' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};
