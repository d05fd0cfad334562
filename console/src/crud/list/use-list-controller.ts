// The headless list of one resource (spec 01 §2 admin lists, spec 02 §2; react-admin's
// useListController): rows, search, selection, delete by id list with confirmation (spec 01 §4,
// spec 02 §5 children warning) and the routes it leads to. No markup: list-view.tsx draws it, and a
// later data table can draw the same controller.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePathByName } from '../../platform/routes/guard.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import { fieldErrors } from '../../platform/validation/field-errors.ts';
import { documentsFor } from '../documents.ts';
import { matches } from '../form-state.ts';
import type { CrudRecord, ResourceDef } from '../resource.ts';

export const recordLabel = (resource: ResourceDef, r: CrudRecord) =>
  resource.label?.(r) ?? String(r.name ?? r.title ?? r.id);

export function useListController(resource: ResourceDef) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const docs = documentsFor(resource);
  const { data, loading, error } = useQuery(docs.list, { fetchPolicy: 'cache-and-network' });
  const [remove, { loading: deleting }] = useMutation(docs.remove, {
    refetchQueries: [{ query: docs.list }],
  });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [pending, setPending] = useState<readonly CrudRecord[] | null>(null);

  const rows = useMemo(
    () => (data as Record<string, CrudRecord[]> | undefined)?.[docs.keys.list] ?? [],
    [data, docs.keys.list],
  );
  const searchFields = resource.search ?? resource.columns.map((c) => c.name);
  const shown = rows.filter((r) => matches(r, searchFields, search));
  const formPath = (id?: number) =>
    routePathByName(`${resource.name}Form`, { id: id === undefined ? undefined : String(id) }) as string;

  /** Deletes the records waiting for confirmation; a refusal names why (e.g. the records that use them). */
  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove({ variables: { ids: pending.map((r) => r.id) } });
      notify({
        type: 'success',
        title: t('admin.crud.deleted'),
        text: t('admin.crud.deletedText', { count: pending.length }),
      });
      setSelected((s) => s.filter((id) => !pending.some((r) => r.id === id)));
    } catch (e) {
      const reason = CombinedGraphQLErrors.is(e) ? Object.values(fieldErrors(e.errors, t))[0] : undefined;
      notify({
        type: 'error',
        title: t('admin.crud.deleteErrorTitle'),
        text: reason ?? t('admin.crud.deleteErrorText'),
      });
    }
    setPending(null);
  };

  return {
    resource,
    rows,
    shown,
    /** the first load is running */
    loading: loading && !data,
    /** the list could not be loaded at all */
    failed: Boolean(error && !data),
    search,
    setSearch,
    selected,
    isSelected: (id: number) => selected.includes(id),
    select: (id: number, on: boolean) =>
      setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id))),
    selectAllShown: (on: boolean) => setSelected(on ? shown.map((r) => r.id) : []),
    allShownSelected: shown.length > 0 && shown.every((r) => selected.includes(r.id)),
    label: (r: CrudRecord) => recordLabel(resource, r),
    /** records waiting for the delete confirmation */
    pending,
    askDelete: (records: readonly CrudRecord[]) => setPending(records),
    askDeleteSelected: () => setPending(rows.filter((r) => selected.includes(r.id))),
    cancelDelete: () => setPending(null),
    confirmDelete,
    deleting,
    /** spec 02 §5: the confirmation warns when a record's children go with it */
    pendingHasChildren: pending?.some((r) => resource.hasChildren?.(r)) ?? false,
    openNew: () => navigate(formPath()),
    open: (id: number) => navigate(formPath(id)),
    openCopy: (id: number) => navigate(formPath(id), { state: { copy: true } }),
    openSort: () => navigate(routePathByName(`${resource.name}Sort`) as string),
  };
}

export type ListController = ReturnType<typeof useListController>;
