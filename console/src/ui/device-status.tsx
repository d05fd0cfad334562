// A device's battery and reachability wherever devices show (tree rows, node form, pwa tree): the battery in its
// colour by the global thresholds (spec 01 §4 battery display: green at or above low, yellow at or above critical,
// red below; unknown when null or -1) and the not-reachable icon (spec 02 §8 'Unreachable radio devices show a
// not-reachable icon'). Both say in words what the colour and the icon show (screen readers, colour blindness).
// The texts are the tree area's (tree.device.*), loaded with every screen that shows devices.
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { IconBattery2, IconWifiOff } from '@tabler/icons-react';
import { batteryState, DEFAULT_BATTERY_THRESHOLDS, type BatteryState } from '@cs/rules/battery';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../platform/session/app-data-context.tsx';
import { LazyTooltip } from './lazy-tooltip.tsx';

const BATTERY_COLOR: Record<Exclude<BatteryState, 'unknown'>, string> = {
  ok: 'green.9',
  low: 'yellow.4',
  critical: 'red.9',
};

export function useBatteryState(level: number | null | undefined): BatteryState {
  const settings = useAppData().globalSettings;
  return batteryState(level, settings ?? DEFAULT_BATTERY_THRESHOLDS);
}

export function BatteryBadge({
  level,
  showUnknown = false,
}: {
  level: number | null | undefined;
  showUnknown?: boolean;
}) {
  const { t } = useTranslation();
  const state = useBatteryState(level);
  if (state === 'unknown')
    return showUnknown ? (
      <Text size="sm" data-battery="unknown">
        {t('tree.device.batteryUnknown')}
      </Text>
    ) : null;
  return (
    <Badge
      color={BATTERY_COLOR[state]}
      variant="filled"
      autoContrast
      size="sm"
      leftSection={<IconBattery2 size={12} aria-hidden="true" />}
      data-battery={state}
    >
      {t('tree.device.batteryLevel', { level })}
      <VisuallyHidden>, {t(`tree.device.battery.${state}`)}</VisuallyHidden>
    </Badge>
  );
}

export function UnreachableIcon({ reachable }: { reachable: boolean | null | undefined }) {
  const { t } = useTranslation();
  if (reachable !== false) return null;
  const label = t('tree.device.unreachable');
  return (
    <LazyTooltip label={label}>
      <Text component="span" c="red.9" data-unreachable="true" style={{ display: 'inline-flex' }}>
        <IconWifiOff size={16} aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Text>
    </LazyTooltip>
  );
}

/** Both, side by side (nothing for a node without a device state). */
export function DeviceStatus({
  battery,
  reachable,
}: {
  battery: number | null | undefined;
  reachable: boolean | null | undefined;
}) {
  return (
    <>
      <UnreachableIcon reachable={reachable} />
      <BatteryBadge level={battery} />
    </>
  );
}

/** The reachability in words (the node's details and form): the icon when not reachable. */
export function Reachability({ reachable }: { reachable: boolean | null | undefined }) {
  const { t } = useTranslation();
  if (reachable === false)
    return (
      <Text component="span" size="sm" c="red.9" fw={600} data-unreachable="true">
        <IconWifiOff size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
        {t('tree.device.unreachable')}
      </Text>
    );
  return (
    <Text component="span" size="sm">
      {t(reachable ? 'tree.device.reachable' : 'tree.device.reachabilityUnknown')}
    </Text>
  );
}
