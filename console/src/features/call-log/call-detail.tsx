// /log/edit/:id (spec 01 §2 call log modal; spec 02 §3 call and call actions): one logged call, its fields and
// what happened to it in order, each step with its time in the facility's zone and how long after the call opened.
// The same modal over the analytics (/analytics/call/edit/:id) reads the call through the analytics' query, which
// needs analytics::use_module instead of the log's permission.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AnalyticsCallDocument, CallLogCallDocument } from '../../generated/graphql.ts';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { CallFacts } from '../../ui/call-facts.tsx';
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
  return (
    <Stack>
      <CallFacts
        call={detail.call}
        timeline={detail.timeline}
        more={[
          [
            t('callLog.detail.timeToPresence'),
            detail.time_to_presence === null ? null : formatDuration(detail.time_to_presence),
          ],
        ]}
      />
    </Stack>
  );
}
