// Calls per period of the range (hours, days, weeks or months: every one of them, empty ones at zero) and per local
// hour of the day as bar charts (Mantine charts on Recharts). Each chart has a title and an accessible summary; the
// same figures are in the heat map's table for screen readers.
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallAnalyticsQuery } from '../../generated/graphql.ts';
import { count } from './format.ts';

type Analytics = CallAnalyticsQuery['callAnalytics'];

/** The axis shows a period's start short: HH:mm of an hour, dd.MM of a day or week, MM.yyyy of a month. */
const TICK: Record<Analytics['period'], (label: string) => string> = {
  HOUR: (label) => label.slice(11),
  DAY: (label) => label.slice(0, 5),
  WEEK: (label) => label.slice(0, 5),
  MONTH: (label) => label,
};

function Chart({
  title,
  data,
  xKey,
  tick,
}: {
  title: string;
  data: Record<string, string | number>[];
  xKey: string;
  tick?: (label: string) => string;
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
        xAxisProps={tick && { tickFormatter: tick }}
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
        title={t(`analytics.perPeriod.${a.period}`)}
        // the whole start in the tooltip, the short one on the axis
        data={a.per_period.map((p) => ({ period: p.label, calls: p.calls }))}
        xKey="period"
        tick={TICK[a.period]}
      />
      <Chart
        title={t('analytics.perHour')}
        data={a.per_hour.map((calls, h) => ({ hour: String(h).padStart(2, '0'), calls }))}
        xKey="hour"
      />
    </SimpleGrid>
  );
}
