// The headless list of one resource (spec 01 §2 admin lists, spec 02 §2; react-admin's
// useListController): rows, search, column sort, pages, selection, delete by id list with confirmation
// (spec 01 §4, spec 02 §5 children warning), retry after a failed load, and the routes it leads to. No
// markup: list-view.tsx draws it.
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePathByName } from '../../platform/routes/guard.ts';
import { documentsFor } from '../documents.ts';
import { matches } from '../form-state.ts';
import type { CrudRecord, ResourceDef } from '../resource.ts';
import { sortRows, type SortStatus } from './sort-rows.ts';
import { useDeleteRecords } from './use-delete-records.ts';

export const recordLabel = (resource: ResourceDef, r: CrudRecord) =>
  resource.label?.(r) ?? String(r.name ?? r.title ?? r.id);

/** A record's form; a new record has no id, or -1 where the form's :id is required (spec 01 §2 clients/edit/:id, spec 02 §9). */
export const formPathOf = (resource: Pick<ResourceDef, 'name'>, id?: number): string =>
  (routePathByName(`${resource.name}Form`, { id: id === undefined ? undefined : String(id) }) ??
    routePathByName(`${resource.name}Form`, { id: '-1' })) as string;

export const PAGE_SIZES = [25, 50, 100] as const;

export function useListController(resource: ResourceDef) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const docs = documentsFor(resource);
  const query = useQuery(docs.list, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const { loading, error, refetch } = query;
  // While a save's refetch runs the rows stay (no skeleton flash, and the focused row link stays in place).
  const data = query.data ?? query.previousData;
  const [search, setSearchText] = useState('');
  const [sort, setSortStatus] = useState<SortStatus | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<readonly number[]>([]);

  const rows = useMemo(
    () => (data as Record<string, CrudRecord[]> | undefined)?.[docs.keys.list] ?? [],
    [data, docs.keys.list],
  );
  const searchFields = resource.search ?? resource.columns.map((c) => c.name);
  const found = rows.filter((r) => matches(r, searchFields, search));
  const shown = sortRows(found, resource.fields, sort, t, i18n.language);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  // A delete or a narrower search can leave the page past the end: show the last one instead of nothing.
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * pageSize, current * pageSize);
  const formPath = (id?: number) => formPathOf(resource, id);
  const deletion = useDeleteRecords(resource, (ids) =>
    setSelected((s) => s.filter((id) => !ids.includes(id))),
  );

  return {
    resource,
    rows,
    /** the rows the search finds, sorted */
    shown,
    /** the rows of the current page */
    pageRows,
    page: current,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeValue(size);
      setPage(1);
    },
    sort,
    setSort: (s: SortStatus) => {
      setSortStatus(s);
      setPage(1);
    },
    /** the first load is running */
    loading: loading && !data,
    /** the list could not be loaded at all (distinct from an empty list) */
    failed: Boolean(error && !data),
    retry: () => {
      void refetch().catch(() => undefined);
    },
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    selected,
    selectedRecords: rows.filter((r) => selected.includes(r.id)),
    setSelectedRecords: (records: readonly CrudRecord[]) => setSelected(records.map((r) => r.id)),
    isSelected: (id: number) => selected.includes(id),
    select: (id: number, on: boolean) =>
      setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id))),
    label: (r: CrudRecord) => recordLabel(resource, r),
    ...deletion,
    askDeleteSelected: () => deletion.askDelete(rows.filter((r) => selected.includes(r.id))),
    formPath,
    openNew: () => navigate(formPath()),
    open: (id: number) => navigate(formPath(id)),
    openCopy: (id: number) => navigate(formPath(id), { state: { copy: true } }),
    openSort: () => navigate(routePathByName(`${resource.name}Sort`) as string),
  };
}

export type ListController = ReturnType<typeof useListController>;
