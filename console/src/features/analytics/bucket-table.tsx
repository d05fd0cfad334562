// A breakdown as a table: name, calls, the median time to presence, and the time to close at the median, 90 % and
// 95 % (m:ss).
import { Anchor, Paper, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnalyticsBucketFieldsFragment } from '../../generated/graphql.ts';
import { count, minutes } from './format.ts';

export function BucketTable({
  title,
  buckets,
  label = (b) => b.label,
  times = true,
  href,
}: {
  title: string;
  buckets: readonly AnalyticsBucketFieldsFragment[];
  label?: (b: AnalyticsBucketFieldsFragment) => string;
  times?: boolean;
  /** where a row's name leads (a drill-down), if anywhere */
  href?: (b: AnalyticsBucketFieldsFragment) => string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.columns.name')}</Table.Th>
            <Table.Th ta="right">{t('analytics.columns.calls')}</Table.Th>
            {times && (
              <>
                <Table.Th ta="right">{t('analytics.columns.presence')}</Table.Th>
                <Table.Th ta="right">{t('analytics.columns.p50')}</Table.Th>
                <Table.Th ta="right">{t('analytics.columns.p90')}</Table.Th>
                <Table.Th ta="right">{t('analytics.columns.p95')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {buckets.map((b) => (
            <Table.Tr key={b.key}>
              <Table.Td>
                {href ? (
                  <Anchor component={Link} to={href(b)}>
                    {label(b)}
                  </Anchor>
                ) : (
                  label(b)
                )}
              </Table.Td>
              <Table.Td ta="right">{count(b.calls)}</Table.Td>
              {times && (
                <>
                  <Table.Td ta="right">{minutes(b.presence_p50)}</Table.Td>
                  <Table.Td ta="right">{minutes(b.p50)}</Table.Td>
                  <Table.Td ta="right">{minutes(b.p90)}</Table.Td>
                  <Table.Td ta="right">{minutes(b.p95)}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
