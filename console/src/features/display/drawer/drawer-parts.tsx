// Parts of the display settings drawer (spec 01 §2): the display's read-only address (with a warning on a local
// host), the profile picker with its create and delete buttons and their dialogs, and the sticky save bar shown
// while the selected profile has unsaved changes.
import { Alert, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayProfile } from '../display-settings.ts';
import { buildDisplayUrl, isLocalHost } from '../url-params.ts';
import { ConfirmModal, CreateProfileModal } from './drawer-dialogs.tsx';
import type { ProfileDraft } from './profile-draft.ts';

const NO_PROFILE = {
  fullscreen: false,
  show_video_stream: false,
  locale: 'de',
  font_size: 'normal',
} as const;

export function DisplayUrl({ draft }: { draft: ProfileDraft | null }) {
  const { t } = useTranslation();
  const url = buildDisplayUrl(window.location.origin, draft?.slug ?? null, draft ?? NO_PROFILE);
  return (
    <>
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
    </>
  );
}

/** The profile to show, and creating (named in a dialog) or deleting one (confirmed first). */
export function ProfilePicker(props: {
  profiles: readonly DisplayProfile[];
  selected: ProfileDraft | null;
  canManage: boolean;
  onPick: (profile: DisplayProfile | null) => void;
  /** false when the server refused (the dialog stays open) */
  onCreate: (name: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = async (name: string) => {
    const created = await props.onCreate(name);
    if (created) setCreating(false);
    return created;
  };
  const remove = async () => {
    await props.onDelete();
    setConfirmDelete(false);
  };
  return (
    <Group align="flex-end">
      <Select
        style={{ flex: 1 }}
        label={t('display.drawer.profile')}
        data={[
          { value: '', label: t('display.drawer.noProfile') },
          ...props.profiles.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
        value={props.selected ? String(props.selected.id) : ''}
        allowDeselect={false}
        onChange={(v) => props.onPick(props.profiles.find((x) => String(x.id) === v) ?? null)}
      />
      {props.canManage && <Button onClick={() => setCreating(true)}>{t('display.drawer.create')}</Button>}
      {props.canManage && props.selected && (
        <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
          {t('display.drawer.delete')}
        </Button>
      )}
      <CreateProfileModal opened={creating} onClose={() => setCreating(false)} onCreate={create} />
      <ConfirmModal
        opened={confirmDelete}
        title={t('display.drawer.deleteTitle')}
        text={t('display.drawer.deleteText', { name: props.selected?.name ?? '' })}
        confirm={t('display.drawer.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </Group>
  );
}

export function SaveBar({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  return (
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
      <Button onClick={onSave} loading={saving}>
        {t('display.drawer.save')}
      </Button>
    </Group>
  );
}
