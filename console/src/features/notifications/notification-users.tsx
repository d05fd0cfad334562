// Who gets instant notifications of which call source groups (spec 01 §2 /analytics/incidents/notifications; spec 02
// §3 user notify_call_source_groups, §6): the users of the selected system, their addresses and groups; each opens
// its user form (/analytics/incidents/notifications/user/:id) over this modal.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IncidentNotificationsDocument } from '../../generated/graphql.ts';
import { Busy } from '../../ui/busy.tsx';

export function NotificationUsers() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(IncidentNotificationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const settings = data?.incidentNotifications;
  const names = new Map(settings?.groups.map((g) => [g.id, g.name]));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('mail.users.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mail.users.intro')}
      </Text>
      {loading && !settings ? (
        <Busy />
      ) : error && !settings ? (
        <Alert color="red" title={t('mail.users.loadFailed')} role="alert">
          <Button variant="light" onClick={() => void refetch()}>
            {t('mail.log.reload')}
          </Button>
        </Alert>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mail.users.name')}</Table.Th>
              <Table.Th>{t('mail.users.email')}</Table.Th>
              <Table.Th>{t('mail.users.groups')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settings?.users.map((user) => (
              <Table.Tr key={user.id} data-testid={`notification-user-${user.id}`}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/analytics/incidents/notifications/user/${user.id}`}
                    c="inherit"
                    underline="always"
                  >
                    {user.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{user.email || t('mail.users.noEmail')}</Table.Td>
                <Table.Td>
                  {user.call_source_group_ids.length === 0
                    ? t('mail.users.none')
                    : user.call_source_group_ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
