// The pieces of the headless form (use-form-controller.ts) that stand on their own: the record as loaded (new,
// copied or stored), the lookup list its `hidden` rules read, the errors shown above the fields, and the question
// before unsaved changes are discarded (issue 14).
import { useQuery } from '@apollo/client/react';
import { checkRules } from '@cs/rules/validation/check-rule';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useCloseGuard } from '../../platform/modal-stack/close-guard.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import type { FieldMessage, FieldMessages } from '../../platform/validation/field-errors.ts';
import { listDocumentOf, type ResourceDocuments } from '../documents.ts';
import { copyOf, newRecord, stripTypename } from '../form-state.ts';
import type { CrudRecord, FieldDef, ResourceDef } from '../resource.ts';

/** Errors not tied to a field of the form (e.g. the schedule limit) are shown above the fields. */
export const FORM = '_form';

/** The record the form edits: a new one (id < 0), a copy of the stored one, or the stored one; each clears the errors. */
export function useFormRecord(
  resource: ResourceDef,
  docs: ResourceDocuments,
  id: number,
  copying: boolean,
  t: TFunction,
  setErrors: (messages: FieldMessages) => void,
) {
  const notify = useNotify();
  const { data, loading, error } = useQuery(docs.get, {
    variables: { id },
    skip: id < 0,
    fetchPolicy: 'cache-and-network',
  });
  const [record, setRecord] = useState<CrudRecord | null>(id < 0 ? newRecord(resource.defaults) : null);
  const [initial, setInitial] = useState<CrudRecord | null>(record);
  const loaded = (data as Record<string, CrudRecord | null> | undefined)?.[docs.keys.get];
  useEffect(() => {
    const next =
      id < 0
        ? newRecord(resource.defaults)
        : loaded
          ? copying
            ? copyOf(loaded)
            : stripTypename(loaded)
          : null;
    if (next || id < 0) {
      setRecord(next);
      setInitial(next);
    }
    setErrors({});
  }, [id, loaded, copying, resource.defaults, setErrors]);
  useEffect(() => {
    if (error)
      notify({
        id: 'crud-load',
        type: 'error',
        title: t('admin.crud.loadErrorTitle'),
        text: t('admin.crud.loadErrorText'),
      });
  }, [error, notify, t]);
  return { record, setRecord, initial, loading };
}

/** The list the `hidden` rules read (cache-first: a select of the form usually loads it anyway). */
export function useLookup(resource: ResourceDef, docs: ResourceDocuments): CrudRecord[] {
  const { data } = useQuery(resource.lookup ? listDocumentOf(resource.lookup.type) : docs.list, {
    skip: !resource.lookup,
    fetchPolicy: 'cache-first',
  });
  return resource.lookup
    ? ((data as Record<string, CrudRecord[]> | undefined)?.[resource.lookup.plural] ?? [])
    : [];
}

/** Errors without an input of their own (the form's, or a field drawn by a custom piece), shown above the fields. */
export function formErrorsOf(
  errors: Record<string, string>,
  visible: readonly FieldDef[],
  resource: ResourceDef,
  t: TFunction,
): string[] {
  const drawn = new Set(visible.filter((f) => f.widget !== 'none').map((f) => f.name));
  return Object.entries(errors)
    .filter(([field]) => field === FORM || !drawn.has(field.split('.')[0] as string))
    .map(([field, message]) =>
      field === FORM
        ? message
        : `${t(`admin.${resource.name}.fields.${field.split('.')[0] as string}`)}: ${message}`,
    );
}

/** Closing with unsaved changes asks first (issue 14). */
export function useDiscardQuestion(dirty: boolean, close: (() => void) | undefined) {
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** false: the question is showing */
  const mayClose = () => {
    if (!dirty) return true;
    setConfirmingDiscard(true);
    return false;
  };
  useCloseGuard(mayClose);
  return {
    cancel: () => {
      if (mayClose()) close?.();
    },
    /** the unsaved-changes question is showing */
    confirmingDiscard,
    keepEditing: () => setConfirmingDiscard(false),
    discard: () => {
      setConfirmingDiscard(false);
      close?.();
    },
  };
}

/** The description's rules for one field the user changed (spec 02 §5 catalogue, translated like the server's). */
export function judgeField(f: FieldDef, r: CrudRecord): FieldMessage | null {
  const v = checkRules(f.rules ?? [], r[f.name], { field: f.name, record: r, others: [] });
  return v ? { key: v.key, data: v.data ?? {}, text: v.key } : null;
}
