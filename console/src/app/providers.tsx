import { ApolloProvider } from '@apollo/client/react';
import { createTheme, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ScreensContext } from '../platform/routes/screens-context.tsx';
import type { Runtime } from '../platform/runtime.ts';
import { RuntimeContext } from '../platform/runtime-context.tsx';
import { SCREENS } from './screens.tsx';

export const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'sm' });
const builtScreens = new Set(Object.keys(SCREENS));

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
        <MantineProvider theme={theme} env={env}>
          <ApolloProvider client={runtime.transport.client}>
            <ScreensContext.Provider value={screens}>{children}</ScreensContext.Provider>
          </ApolloProvider>
        </MantineProvider>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}
