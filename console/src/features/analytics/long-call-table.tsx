// The longest calls of the range (issue 17: long calls over the threshold), each leading to its detail over the
// dashboard (spec 01 §2 /analytics/call/edit/:id; the filters stay in the address).
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@cs/rules/time';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallAnalyticsQuery } from '../../generated/graphql.ts';
import { minutes } from './format.ts';

type LongCall = CallAnalyticsQuery['callAnalytics']['long_call_list'][number];

export function LongCallTable({
  calls,
  zone,
  threshold,
  search,
}: {
  calls: readonly LongCall[];
  zone: string;
  threshold: number;
  search: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('analytics.longCallList', { minutes: threshold })}
      </Title>
      {calls.length === 0 ? (
        <Text size="sm">{t('analytics.noLongCalls')}</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.columns.opened')}</Table.Th>
              <Table.Th>{t('analytics.columns.device')}</Table.Th>
              <Table.Th>{t('analytics.columns.callType')}</Table.Th>
              <Table.Th>{t('analytics.columns.section')}</Table.Th>
              <Table.Th ta="right">{t('analytics.columns.duration')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/analytics/call/edit/${c.id}${search}`}>
                    {formatDateTime(c.opened_at, zone)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.device_text ?? '–'}</Table.Td>
                <Table.Td>{c.call_type_text ?? '–'}</Table.Td>
                <Table.Td>{c.section_name || t('analytics.noSection')}</Table.Td>
                <Table.Td ta="right">{minutes(c.duration)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
