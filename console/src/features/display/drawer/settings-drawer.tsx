// Spec 01 §2 display settings drawer: read-only display URL (warning on a local host), profile selector
// with none, create and delete, language, font size, video, fullscreen, show presences, per-system tabs,
// sticky Save bar when selected, dirty and permitted; confirmation when closing with unsaved changes.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  UpdateDisplayProfileDocument,
} from '../../../generated/graphql.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { storageFailedText } from '../../../platform/validation/storage-failed.ts';
import type { SystemParams } from '../../../platform/session/app-data-context.tsx';
import type { DisplayProfile } from '../display-settings.ts';
import { buildDisplayUrl, isLocalHost } from '../url-params.ts';
import { drawerMachine } from './drawer-machine.ts';
import { newProfileInput, toDraft, toUpdateInput, type ProfileDraft } from './profile-draft.ts';
import { ConfirmModal, CreateProfileModal } from './drawer-dialogs.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { useRelationsOf } from './use-relations-of.ts';

export interface SettingsDrawerProps {
  opened: boolean;
  onClose: () => void;
  profiles: readonly DisplayProfile[];
  selected: DisplayProfile | null;
  systems: readonly SystemParams[];
  currentSystemId: number;
  canManage: boolean;
  /** Navigate to the profile's display (or the plain display for null) and remember it. */
  onSelect: (slug: string | null) => void;
  refetchProfiles: () => Promise<unknown>;
  /** the last new call's time from the call system to this screen (feed/use-freshness.ts); null before one came */
  latencyMs: number | null;
}

export function SettingsDrawer(props: SettingsDrawerProps) {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const systemIds = props.systems.map((s) => s.id);
  const relations = useRelationsOf(systemIds, props.opened);
  const [updateProfile] = useMutation(UpdateDisplayProfileDocument);
  const [createProfile] = useMutation(CreateDisplayProfileDocument);
  const [deleteProfile] = useMutation(DeleteDisplayProfileDocument);
  const [creating, setCreating] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const actor = useActorRef(
    drawerMachine.provide({
      actors: {
        saveProfile: fromPromise<ProfileDraft, ProfileDraft>(async ({ input }) => {
          try {
            const { data } = await updateProfile({ variables: { input: toUpdateInput(input) } });
            await props.refetchProfiles();
            runtime.notify({
              title: t('display.drawer.savedTitle'),
              text: t('display.drawer.savedText', { name: input.name }),
            });
            return data ? toDraft(data.updateDisplayProfile, systemIds) : input;
          } catch (error) {
            // Spec 01 §8: logged, error notification with the generic action-error title and text.
            console.error('display profile update failed', error);
            runtime.notify({
              id: 'profile-error',
              type: 'error',
              title: t('display.drawer.actionErrorTitle'),
              text: storageFailedText(error) ?? t('display.drawer.actionErrorText'),
            });
            throw error;
          }
        }),
      },
    }),
    { input: { profile: props.selected ? toDraft(props.selected, systemIds) : null }, clock: runtime.clock },
  );
  const snapshot = useSelector(actor, (s) => s);
  const draft = snapshot.context.draft;
  const dirty = snapshot.matches({ selected: 'dirty' }) || snapshot.matches({ selected: 'saving' });

  useEffect(() => {
    const subs = [
      actor.on('close', () => props.onClose()),
      actor.on('selected', (e) => props.onSelect(e.profile?.slug ?? null)),
      actor.on('saved', (e) => props.onSelect(e.profile.slug)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, props]);

  const change = (fn: (d: ProfileDraft) => ProfileDraft) => actor.send({ type: 'CHANGE', change: fn });
  const readOnly = !draft || !props.canManage;
  const url = buildDisplayUrl(
    window.location.origin,
    draft?.slug ?? null,
    draft ?? { fullscreen: false, show_video_stream: false, locale: 'de', font_size: 'normal' },
  );

  /** Creates the profile and selects it; false when the server refused (the notification says why). */
  const create = async (name: string): Promise<boolean> => {
    try {
      const { data } = await createProfile({
        variables: { input: newProfileInput(name, i18n.language, props.currentSystemId) },
      });
      await props.refetchProfiles();
      setCreating(false);
      if (data) actor.send({ type: 'CREATED', profile: toDraft(data.createDisplayProfile, systemIds) });
      return true;
    } catch (error) {
      console.error('display profile create failed', error);
      runtime.notify({
        id: 'profile-error',
        type: 'error',
        title: t('display.drawer.actionErrorTitle'),
        text: storageFailedText(error) ?? t('display.drawer.actionErrorText'),
      });
      return false;
    }
  };
  const remove = async () => {
    if (!draft) return;
    try {
      await deleteProfile({ variables: { ids: [draft.id] } });
      await props.refetchProfiles();
      setConfirmDelete(false);
      runtime.notify({
        title: t('display.drawer.deletedTitle'),
        text: t('display.drawer.deletedText', { name: draft.name }),
      });
      actor.send({ type: 'DELETED' });
    } catch (error) {
      console.error('display profile delete failed', error);
      setConfirmDelete(false);
      runtime.notify({
        id: 'profile-error',
        type: 'error',
        title: t('display.drawer.deleteErrorTitle'),
        text: storageFailedText(error) ?? t('display.drawer.deleteErrorText'),
      });
    }
  };

  return (
    <Drawer
      opened={props.opened}
      onClose={() => actor.send({ type: 'REQUEST_CLOSE' })}
      title={t('display.drawer.title')}
      position="right"
      size="lg"
    >
      <Stack gap="sm" pb={dirty ? 70 : 0}>
        <TextInput
          label={t('display.drawer.url')}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        {isLocalHost(window.location.origin) && (
          <Alert color="orange" p="xs">
            {t('display.drawer.localHostWarning')}
          </Alert>
        )}
        <Group align="flex-end">
          <Select
            style={{ flex: 1 }}
            label={t('display.drawer.profile')}
            data={[
              { value: '', label: t('display.drawer.noProfile') },
              ...props.profiles.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
            value={draft ? String(draft.id) : ''}
            allowDeselect={false}
            onChange={(v) => {
              const p = props.profiles.find((x) => String(x.id) === v) ?? null;
              actor.send({ type: 'SELECT', profile: p ? toDraft(p, systemIds) : null });
            }}
          />
          {props.canManage && <Button onClick={() => setCreating(true)}>{t('display.drawer.create')}</Button>}
          {props.canManage && draft && (
            <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
              {t('display.drawer.delete')}
            </Button>
          )}
        </Group>
        {props.latencyMs !== null && (
          <Text size="sm" c="dimmed" data-testid="latency">
            {t('display.drawer.latency', { ms: props.latencyMs })}
          </Text>
        )}
        {draft && (
          <ProfileFields
            draft={draft}
            readOnly={readOnly}
            canManage={props.canManage}
            systems={props.systems}
            relations={relations}
            change={change}
          />
        )}
      </Stack>
      {dirty && props.canManage && (
        <Group
          justify="space-between"
          p="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <Text size="sm">{t('display.drawer.unsaved')}</Text>
          <Button
            onClick={() => actor.send({ type: 'SAVE' })}
            loading={snapshot.matches({ selected: 'saving' })}
          >
            {t('display.drawer.save')}
          </Button>
        </Group>
      )}

      <CreateProfileModal opened={creating} onClose={() => setCreating(false)} onCreate={create} />
      <ConfirmModal
        opened={confirmDelete}
        title={t('display.drawer.deleteTitle')}
        text={t('display.drawer.deleteText', { name: draft?.name ?? '' })}
        confirm={t('display.drawer.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
      <ConfirmModal
        opened={snapshot.context.confirmClose}
        title={t('display.drawer.unsavedTitle')}
        text={t('display.drawer.unsavedText')}
        confirm={t('display.drawer.discard')}
        onCancel={() => actor.send({ type: 'CANCEL_CLOSE' })}
        onConfirm={() => actor.send({ type: 'CONFIRM_CLOSE' })}
      />
    </Drawer>
  );
}
