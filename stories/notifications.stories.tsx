import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppProviders } from '../console/src/app/providers.tsx';
import { NotificationList } from '../console/src/platform/notifications/notification-list.tsx';
import type { StoryLoaded } from './support/mock-loader.ts';

// Spec 01 §4 notifications: one at a time, first in queue; persistent ones stay until dismissed.
const meta: Meta = {
  title: 'Shell/Notifications',
  render: (_args, { loaded }) => {
    const { runtime } = loaded as StoryLoaded;
    runtime.notify({
      id: 'saved',
      type: 'error',
      title: 'Fehler beim Speichern',
      text: 'Beim Speichern der Daten ist ein Fehler aufgetreten.',
      persist: true,
    });
    runtime.notify({ id: 'done', title: 'Passwort geändert', text: 'Ihr neues Passwort wurde gespeichert.' });
    return (
      <AppProviders runtime={runtime}>
        <NotificationList />
      </AppProviders>
    );
  },
};
export default meta;

export const Queue: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fehler beim Speichern')).toBeVisible();
    await expect(canvas.queryByText('Passwort geändert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Schliessen' }));
    await expect(await canvas.findByText('Passwort geändert')).toBeVisible();
  },
};
