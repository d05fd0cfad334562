// The /app client's root: the connection and its state for the page's parameters (spec 02 §7).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleClock } from '../../platform/clock.ts';
import { currentLocale } from '../../platform/i18n/i18n.ts';
import { AppClientPage } from './app-client-page.tsx';
import type { AppParams } from './app-storage.ts';
import { fetchDemoToken } from './demo-pairing.ts';
import { useAppClient } from './use-app-client.ts';

export function AppClientRoot({ clock, params }: { clock: ConsoleClock; params: AppParams }) {
  const { i18n } = useTranslation();
  const demoToken = useCallback((id: number) => fetchDemoToken(id, currentLocale(i18n)), [i18n]);
  const client = useAppClient({ clock, params, demoToken });
  return (
    <AppClientPage
      client={client}
      clock={clock}
      demoUser={params.demoUser}
      demoClient={params.demoClient !== null}
    />
  );
}
