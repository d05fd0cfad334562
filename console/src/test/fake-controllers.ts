// Controllers as plain data, for testing and showing the presentational list and form (ListView,
// FormView) in any state without a backend: the views draw whatever a controller holds.
import type { FormController } from '../crud/form/use-form-controller.ts';
import { recordLabel, type ListController } from '../crud/list/use-list-controller.ts';
import type { CrudRecord, ResourceDef } from '../crud/resource.ts';

const nothing = () => {};

export function fakeListController(
  resource: ResourceDef,
  rows: readonly CrudRecord[],
  state: Partial<ListController> = {},
): ListController {
  const selected = state.selected ?? [];
  return {
    resource,
    rows: [...rows],
    shown: [...rows],
    pageRows: [...rows],
    page: 1,
    setPage: nothing,
    pageSize: 25,
    setPageSize: nothing,
    sort: null,
    setSort: nothing,
    loading: false,
    failed: false,
    retry: nothing,
    search: '',
    setSearch: nothing,
    selected,
    selectedRecords: rows.filter((r) => selected.includes(r.id)),
    setSelectedRecords: nothing,
    isSelected: (id) => selected.includes(id),
    select: nothing,
    label: (r) => recordLabel(resource, r),
    pending: null,
    askDelete: nothing,
    askDeleteSelected: nothing,
    cancelDelete: nothing,
    confirmDelete: async () => {},
    deleting: false,
    pendingHasChildren: false,
    formPath: (id) => `/admin/${resource.plural}/edit${id === undefined ? '' : `/${id}`}`,
    openNew: nothing,
    open: nothing,
    openCopy: nothing,
    openSort: nothing,
    ...state,
  };
}

export function fakeFormController(
  resource: ResourceDef,
  record: CrudRecord | null,
  state: Partial<FormController> = {},
): FormController {
  const errors = state.errors ?? {};
  return {
    resource,
    record,
    // the stored record: the one shown, unless it is new
    stored: record && record.id > 0 ? record : null,
    loading: false,
    notFound: record === null,
    copying: false,
    isNew: record?.id === -1,
    locked: false,
    fields: record ? resource.fields.filter((f) => !f.hidden?.(record, [])) : [],
    lookup: [],
    set: nothing,
    setRecord: nothing,
    touch: nothing,
    errors,
    errorsUnder: () => ({}),
    formErrors: [],
    warned: null,
    submit: async () => {},
    saving: false,
    startCopy: nothing,
    dirty: false,
    cancel: nothing,
    confirmingDiscard: false,
    keepEditing: nothing,
    discard: nothing,
    ...state,
  };
}
