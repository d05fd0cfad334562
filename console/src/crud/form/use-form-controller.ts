// The headless form of one resource (spec 01 §4 form lifecycle; react-admin's useEditController):
// id -1 new, copy (id new, copying flagged), create when new or copying else update, type names
// stripped, success notification, errors cleared, then the follow-up route. Server validation errors
// land on their fields (first message per field, translated with its data; spec 01 §5); a field the
// user changed is judged on leaving it by the same rules the server applies (@cs/rules). No markup:
// form-view.tsx draws it, and a later form library can draw the same controller.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { checkRules } from '@cs/rules/validation/check-rule';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCloseGuard } from '../../platform/modal-stack/close-guard.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import {
  fieldMessages,
  translateMessages,
  type FieldMessage,
  type FieldMessages,
} from '../../platform/validation/field-errors.ts';
import { storageFailedText } from '../../platform/validation/storage-failed.ts';
import { documentsFor, listDocumentOf } from '../documents.ts';
import {
  copyOf,
  errorsUnder,
  idFromParam,
  isNew,
  newRecord,
  stripTypename,
  submitMode,
  toInput,
} from '../form-state.ts';
import type { CrudRecord, FieldDef, ResourceDef } from '../resource.ts';

/** The form's own path for a saved record: …/edit/-1 (or …/edit, or the copied record's) becomes …/edit/<id>. */
export const savedFormPath = (pathname: string, id: number) =>
  pathname.replace(/\/edit(\/[^/]*)?$/, `/edit/${id}`);

/** Errors not tied to a field of the form (e.g. the schedule limit) are shown above the fields. */
export const FORM = '_form';

export interface FormControllerOptions {
  resource: ResourceDef;
  /** the route's :id (missing or -1: new) */
  id: string | undefined;
  /** the follow-up after a successful save (back to the list) */
  close?: () => void;
  /** instead of close: the follow-up that needs the saved record (a nested form hands a new record to its parent) */
  onSaved?: (saved: CrudRecord) => void;
  readOnly?: boolean;
}

export function useFormController({
  resource,
  id: param,
  close,
  onSaved,
  readOnly = false,
}: FormControllerOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { state, pathname } = useLocation();
  const docs = documentsFor(resource);
  const id = idFromParam(param);
  // The copy flag travels in the history state, so closing the form does not carry it to the list.
  const copying = (state as { copy?: boolean } | null)?.copy === true && id > 0;
  const { data, loading, error } = useQuery(docs.get, {
    variables: { id },
    skip: id < 0,
    fetchPolicy: 'cache-and-network',
  });
  const [record, setRecord] = useState<CrudRecord | null>(id < 0 ? newRecord(resource.defaults) : null);
  const [initial, setInitial] = useState<CrudRecord | null>(record);
  // Messages as they came (the server's and the rules'), translated at each render: a language switch
  // retranslates a standing refusal.
  const [messages, setErrors] = useState<FieldMessages>({});
  const errors = translateMessages(messages, t);
  const [warned, setWarned] = useState<string | null>(null);
  const refetch = { refetchQueries: [{ query: docs.list }], awaitRefetchQueries: false };
  const [create, { loading: creating }] = useMutation(docs.create, refetch);
  const [update, { loading: updating }] = useMutation(docs.update, refetch);

  // The list the `hidden` rules read (cache-first: a select of the form usually loads it anyway).
  const { data: lookupData } = useQuery(resource.lookup ? listDocumentOf(resource.lookup.type) : docs.list, {
    skip: !resource.lookup,
    fetchPolicy: 'cache-first',
  });
  const lookup = resource.lookup
    ? ((lookupData as Record<string, CrudRecord[]> | undefined)?.[resource.lookup.plural] ?? [])
    : [];
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
  }, [id, loaded, copying, resource.defaults]);
  useEffect(() => {
    if (error)
      notify({
        id: 'crud-load',
        type: 'error',
        title: t('admin.crud.loadErrorTitle'),
        text: t('admin.crud.loadErrorText'),
      });
  }, [error, notify, t]);

  const locked = readOnly || (record ? (resource.readOnly?.(record) ?? false) : false);
  const visible = record ? resource.fields.filter((f) => !f.hidden?.(record, lookup)) : [];
  // Errors without an input of their own (the form's, or a field drawn by a custom piece) show above the fields.
  const drawn = new Set(visible.filter((f) => f.widget !== 'none').map((f) => f.name));
  const formErrors = Object.entries(errors)
    .filter(([field]) => field === FORM || !drawn.has(field.split('.')[0] as string))
    .map(([field, message]) =>
      field === FORM
        ? message
        : `${t(`admin.${resource.name}.fields.${field.split('.')[0] as string}`)}: ${message}`,
    );

  /** The description's rules for one field the user changed (spec 02 §5 catalogue, translated like the server's). */
  const judge = (f: FieldDef, r: CrudRecord): FieldMessage | null => {
    const v = checkRules(f.rules ?? [], r[f.name], { field: f.name, record: r, others: [] });
    return v ? { key: v.key, data: v.data ?? {}, text: v.key } : null;
  };
  // Leaving a changed field may add its error; only editing takes one away. So no message disappears
  // between pressing and releasing the save button, which would move the button from under the pointer.
  const touch = (name: string) => {
    const f = visible.find((x) => x.name === name);
    if (!f || !record || JSON.stringify(record[name]) === JSON.stringify(initial?.[name])) return;
    const message = judge(f, record);
    if (message) setErrors((e) => ({ ...e, [name]: message }));
  };
  /** A new value: the field's error (the server's or ours) no longer speaks about it. */
  const set = (name: string, value: unknown) => {
    setRecord((r) => (r ? { ...r, [name]: value } : r));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  const submit = async () => {
    if (locked || !record) return;
    const warning = resource.beforeSubmit?.(record) ?? null;
    if (warning && warned !== warning) return setWarned(warning);
    setWarned(null);
    const mode = submitMode(record, copying);
    try {
      const result = await (mode === 'create' ? create : update)({
        variables: { input: toInput(record, visible, mode) },
      });
      const key = mode === 'create' ? docs.keys.create : docs.keys.update;
      const saved = (result.data as Record<string, CrudRecord | null> | undefined)?.[key];
      setErrors({});
      notify({
        type: 'success',
        title: t('admin.crud.savedTitle'),
        text: t('admin.crud.savedText', { label: t(`admin.${resource.name}.one`) }),
      });
      if (mode === 'create' && resource.openAfterCreate && saved)
        void navigate(savedFormPath(pathname, saved.id), { replace: true });
      else if (onSaved && saved) onSaved(saved);
      else close?.();
    } catch (e) {
      setErrors(CombinedGraphQLErrors.is(e) ? fieldMessages(e.errors) : {});
      notify({
        type: 'error',
        title: t('admin.crud.saveErrorTitle'),
        text: storageFailedText(e) ?? t('admin.crud.saveErrorText'),
      });
    }
  };

  // Unsaved work: the record differs from what was loaded (or from a new record's defaults).
  const dirty = !locked && record !== null && JSON.stringify(record) !== JSON.stringify(initial);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** Closing with unsaved changes asks first (issue 14); false: the question is showing. */
  const mayClose = () => {
    if (!dirty) return true;
    setConfirmingDiscard(true);
    return false;
  };
  useCloseGuard(mayClose);

  return {
    resource,
    record,
    /** still loading the record (none to show yet) */
    loading: !record && loading,
    notFound: !record && !loading,
    copying,
    isNew: record ? isNew(record) : false,
    /** the record as saved: null while new or copying (a copy's form starts from the stored one) */
    stored: initial && !isNew(initial) && !copying ? initial : null,
    locked,
    fields: visible,
    lookup,
    set,
    setRecord: (r: CrudRecord) => setRecord(r),
    touch,
    errors,
    errorsUnder: (name: string) => errorsUnder(errors, name),
    formErrors,
    warned,
    submit,
    saving: creating || updating,
    startCopy: () => navigate(pathname, { state: { copy: true } }),
    dirty,
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

export type FormController = ReturnType<typeof useFormController>;
