// Left controls of the demo console (spec 02 §2): floors 1 and 2 with their demo devices, each by its room.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_DEVICES, DEMO_FLOORS } from './demo-devices.ts';
import { MedallionDevice } from './medallion-device.tsx';
import { TwoButtonDevice } from './two-button-device.tsx';
import type { DemoCalls } from './use-demo-calls.ts';
import type { DemoActions } from './use-demo-actions.ts';
import type { DemoDevicesInfo } from './use-demo-devices.ts';

export function DeviceControls({
  calls,
  actions,
  devices,
}: {
  calls: DemoCalls;
  actions: DemoActions;
  devices: DemoDevicesInfo;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {!calls.live && (
        <Text size="xs" c="dimmed" role="status">
          {t('demo.connecting')}
        </Text>
      )}
      {DEMO_FLOORS.map((floor) => (
        <Stack key={floor} gap="xs" component="section" aria-labelledby={`demo-floor-${floor}`}>
          <Title order={2} size="h5" id={`demo-floor-${floor}`}>
            {t('demo.floor', { floor })}
          </Title>
          {DEMO_DEVICES.filter((d) => d.floor === floor).map((device) =>
            device.kind === 'medallion' ? (
              <MedallionDevice
                key={device.id}
                device={device}
                state={calls.states.get(device.id)}
                actions={actions}
                info={devices.byId.get(device.id)}
                onChanged={devices.refresh}
              />
            ) : (
              <TwoButtonDevice
                key={device.id}
                device={device}
                state={calls.states.get(device.id)}
                live={calls.live}
                actions={actions}
                info={devices.byId.get(device.id)}
                onChanged={devices.refresh}
              />
            ),
          )}
        </Stack>
      ))}
    </Stack>
  );
}
