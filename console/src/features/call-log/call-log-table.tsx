// The call log's table (spec 02 §3 call log): sortable columns the server sorts by, a colour mark per call type,
// keyboard focus on every row and Enter (or a click) to open the call.
import { Box, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { CallLogRowFragment, CallLogSort } from '../../generated/graphql.ts';
import type { CallLogView } from '../../platform/call-filters/call-filters.ts';
import { formatDuration } from '../../ui/format-duration.ts';

type Row = CallLogRowFragment;
const SORTABLE = new Set<string>([
  'time_start',
  'time_end',
  'duration',
  'call_type_text',
  'section_name',
  'device_text_long',
]);
const SORT_OF: Record<string, CallLogSort> = { time_start: 'opened_at', time_end: 'closed_at' };
const COLUMN_OF: Partial<Record<CallLogSort, string>> = { opened_at: 'time_start', closed_at: 'time_end' };

export function CallLogTable({
  rows,
  view,
  onSort,
  onOpen,
  fetching,
}: {
  rows: Row[];
  view: CallLogView;
  onSort: (sort: CallLogSort, direction: 'ASC' | 'DESC') => void;
  onOpen: (row: Row) => void;
  fetching: boolean;
}) {
  const { t } = useTranslation();
  const column = (accessor: string, render?: (row: Row) => React.ReactNode): DataTableColumn<Row> => ({
    accessor,
    title: t(`callLog.columns.${accessor}`),
    sortable: SORTABLE.has(accessor),
    render,
  });
  const columns: DataTableColumn<Row>[] = [
    column('time_start'),
    column('time_end'),
    column('duration', (r) => formatDuration(r.duration)),
    column('call_type_text', (r) => (
      <Group gap={6} wrap="nowrap">
        <Box w={4} h={18} bg={r.call_type.color ?? 'gray'} aria-hidden style={{ borderRadius: 2 }} />
        <Text size="sm">
          {r.is_presence ? `${r.call_type_text ?? ''} (${t('callLog.presence')})` : r.call_type_text}
        </Text>
      </Group>
    )),
    column('device_text_long', (r) => r.device_text_long ?? r.device_text_short),
    column('section_name'),
    column('handled_by', (r) => r.handled_by_app_username),
  ];
  const sortStatus: DataTableSortStatus<Row> = {
    columnAccessor: COLUMN_OF[view.sort] ?? view.sort,
    direction: view.direction === 'ASC' ? 'asc' : 'desc',
  };
  return (
    <DataTable<Row>
      withTableBorder
      striped
      highlightOnHover
      minHeight={160}
      records={rows}
      columns={columns}
      fetching={fetching}
      sortStatus={sortStatus}
      onSortStatusChange={(s) =>
        onSort(
          SORT_OF[s.columnAccessor as string] ?? (s.columnAccessor as CallLogSort),
          s.direction === 'asc' ? 'ASC' : 'DESC',
        )
      }
      onRowClick={({ record }) => onOpen(record)}
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-label': t('callLog.openRow', {
          device: record.device_text_long ?? record.device_text_short ?? '',
          time: record.time_start,
        }),
        onKeyDown: (event: React.KeyboardEvent) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onOpen(record);
        },
      })}
      noRecordsText={t('callLog.empty')}
      aria-label={t('callLog.title')}
    />
  );
}
