import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Header } from '../console/src/features/shell/header.tsx';
import { ROUTES, flattenRoutes } from '../console/src/platform/routes/route-table.ts';
import { AppDataProvider } from '../console/src/platform/session/app-data-context.tsx';
import { ConsoleApp, only } from './support/console-app.tsx';
import type { StoryLoaded } from './support/mock-loader.ts';

// Spec 01 §2 main layout navigation for different permission sets. The menu only lists modules
// whose screen is built; these stories preview it as if every module's screen existed.
const everyScreen = new Set(flattenRoutes(ROUTES).map((e) => e.route.name));

const meta: Meta = {
  title: 'Shell/Header',
  render: (_args, { loaded }) => (
    <ConsoleApp
      runtime={(loaded as StoryLoaded).runtime}
      path="/home"
      screens={everyScreen}
      routes={only(
        <AppDataProvider>
          <div style={{ height: 56, borderBottom: '1px solid #ddd' }}>
            <Header />
          </div>
        </AppDataProvider>,
      )}
    />
  ),
};
export default meta;
type Story = StoryObj;

const navNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => a.textContent);

export const Superuser: Story = {
  parameters: { mock: { sessionUser: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Administrator')).toBeVisible();
    await waitFor(() =>
      expect(navNames(canvasElement)).toEqual([
        'Übersicht',
        'Auswertung',
        'Protokoll',
        'Visual',
        'App',
        'Verwaltung',
      ]),
    );
    await waitFor(() => expect(canvas.getByLabelText('System', { selector: 'select' })).toBeVisible());
  },
};

export const Technik: Story = {
  parameters: { mock: { sessionUser: 'technik' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Abmelden' });
    await waitFor(() =>
      expect(navNames(canvasElement)).toEqual(['Übersicht', 'Protokoll', 'Visual', 'Verwaltung']),
    );
  },
};

export const Pflege: Story = {
  parameters: { mock: { sessionUser: 'pflege' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Abmelden' });
    await waitFor(() => expect(navNames(canvasElement)).toEqual(['Protokoll', 'Visual']));
    // Limited to one system: no system selector.
    await expect(canvas.queryByLabelText('System', { selector: 'select' })).toBeNull();
  },
};

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(navNames(canvasElement).filter((n) => n !== 'Anmelden')).toEqual(['Visual']);
  },
};
