// /pwa/overview/calls (spec 01 §2 mobile-style layout; issue 17: today's open and recent calls): the selected
// system's open calls live, most urgent first (spec 01 §4 call display ordering), and its calls closed in the last
// 24 hours from the call log, times as the facility's wall clock (HH:mm; dd.MM.yyyy HH:mm).
import { useSubscription } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { compareCalls } from '@cs/rules/display/order';
import { formatTime } from '@cs/rules/time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CallsChangedDocument, type CallsChangedSubscription } from '../../generated/graphql.ts';
import { readView } from '../../platform/call-filters/call-filters.ts';
import { registerPwaTexts } from '../../platform/i18n/pwa-texts.ts';
import { useAppData, useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { Busy } from '../../ui/busy.tsx';
import { URGENCY_COLOR } from '../../ui/urgency-color.ts';
import { useCallLog } from './use-call-log.ts';

registerPwaTexts();

const RECENT = { ...readView(new URLSearchParams()), range: 'LAST_24_HOURS' as const };

type OpenCall = CallsChangedSubscription['callsChanged']['calls'][number];

/** Spec 01 §4 call display ordering (the display's own rule). */
export const byUrgency = (a: OpenCall, b: OpenCall): number => compareCalls(a, b);

export function PwaCalls() {
  const { t } = useTranslation();
  const { systemId } = useAppData();
  const zone = useFacilityZone();
  // callsChanged sends the whole list on subscribe and on every change (ARCHITECTURE §6).
  const live = useSubscription(CallsChangedDocument, { variables: { override_system: systemId } });
  const open = useMemo(() => [...(live.data?.callsChanged.calls ?? [])].sort(byUrgency), [live.data]);
  const recent = useCallLog(RECENT);
  const rows = recent.page?.rows ?? [];

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="pwa-open-calls">
        <Title order={2} size="h4" id="pwa-open-calls">
          {t('pwa.calls.open')} {live.data ? `(${open.length})` : ''}
        </Title>
        {live.error && !live.data ? (
          <Alert color="red" role="alert">
            {t('pwa.calls.openError')}
          </Alert>
        ) : !live.data ? (
          <Busy label={t('pwa.loading')} />
        ) : open.length === 0 ? (
          <Text>{t('pwa.calls.noOpen')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
            {open.map((call) => {
              const urgency = call.call_type?.urgency ?? 'NORMAL';
              return (
                <Card
                  key={`${call.system_id}:${call.id}`}
                  component="li"
                  withBorder
                  padding="sm"
                  data-testid="pwa-open-call"
                  style={{
                    borderInlineStart: `6px solid ${call.call_type?.color ?? 'var(--mantine-color-gray-5)'}`,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={700}>{call.device_text_long || call.device_text_short || `#${call.id}`}</Text>
                    <Badge color={URGENCY_COLOR[urgency]} variant={urgency === 'NORMAL' ? 'light' : 'filled'}>
                      {t(`pwa.calls.urgency.${urgency}`)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {[call.call_type_text, call.section_name].filter(Boolean).join(' · ')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('pwa.calls.since', { time: formatTime(call.opened_at, zone) })}
                    {call.handled_by_app_username &&
                      ` · ${t('pwa.calls.handledBy', { name: call.handled_by_app_username })}`}
                  </Text>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="pwa-recent-calls">
        <Title order={2} size="h4" id="pwa-recent-calls">
          {t('pwa.calls.recent')}
        </Title>
        {recent.error ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('pwa.calls.recentError')}</Text>
              <Button variant="default" size="lg" fz="md" onClick={recent.retry}>
                {t('pwa.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : recent.loading ? (
          <Busy label={t('pwa.loading')} />
        ) : rows.length === 0 ? (
          <Text>{t('pwa.calls.noRecent')}</Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <li key={row.id} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Group justify="space-between" wrap="nowrap" py={8} gap="xs">
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {row.device_text_long || row.device_text_short || `#${row.call_id}`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[row.call_type_text, row.section_name].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Text size="xs" ta="end">
                    {/* the server's wall-clock texts (dd.MM.yyyy HH:mm); the end's time of day */}
                    {t('pwa.calls.closed', { from: row.time_start, to: row.time_end?.slice(11) ?? '…' })}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
