// /analytics/incidents/call/:id (spec 01 §2 incident modals; spec 02 §3 call and call actions): the call behind a
// defect incident (the id is the incident's), over the incident list. Closed: the call log's record and timeline;
// still open: the open call so far. The backend reads it under the incident list's permission and the incident's
// system access, so a user without the call log still sees the call their incident is about. Field names and call
// actions are the call log's texts (its area loads with this screen).
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IncidentCallDocument } from '../../generated/graphql.ts';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { Busy } from '../../ui/busy.tsx';
import { CallFacts } from '../../ui/call-facts.tsx';

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
  return (
    <Stack>
      <Badge color={call.open ? 'red.9' : 'gray.7'} variant="filled" data-testid="incident-call-state">
        {call.open ? tr('stillOpen') : tr('closedBadge')}
      </Badge>
      <CallFacts call={call} timeline={call.timeline} durationLabel={call.open ? tr('openFor') : undefined} />
    </Stack>
  );
}
