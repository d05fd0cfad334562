// /log/edit/:id (spec 01 §2 call log modal; spec 02 §3 call and call actions): one logged call, its fields and
// what happened to it in order, each step with its time in the facility's zone and how long after the call opened.
// The same modal over the analytics (/analytics/call/edit/:id) reads the call through the analytics' query, which
// needs analytics::use_module instead of the log's permission.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Loader, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AnalyticsCallDocument, CallLogCallDocument } from '../../generated/graphql.ts';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { formatDuration } from '../../ui/format-duration.ts';

export function CallDetail({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const overAnalytics = useLocation().pathname.startsWith('/analytics/');
  const options = { variables: { id }, fetchPolicy: 'network-only' } as const;
  const log = useQuery(CallLogCallDocument, { ...options, skip: overAnalytics || !Number.isInteger(id) });
  const analytics = useQuery(AnalyticsCallDocument, {
    ...options,
    skip: !overAnalytics || !Number.isInteger(id),
  });
  const { error, loading, refetch } = overAnalytics ? analytics : log;
  if (loading) return <Loader aria-label={t('display.loading')} />;
  if (error)
    return (
      <Alert color="red" title={t('callLog.errorTitle')} role="alert">
        <Button variant="default" onClick={() => void refetch()}>
          {t('callLog.retry')}
        </Button>
      </Alert>
    );
  const detail = overAnalytics ? analytics.data?.analyticsCall : log.data?.callLogCall;
  if (!detail) return <Text>{t('callLog.detail.notFound')}</Text>;
  const { call } = detail;
  const fields: [string, string | null | undefined][] = [
    [t('callLog.detail.callType'), call.call_type_text],
    [t('callLog.detail.device'), call.device_text_long ?? call.device_text_short],
    [t('callLog.detail.section'), call.section_name],
    [t('callLog.detail.source'), call.call_source_text],
    [t('callLog.detail.position'), call.position],
    [t('callLog.detail.handledBy'), call.handled_by_app_username],
    [t('callLog.detail.opened'), call.time_start],
    [t('callLog.detail.closed'), call.time_end],
    [t('callLog.detail.duration'), formatDuration(call.duration)],
    [
      t('callLog.detail.timeToPresence'),
      detail.time_to_presence === null ? null : formatDuration(detail.time_to_presence),
    ],
  ];
  return (
    <Stack>
      <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value || '–'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('callLog.detail.timeline')}
      </Title>
      <Timeline active={detail.timeline.length - 1} bulletSize={14} lineWidth={2}>
        {detail.timeline.map((event, i) => (
          <Timeline.Item key={i} title={t(`callLog.events.${event.kind}`)}>
            <Text size="sm">
              {event.time}
              {event.offset > 0 &&
                ` · ${t('callLog.detail.after', { duration: formatDuration(event.offset) })}`}
              {event.user_name && ` · ${t('callLog.detail.by', { name: event.user_name })}`}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
