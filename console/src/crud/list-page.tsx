// The list of one resource (spec 01 §2 admin lists, spec 02 §2): search, new, copy, delete with
// confirmation by id list (spec 01 §4), sort page link; rows open the modal form edit/:id.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowsSort, IconCopy, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../platform/page/page-title.ts';
import { routePathByName } from '../platform/routes/guard.ts';
import { useNotify } from '../platform/runtime-context.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { documentsFor } from './documents.ts';
import { isRelation, matches } from './form-state.ts';
import { useOptions } from './field-input.tsx';
import type { CrudRecord, FieldDef, Option, ResourceDef } from './resource.ts';

export const recordLabel = (resource: ResourceDef, r: CrudRecord) =>
  resource.label?.(r) ?? String(r.name ?? r.title ?? r.id);

/** A list cell: option labels for fixed lists and relations (a section's name, not its id), dates in the UI
 * language, counts for lists, ✓/– for flags. */
function Cell({
  resource,
  r,
  name,
  render,
}: {
  resource: ResourceDef;
  r: CrudRecord;
  name: string;
  render?: (r: CrudRecord) => React.ReactNode;
}) {
  if (render) return render(r);
  const field = resource.fields.find((f) => f.name === name);
  const v = r[name];
  if (field && isRelation(field.options) && !Array.isArray(v) && v != null)
    return <RelationCell field={field} value={v} />;
  return <PlainCell field={field} value={v} />;
}

function RelationCell({ field, value }: { field: FieldDef; value: unknown }) {
  const { t } = useTranslation();
  const option = useOptions(field, value).find((o) => o.value === value);
  return option ? (option.plain ? option.label : t(option.label)) : String(value);
}

function PlainCell({ field, value: v }: { field?: FieldDef; value: unknown }) {
  const { t, i18n } = useTranslation();
  const options = field?.options;
  const option = Array.isArray(options) ? (options as Option[]).find((o) => o.value === v) : undefined;
  if (option) return option.plain ? option.label : t(option.label);
  if (typeof v === 'boolean') return v ? '✓' : '–';
  if (Array.isArray(v)) return v.length;
  if (field?.widget === 'datetime' && typeof v === 'string' && !Number.isNaN(Date.parse(v))) {
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(v),
    );
  }
  return v == null ? '' : String(v);
}

export function ListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const docs = documentsFor(resource);
  usePageTitle(`admin.${resource.name}.title`);
  const { data, loading, error } = useQuery(docs.list, { fetchPolicy: 'cache-and-network' });
  const [remove, { loading: deleting }] = useMutation(docs.remove, {
    refetchQueries: [{ query: docs.list }],
  });
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<CrudRecord[] | null>(null);

  const rows = useMemo(
    () => (data as Record<string, CrudRecord[]> | undefined)?.[docs.keys.list] ?? [],
    [data, docs.keys.list],
  );
  const searchFields = resource.search ?? resource.columns.map((c) => c.name);
  const shown = rows.filter((r) => matches(r, searchFields, query));
  const formPath = (id?: number) =>
    routePathByName(`${resource.name}Form`, { id: id === undefined ? undefined : String(id) }) as string;

  const doDelete = async () => {
    if (!confirm) return;
    try {
      await remove({ variables: { ids: confirm.map((r) => r.id) } });
      notify({
        type: 'success',
        title: t('admin.crud.deleted'),
        text: t('admin.crud.deletedText', { count: confirm.length }),
      });
      setSelected((s) => s.filter((id) => !confirm.some((r) => r.id === id)));
    } catch {
      notify({
        type: 'error',
        title: t('admin.crud.deleteErrorTitle'),
        text: t('admin.crud.deleteErrorText'),
      });
    }
    setConfirm(null);
  };

  const children = confirm?.some((r) => resource.hasChildren?.(r)) ?? false;
  return (
    <AdminLayout title={t(`admin.${resource.name}.title`)}>
      <Stack>
        <Group justify="space-between">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('admin.crud.search')}
            aria-label={t('admin.crud.search')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            w={280}
          />
          <Group>
            {selected.length > 0 && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirm(rows.filter((r) => selected.includes(r.id)))}
              >
                {t('admin.crud.deleteSelected', { count: selected.length })}
              </Button>
            )}
            {resource.sortable && (
              <Button
                variant="default"
                leftSection={<IconArrowsSort size={16} />}
                onClick={() => navigate(routePathByName(`${resource.name}Sort`) as string)}
              >
                {t('admin.crud.sort')}
              </Button>
            )}
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(formPath())}>
              {t('admin.crud.new')}
            </Button>
          </Group>
        </Group>
        {error && !data && (
          <Alert color="red" title={t('admin.crud.loadErrorTitle')}>
            {t('admin.crud.loadErrorText')}
          </Alert>
        )}
        {loading && !data ? (
          <Loader aria-label={t('admin.crud.loading')} />
        ) : (
          <Table striped highlightOnHover stickyHeader aria-label={t(`admin.${resource.name}.title`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('admin.crud.selectAll')}
                    checked={shown.length > 0 && shown.every((r) => selected.includes(r.id))}
                    onChange={(e) => setSelected(e.currentTarget.checked ? shown.map((r) => r.id) : [])}
                  />
                </Table.Th>
                {resource.columns.map((c) => (
                  <Table.Th key={c.name}>{t(`admin.${resource.name}.fields.${c.name}`)}</Table.Th>
                ))}
                <Table.Th w={90} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr
                  key={r.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(formPath(r.id))}
                  data-testid={`row-${r.id}`}
                >
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      aria-label={t('admin.crud.select', { label: recordLabel(resource, r) })}
                      checked={selected.includes(r.id)}
                      onChange={(e) =>
                        setSelected((s) =>
                          e.currentTarget.checked ? [...s, r.id] : s.filter((id) => id !== r.id),
                        )
                      }
                    />
                  </Table.Td>
                  {resource.columns.map((c) => (
                    <Table.Td key={c.name}>
                      <Cell resource={resource} r={r} name={c.name} render={c.render} />
                    </Table.Td>
                  ))}
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('admin.crud.copy')} openDelay={200}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('admin.crud.copy')}: ${recordLabel(resource, r)}`}
                          onClick={() => navigate(formPath(r.id), { state: { copy: true } })}
                        >
                          <IconCopy size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('admin.crud.delete')} openDelay={200}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('admin.crud.delete')}: ${recordLabel(resource, r)}`}
                          onClick={() => setConfirm([r])}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {shown.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={resource.columns.length + 2}>
                    <Text c="dimmed">{t(query ? 'admin.crud.noHits' : 'admin.crud.empty')}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('admin.crud.deleteConfirmTitle')}
        zIndex={300}
      >
        <Stack>
          <Text>
            {t('admin.crud.deleteConfirmText', {
              count: confirm?.length ?? 0,
              label: confirm?.map((r) => recordLabel(resource, r)).join(', '),
            })}
          </Text>
          {children && (
            <Alert color="orange" title={t('admin.crud.childrenWarningTitle')}>
              {t('admin.crud.childrenWarning')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('admin.crud.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={doDelete}>
              {t('admin.crud.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AdminLayout>
  );
}
