import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConsoleApp } from './support/console-app.tsx';
import type { StoryLoaded } from './support/mock-loader.ts';

// Spec 01 §2 route guard: a care user opening the admin area.
const meta: Meta = {
  title: 'Screens/Access denied',
  parameters: { mock: { sessionUser: 'pflege' } },
  render: (_args, { loaded }) => <ConsoleApp runtime={(loaded as StoryLoaded).runtime} path="/admin" />,
};
export default meta;

export const FromAdminArea: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Ihnen fehlen die benötigten Berechtigungen für diese Aktion.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Zugriff verweigert')).toHaveLength(2));
  },
};
