import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { worker } from '../../mocks/browser.ts';
import type { MockData } from '../../mocks/data.ts';
import { createDemoMock, type DemoMockOptions } from '../../mocks/demo-handlers.ts';
import { ConsoleApp } from '../support/console-app.tsx';
import type { StoryLoaded } from '../support/mock-loader.ts';

// Spec 02 §2 demo console, §4 demo buttons. The mock twin here follows the button rules only as far as a
// story needs; the real rules run in the twin (tests/demo/demo.e2e.ts drives them end to end).
function DemoStory({ loaded, demo }: { loaded: StoryLoaded; demo: DemoMockOptions }) {
  // After the global loader reset the handlers: the demo REST and the demo system's callsChanged.
  useState(() => worker.use(...createDemoMock({ simulate: true, ...demo }).handlers));
  return <ConsoleApp runtime={loaded.runtime} path="/demo" />;
}

const meta: Meta = {
  title: 'Screens/Demo',
  render: (_args, { loaded, parameters }) => (
    <DemoStory loaded={loaded as StoryLoaded} demo={(parameters as { demo?: DemoMockOptions }).demo ?? {}} />
  ),
};
export default meta;
type Story = StoryObj;

const lamp = async (canvasElement: HTMLElement, device: string, button: string) =>
  within(await within(canvasElement).findByRole('region', { name: device })).getByRole('button', {
    name: button,
  });

export const ButtonsFollowTheCalls: Story = {
  parameters: { demo: { open: [{ number: 10, call_type_id: 6 }] } },
  play: async ({ canvasElement }) => {
    const alert = await lamp(canvasElement, 'Zweitaster · Zimmer 101', 'Ruf');
    await waitFor(() => expect(alert).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(alert);
    await waitFor(() => expect(alert).toHaveAttribute('aria-pressed', 'true'));
    // Presence during an alert closes the alert first (spec 02 §4).
    const presence = await lamp(canvasElement, 'Zweitaster · Zimmer 101', 'Anwesenheit');
    await userEvent.click(presence);
    await waitFor(() => expect(presence).toHaveAttribute('aria-pressed', 'true'));
    await expect(alert).toHaveAttribute('aria-pressed', 'false');
    await expect(await lamp(canvasElement, 'Zweitaster · Zimmer 201', 'Anwesenheit')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const MedallionAlarm: Story = {
  play: async ({ canvasElement }) => {
    const medallion = within(
      await within(canvasElement).findByRole('region', { name: 'Medaillon · Zimmer 102' }),
    );
    await userEvent.click(medallion.getByRole('button', { name: 'Drücken' }));
    await expect(await medallion.findByText('Medaillon-Alarm ausgelöst')).toBeVisible();
    await expect(await medallion.findByText('Alarm aktiv')).toBeVisible();
    await userEvent.click(medallion.getByRole('button', { name: 'Klicken zum Schliessen' }));
    await waitFor(() => expect(medallion.queryByText('Medaillon-Alarm ausgelöst')).toBeNull());
  },
};

// The App tab embeds three live /app clients (spec 02 §7); what they show runs end to end in tests/app/.
export const AppPreviewInEnglish: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'App' }));
    await expect(await canvas.findByText(/Three real app clients, one per demo user/)).toBeVisible();
    for (const [name, client, user] of [
      ['Anna M.', 1, 'anna'],
      ['Ben K.', 2, 'ben'],
      ['Carla S.', 3, 'carla'],
    ] as const) {
      const frame = within(canvas.getByRole('region', { name: `App of ${name}` })).getByTitle(
        `App of ${name}`,
      );
      await expect(frame).toHaveAttribute(
        'src',
        `/app?storagePartition=demo-${user}&demoClient=${client}&demoUser=${user}`,
      );
    }
  },
};

export const NotInDemoMode: Story = {
  parameters: {
    demo: { demoMode: false },
    mock: {
      data: (d: MockData) => ({
        ...d,
        appState: { ...d.appState, features: { ...d.appState.features, demo_mode: false } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Demo nicht verfügbar' }),
    ).toBeVisible();
  },
};
