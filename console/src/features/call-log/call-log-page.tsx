// /log (spec 01 §2 call log; spec 02 §3): the selected system's closed calls and presences, filtered, sorted and
// paged by the server, times as the facility's wall clock (dd.MM.yyyy HH:mm), counted apart ('7 Rufe · 5
// Anwesenheiten'), live (use-live-log.ts). A failed load is an error with a retry, never an empty list; an empty
// list says that nothing matches.
import 'mantine-datatable/styles.css';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@cs/rules/time';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useCallLogView } from '../../platform/call-filters/call-filters.ts';
import { CallLogTable } from './call-log-table.tsx';
import { FilterBar } from '../../platform/call-filters/filter-bar.tsx';
import { callLogVariables, useCallLog } from './use-call-log.ts';
import { useLiveLog } from './use-live-log.ts';
import { LogCounts, NewsHint } from './log-counts.tsx';
import { CallLogExportList, CallLogExportMenu, useCallLogExports } from './export/exports-panel.tsx';

export function CallLogPage() {
  const { t } = useTranslation();
  usePageTitle('callLog.title');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [view, change] = useCallLogView();
  const log = useCallLog(view);
  const exports = useCallLogExports(callLogVariables(view).filter);
  const page = log.page;
  const zone = page?.time_zone;
  const live = useLiveLog(view, page?.last_id, log.refresh);

  return (
    <Container fluid py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {t('callLog.title')}
          </Title>
          <CallLogExportMenu exports={exports} />
        </Group>
        <FilterBar view={view} onChange={change} />
        {zone && <CallLogExportList exports={exports} zone={zone} />}
        {log.error ? (
          <Alert color="red" title={t('callLog.errorTitle')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('callLog.errorText')}</Text>
              <Button variant="default" onClick={log.retry}>
                {t('callLog.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Group justify="space-between" mih={24}>
              {page && (
                <Text size="sm" aria-live="polite">
                  <LogCounts page={page} />
                </Text>
              )}
              {page && zone && (
                <Text size="sm">
                  {page.range_from
                    ? t('callLog.rangeBounds', {
                        from: formatDateTime(page.range_from, zone),
                        to: formatDateTime(page.range_to, zone),
                      })
                    : t('callLog.rangeUntil', { to: formatDateTime(page.range_to, zone) })}
                </Text>
              )}
            </Group>
            {live.news && <NewsHint news={live.news} onClick={live.bringIn} />}
            <CallLogTable
              rows={page?.rows ?? []}
              view={view}
              fetching={log.loading}
              onSort={(sort, direction) => change({ sort, direction })}
              onOpen={(row) => navigate(`/log/edit/${row.id}${search}`)}
            />
            {page?.next_cursor && (
              <Button variant="default" w="fit-content" loading={log.loadingMore} onClick={log.loadMore}>
                {t('callLog.more')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
