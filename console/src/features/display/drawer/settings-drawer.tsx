// Spec 01 §2 display settings drawer: read-only display URL (warning on a local host), profile selector
// with none, create and delete, language, font size, video, fullscreen, show presences, per-system tabs,
// sticky Save bar when selected, dirty and permitted; confirmation when closing with unsaved changes.
import { Drawer, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import type { SystemParams } from '../../../platform/session/app-data-context.tsx';
import type { DisplayProfile } from '../display-settings.ts';
import { drawerMachine } from './drawer-machine.ts';
import { toDraft, type ProfileDraft } from './profile-draft.ts';
import { ConfirmModal } from './drawer-dialogs.tsx';
import { DisplayUrl, ProfilePicker, SaveBar } from './drawer-parts.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { useProfileMutations } from './use-profile-mutations.ts';
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
  const { t } = useTranslation();
  const runtime = useRuntime();
  const systemIds = props.systems.map((s) => s.id);
  const relations = useRelationsOf(systemIds, props.opened);
  const profiles = useProfileMutations({
    systemIds,
    currentSystemId: props.currentSystemId,
    refetchProfiles: props.refetchProfiles,
  });

  const actor = useActorRef(
    drawerMachine.provide({
      actors: { saveProfile: fromPromise<ProfileDraft, ProfileDraft>(({ input }) => profiles.save(input)) },
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

  /** Creates the profile and selects it; false when the server refused (the notification says why). */
  const create = async (name: string): Promise<boolean> => {
    const created = await profiles.create(name);
    if (created === null) return false;
    if (created) actor.send({ type: 'CREATED', profile: created });
    return true;
  };
  const remove = async () => {
    if (!draft) return;
    if (await profiles.remove(draft)) actor.send({ type: 'DELETED' });
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
        <DisplayUrl draft={draft} />
        <ProfilePicker
          profiles={props.profiles}
          selected={draft}
          canManage={props.canManage}
          onPick={(p) => actor.send({ type: 'SELECT', profile: p ? toDraft(p, systemIds) : null })}
          onCreate={create}
          onDelete={remove}
        />
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
        <SaveBar
          saving={snapshot.matches({ selected: 'saving' })}
          onSave={() => actor.send({ type: 'SAVE' })}
        />
      )}

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
