// /analytics/incidents/call/:id (spec 01 §2 incident modals; spec 02 §3 call and call actions): the call behind a
// defect incident (the id is the incident's), over the incident list. Closed: the call log's record and timeline;
// still open: the open call so far. The backend reads it under the incident list's permission and the incident's
// system access, so a user without the call log still sees the call their incident is about. Field names and call
// actions are the call log's texts (its area loads with this screen).
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IncidentCallDocument } from '../../generated/graphql.ts';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { Busy } from '../../ui/busy.tsx';
import { formatDuration } from '../../ui/format-duration.ts';

export function IncidentCall({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(IncidentCallDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    skip: !valid,
  });
  const tr = (key: string, data?: Record<string, unknown>) =>
    t(`analytics.incidents.call.${key}`, data ?? {});
  if (loading) return <Busy />;
  if (error)
    return (
      <Alert color="red" title={tr('loadFailed')} role="alert">
        <Button variant="default" onClick={() => void refetch()}>
          {t('analytics.incidents.retry')}
        </Button>
      </Alert>
    );
  const call = valid ? data?.incidentCall : null;
  if (!call) return <Text>{tr('notFound')}</Text>;
  const fields: [string, string | null | undefined][] = [
    [t('callLog.detail.callType'), call.call_type_text],
    [t('callLog.detail.device'), call.device_text_long ?? call.device_text_short],
    [t('callLog.detail.section'), call.section_name],
    [t('callLog.detail.source'), call.call_source_text],
    [t('callLog.detail.position'), call.position],
    [t('callLog.detail.handledBy'), call.handled_by_app_username],
    [t('callLog.detail.opened'), call.time_start],
    [t('callLog.detail.closed'), call.time_end],
    [call.open ? tr('openFor') : t('callLog.detail.duration'), formatDuration(call.duration)],
  ];
  return (
    <Stack>
      <Badge color={call.open ? 'red.9' : 'gray.7'} variant="filled" data-testid="incident-call-state">
        {call.open ? tr('stillOpen') : tr('closedBadge')}
      </Badge>
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
      <Timeline active={call.timeline.length - 1} bulletSize={14} lineWidth={2}>
        {call.timeline.map((event, i) => (
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
