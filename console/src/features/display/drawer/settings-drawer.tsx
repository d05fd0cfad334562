// Spec 01 §2 display settings drawer: read-only display URL (warning on a local host), profile selector
// with none, create and delete, language, font size, video, fullscreen, show presences, per-system tabs,
// sticky Save bar when selected, dirty and permitted; confirmation when closing with unsaved changes.
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Drawer,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  CallDisplayRelationsDocument,
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  UpdateDisplayProfileDocument,
} from '../../../generated/graphql.ts';
import { LOCALES } from '../../../platform/i18n/i18n.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { storageFailedText } from '../../../platform/validation/storage-failed.ts';
import type { SystemParams } from '../../../platform/session/app-data-context.tsx';
import type { DisplayProfile } from '../display-settings.ts';
import type { Relations } from '../feed/feed-store.ts';
import { buildDisplayUrl, FONT_SIZES, isLocalHost } from '../url-params.ts';
import { drawerMachine } from './drawer-machine.ts';
import { newProfileInput, toDraft, toUpdateInput, type ProfileDraft } from './profile-draft.ts';
import { SystemTab } from './system-tab.tsx';

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
}

function useRelationsOf(systemIds: readonly number[], opened: boolean) {
  const client = useApolloClient();
  const [relations, setRelations] = useState<Record<number, Relations>>({});
  const key = systemIds.join(',');
  useEffect(() => {
    if (!opened) return;
    let live = true;
    for (const id of key.split(',').filter(Boolean).map(Number)) {
      client
        .query({ query: CallDisplayRelationsDocument, fetchPolicy: 'no-cache', context: { systemId: id } })
        .then(({ data }) => live && data && setRelations((r) => ({ ...r, [id]: data.callDisplayRelations })))
        .catch((e: Error) => console.error(`relations of system ${id} failed`, e));
    }
    return () => {
      live = false;
    };
  }, [client, key, opened]);
  return relations;
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
  const [newName, setNewName] = useState('');
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
    { input: { profile: props.selected ? toDraft(props.selected, systemIds) : null } },
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

  const create = async () => {
    const name = newName.trim();
    if (!name) return;
    try {
      const { data } = await createProfile({
        variables: { input: newProfileInput(name, i18n.language, props.currentSystemId) },
      });
      await props.refetchProfiles();
      setCreating(false);
      setNewName('');
      if (data) actor.send({ type: 'CREATED', profile: toDraft(data.createDisplayProfile, systemIds) });
    } catch (error) {
      console.error('display profile create failed', error);
      runtime.notify({
        id: 'profile-error',
        type: 'error',
        title: t('display.drawer.actionErrorTitle'),
        text: storageFailedText(error) ?? t('display.drawer.actionErrorText'),
      });
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
        {draft && (
          <>
            <Select
              label={t('display.drawer.language')}
              data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              value={draft.locale}
              disabled={readOnly}
              allowDeselect={false}
              onChange={(v) => v && change((d) => ({ ...d, locale: v }))}
            />
            <Select
              label={t('display.drawer.fontSize')}
              data={FONT_SIZES.map((f) => ({ value: f, label: t(`display.fontSize.${f}`) }))}
              value={draft.font_size}
              disabled={readOnly}
              allowDeselect={false}
              onChange={(v) => v && change((d) => ({ ...d, font_size: v as ProfileDraft['font_size'] }))}
            />
            <Switch
              label={t('display.drawer.video')}
              checked={draft.show_video_stream}
              disabled={readOnly}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                change((d) => ({ ...d, show_video_stream: on }));
              }}
            />
            <Switch
              label={t('display.drawer.fullscreen')}
              checked={draft.fullscreen}
              disabled={readOnly}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                change((d) => ({ ...d, fullscreen: on }));
              }}
            />
            <Switch
              label={t('display.drawer.presences')}
              checked={draft.show_presences}
              disabled={readOnly}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                change((d) => ({ ...d, show_presences: on }));
              }}
            />
            {props.canManage && (
              <Tabs
                defaultValue={String(
                  draft.systems.find((s) => s.enabled)?.system_id ?? draft.systems[0]?.system_id ?? '',
                )}
              >
                <Tabs.List>
                  {draft.systems.map((s) => (
                    <Tabs.Tab key={s.system_id} value={String(s.system_id)}>
                      {props.systems.find((x) => x.id === s.system_id)?.name ??
                        t('display.drawer.systemN', { id: s.system_id })}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {draft.systems.map((s) => (
                  <Tabs.Panel key={s.system_id} value={String(s.system_id)}>
                    <SystemTab
                      system={s}
                      relations={relations[s.system_id] ?? null}
                      disabled={readOnly}
                      onChange={(next) =>
                        change((d) => ({
                          ...d,
                          systems: d.systems.map((x) => (x.system_id === next.system_id ? next : x)),
                        }))
                      }
                    />
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
          </>
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

      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('display.drawer.createTitle')}
        zIndex={400}
      >
        <Stack>
          <TextInput
            label={t('display.drawer.name')}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            data-autofocus
            onKeyDown={(e) => e.key === 'Enter' && void create()}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreating(false)}>
              {t('display.cancel')}
            </Button>
            <Button disabled={!newName.trim()} onClick={() => void create()}>
              {t('display.drawer.createConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('display.drawer.deleteTitle')}
        zIndex={400}
      >
        <Stack>
          <Text>{t('display.drawer.deleteText', { name: draft?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('display.cancel')}
            </Button>
            <Button color="red" onClick={() => void remove()}>
              {t('display.drawer.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={snapshot.context.confirmClose}
        onClose={() => actor.send({ type: 'CANCEL_CLOSE' })}
        title={t('display.drawer.unsavedTitle')}
        zIndex={400}
      >
        <Stack>
          <Text>{t('display.drawer.unsavedText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'CANCEL_CLOSE' })}>
              {t('display.cancel')}
            </Button>
            <Button color="red" onClick={() => actor.send({ type: 'CONFIRM_CLOSE' })}>
              {t('display.drawer.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}
