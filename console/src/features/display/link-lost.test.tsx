// A display must never show stale data silently (ARCHITECTURE §1): when the backend's link to a system's call
// system is down (CallsChange.link not 'online'), the panel says the calls may not be current, and stops
// saying so when the link is back. The calls stay: the last known list is better than none.
import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wardCalls } from '../../../../mocks/display-data.ts';
import { LOCALE_STORAGE_KEY } from '../../platform/i18n/i18n.ts';
import { renderScreen } from '../../test/render-app.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

describe('call system link warning (CallsChange.link)', () => {
  it('offline: the warning shows over the last known calls; online again: it goes', async () => {
    const { backend } = renderScreen('/display', { display: { calls: wardCalls() } });
    await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(4));
    expect(screen.queryByTestId('link-lost')).toBeNull();
    act(() => backend.display.setLink(1, 'offline'));
    const banner = await screen.findByTestId('link-lost');
    expect(banner).toHaveRole('alert');
    expect(banner).toHaveTextContent(
      'Verbindung zum Rufsystem unterbrochen – Rufe sind möglicherweise nicht aktuell',
    );
    expect(screen.getAllByTestId('call-card')).toHaveLength(4);
    act(() => backend.display.setLink(1, 'online'));
    await waitFor(() => expect(screen.queryByTestId('link-lost')).toBeNull());
  });

  it('unauthorized counts as lost too, and the warning is translated', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const { backend } = renderScreen('/display');
    await screen.findByText('No open calls');
    act(() => backend.display.setLink(1, 'unauthorized'));
    expect(await screen.findByTestId('link-lost')).toHaveTextContent(
      'Connection to the call system lost – calls may be out of date',
    );
  });
});
