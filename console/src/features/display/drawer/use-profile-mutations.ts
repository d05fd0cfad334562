// The drawer's writes of display profiles (spec 01 §2 display settings drawer): save, create and delete, each
// reloading the profile list and saying how it went. A failure is logged and shown as the action-error
// notification (spec 01 §8), with the storage failure's own text where the server gave one.
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  UpdateDisplayProfileDocument,
} from '../../../generated/graphql.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { storageFailedText } from '../../../platform/validation/storage-failed.ts';
import { newProfileInput, toDraft, toUpdateInput, type ProfileDraft } from './profile-draft.ts';

export interface ProfileMutationsOptions {
  systemIds: readonly number[];
  currentSystemId: number;
  refetchProfiles: () => Promise<unknown>;
}

export function useProfileMutations({
  systemIds,
  currentSystemId,
  refetchProfiles,
}: ProfileMutationsOptions) {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const [updateProfile] = useMutation(UpdateDisplayProfileDocument);
  const [createProfile] = useMutation(CreateDisplayProfileDocument);
  const [deleteProfile] = useMutation(DeleteDisplayProfileDocument);
  const failed = (what: string, error: unknown, title: string, text: string) => {
    console.error(`display profile ${what} failed`, error);
    runtime.notify({
      id: 'profile-error',
      type: 'error',
      title: t(title),
      text: storageFailedText(error) ?? t(text),
    });
  };
  const actionFailed = (what: string, error: unknown) =>
    failed(what, error, 'display.drawer.actionErrorTitle', 'display.drawer.actionErrorText');

  return {
    /** The drawer machine's save: the profile as stored, or a rejection after the notification. */
    async save(draft: ProfileDraft): Promise<ProfileDraft> {
      try {
        const { data } = await updateProfile({ variables: { input: toUpdateInput(draft) } });
        await refetchProfiles();
        runtime.notify({
          title: t('display.drawer.savedTitle'),
          text: t('display.drawer.savedText', { name: draft.name }),
        });
        return data ? toDraft(data.updateDisplayProfile, systemIds) : draft;
      } catch (error) {
        actionFailed('update', error);
        throw error;
      }
    },
    /** The created profile; null when the server refused (the notification says why). */
    async create(name: string): Promise<ProfileDraft | null | undefined> {
      try {
        const { data } = await createProfile({
          variables: { input: newProfileInput(name, i18n.language, currentSystemId) },
        });
        await refetchProfiles();
        return data ? toDraft(data.createDisplayProfile, systemIds) : undefined;
      } catch (error) {
        actionFailed('create', error);
        return null;
      }
    },
    /** True when deleted. */
    async remove(draft: ProfileDraft): Promise<boolean> {
      try {
        await deleteProfile({ variables: { ids: [draft.id] } });
        await refetchProfiles();
        runtime.notify({
          title: t('display.drawer.deletedTitle'),
          text: t('display.drawer.deletedText', { name: draft.name }),
        });
        return true;
      } catch (error) {
        failed('delete', error, 'display.drawer.deleteErrorTitle', 'display.drawer.deleteErrorText');
        return false;
      }
    },
  };
}
