import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { PreloadScreenContext, ScreensContext } from '../platform/routes/screens-context.tsx';
import type { Runtime } from '../platform/runtime.ts';
import { RuntimeContext } from '../platform/runtime-context.tsx';
import { SCREENS } from './screens.tsx';
import { consoleTheme } from './theme.ts';
// The theme's CSS variables, computed at build time (console/scripts/theme-variables.ts): not in each first render.
import './theme-variables.css';

const builtScreens = new Set(Object.keys(SCREENS));
// A failed load is the route's to show when it opens.
const preloadScreen = (name: string) => void SCREENS[name]?.Component.preload?.().catch(() => undefined);

export function AppProviders({
  runtime,
  children,
  screens = builtScreens,
  env,
}: {
  runtime: Runtime;
  children: ReactNode;
  /** Stories may preview the menu as if more screens existed. */
  screens?: ReadonlySet<string>;
  env?: 'default' | 'test';
}) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <ThemedProvider env={env}>
          <ApolloProvider client={runtime.transport.client}>
            <ScreensContext.Provider value={screens}>
              <PreloadScreenContext.Provider value={preloadScreen}>{children}</PreloadScreenContext.Provider>
            </ScreensContext.Provider>
          </ApolloProvider>
        </ThemedProvider>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}

// The theme's texts are in every locale's main bundle: the theme follows a language change only. Bound to the store's
// 'added' (the default of createI18n), each area's texts arriving made a new theme, and every Mantine component of
// the page rendered again (four times on a cold /tree, once more when the first node form opened).
const THEME_TEXTS = { bindI18nStore: false } as const;

/** The theme names Mantine's own buttons in the user's language, so it follows a language change. */
function ThemedProvider({ env, children }: { env?: 'default' | 'test'; children: ReactNode }) {
  const { t, i18n } = useTranslation(undefined, THEME_TEXTS);
  const theme = useMemo(() => consoleTheme(t), [t, i18n.language]);
  return (
    <MantineProvider theme={theme} env={env} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
