// The list as the user sees it: search, new, delete selected, sort page; a table whose rows open the
// form, with copy and delete per row; the delete confirmation. Draws a ListController, fetches nothing.
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowsSort, IconCopy, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../resource.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { ListCell } from './list-cell.tsx';
import type { ListController } from './use-list-controller.ts';

function Toolbar({ c }: { c: ListController }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('admin.crud.search')}
        aria-label={t('admin.crud.search')}
        value={c.search}
        onChange={(e) => c.setSearch(e.currentTarget.value)}
        w={280}
      />
      <Group>
        {c.selected.length > 0 && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={c.askDeleteSelected}
          >
            {t('admin.crud.deleteSelected', { count: c.selected.length })}
          </Button>
        )}
        {c.resource.sortable && (
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} onClick={c.openSort}>
            {t('admin.crud.sort')}
          </Button>
        )}
        <Button leftSection={<IconPlus size={16} />} onClick={c.openNew}>
          {t('admin.crud.new')}
        </Button>
      </Group>
    </Group>
  );
}

function RowActions({ c, r }: { c: ListController; r: CrudRecord }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('admin.crud.copy')} openDelay={200}>
        <ActionIcon
          variant="subtle"
          aria-label={`${t('admin.crud.copy')}: ${c.label(r)}`}
          onClick={() => c.openCopy(r.id)}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('admin.crud.delete')} openDelay={200}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('admin.crud.delete')}: ${c.label(r)}`}
          onClick={() => c.askDelete([r])}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function ListTable({ c, title }: { c: ListController; title: string }) {
  const { t } = useTranslation();
  const { columns } = c.resource;
  return (
    <Table striped highlightOnHover stickyHeader aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('admin.crud.selectAll')}
              checked={c.allShownSelected}
              onChange={(e) => c.selectAllShown(e.currentTarget.checked)}
            />
          </Table.Th>
          {columns.map((col) => (
            <Table.Th key={col.name}>{t(`admin.${c.resource.name}.fields.${col.name}`)}</Table.Th>
          ))}
          <Table.Th w={90} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {c.shown.map((r) => (
          <Table.Tr
            key={r.id}
            style={{ cursor: 'pointer' }}
            onClick={() => c.open(r.id)}
            data-testid={`row-${r.id}`}
          >
            <Table.Td onClick={(e) => e.stopPropagation()}>
              <Checkbox
                aria-label={t('admin.crud.select', { label: c.label(r) })}
                checked={c.isSelected(r.id)}
                onChange={(e) => c.select(r.id, e.currentTarget.checked)}
              />
            </Table.Td>
            {columns.map((col) => (
              <Table.Td key={col.name}>
                <ListCell resource={c.resource} record={r} column={col} />
              </Table.Td>
            ))}
            <Table.Td onClick={(e) => e.stopPropagation()}>
              <RowActions c={c} r={r} />
            </Table.Td>
          </Table.Tr>
        ))}
        {c.shown.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length + 2}>
              <Text c="dimmed">{t(c.search ? 'admin.crud.noHits' : 'admin.crud.empty')}</Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}

export function ListView({ controller: c }: { controller: ListController }) {
  const { t } = useTranslation();
  const title = t(`admin.${c.resource.name}.title`);
  return (
    <>
      <Stack>
        <Toolbar c={c} />
        {c.failed && (
          <Alert color="red" title={t('admin.crud.loadErrorTitle')}>
            {t('admin.crud.loadErrorText')}
          </Alert>
        )}
        {c.loading ? <Loader aria-label={t('admin.crud.loading')} /> : <ListTable c={c} title={title} />}
      </Stack>
      <DeleteDialog {...c} />
    </>
  );
}
