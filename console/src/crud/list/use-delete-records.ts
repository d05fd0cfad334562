// Deleting records of a list by id with confirmation (spec 01 §4; spec 02 §5: the confirmation warns when a
// record's children go with it; a refusal names why, e.g. the records that use them).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../platform/runtime-context.tsx';
import { fieldErrors } from '../../platform/validation/field-errors.ts';
import { documentsFor } from '../documents.ts';
import type { CrudRecord, ResourceDef } from '../resource.ts';

export function useDeleteRecords(resource: ResourceDef, onDeleted: (ids: readonly number[]) => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const docs = documentsFor(resource);
  const [remove, { loading: deleting }] = useMutation(docs.remove, {
    refetchQueries: [{ query: docs.list }],
  });
  const [pending, setPending] = useState<readonly CrudRecord[] | null>(null);

  const confirmDelete = async () => {
    if (!pending) return;
    const ids = pending.map((r) => r.id);
    try {
      await remove({ variables: { ids } });
      notify({
        type: 'success',
        title: t('admin.crud.deleted'),
        text: t('admin.crud.deletedText', { count: pending.length }),
      });
      onDeleted(ids);
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
    /** records waiting for the delete confirmation */
    pending,
    askDelete: (records: readonly CrudRecord[]) => setPending(records),
    cancelDelete: () => setPending(null),
    confirmDelete,
    deleting,
    pendingHasChildren: pending?.some((r) => resource.hasChildren?.(r)) ?? false,
  };
}
