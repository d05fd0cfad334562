// /admin/defects (spec 01 §2 admin single pages: admin::manage_system or calllog::see_defects): the devices of the
// selected system with a defect not yet over, as the monitor judged them (spec 02 §3 incident kinds defects and
// probable_defects): the device and its room, which kind, what was measured, since when (dd.MM.yyyy HH:mm in the
// facility's zone), severity and state. A defect leaves the list when the device recovers or its incident is closed.
// Kinds and measurements are the incident list's texts (the analytics area loads with this page).
import { useQuery } from '@apollo/client/react';
import { can } from '@cs/rules';
import { Alert, Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminLayout } from '../../crud/admin-layout.tsx';
import { DefectsDocument, type DefectsQuery } from '../../generated/graphql.ts';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { Busy } from '../../ui/busy.tsx';
import { incidentDetail } from '../../ui/incident-detail.ts';

const SEVERITY_COLOR = { Critical: 'red', Warning: 'yellow', Info: 'blue' } as const;

export default function DefectsPage() {
  const { t } = useTranslation();
  usePageTitle('admin.defects.title');
  const { data, error, loading, refetch } = useQuery(DefectsDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.defects;
  const tr = (key: string) => t(`analytics.incidents.${key}`);
  // Spec 01 §2 gives this page no node modal: the device opens in the tree's node form (/tree/edit/:id), for users who
  // may use the tree (systemtree::use_module); for others the name is plain text.
  const treeUser = can(useAppData().user, 'systemtree::use_module');
  return (
    <AdminLayout title={t('admin.defects.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('admin.defects.intro')}
        </Text>
        {error && !list ? (
          <Alert color="red" role="alert" title={t('admin.crud.loadErrorTitle')}>
            <Button variant="default" onClick={() => void refetch()}>
              {tr('retry')}
            </Button>
          </Alert>
        ) : !list && loading ? (
          <Busy />
        ) : list && list.items.length === 0 ? (
          <Text>{t('admin.defects.empty')}</Text>
        ) : list ? (
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tr('device')}</Table.Th>
                  <Table.Th>{tr('kind')}</Table.Th>
                  <Table.Th>{tr('detail')}</Table.Th>
                  <Table.Th>{t('admin.defects.since')}</Table.Th>
                  <Table.Th>{tr('severity')}</Table.Th>
                  <Table.Th>{tr('state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.items.map((row) => (
                  <Table.Tr key={row.incident_id} data-testid={`defect-${row.incident_id}`}>
                    <Table.Td>
                      <DeviceName row={row} tree={treeUser} />
                      {row.room_name && (
                        <Text size="xs" c="dimmed">
                          {row.room_name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{tr(`kinds.${row.kind}`)}</Table.Td>
                    <Table.Td>{incidentDetail(row, list.time_zone, t)}</Table.Td>
                    <Table.Td>{row.since}</Table.Td>
                    <Table.Td>
                      <Badge color={SEVERITY_COLOR[row.severity]} variant="filled" autoContrast>
                        {tr(`severities.${row.severity}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{tr(`states.${row.state}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </AdminLayout>
  );
}

function DeviceName({ row, tree }: { row: DefectsQuery['defects']['items'][number]; tree: boolean }) {
  const name = row.device_name ?? `#${row.device_number}`;
  if (!tree || row.node_id === null) return <Text size="sm">{name}</Text>;
  return (
    // in the text's colour, underlined: the link colour falls below 4.5:1 on the striped rows
    <Anchor component={Link} to={`/tree/edit/${row.node_id}`} size="sm" c="inherit" underline="always">
      {name}
    </Anchor>
  );
}
