// Demo mode is unmistakable. The 'Demo' marker shows on every page in demo mode, the call
// display included, and on none outside it; its full meaning is there for screen readers.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

function renderAt(path: string, demoMode: boolean) {
  return renderApp(path, {
    data: (d) => ({
      ...d,
      appState: { ...d.appState, features: { ...d.appState.features, demo_mode: demoMode } },
    }),
  });
}

describe('demo marker', () => {
  it.each(['/display', '/login', '/no-access'])('shows on %s in demo mode', async (path) => {
    renderAt(path, true);
    const marker = await screen.findByRole('complementary');
    expect(marker).toHaveTextContent(
      'Demo: Demo-Modus: simulierte Anlage mit Demo-Zugängen, keine echten Rufe',
    );
    expect(marker).toBeVisible();
  });

  it('is absent outside demo mode', async () => {
    renderAt('/login', false);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(screen.queryByTestId('demo-marker')).not.toBeInTheDocument();
  });
});
