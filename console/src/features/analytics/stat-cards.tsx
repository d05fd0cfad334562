// The dashboard's headline figures: calls (with the change against the previous period), presences, time to
// presence and to close (median, 90 % below), long calls.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallAnalyticsQuery } from '../../generated/graphql.ts';
import { change, count, minutes } from './format.ts';

type Analytics = CallAnalyticsQuery['callAnalytics'];

function Stat({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="gray.7">
          {note}
        </Text>
      )}
    </Paper>
  );
}

export function StatCards({ analytics: a }: { analytics: Analytics }) {
  const { t } = useTranslation();
  const percent = change(a.calls, a.previous_calls);
  const previous =
    percent === null
      ? a.previous_calls === null || a.previous_calls === undefined
        ? null
        : t('analytics.stats.previous', { count: a.previous_calls })
      : t('analytics.stats.change', { sign: percent > 0 ? '+' : '', percent });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      <Stat label={t('analytics.stats.calls')} value={count(a.calls)} note={previous} />
      <Stat label={t('analytics.stats.presences')} value={count(a.presences)} />
      <Stat
        label={t('analytics.stats.presence')}
        value={minutes(a.presence_p50)}
        note={t('analytics.stats.presenceNote', {
          time: minutes(a.presence_p90),
          answered: count(a.answered),
          calls: count(a.calls),
          count: a.calls,
        })}
      />
      <Stat
        label={t('analytics.stats.median')}
        value={minutes(a.p50)}
        note={t('analytics.stats.closeNote', { time: minutes(a.p90) })}
      />
      <Stat
        label={t('analytics.stats.longCalls', { minutes: a.long_call_minutes })}
        value={count(a.long_calls)}
      />
    </SimpleGrid>
  );
}
