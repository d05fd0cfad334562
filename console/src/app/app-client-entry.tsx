// The /app client's own entry (spec 02 §7, issue 19): main.tsx loads it lazily for /app, so neither the console's
// shell (session, Apollo, routes) starts there nor does the client's code reach any other route. Its texts come
// with it; a language chosen in the same browser (the demo around the embedded clients) is followed live.
import { MantineProvider } from '@mantine/core';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AppClientRoot } from '../features/app-client/app-client-root.tsx';
import { appParams } from '../features/app-client/app-storage.ts';
import { registerAppClientTexts } from '../features/app-client/app-texts.ts';
import { browserClock } from '../platform/clock.ts';
import {
  createI18n,
  isLocale,
  LOCALE_STORAGE_KEY,
  storedLocale,
  switchLocale,
} from '../platform/i18n/i18n.ts';
import { consoleTheme } from './theme.ts';
import './theme-variables.css';

function Themed({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => consoleTheme(t), [t, i18n.language]);
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}

export function mountAppClient(container: HTMLElement): void {
  const i18n = createI18n(storedLocale());
  registerAppClientTexts(i18n);
  const showLanguage = () => {
    document.documentElement.lang = i18n.language;
    document.title = i18n.t('appClient.title');
  };
  showLanguage();
  window.addEventListener('storage', (event) => {
    if (event.key === LOCALE_STORAGE_KEY && isLocale(event.newValue))
      void switchLocale(i18n, event.newValue).then(showLanguage);
  });
  const params = appParams(window.location.search);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Themed>
          <AppClientRoot clock={browserClock} params={params} />
        </Themed>
      </I18nextProvider>
    </StrictMode>,
  );
}
