// The headless form's save (use-form-controller.ts): create or update, the list refetched, a success or failure
// notification; the server's validation errors land on their fields (spec 01 §5).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useNotify } from '../../platform/runtime-context.tsx';
import { fieldMessages, type FieldMessages } from '../../platform/validation/field-errors.ts';
import { storageFailedText } from '../../platform/validation/storage-failed.ts';
import type { ResourceDocuments } from '../documents.ts';
import type { CrudRecord, ResourceDef } from '../resource.ts';

export function useSave(
  resource: ResourceDef,
  docs: ResourceDocuments,
  t: TFunction,
  setErrors: (messages: FieldMessages) => void,
) {
  const notify = useNotify();
  const refetch = { refetchQueries: [{ query: docs.list }], awaitRefetchQueries: false };
  const [create, { loading: creating }] = useMutation(docs.create, refetch);
  const [update, { loading: updating }] = useMutation(docs.update, refetch);
  /** The saved record (null if the server named none); undefined when the save failed (the notification says why). */
  const save = async (input: unknown, mode: 'create' | 'update'): Promise<CrudRecord | null | undefined> => {
    try {
      const result = await (mode === 'create' ? create : update)({ variables: { input } });
      const key = mode === 'create' ? docs.keys.create : docs.keys.update;
      setErrors({});
      notify({
        type: 'success',
        title: t('admin.crud.savedTitle'),
        text: t('admin.crud.savedText', { label: t(`admin.${resource.name}.one`) }),
      });
      return (result.data as Record<string, CrudRecord | null> | undefined)?.[key] ?? null;
    } catch (e) {
      setErrors(CombinedGraphQLErrors.is(e) ? fieldMessages(e.errors) : {});
      notify({
        type: 'error',
        title: t('admin.crud.saveErrorTitle'),
        text: storageFailedText(e) ?? t('admin.crud.saveErrorText'),
      });
      return undefined;
    }
  };
  return { save, saving: creating || updating };
}
