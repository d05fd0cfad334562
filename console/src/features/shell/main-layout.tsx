// Spec 01 §2 main layout: header and footer hidden in fullscreen; content re-renders when the
// system context changes.
import { AppShell, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useFullscreen } from '../../platform/page/fullscreen.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { CLIENT_VERSION } from '../../platform/version.ts';
import { Header } from './header.tsx';
import { OutdatedHubsCallout } from './outdated-hubs-callout.tsx';

export function MainLayout() {
  const { t } = useTranslation();
  const fullscreen = useFullscreen();
  const { systemId } = useAppData();
  return (
    <AppShell
      header={{ height: 56, collapsed: fullscreen }}
      footer={{ height: 32, collapsed: fullscreen }}
      padding="md"
    >
      {!fullscreen && (
        <AppShell.Header>
          <Header />
        </AppShell.Header>
      )}
      <AppShell.Main>
        <div key={systemId}>
          {!fullscreen && <OutdatedHubsCallout />}
          <Outlet />
        </div>
      </AppShell.Main>
      {!fullscreen && (
        <AppShell.Footer px="md">
          <Text size="xs" c="dimmed" lh="32px">
            {t('app.footer', { product: t('app.product'), version: CLIENT_VERSION })}
          </Text>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
