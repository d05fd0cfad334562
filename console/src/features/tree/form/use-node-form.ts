// The node form's state (spec 01 §4 form lifecycle): load the node (or, for a new node, its parent), edit, save,
// delete. The server decides what the user may change (the node's `editable` list) and refuses the rest; its
// errors arrive in the user's language and go under their field, or above the form (spec 01 §5).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateSystemTreeNodeDocument,
  DeleteSystemTreeNodesDocument,
  NodeFormDocument,
  UpdateSystemTreeNodeDocument,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../platform/runtime-context.tsx';
import { fieldErrors } from '../../../platform/validation/field-errors.ts';
import { FIELDS, newValues, toInput, valuesOf, type FieldName, type NodeValues } from './node-values.ts';
import { useOpenCallRefresh } from './use-open-call-refresh.ts';

// The tree and the details panel under the modal read without Apollo's cache: ask them to read again.
const REFETCH = ['SystemTree', 'SystemTreeNode'];

/** Errors per form field, and the rest (device rules on the whole node, missing permissions) for above the form. */
export function splitErrors(e: unknown, t: ReturnType<typeof useTranslation>['t']) {
  if (!CombinedGraphQLErrors.is(e)) return { fields: {}, form: [t('tree.form.saveError')] };
  const all = fieldErrors(e.errors, t);
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const [field, message] of Object.entries(all))
    if ((FIELDS as readonly string[]).includes(field)) fields[field] = message;
    else form.push(message);
  for (const err of e.errors)
    if (err.extensions?.code === 'MISSING_PERMISSION') form.push(t('tree.form.missingPermission'));
  return { fields, form: form.length || Object.keys(fields).length ? form : [t('tree.form.saveError')] };
}

export function useNodeForm({
  id,
  parentId,
  close,
}: {
  id: number | null;
  parentId: number | null;
  close?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const isNew = id === null;
  const query = useQuery(NodeFormDocument, {
    variables: { id: id ?? parentId ?? 0 },
    fetchPolicy: 'no-cache',
    skip: id === null && parentId === null,
  });
  const node = query.data?.systemTreeNode ?? null;
  // The last refusal as it came, and the fields edited since: translated at each render, so a language switch
  // retranslates a standing refusal.
  const [refusal, setRefusal] = useState<{ error: unknown; edited: readonly string[] } | null>(null);
  const errors: { fields: Record<string, string>; form: string[] } = refusal
    ? splitErrors(refusal.error, t)
    : { fields: {}, form: [] };
  for (const field of refusal?.edited ?? []) errors.fields[field] = '';
  // The values the node arrived with, shown in the render that brings the node.
  const start = useMemo(
    () => (node ? (isNew ? newValues(node.creatable_kinds[0] ?? 'room') : valuesOf(node)) : null),
    [node, isNew],
  );
  // What the user typed, for the node it was typed on. Until then the form shows start, and follows the node when it
  // is read again (its open calls changed); what the user typed stays. Copied into state by an effect, the node's
  // values drew the whole form a second time before it was painted (issue 15: node form < 300 ms).
  const [typed, setTyped] = useState<{ id: number; values: NodeValues } | null>(null);
  useOpenCallRefresh(isNew ? null : node, () => void query.refetch());

  const [create, created] = useMutation(CreateSystemTreeNodeDocument, { refetchQueries: REFETCH });
  const [update, updated] = useMutation(UpdateSystemTreeNodeDocument, { refetchQueries: REFETCH });
  const [remove, removed] = useMutation(DeleteSystemTreeNodesDocument, { refetchQueries: REFETCH });

  // spec 02 §4: a device with open calls is read-only; the server's editable list is empty then.
  const editable = new Set<string>(isNew ? FIELDS : node?.open_calls.length ? [] : (node?.editable ?? []));
  const mayEdit = (field: FieldName) => editable.has(field);

  const current = (node && typed?.id === node.id ? typed.values : null) ?? start;
  const set = <K extends FieldName>(field: K, value: NodeValues[K]) => {
    if (!node || !start) return;
    setTyped((before) => {
      const from = before?.id === node.id ? before.values : start;
      return { id: node.id, values: { ...from, [field]: value } };
    });
    setRefusal((r) => (r ? { ...r, edited: [...r.edited, field] } : r));
  };

  const saved = (text: string) => {
    setRefusal(null);
    notify({ type: 'success', title: t('tree.form.savedTitle'), text });
    close?.();
  };

  const submit = async () => {
    // what is sent is what differs from the node as last read (start)
    if (!current || !start || !node) return;
    try {
      if (isNew) await create({ variables: { input: toInput(current, start, { parentId: node.id }) } });
      else await update({ variables: { input: toInput(current, start, { id: node.id }) } });
      saved(t('tree.form.savedText', { name: current.name }));
    } catch (e) {
      setRefusal({ error: e, edited: [] });
    }
  };

  /** Deletes the node; answers the refusal's message (children, open calls, permission) or null. */
  const destroy = async (): Promise<string | null> => {
    if (!node) return null;
    try {
      await remove({ variables: { ids: [node.id] } });
      saved(t('tree.form.deletedText', { name: node.name }));
      return null;
    } catch (e) {
      const { fields, form } = splitErrors(e, t);
      return [...form, ...Object.values(fields)].join(' ');
    }
  };

  return {
    isNew,
    node,
    options: query.data?.systemTreeFormOptions ?? null,
    loading: query.loading,
    failed: !!query.error && !node,
    values: current,
    set,
    mayEdit,
    readOnly: !isNew && editable.size === 0,
    errors,
    submit,
    saving: created.loading || updated.loading,
    destroy,
    deleting: removed.loading,
  };
}

export type NodeFormState = ReturnType<typeof useNodeForm>;
