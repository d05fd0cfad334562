// The demo medallion (spec 02 §4): pressing it triggers an alarm with a shake and an overlay; clicking
// the overlay closes it. The alarm itself stays until staff end it, as the twin's medallion has no way
// to take a call back.
import { Badge, Button, Card, Center, Group, Overlay, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../platform/runtime-context.tsx';
import type { DemoDevice, DeviceState } from './demo-devices.ts';
import type { DemoActions } from './use-demo-actions.ts';
import { MagnetButton } from './magnet-button.tsx';
import { DeviceMonitoring, useDeviceName } from './device-monitoring.tsx';
import type { DemoDeviceInfo } from '@cs/contracts/demo';
import classes from './demo.module.css';

export function MedallionDevice({
  device,
  state,
  actions,
  info,
  onChanged,
}: {
  device: DemoDevice;
  state: DeviceState | undefined;
  actions: DemoActions;
  /** the device's room, battery and reachability (use-demo-devices.ts) */
  info: DemoDeviceInfo | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { clock } = useRuntime();
  const [shaking, setShaking] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const name = useDeviceName('medallion', device.id, info);
  const alarm = state?.medallionAlarm ?? null;
  // The shake ends with its animation (600 ms); a timer, because reduced motion has no animation to end.
  useEffect(() => {
    if (!shaking) return;
    const timer = clock.setTimeout(() => setShaking(false), 700);
    return () => clock.clearTimeout(timer);
  }, [shaking, clock]);

  const press = () => {
    setShaking(true);
    setOverlay(true);
    void actions.run(`${device.id}:press`, (api) => api.press(device.id));
  };
  const end = () =>
    alarm &&
    void actions.run(`${device.id}:end`, (api) =>
      api.trigger(device.id, alarm.call_type_id, true, alarm.section_id ?? null),
    );

  return (
    <Card component="section" aria-label={name} withBorder padding="sm" pos="relative">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {name}
        </Text>
        {/* Fixed height: the lamps do not jump when a call brings the device text and a badge. */}
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={22}>
          <Text size="xs" c="dimmed" truncate>
            {alarm?.device_text_long}
          </Text>
          {alarm && (
            <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
              {t('demo.medallionActive')}
            </Badge>
          )}
        </Group>
        <Center>
          <button
            type="button"
            className={`${classes.medallion} ${shaking ? classes.shake : ''}`}
            data-active={alarm !== null}
            data-shaking={shaking}
            onClick={press}
          >
            {t('demo.medallionPress')}
          </button>
        </Center>
        {alarm && (
          <Button
            size="xs"
            variant="light"
            color="gray"
            loading={actions.busy(`${device.id}:end`)}
            onClick={end}
          >
            {t('demo.medallionEnd')}
          </Button>
        )}
        <MagnetButton deviceId={device.id} actions={actions} />
        <DeviceMonitoring id={device.id} info={info} actions={actions} onChanged={onChanged} />
      </Stack>
      {overlay && (
        <Overlay
          component="button"
          type="button"
          color="#000"
          backgroundOpacity={0.78}
          radius="sm"
          zIndex={5}
          center
          aria-label={t('demo.medallionOverlayClose')}
          onClick={() => setOverlay(false)}
          style={{ border: 0, cursor: 'pointer', padding: 12 }}
        >
          <Stack gap={4} align="center" c="white" role="status">
            <Text fw={700} c="red.4">
              {t('demo.medallionOverlay')}
            </Text>
            <Text size="xs" ta="center">
              {t('demo.medallionOverlayText')}
            </Text>
            <Text size="xs" c="gray.4">
              {t('demo.medallionOverlayClose')}
            </Text>
          </Stack>
        </Overlay>
      )}
    </Card>
  );
}
