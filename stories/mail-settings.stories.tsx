import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailSettings } from '../console/src/features/notifications/mail-settings.tsx';
import { ConsoleApp, only } from './support/console-app.tsx';
import type { StoryLoaded } from './support/mock-loader.ts';

// Issue 18: the mail server form and the send log beside the notification settings (spec 02 §3 send log,
// §8 'Report send failed'). Mounted by the incidents screen; shown here alone, over the mock backend.
const meta: Meta = {
  title: 'Screens/Mail settings',
  parameters: { mock: { sessionUser: 'admin' } },
  render: (_args, { loaded }) => (
    <ConsoleApp
      runtime={(loaded as StoryLoaded).runtime}
      path="/"
      routes={only(
        <main style={{ padding: 16, maxWidth: 960 }}>
          <MailSettings mayConfigure />
        </main>,
      )}
    />
  ),
};
export default meta;
type Story = StoryObj;

export const NotConfigured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Noch kein Mailserver eingerichtet/)).toBeVisible();
    await expect(await canvas.findByText('Nächster Versuch: 07.01.2025 06:06')).toBeVisible();
  },
};

export const ConfiguredEnglish: Story = {
  parameters: {
    locale: 'en',
    mock: {
      sessionUser: 'admin',
      mail: {
        smtp: {
          configured: true,
          host: 'mail.heim.example',
          port: 587,
          user: 'rufanlage',
          sender: 'rufanlage@heim.example',
          password_set: true,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A password is stored. Leave empty to keep it.')).toBeVisible();
    await expect(await canvas.findByText('Failed')).toBeVisible();
  },
};
