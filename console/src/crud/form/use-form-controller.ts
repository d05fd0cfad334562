// The headless form of one resource (spec 01 §4 form lifecycle; react-admin's useEditController):
// id -1 new, copy (id new, copying flagged), create when new or copying else update, type names
// stripped, success notification, errors cleared, then the follow-up route. Server validation errors
// land on their fields (first message per field, translated with its data; spec 01 §5); a field the
// user changed is judged on leaving it by the same rules the server applies (@cs/rules). No markup:
// form-view.tsx draws it, and a later form library can draw the same controller.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { translateMessages, type FieldMessages } from '../../platform/validation/field-errors.ts';
import { documentsFor } from '../documents.ts';
import { errorsUnder, idFromParam, isNew, submitMode, toInput } from '../form-state.ts';
import type { CrudRecord, ResourceDef } from '../resource.ts';
import { formErrorsOf, judgeField, useDiscardQuestion, useFormRecord, useLookup } from './form-record.ts';
import { useSave } from './use-save.ts';

/** The form's own path for a saved record: …/edit/-1 (or …/edit, or the copied record's) becomes …/edit/<id>. */
export const savedFormPath = (pathname: string, id: number) =>
  pathname.replace(/\/edit(\/[^/]*)?$/, `/edit/${id}`);

export { FORM } from './form-record.ts';

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
  const navigate = useNavigate();
  const { state, pathname } = useLocation();
  const docs = documentsFor(resource);
  const id = idFromParam(param);
  // The copy flag travels in the history state, so closing the form does not carry it to the list.
  const copying = (state as { copy?: boolean } | null)?.copy === true && id > 0;
  // Messages as they came (the server's and the rules'), translated at each render: a language switch
  // retranslates a standing refusal.
  const [messages, setErrors] = useState<FieldMessages>({});
  const errors = translateMessages(messages, t);
  const { record, setRecord, initial, loading } = useFormRecord(resource, docs, id, copying, t, setErrors);
  const [warned, setWarned] = useState<string | null>(null);
  const { save, saving } = useSave(resource, docs, t, setErrors);

  const lookup = useLookup(resource, docs);

  const locked = readOnly || (record ? (resource.readOnly?.(record) ?? false) : false);
  const visible = record ? resource.fields.filter((f) => !f.hidden?.(record, lookup)) : [];
  const formErrors = formErrorsOf(errors, visible, resource, t);

  // Leaving a changed field may add its error; only editing takes one away. So no message disappears
  // between pressing and releasing the save button, which would move the button from under the pointer.
  const touch = (name: string) => {
    const f = visible.find((x) => x.name === name);
    if (!f || !record || JSON.stringify(record[name]) === JSON.stringify(initial?.[name])) return;
    const message = judgeField(f, record);
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
    const saved = await save(toInput(record, visible, mode), mode);
    if (saved === undefined) return;
    if (mode === 'create' && resource.openAfterCreate && saved)
      void navigate(savedFormPath(pathname, saved.id), { replace: true });
    else if (onSaved && saved) onSaved(saved);
    else close?.();
  };

  // Unsaved work: the record differs from what was loaded (or from a new record's defaults).
  const dirty = !locked && record !== null && JSON.stringify(record) !== JSON.stringify(initial);
  const discardQuestion = useDiscardQuestion(dirty, close);

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
    saving,
    startCopy: () => navigate(pathname, { state: { copy: true } }),
    dirty,
    ...discardQuestion,
  };
}

export type FormController = ReturnType<typeof useFormController>;
