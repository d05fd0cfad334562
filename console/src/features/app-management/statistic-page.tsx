// Spec 01 §2 /appmanagement/statistic (app::see_statistic; issue 19): per app user and per group, the calls
// received, accepted, rejected and escalated and the median time to accept, over one of the call log's date
// ranges (spec 02 §9) computed by the server in the facility's zone; the range shown as dd.MM.yyyy HH:mm.
import { useQuery } from '@apollo/client/react';
import { Alert, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@cs/rules/time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLayout } from '../../crud/admin-layout.tsx';
import { AppStatisticsDocument, type CallLogRange } from '../../generated/graphql.ts';
import { RANGES } from '../../platform/call-filters/call-filters.ts';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { Busy } from '../../ui/busy.tsx';
import { formatWait } from './format-wait.ts';

interface Row {
  user_id?: number | null;
  group_id?: number | null;
  name: string;
  group_name?: string | null;
  received: number;
  accepted: number;
  rejected: number;
  escalated: number;
  median_accept_seconds: number | null;
}

const COUNTS = ['received', 'accepted', 'rejected', 'escalated'] as const;

function StatTable({
  rows,
  caption,
  withGroup,
}: {
  rows: readonly Row[];
  caption: string;
  withGroup: boolean;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.appStatistic.columns.${key}`);
  return (
    <section aria-label={caption}>
      <Title order={2} size="h4" mb="xs">
        {caption}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('admin.appStatistic.empty')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{k('name')}</Table.Th>
              {withGroup && <Table.Th scope="col">{k('group')}</Table.Th>}
              {COUNTS.map((c) => (
                <Table.Th key={c} scope="col" ta="right">
                  {k(c)}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {k('median')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.user_id ?? ''}-${r.group_id ?? ''}`}>
                <Table.Th scope="row" fw={500}>
                  {r.name}
                </Table.Th>
                {withGroup && <Table.Td>{r.group_name ?? '–'}</Table.Td>}
                {COUNTS.map((c) => (
                  <Table.Td key={c} ta="right">
                    {r[c]}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{formatWait(r.median_accept_seconds)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

export default function StatisticPage() {
  const { t } = useTranslation();
  const zone = useFacilityZone();
  usePageTitle('admin.appStatistic.title');
  const [range, setRange] = useState<CallLogRange>('LAST_7_DAYS');
  const { data, error, loading } = useQuery(AppStatisticsDocument, {
    variables: { range },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.appStatistics;
  return (
    <AdminLayout title={t('admin.appStatistic.title')} area="appmanagement">
      <Stack>
        <Select
          label={t('callLog.filters.range')}
          data={RANGES.map((r) => ({ value: r, label: t(`callLog.ranges.${r}`) }))}
          value={range}
          onChange={(value) => value && setRange(value as CallLogRange)}
          allowDeselect={false}
          w={240}
        />
        {stats && (
          <Text size="sm" c="dimmed">
            {t('admin.appStatistic.range', {
              from: stats.range_from ? formatDateTime(stats.range_from, zone) : '–',
              to: formatDateTime(stats.range_to, zone),
            })}
          </Text>
        )}
        {error && !stats ? (
          <Alert color="red" role="alert" title={t('admin.crud.loadErrorTitle')}>
            {t('admin.crud.listErrorText')}
          </Alert>
        ) : !stats && loading ? (
          <Busy />
        ) : stats ? (
          <>
            <StatTable rows={stats.users} caption={t('admin.appStatistic.users')} withGroup />
            <StatTable rows={stats.groups} caption={t('admin.appStatistic.groups')} withGroup={false} />
          </>
        ) : null}
      </Stack>
    </AdminLayout>
  );
}
