// Spec 02 §3 send log: created, kind, subject, recipients, state; a failed mail shows why and when it is tried
// again (spec 02 §8 'Report send failed').
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SendLogDocument, type SendLogQuery } from '../../generated/graphql.ts';
import { Busy } from '../../ui/busy.tsx';

type Entry = SendLogQuery['sendLog'][number];
const STATE_COLOR = { sent: 'teal.9', pending: 'gray.7', failed: 'red.9' } as const;

function StateCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Badge color={STATE_COLOR[entry.state]} variant="filled">
        {t(`mail.log.states.${entry.state}`)}
      </Badge>
      {entry.error && <Text size="xs">{entry.error}</Text>}
      {entry.state === 'failed' && (
        <Text size="xs" c="dimmed">
          {entry.next_attempt_time
            ? t('mail.log.retryAt', { time: entry.next_attempt_time })
            : t('mail.log.gaveUp')}
        </Text>
      )}
    </Stack>
  );
}

export function SendLogList() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(SendLogDocument, {
    variables: { limit: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.sendLog ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('mail.log.title')}
      </Title>
      {loading && !data ? (
        <Busy />
      ) : error && !data ? (
        <Alert color="red" title={t('mail.log.loadFailed')}>
          <Button variant="light" onClick={() => void refetch()}>
            {t('mail.log.reload')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Text>{t('mail.log.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {(['created', 'kind', 'subject', 'recipients', 'state'] as const).map((c) => (
                  <Table.Th key={c}>{t(`mail.log.columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.created_time}</Table.Td>
                  <Table.Td>{t(`mail.log.kinds.${entry.kind}`)}</Table.Td>
                  <Table.Td>{entry.title}</Table.Td>
                  <Table.Td>{entry.recipients}</Table.Td>
                  <Table.Td>
                    <StateCell entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
