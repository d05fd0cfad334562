// The list as the user sees it: search, new, delete selected, sort page, the row count; the table (or skeleton
// rows while the first load runs, or an error with retry when it failed, which is not the empty list); the delete
// confirmation. Draws a ListController, fetches nothing.
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsSort, IconPlus, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from './delete-dialog.tsx';
import { ListTable } from './list-table.tsx';
import type { ListController } from './use-list-controller.ts';

function Toolbar({ c }: { c: ListController }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Group>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('admin.crud.search')}
          aria-label={t('admin.crud.search')}
          value={c.search}
          onChange={(e) => c.setSearch(e.currentTarget.value)}
          w={280}
        />
        {!c.loading && !c.failed && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('admin.crud.total', { count: c.shown.length })}
          </Text>
        )}
      </Group>
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

function LoadingRows() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={t('admin.crud.loading')}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} height={34} />
      ))}
    </Stack>
  );
}

export function ListView({ controller: c }: { controller: ListController }) {
  const { t } = useTranslation();
  const title = t(`admin.${c.resource.name}.title`);
  const body = c.failed ? (
    <Alert color="red" title={t('admin.crud.loadErrorTitle')} role="alert">
      <Stack align="flex-start">
        <Text size="sm">{t('admin.crud.listErrorText')}</Text>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={c.retry}>
          {t('admin.crud.retry')}
        </Button>
      </Stack>
    </Alert>
  ) : c.loading ? (
    <LoadingRows />
  ) : (
    <ListTable c={c} title={title} />
  );
  return (
    <>
      <Stack>
        <Toolbar c={c} />
        {body}
      </Stack>
      <DeleteDialog {...c} />
    </>
  );
}
