// Users, roles, display notes, reports (spec 02 §3).
import { Badge } from '@mantine/core';
import { define, type CrudRecord } from '../resource.ts';
import { CALL_SOURCE_GROUPS, LOCALE, NOTE_COLOR, ROLES, keepHint } from '../options.ts';
import { PermissionsClipboard, PermissionsInput } from '../widgets/permissions-input.tsx';
import { SystemAccessInput } from '../widgets/system-access-input.tsx';

/** LDAP users get name, e-mail and roles from the directory (spec 02 §6): read-only here. */
const ldap = (r: CrudRecord) => r.is_ldap === true;

export const users = define({
  name: 'users',
  type: 'User',
  plural: 'users',
  columns: [
    { name: 'name' },
    { name: 'email' },
    { name: 'is_superuser' },
    { name: 'is_ldap' },
    { name: 'locale' },
  ],
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 64, readOnly: ldap },
    { name: 'email', widget: 'text', hint: 'admin.hints.emails', readOnly: ldap },
    { name: 'locale', widget: 'select', options: LOCALE, required: true },
    { name: 'is_superuser', widget: 'switch' },
    { name: 'roles', widget: 'multiselect', options: ROLES, readOnly: ldap },
    { name: 'system_access', widget: SystemAccessInput },
    { name: 'notify_call_source_groups', widget: 'multiselect', options: CALL_SOURCE_GROUPS },
    { name: 'password', widget: 'password', hidden: ldap, hint: keepHint },
    { name: 'password_repeat', widget: 'password', hidden: ldap },
    { name: 'password_is_temporary', widget: 'switch', hidden: ldap },
  ],
  defaults: {
    name: '',
    email: '',
    locale: 'de',
    is_superuser: false,
    roles: [],
    system_access: [],
    notify_call_source_groups: [],
    password: '',
    password_repeat: '',
    password_is_temporary: true,
  },
  label: (r) => String(r.name),
});

export const roles = define({
  name: 'roles',
  type: 'Role',
  plural: 'roles',
  columns: [{ name: 'name' }, { name: 'permissions' }],
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 64 },
    {
      name: 'call_source_group_ids',
      widget: 'multiselect',
      options: CALL_SOURCE_GROUPS,
      hint: 'admin.hints.callSourceGroups',
    },
    { name: 'permissions', widget: PermissionsInput },
  ],
  defaults: { name: '', permissions: [], call_source_group_ids: [] },
  FormExtra: PermissionsClipboard,
  search: ['name'],
});

const COLORS: Record<string, string> = { yellow: 'yellow', blue: 'blue', green: 'green', red: 'red' };

export const displayNotes = define({
  name: 'displayNotes',
  type: 'DisplayNote',
  plural: 'displayNotes',
  sortable: true,
  columns: [
    { name: 'title' },
    {
      name: 'color',
      render: (r) => <Badge color={COLORS[String(r.color)] ?? 'gray'}>{String(r.color)}</Badge>,
    },
    { name: 'active' },
    { name: 'display_from' },
    { name: 'display_until' },
  ],
  fields: [
    { name: 'title', widget: 'text', required: true, maxLength: 64, counter: true },
    { name: 'color', widget: 'select', options: NOTE_COLOR, required: true },
    { name: 'text', widget: 'textarea', maxLength: 500, counter: true },
    { name: 'active', widget: 'switch' },
    { name: 'display_from', widget: 'datetime' },
    { name: 'display_until', widget: 'datetime' },
    { name: 'display_date', widget: 'datetime' },
  ],
  defaults: {
    title: '',
    text: '',
    color: 'yellow',
    active: true,
    display_from: null,
    display_until: null,
    display_date: null,
  },
  search: ['title', 'text'],
});

const flags = (...names: string[]) => names.map((name) => ({ name, widget: 'switch' as const }));

export const reports = define({
  name: 'reports',
  type: 'Report',
  plural: 'reports',
  columns: [
    { name: 'email' },
    { name: 'enabled' },
    { name: 'send_daily' },
    { name: 'send_weekly' },
    { name: 'send_monthly' },
  ],
  fields: [
    { name: 'email', widget: 'text', required: true, hint: 'admin.hints.emails' },
    ...flags(
      'enabled',
      'send_daily',
      'send_weekly',
      'send_monthly',
      'include_battery',
      'include_long_calls',
      'include_not_reachable',
      'include_probable_defects',
    ),
    { name: 'battery_threshold', widget: 'number', min: 0, max: 100, required: true },
    { name: 'call_duration_threshold', widget: 'number', min: 1, required: true },
    ...flags(
      'notify_battery',
      'notify_defects',
      'notify_not_reachable',
      'notify_probable_defects',
      'radio_enabled',
      'technical_enabled',
      'wired_enabled',
    ),
    { name: 'probable_defect_criterion', widget: 'text', hint: 'admin.hints.criterion' },
    { name: 'probable_defect_duration', widget: 'number', min: 1 },
    { name: 'probable_defect_count_threshold', widget: 'number', min: 1 },
  ],
  defaults: {
    email: '',
    enabled: true,
    send_daily: true,
    send_weekly: false,
    send_monthly: false,
    include_battery: true,
    include_long_calls: true,
    include_not_reachable: true,
    include_probable_defects: false,
    battery_threshold: 25,
    call_duration_threshold: 10,
    notify_battery: false,
    notify_defects: false,
    notify_not_reachable: false,
    notify_probable_defects: false,
    radio_enabled: true,
    technical_enabled: true,
    wired_enabled: true,
  },
  label: (r) => String(r.email),
});
