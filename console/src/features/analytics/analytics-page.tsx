// /analytics (spec 01 §2 analytics; issue 17): the selected system's calls under the call log's filters (the same
// filter bar; date ranges of spec 02 §9 in the facility's zone): headline figures, calls per day and hour, the
// weekday × hour heat map, and the times to presence and to close by call type, section, shift and weekday, with the
// devices that call most. A failed load is an error with a retry, never an empty dashboard.
import { Alert, Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@cs/rules';
import { formatDateTime } from '@cs/rules/time';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCallLogView } from '../../platform/call-filters/call-filters.ts';
import { FilterBar } from '../../platform/call-filters/filter-bar.tsx';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { BucketTable } from './bucket-table.tsx';
import { CountCharts } from './count-charts.tsx';
import { HeatMap } from './heat-map.tsx';
import { LongCallTable } from './long-call-table.tsx';
import { ShiftSettings } from './shift-settings.tsx';
import { StatCards } from './stat-cards.tsx';
import { ANALYTICS_DEFAULT_RANGE, useAnalytics } from './use-analytics.ts';

export function AnalyticsPage() {
  const { t } = useTranslation();
  usePageTitle('analytics.title');
  const [view, change] = useCallLogView(ANALYTICS_DEFAULT_RANGE);
  const { search } = useLocation();
  const { user } = useAppData();
  const treeUser = can(user, 'systemtree::use_module');
  const { analytics: a, error, loading, retry } = useAnalytics(view);
  return (
    <Container fluid py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('analytics.title')}
          </Title>
          {/* spec 01 §2: the incidents are part of the analytics area, for analytics::manage_incidents */}
          {can(user, 'analytics::manage_incidents') && (
            <Button component={Link} to="/analytics/incidents" variant="default">
              {t('analytics.incidents.title')}
            </Button>
          )}
        </Group>
        <FilterBar view={view} onChange={change} defaultRange={ANALYTICS_DEFAULT_RANGE} />
        {error ? (
          <Alert color="red" title={t('analytics.errorTitle')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('analytics.errorText')}</Text>
              <Button variant="default" onClick={retry}>
                {t('analytics.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !a ? (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">{t('analytics.loading')}</Text>
          </Group>
        ) : (
          <>
            <Group justify="space-between" aria-live="polite" aria-busy={loading}>
              <Text size="sm">
                {t('analytics.rangeBounds', {
                  from: a.range_from ? formatDateTime(a.range_from, a.time_zone) : '–',
                  to: formatDateTime(a.range_to, a.time_zone),
                  zone: a.time_zone,
                })}
              </Text>
              {loading && <Loader size="xs" />}
            </Group>
            <StatCards analytics={a} />
            {a.calls === 0 ? (
              <Text>{t('analytics.empty')}</Text>
            ) : (
              <>
                <CountCharts analytics={a} />
                <HeatMap rows={a.heat_map} />
                <SimpleGrid cols={{ base: 1, lg: 2 }}>
                  <BucketTable title={t('analytics.byCallType')} buckets={a.by_call_type} />
                  <BucketTable
                    title={t('analytics.bySection')}
                    buckets={a.by_section}
                    label={(b) => b.label || t('analytics.noSection')}
                  />
                  <BucketTable
                    title={t('analytics.byShift')}
                    buckets={a.by_shift}
                    label={(b) => {
                      // the shift's hours as the analytics used them: this shift's start to the next one's
                      const keys = ['early', 'late', 'night'] as const;
                      const i = keys.indexOf(b.key as (typeof keys)[number]);
                      const hours = t('analytics.shiftHours', {
                        from: String(a.shifts[keys[i]!]).padStart(2, '0'),
                        to: String(a.shifts[keys[(i + 1) % 3]!]).padStart(2, '0'),
                      });
                      return `${t(`analytics.shifts.${b.key}`)} (${hours})`;
                    }}
                  />
                  <BucketTable
                    title={t('analytics.byWeekday')}
                    buckets={a.by_weekday}
                    label={(b) => t(`analytics.weekdays.${Number(b.key) - 1}`)}
                  />
                  <BucketTable
                    title={t('analytics.topDevices')}
                    buckets={a.top_devices}
                    // the device's element in the tree's form, over the dashboard (its filters stay in the address)
                    href={treeUser ? (b) => `/analytics/systemtree/edit/${b.key}${search}` : undefined}
                  />
                </SimpleGrid>
                <LongCallTable
                  calls={a.long_call_list}
                  zone={a.time_zone}
                  threshold={a.long_call_minutes}
                  search={search}
                />
                <Text size="xs" c="gray.7">
                  {t('analytics.percentileNote')}
                </Text>
              </>
            )}
            {can(user, 'admin::manage_system') && <ShiftSettings shifts={a.shifts} onSaved={retry} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
