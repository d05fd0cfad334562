// Sort pages (spec 01 §2 calltypes/sort, displaynotes/sort): move records up and down, then save
// the order; the server sets sort_order by position.
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { useNotify } from '../platform/runtime-context.tsx';
import { documentsFor } from './documents.ts';
import { recordLabel } from './list-page.tsx';
import type { CrudRecord, ResourceDef } from './resource.ts';

export function SortModal({ resource, close }: ScreenProps & { resource: ResourceDef }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const docs = documentsFor(resource);
  const { data } = useQuery(docs.list, { fetchPolicy: 'cache-and-network' });
  const [order, setOrder] = useState<CrudRecord[]>([]);
  const [sort, { loading }] = useMutation(docs.sort ?? docs.list, { refetchQueries: [{ query: docs.list }] });
  const rows = (data as Record<string, CrudRecord[]> | undefined)?.[docs.keys.list];
  useEffect(() => void (rows && setOrder(rows)), [rows]);

  const move = (i: number, by: number) =>
    setOrder((o) => {
      const next = [...o];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item as CrudRecord);
      return next;
    });
  const save = async () => {
    try {
      await sort({ variables: { ids: order.map((r) => r.id) } });
      notify({ type: 'success', title: t('admin.crud.savedTitle'), text: t('admin.crud.sortSaved') });
      close?.();
    } catch {
      notify({ type: 'error', title: t('admin.crud.saveErrorTitle'), text: t('admin.crud.saveErrorText') });
    }
  };
  return (
    <Stack>
      {order.map((r, i) => (
        <Paper key={r.id} withBorder p={6}>
          <Group justify="space-between">
            <Text>{recordLabel(resource, r)}</Text>
            <Group gap={4}>
              <ActionIcon
                variant="subtle"
                disabled={i === 0}
                aria-label={t('labelled.text', { label: t('admin.crud.up'), text: recordLabel(resource, r) })}
                onClick={() => move(i, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={i === order.length - 1}
                aria-label={t('labelled.text', {
                  label: t('admin.crud.down'),
                  text: recordLabel(resource, r),
                })}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('admin.crud.cancel')}
        </Button>
        <Button onClick={save} loading={loading}>
          {t('admin.crud.save')}
        </Button>
      </Group>
    </Stack>
  );
}
