// Interconnections (spec 01 §2 /tree/connections, its own area in the tree; spec 02 §3, §5): presentation only, the
// fields and rules are the backend description's (crud/entities/interconnections.ts). An enabled one is read-only
// but for its switch (spec 02 §5 "Active interconnections are read-only."): locked by what is stored, so switching
// a new one on does not lock the form, and switching a stored one off (and saving) frees it.
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OnOff } from '../../ui/on-off.tsx';
import { define, type CrudRecord, type FormExtraProps } from '../resource.ts';

const lockedWhileOn = (_record: CrudRecord, stored: CrudRecord | null) => stored?.is_enabled === true;

function EnabledCell({ record }: { record: CrudRecord }) {
  const { t } = useTranslation();
  return <OnOff on={record.is_enabled === true} note={t('admin.interconnections.onBadge')} />;
}

function InterconnectionNotes({ stored }: FormExtraProps) {
  const { t } = useTranslation();
  return stored?.is_enabled ? (
    <Alert color="blue" title={t('admin.interconnections.lockedTitle')}>
      {t('admin.interconnections.locked')}
    </Alert>
  ) : (
    <Text size="sm">{t('admin.interconnections.intro')}</Text>
  );
}

export const interconnections = define({
  type: 'Interconnection',
  columns: [
    { name: 'name' },
    { name: 'is_enabled', render: (r) => <EnabledCell record={r} /> },
    { name: 'section_id' },
    { name: 'section_display_group_id' },
    { name: 'systemtree_display_group_id' },
  ],
  order: ['name', 'is_enabled', 'section_id', 'section_display_group_id', 'systemtree_display_group_id'],
  fields: {
    name: { counter: true, readOnly: lockedWhileOn },
    is_enabled: { hint: (r) => (r.is_enabled ? 'admin.interconnections.enabledHint' : undefined) },
    section_id: { readOnly: lockedWhileOn },
    section_display_group_id: { readOnly: lockedWhileOn },
    systemtree_display_group_id: { readOnly: lockedWhileOn },
  },
  FormExtra: InterconnectionNotes,
  search: ['name'],
});
