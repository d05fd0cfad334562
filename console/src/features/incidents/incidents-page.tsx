// /analytics/incidents (spec 01 §2: analytics::manage_incidents and the analytics licence; issue 18): the selected
// system's incidents with the boxes the user may see, filters, assign and close. Paused hubs (outdated data, spec 02
// §4) are said above the list. A failed load is an error with a retry, never an empty list.
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { can } from '@cs/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { IncidentBoxes } from './incident-boxes.tsx';

// the call modal over this list comes with the list's chunk (app/screens.tsx)
export { IncidentCall } from './incident-call.tsx';
import { IncidentFilters } from './incident-filters.tsx';
import { IncidentTable } from './incident-table.tsx';
import { useIncidents, type IncidentView } from './use-incidents.ts';

export function IncidentsPage() {
  const { t } = useTranslation();
  usePageTitle('analytics.incidents.title');
  // The device opens its node form over the list (spec 01 §2 /analytics/incidents/systemtree/:id) for tree users.
  const treeUser = can(useAppData().user, 'systemtree::use_module');
  const [view, setView] = useState<IncidentView>({ kind: null, state: null, severity: null, range: null });
  const [failure, setFailure] = useState<string | null>(null);
  const { list, error, loading, retry, busy, assign, close } = useIncidents(view);
  const act = (work: Promise<void>) => {
    setFailure(null);
    work.catch((e: Error) => setFailure(e.message));
  };
  return (
    <Container fluid py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('analytics.incidents.title')}
          </Title>
          {/* spec 01 §2 /analytics/incidents/notifications: the mail server and the send log, as a modal */}
          <Button component={Link} to="/analytics/incidents/notifications" variant="default">
            {t('analytics.incidents.notifications')}
          </Button>
        </Group>
        {list && <IncidentBoxes boxes={list.boxes} />}
        <IncidentFilters view={view} onChange={setView} />
        {list && list.paused_hubs.length > 0 && (
          <Alert color="yellow" role="status">
            {t('analytics.incidents.paused', { hubs: list.paused_hubs.map((h) => h.name).join(', ') })}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
            {t('analytics.incidents.actionFailed', { message: failure })}
          </Alert>
        )}
        {error ? (
          <Alert color="red" title={t('analytics.incidents.errorTitle')} role="alert">
            <Button variant="default" onClick={retry}>
              {t('analytics.incidents.retry')}
            </Button>
          </Alert>
        ) : !list ? (
          <Group gap="xs" aria-live="polite">
            <Loader size="sm" />
            <Text size="sm">{t('analytics.incidents.loading')}</Text>
          </Group>
        ) : (
          <>
            <Group justify="space-between" aria-live="polite" aria-busy={loading}>
              <Text size="sm">{t('analytics.incidents.total', { count: list.total })}</Text>
              {loading && <Loader size="xs" />}
            </Group>
            {list.items.length === 0 ? (
              <Text>{t('analytics.incidents.empty')}</Text>
            ) : (
              <IncidentTable
                list={list}
                busy={busy}
                onAssign={(row, userId) => act(assign(row.id, userId))}
                onClose={(row) => act(close(row.id))}
                nodeHref={
                  treeUser
                    ? (row) =>
                        row.node_id === null ? null : `/analytics/incidents/systemtree/${row.node_id}`
                    : undefined
                }
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
