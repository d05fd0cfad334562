// Users, roles, display notes, reports (spec 02 §3): presentation only, the fields are the descriptions'.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { define, type CrudRecord } from '../resource.ts';
import { storedSecret } from '../options.ts';
import { PermissionsClipboard, PermissionsInput } from '../widgets/permissions-input.tsx';
import { SystemAccessInput } from '../widgets/system-access-input.tsx';

/** LDAP users get name, e-mail and roles from the directory (spec 02 §6): read-only here. */
const ldap = (r: CrudRecord) => r.is_ldap === true;

export const users = define({
  type: 'User',
  columns: [
    { name: 'name' },
    { name: 'email' },
    { name: 'is_superuser' },
    { name: 'is_ldap' },
    { name: 'locale' },
  ],
  fields: {
    name: { readOnly: ldap },
    email: { hint: 'admin.hints.emails', readOnly: ldap },
    homepage: { hint: 'admin.hints.homepage' },
    roles: { readOnly: ldap },
    system_access: { widget: SystemAccessInput },
    password: { ...storedSecret, hidden: ldap },
    password_repeat: { hidden: ldap },
    password_is_temporary: { hidden: ldap },
  },
  optionLabels: { locale: 'languages', homepage: 'admin.users.homepages' },
  // An administrator hands out a first password; its owner sets their own at the first login (spec 02 §6).
  defaults: { password_is_temporary: true },
  label: (r) => String(r.name),
});

export const roles = define({
  type: 'Role',
  columns: [{ name: 'name' }, { name: 'permissions' }],
  fields: {
    call_source_group_ids: { hint: 'admin.hints.callSourceGroups' },
    permissions: { widget: PermissionsInput },
  },
  FormExtra: PermissionsClipboard,
  search: ['name'],
});

const COLORS: Record<string, string> = { yellow: 'yellow', blue: 'blue', green: 'green', red: 'red' };
function NoteColor({ color }: { color: string }) {
  const { t } = useTranslation();
  return <Badge color={COLORS[color] ?? 'gray'}>{t(`admin.options.noteColor.${color}`)}</Badge>;
}

export const displayNotes = define({
  type: 'DisplayNote',
  columns: [
    { name: 'title' },
    { name: 'color', render: (r) => <NoteColor color={String(r.color)} /> },
    { name: 'active' },
    { name: 'display_from' },
    { name: 'display_until' },
  ],
  fields: {
    title: { counter: true },
    text: { widget: 'textarea', counter: true },
  },
  optionLabels: { color: 'admin.options.noteColor' },
  search: ['title', 'text'],
});

export const reports = define({
  type: 'Report',
  columns: [
    { name: 'email' },
    { name: 'enabled' },
    { name: 'send_daily' },
    { name: 'send_weekly' },
    { name: 'send_monthly' },
  ],
  fields: {
    email: { hint: 'admin.hints.emails' },
    probable_defect_criterion: { hint: 'admin.hints.criterion' },
  },
  label: (r) => String(r.email),
});
