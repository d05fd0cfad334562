// Calls per day (or week, for long ranges) and per local hour as bar charts (Mantine charts on Recharts). Each chart
// has a title and an accessible summary; the same figures are in the heat map's table for screen readers.
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallAnalyticsQuery } from '../../generated/graphql.ts';
import { count } from './format.ts';

type Analytics = CallAnalyticsQuery['callAnalytics'];

function Chart({
  title,
  data,
  xKey,
}: {
  title: string;
  data: Record<string, string | number>[];
  xKey: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <BarChart
        h={220}
        data={data}
        dataKey={xKey}
        series={[{ name: 'calls', label: t('analytics.columns.calls'), color: 'teal.8' }]}
        valueFormatter={count}
        tickLine="y"
        gridAxis="y"
        barProps={{ isAnimationActive: false }}
        role="img"
        aria-label={title}
      />
    </Paper>
  );
}

export function CountCharts({ analytics: a }: { analytics: Analytics }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Chart
        title={t(a.period === 'WEEK' ? 'analytics.perWeek' : 'analytics.perDay')}
        data={a.per_period.map((p) => ({ day: p.label.slice(0, 5), calls: p.calls }))}
        xKey="day"
      />
      <Chart
        title={t('analytics.perHour')}
        data={a.per_hour.map((calls, h) => ({ hour: String(h).padStart(2, '0'), calls }))}
        xKey="hour"
      />
    </SimpleGrid>
  );
}
