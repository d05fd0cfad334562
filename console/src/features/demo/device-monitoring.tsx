// What a trainer can do to a demo device beyond its buttons (issue 38): drain its battery or cut its radio link, so
// device monitoring's battery and reachability incidents and notifications can be shown; the device's battery and
// reachability as monitoring knows them. The twin reports both as real hubs and a real call system do: a battery
// at once, a lost link as 'not reachable' once the device's monitoring timeout has passed without hearing it.
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconBattery1, IconWifi, IconWifiOff } from '@tabler/icons-react';
import type { DemoDeviceInfo } from '@cs/contracts/demo';
import { useTranslation } from 'react-i18next';
import { DeviceStatus } from '../../ui/device-status.tsx';
import type { DemoActions } from './use-demo-actions.ts';

/** Full, below the default low threshold (40 %), below the default critical one (25 %): spec 02 §9. */
export const DEMO_BATTERY_LEVELS = [100, 30, 10] as const;

export function useDeviceName(kind: 'twoButton' | 'medallion', id: number, info: DemoDeviceInfo | undefined) {
  const { t } = useTranslation();
  // By its room, as trainers and the guide name it ('Ruf an Zimmer 101'); by its number until the rooms are known.
  return `${t(`demo.${kind}`)} · ${info?.room ?? t('demo.device', { id })}`;
}

export function DeviceMonitoring({
  id,
  info,
  actions,
  onChanged,
}: {
  id: number;
  info: DemoDeviceInfo | undefined;
  actions: DemoActions;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const run = (key: string, action: Parameters<DemoActions['run']>[1]) =>
    void actions.run(`${id}:${key}`, action).then((done) => done && onChanged());
  const linkUp = info?.link_up ?? true;
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('demo.device', { id })}
        </Text>
        <Group gap={6} wrap="nowrap" data-testid={`demo-status-${id}`}>
          <DeviceStatus battery={info?.battery} reachable={info?.reachable} />
        </Group>
      </Group>
      <Group gap={4} wrap="wrap">
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconBattery1 size={14} aria-hidden />}
              loading={actions.busy(`${id}:battery`)}
            >
              {t('demo.monitoring.battery')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {DEMO_BATTERY_LEVELS.map((level) => (
              <Menu.Item key={level} onClick={() => run('battery', (api) => api.battery(id, level))}>
                {t(`demo.monitoring.level${level}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          size="compact-xs"
          variant={linkUp ? 'default' : 'filled'}
          color={linkUp ? undefined : 'red.9'}
          aria-pressed={!linkUp}
          leftSection={linkUp ? <IconWifiOff size={14} aria-hidden /> : <IconWifi size={14} aria-hidden />}
          loading={actions.busy(`${id}:link`)}
          onClick={() => run('link', (api) => api.link(id, !linkUp))}
        >
          {t(linkUp ? 'demo.monitoring.cutLink' : 'demo.monitoring.restoreLink')}
        </Button>
      </Group>
      {!linkUp && (
        <Text size="xs" role="status">
          {info?.reachable === false
            ? t('demo.monitoring.unreachable')
            : t('demo.monitoring.linkDown', { count: info?.unreachable_after_minutes ?? 0 })}
        </Text>
      )}
    </Stack>
  );
}
