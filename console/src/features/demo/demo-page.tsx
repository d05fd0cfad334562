// The demo console at /demo (spec 02 §2, §4): device controls for floors 1 and 2 on the left, the App
// preview or the Visuals display on the right, and the demo menu. Only in demo mode (the embedded twin
// runs); elsewhere the backend answers 404 to the demo REST, and the page says the demo is not here.
import { AppShell, Badge, Button, Container, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeLocale, currentLocale, isLocale, LOCALES } from '../../platform/i18n/i18n.ts';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useHasScreen } from '../../platform/routes/screens-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { AppPreview } from './app-preview.tsx';
import { DemoMenu } from './demo-menu.tsx';
import { DeviceControls } from './device-controls.tsx';
import { ScenarioPanel } from './scenario-panel.tsx';
import { ShiftTab } from './shift-panel.tsx';
import { useDemoActions } from './use-demo-actions.ts';
import { useDemoCalls } from './use-demo-calls.ts';
import { useDemoDevices } from './use-demo-devices.ts';
import { useScenarioPlayer } from './use-scenario-player.ts';
import classes from './demo.module.css';

/** spec 02 §7: the display frame from /display with fullscreen=1. */
export const VISUALS_URL = '/display?fullscreen=1';
type DemoTab = 'app' | 'visuals' | 'scenarios' | 'shift';

function NotAvailable() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('demo.notAvailableTitle')}</Title>
        <Text>{t('demo.notAvailableText')}</Text>
        <Button component={Link} to="/login" w="fit-content" variant="light">
          {t('demo.toLogin')}
        </Button>
      </Stack>
    </Container>
  );
}

function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('header.language')}
      size="xs"
      w={120}
      allowDeselect={false}
      data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      value={currentLocale(i18n)}
      onChange={(value) => isLocale(value) && void changeLocale(i18n, value)}
    />
  );
}

function DemoConsole() {
  const { t, i18n } = useTranslation();
  const hasScreen = useHasScreen();
  const calls = useDemoCalls(true);
  const actions = useDemoActions();
  const devices = useDemoDevices(actions.api);
  // Trainer mode: kept here, so the progress stays known while the trainer watches Visuals.
  const player = useScenarioPlayer(actions);
  const running =
    player.progress && (player.progress.state === 'playing' || player.progress.state === 'paused')
      ? player.progress
      : null;
  const [tab, setTab] = useState<DemoTab>('visuals');
  // Verwaltung opens the administration in a new window (spec 02 §2); home until /admin has a screen.
  const adminUrl = hasScreen('admin') ? '/admin' : '/home';
  const onTab = (value: string | null) => {
    if (value === 'admin') window.open(adminUrl, '_blank', 'noopener');
    else if (value === 'app' || value === 'visuals' || value === 'scenarios' || value === 'shift')
      setTab(value);
  };

  return (
    <Tabs value={tab} onChange={onTab} keepMounted={false} variant="default">
      <AppShell header={{ height: 56 }} navbar={{ width: 300, breakpoint: 0 }} padding={0}>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap" h="100%">
              <Text fw={700}>{t('demo.title')}</Text>
              <Tabs.List style={{ alignSelf: 'flex-end' }}>
                <Tabs.Tab
                  value="admin"
                  rightSection={<IconExternalLink size={14} aria-hidden />}
                  aria-description={t('demo.newWindow')}
                >
                  {t('demo.tabs.admin')}
                </Tabs.Tab>
                <Tabs.Tab value="app">{t('demo.tabs.app')}</Tabs.Tab>
                <Tabs.Tab value="visuals">{t('demo.tabs.visuals')}</Tabs.Tab>
                <Tabs.Tab value="scenarios">{t('demo.tabs.scenarios')}</Tabs.Tab>
                <Tabs.Tab value="shift">{t('demo.tabs.shift')}</Tabs.Tab>
              </Tabs.List>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {running && tab !== 'scenarios' && (
                <Badge
                  component="button"
                  variant="light"
                  color={running.state === 'playing' ? 'green' : 'yellow'}
                  style={{ cursor: 'pointer' }}
                  onClick={() => setTab('scenarios')}
                  data-testid="scenario-badge"
                >
                  {t(`demo.scenarios.state.${running.state}`)} ·{' '}
                  {t('demo.scenarios.step', { current: running.step, total: running.total })}
                </Badge>
              )}
              <LanguageSelect />
              <DemoMenu actions={actions} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label={t('demo.controls')}>
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            <DeviceControls calls={calls} actions={actions} devices={devices} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main h="100dvh">
          <Tabs.Panel value="app">
            <AppPreview />
          </Tabs.Panel>
          <Tabs.Panel value="scenarios" h="calc(100dvh - 56px)">
            <ScenarioPanel player={player} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="shift" h="calc(100dvh - 56px)" style={{ overflowY: 'auto' }}>
            <ShiftTab actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="visuals" h="calc(100dvh - 56px)">
            {/* The display asks for browser fullscreen on an anonymous start; in the frame that would cover the
                demo, so the frame may not. */}
            <iframe
              // The framed display reads the remembered language when it starts: restart it on a switch.
              key={currentLocale(i18n)}
              className={classes.frame}
              src={VISUALS_URL}
              title={t('demo.visualsTitle')}
              allow="fullscreen 'none'"
            />
          </Tabs.Panel>
        </AppShell.Main>
      </AppShell>
    </Tabs>
  );
}

export function DemoPage() {
  usePageTitle('demo.title');
  const { appState } = useAppData();
  // Demo mode does not change while the backend runs: once seen, keep the console mounted while AppData
  // refetches (appState is null meanwhile), so an open dialog or overlay is not lost.
  const reported = appState?.features.demo_mode;
  const [lastReported, setLastReported] = useState(reported);
  useEffect(() => {
    if (reported !== undefined) setLastReported(reported);
  }, [reported]);
  return (reported ?? lastReported) ? <DemoConsole /> : <NotAvailable />;
}
export default DemoPage;
