// The App tab (spec 02 §2: a preview of three app clients, one per demo user). The app client is not
// built yet, so each pane shows honestly what such a client would get: the live open calls of one demo
// device area, straight from callsChanged.
import { Alert, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@cs/rules/time';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { DEMO_DEVICES, type DemoCall } from './demo-devices.ts';
import type { DemoCalls } from './use-demo-calls.ts';

function CallRow({ call }: { call: DemoCall }) {
  const { t } = useTranslation();
  const zone = useFacilityZone(call.system_id);
  return (
    <Paper withBorder p="xs" style={{ borderLeft: `6px solid ${call.call_type?.color ?? 'gray'}` }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm">
          {call.call_type?.name ?? call.call_type_text ?? call.call_type_id}
        </Text>
        <Text size="xs" c="dimmed">
          {t('demo.app.since', { time: formatTime(new Date(call.opened_at), zone) })}
        </Text>
      </Group>
      <Text size="xs">{[call.device_text_long, call.section_name].filter(Boolean).join(' · ')}</Text>
    </Paper>
  );
}

export function AppPreview({ calls }: { calls: DemoCalls }) {
  const { t } = useTranslation();
  return (
    <Stack p="md" gap="md" h="100%">
      <Alert color="blue" variant="light" title={t('demo.app.title')}>
        {t('demo.app.note')}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" style={{ flex: 1, minHeight: 0 }}>
        {DEMO_DEVICES.map((device) => {
          const own = calls.states.get(device.id)?.calls ?? [];
          const title = t('demo.app.pane', {
            floor: device.floor,
            device: t(device.kind === 'medallion' ? 'demo.medallion' : 'demo.twoButton'),
            id: device.id,
          });
          return (
            <Paper
              key={device.id}
              component="section"
              aria-label={title}
              withBorder
              radius="lg"
              p="sm"
              bg="gray.0"
            >
              <Title order={3} size="h6" mb="xs">
                {title}
              </Title>
              <ScrollArea.Autosize mah={480}>
                <Stack gap="xs">
                  {!calls.live ? (
                    <Text size="sm" c="dimmed">
                      {t('demo.connecting')}
                    </Text>
                  ) : own.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('demo.app.noCalls')}
                    </Text>
                  ) : (
                    own.map((call) => <CallRow key={`${call.system_id}:${call.id}`} call={call} />)
                  )}
                </Stack>
              </ScrollArea.Autosize>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
