// A two-button call point of the demo (spec 02 §4): red alert and green presence buttons, plus the
// emergency control. A press goes to the twin as a press; the lamps show what the call system reports.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_CALL_TYPES, type DemoDevice, type DeviceState } from './demo-devices.ts';
import type { DemoActions } from './use-demo-actions.ts';
import classes from './demo.module.css';
import { MagnetButton } from './magnet-button.tsx';
import { DeviceMonitoring, useDeviceName } from './device-monitoring.tsx';
import type { DemoDeviceInfo } from '@cs/contracts/demo';

// Shade 9 darkened: the label in the lamp colour on white, and white on the lit lamp, both pass 4.5:1 (WCAG AA;
// green 9 alone gives 4.35:1).
const lampStyle = (color: string) =>
  ({ '--lamp-color': `color-mix(in srgb, var(--mantine-color-${color}-9) 80%, black)` }) as CSSProperties;

export function TwoButtonDevice({
  device,
  state,
  live,
  actions,
  info,
  onChanged,
}: {
  device: DemoDevice;
  state: DeviceState | undefined;
  live: boolean;
  actions: DemoActions;
  /** the device's room, battery and reachability (use-demo-devices.ts) */
  info: DemoDeviceInfo | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const name = useDeviceName('twoButton', device.id, info);
  const key = (what: string) => `${device.id}:${what}`;
  const press = (button: 'alert' | 'presence') =>
    actions.run(key(button), (api) => api.press(device.id, button));
  const emergency = state?.emergency ?? false;
  const toggleEmergency = () =>
    actions.run(key('emergency'), (api) =>
      api.trigger(device.id, DEMO_CALL_TYPES.emergency, emergency, state?.calls[0]?.section_id ?? null),
    );
  const text = state?.calls[0]?.device_text_long;

  return (
    <Card component="section" aria-label={name} withBorder padding="sm">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {name}
        </Text>
        {/* Fixed height: the lamps do not jump when a call brings the device text and a badge. */}
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={22}>
          <Text size="xs" c="dimmed" truncate>
            {text}
          </Text>
          {emergency && (
            <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
              {t('demo.emergencyActive')}
            </Badge>
          )}
        </Group>
        <Group justify="center" gap="lg">
          <button
            type="button"
            className={classes.lamp}
            style={lampStyle('red')}
            aria-pressed={live ? (state?.alert ?? false) || emergency : undefined}
            disabled={actions.busy(key('alert'))}
            onClick={() => void press('alert')}
          >
            {t('demo.alert')}
          </button>
          <button
            type="button"
            className={classes.lamp}
            style={lampStyle('green')}
            aria-pressed={live ? (state?.presence ?? false) : undefined}
            disabled={actions.busy(key('presence'))}
            onClick={() => void press('presence')}
          >
            {t('demo.presence')}
          </button>
        </Group>
        <Button
          size="xs"
          color="red"
          variant={emergency ? 'filled' : 'light'}
          aria-pressed={live ? emergency : undefined}
          loading={actions.busy(key('emergency'))}
          onClick={() => void toggleEmergency()}
        >
          {t('demo.emergency')}
        </Button>
        <MagnetButton deviceId={device.id} actions={actions} />
        <DeviceMonitoring id={device.id} info={info} actions={actions} onChanged={onChanged} />
      </Stack>
    </Card>
  );
}
