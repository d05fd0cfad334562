// The rows of an admin list on mantine-datatable (issue 14 tables): sortable columns, pages with the row count,
// select with a partial select-all, a row click or the first cell's link (Tab, Enter) opens the form, copy and
// delete per row. Draws a ListController.
import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../resource.ts';
import { ListCell } from './list-cell.tsx';
import { SortHeader } from './sort-header.tsx';
import { isSortable } from './sort-rows.ts';
import { PAGE_SIZES, type ListController } from './use-list-controller.ts';

function RowActions({ c, r }: { c: ListController; r: CrudRecord }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('admin.crud.copy')} openDelay={200}>
        <ActionIcon
          variant="subtle"
          aria-label={t('labelled.text', { label: t('admin.crud.copy'), text: c.label(r) })}
          onClick={() => c.openCopy(r.id)}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('admin.crud.delete')} openDelay={200}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('labelled.text', { label: t('admin.crud.delete'), text: c.label(r) })}
          onClick={() => c.askDelete([r])}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function useColumns(c: ListController): DataTableColumn<CrudRecord>[] {
  const { t } = useTranslation();
  const { resource } = c;
  // The row's link sits in the column that names the record (name, title), else in the first one.
  const named = resource.columns.findIndex((col) => col.name === 'name' || col.name === 'title');
  const linkColumn = named < 0 ? 0 : named;
  const columns: DataTableColumn<CrudRecord>[] = resource.columns.map((col, i) => {
    const label = t(`admin.${resource.name}.fields.${col.name}`);
    const sortable = isSortable(
      col,
      resource.fields.find((f) => f.name === col.name),
    );
    return {
      accessor: col.name,
      title: sortable ? (
        <SortHeader column={col.name} label={label} sort={c.sort} onSort={c.setSort} />
      ) : (
        label
      ),
      render: (r: CrudRecord) => {
        const cell = <ListCell resource={resource} record={r} column={col} />;
        if (i !== linkColumn) return cell;
        // This cell is the row's keyboard way into its form (WCAG 2.1.1): a link named by the record.
        return (
          <Anchor
            href={c.formPath(r.id)}
            // The primary colour's darker ink (theme.ts): teal 9 fell below 4.5:1 on a hovered row (axe, issue 18).
            c="var(--mantine-primary-color-light-color)"
            // Its name is what it shows (WCAG 2.5.3); the tooltip says what it does.
            title={t('admin.crud.edit', { label: c.label(r) })}
            onClick={(e) => {
              // A plain click (or Enter) opens the form here; with a modifier the browser opens a new tab.
              if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              c.open(r.id);
            }}
          >
            {cell}
          </Anchor>
        );
      },
    };
  });
  columns.push({
    accessor: 'actions',
    title: '',
    width: 90,
    render: (r: CrudRecord) => <RowActions c={c} r={r} />,
    cellsStyle: () => ({ cursor: 'default' }),
  });
  return columns;
}

export function ListTable({ c, title }: { c: ListController; title: string }) {
  const { t } = useTranslation();
  const columns = useColumns(c);
  return (
    <DataTable<CrudRecord>
      aria-label={title}
      withTableBorder
      striped
      highlightOnHover
      minHeight={c.shown.length === 0 ? 150 : undefined}
      records={[...c.pageRows]}
      columns={columns}
      idAccessor="id"
      totalRecords={c.shown.length}
      recordsPerPage={c.pageSize}
      page={c.page}
      onPageChange={c.setPage}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={c.setPageSize}
      recordsPerPageLabel={t('admin.crud.rowsPerPage')}
      paginationText={({ from, to, totalRecords }) => t('admin.crud.rows', { from, to, total: totalRecords })}
      selectedRecords={c.selectedRecords}
      onSelectedRecordsChange={c.setSelectedRecords}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('admin.crud.selectAll') }}
      getRecordSelectionCheckboxProps={(r) => ({
        'aria-label': t('admin.crud.select', { label: c.label(r) }),
      })}
      onRowClick={({ record, event }) => {
        // Clicks on the row's own controls (link, actions) do their own thing.
        if (!(event.target as HTMLElement).closest('a, button, input')) c.open(record.id);
      }}
      customRowAttributes={(r) => ({ 'data-testid': `row-${r.id}` })}
      noRecordsText={t(c.search ? 'admin.crud.noHits' : 'admin.crud.empty')}
    />
  );
}
