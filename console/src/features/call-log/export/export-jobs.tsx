// The user's exports (spec 02 §4 export job): when each was made (the facility's wall clock), its format, its state
// with the progress while it runs, the download when it is complete, cancel while it waits or runs, and why it
// failed. Files are kept a month (spec 02 §9): the list says until when.
import { Anchor, Badge, Button, Progress, Table, Text } from '@mantine/core';
import { formatNumber } from '@cs/rules/numbers';
import { formatDateTime } from '@cs/rules/time';
import { useTranslation } from 'react-i18next';
import type { ExportJobRowFragment, ExportJobState } from '../../../generated/graphql.ts';

const COLOR: Record<ExportJobState, string> = {
  New: 'gray',
  Running: 'blue',
  Complete: 'green',
  Failed: 'red',
  Canceled: 'gray',
};

function Status({ job }: { job: ExportJobRowFragment }) {
  const { t } = useTranslation();
  const counts = { done: formatNumber(job.rows_done), total: formatNumber(job.rows_total) };
  if (job.state === 'Running')
    return (
      <>
        <Progress
          value={job.rows_total ? (100 * job.rows_done) / job.rows_total : 0}
          aria-label={t('callLog.export.progressLabel', { name: job.file_name })}
          size="sm"
          mb={4}
        />
        <Text size="xs">{t('callLog.export.progress', counts)}</Text>
      </>
    );
  if (job.state === 'Failed')
    return (
      <Text size="sm" c="red.8">
        {job.error}
      </Text>
    );
  return <Text size="sm">{t('callLog.export.rows', { count: job.rows_total, total: counts.total })}</Text>;
}

export function ExportJobs({
  jobs,
  zone,
  onCancel,
}: {
  jobs: readonly ExportJobRowFragment[];
  zone: string;
  onCancel: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (jobs.length === 0) return null;
  return (
    <Table striped verticalSpacing={6} aria-label={t('callLog.export.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('callLog.export.columns.created')}</Table.Th>
          <Table.Th>{t('callLog.export.columns.file')}</Table.Th>
          <Table.Th>{t('callLog.export.columns.state')}</Table.Th>
          <Table.Th>{t('callLog.export.columns.details')}</Table.Th>
          <Table.Th>{t('callLog.export.columns.action')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs.map((job) => (
          <Table.Tr key={job.id}>
            <Table.Td>{job.created_time}</Table.Td>
            <Table.Td>
              <Text size="sm">{job.file_name}</Text>
              <Text size="xs" c="dimmed">
                {t(`callLog.export.sources.${job.source}`)} · {t(`callLog.export.formats.${job.format}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={COLOR[job.state]} variant="light">
                {t(`callLog.export.states.${job.state}`)}
              </Badge>
            </Table.Td>
            <Table.Td miw={180}>
              <Status job={job} />
            </Table.Td>
            <Table.Td>
              {job.download_url && (
                <>
                  <Anchor href={job.download_url} download={job.file_name} size="sm">
                    {t('callLog.export.download')}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('callLog.export.expires', { time: formatDateTime(job.expires_at, zone) })}
                  </Text>
                </>
              )}
              {(job.state === 'New' || job.state === 'Running') && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onCancel(job.id)}
                  aria-label={t('callLog.export.cancelLabel', { name: job.file_name })}
                >
                  {t('callLog.export.cancel')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
