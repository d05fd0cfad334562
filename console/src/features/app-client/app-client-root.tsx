// The /app client's root: the connection and its state for the page's parameters (spec 02 §7) and the pairing link
// it may have been opened with.
import { tokenFromScan } from '@cs/contracts/app/pairing-code';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleClock } from '../../platform/clock.ts';
import { currentLocale } from '../../platform/i18n/i18n.ts';
import { AppClientPage } from './app-client-page.tsx';
import type { AppParams } from './app-storage.ts';
import { fetchDemoToken } from './demo-pairing.ts';
import { useAppClient } from './use-app-client.ts';

/**
 * The pairing token of the link that opened the page (the QR code app management shows, scanned by the phone's own
 * camera: …/app#pair=K7QM-4XTP-9HRW), taken out of the address so a reload or a bookmark does not carry it.
 */
function takeLinkToken(): string | null {
  const token = tokenFromScan(window.location.hash);
  if (token) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return token;
}

export function AppClientRoot({ clock, params }: { clock: ConsoleClock; params: AppParams }) {
  const { i18n } = useTranslation();
  const demoToken = useCallback((id: number) => fetchDemoToken(id, currentLocale(i18n)), [i18n]);
  const [linkToken] = useState(takeLinkToken);
  const client = useAppClient({ clock, params, demoToken, linkToken });
  return (
    <AppClientPage
      client={client}
      clock={clock}
      demoUser={params.demoUser}
      demoClient={params.demoClient !== null}
    />
  );
}
