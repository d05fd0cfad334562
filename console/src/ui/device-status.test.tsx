// Battery colours and the not-reachable icon wherever devices show (spec 01 §4 battery display: green at or above
// low, yellow at or above critical, red below, unknown for null or -1; spec 02 §8 'Unreachable radio devices show a
// not-reachable icon'), by the global settings' thresholds as AppData answers them (mocks/data.ts).
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../../mocks/handlers.ts';
import { server } from '../../../mocks/node.ts';
import { AppProviders } from '../app/providers.tsx';
import { loadAreaTexts } from '../platform/i18n/i18n.ts';
import { createRuntime, type Runtime } from '../platform/runtime.ts';
import { AppDataProvider, useAppData } from '../platform/session/app-data-context.tsx';
import { BatteryBadge, DeviceStatus, Reachability } from './device-status.tsx';

const runtimes: Runtime[] = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

function Loaded({ children }: { children: React.ReactNode }) {
  return useAppData().globalSettings ? <>{children}</> : null;
}

async function renderWith(
  thresholds: { low: number; critical: number },
  node: React.ReactNode,
  locale = 'de',
) {
  const backend = createMockBackend({
    data: (d) => ({
      ...d,
      globalSettings: {
        ...d.globalSettings,
        battery_threshold_low: thresholds.low,
        battery_threshold_critical: thresholds.critical,
      },
    }),
  });
  server.use(...backend.handlers);
  const runtime = createRuntime({ reload: () => {} });
  runtimes.push(runtime);
  await runtime.i18n.changeLanguage(locale);
  await loadAreaTexts('tree', runtime.i18n);
  render(
    <AppProviders runtime={runtime} env="test">
      <MemoryRouter>
        <AppDataProvider>
          <Loaded>{node}</Loaded>
        </AppDataProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}

const states = () =>
  [...document.querySelectorAll('[data-battery]')].map((e) => e.getAttribute('data-battery'));

describe('battery colours (spec 01 §4)', () => {
  it('colours by the default thresholds and says the state in words', async () => {
    await renderWith(
      { low: 40, critical: 25 },
      [100, 40, 39, 25, 24].map((level) => <BatteryBadge key={level} level={level} />),
    );
    await waitFor(() => expect(states()).toEqual(['ok', 'ok', 'low', 'low', 'critical']));
    expect(screen.getByText('24 %').textContent).toBe('24\u00a0%, Austausch erforderlich');
    expect(screen.getByText('39 %').textContent).toBe('39\u00a0%, Austausch empfohlen');
  });

  it('follows the global settings’ thresholds, and shows nothing for an unknown battery in a row', async () => {
    await renderWith(
      { low: 60, critical: 50 },
      <>
        {[60, 59, 49].map((level) => (
          <BatteryBadge key={level} level={level} />
        ))}
        <DeviceStatus battery={-1} reachable={null} />
        <DeviceStatus battery={null} reachable={true} />
      </>,
    );
    await waitFor(() => expect(states()).toEqual(['ok', 'low', 'critical']));
    expect(document.querySelector('[data-unreachable]')).toBeNull();
  });

  it('says unknown in the node form', async () => {
    await renderWith({ low: 40, critical: 25 }, <BatteryBadge level={-1} showUnknown />, 'fr');
    expect(await screen.findByText('inconnue')).toHaveAttribute('data-battery', 'unknown');
  });
});

describe('the not-reachable icon (spec 02 §8)', () => {
  it('shows for a device the monitor judged not reachable, with its name for screen readers', async () => {
    await renderWith(
      { low: 40, critical: 25 },
      <>
        <DeviceStatus battery={80} reachable={false} />
        <Reachability reachable={false} />
        <Reachability reachable={true} />
        <Reachability reachable={null} />
      </>,
      'en',
    );
    await waitFor(() => expect(document.querySelectorAll('[data-unreachable]')).toHaveLength(2));
    expect(screen.getAllByText('not reachable')).toHaveLength(2);
    expect(screen.getByText('reachable')).toBeInTheDocument();
    expect(screen.getByText('unknown')).toBeInTheDocument();
  });
});
