// Installation-wide entities of the admin area (spec 02 §3): users, roles, display notes, reports.
import { roleChangeRefusal, userChangeRefusal } from '../../auth/grant-rules.ts';
import { hashPassword } from '../../auth/password.ts';
import { endSessionsOnCredentialChange } from '../../auth/session-rules.ts';
import { ALL_PERMISSIONS } from '@cs/rules/permissions';
import { define } from '../entity.ts';
import type { EntityRecord, FieldSpec, FieldViolation } from '../entity.ts';
import {
  between,
  criterionPrefix,
  dateAfter,
  emails,
  maxLength,
  min,
  minLength,
  mustMatch,
  oneOf,
  oneOptionRequired,
  required,
  unique,
} from '../rules.ts';
import type { Rule } from '../rules.ts';

const knownPermissions: Rule = (v) =>
  ((v as string[] | null) ?? []).every((c) => (ALL_PERMISSIONS as readonly string[]).includes(c))
    ? null
    : { key: 'invalid' };
/** LDAP users get these from the directory (spec 02 §6): a form may not change them. */
const LDAP_OWNED = ['name', 'email', 'roles'] as const;

export const users = define({
  type: 'User',
  plural: 'users',
  store: 'installation',
  collection: 'users',
  entity: 'user',
  permissions: ['admin::manage_users'],
  mayChange: userChangeRefusal,
  afterSave: endSessionsOnCredentialChange,
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    email: {
      kind: 'String',
      rules: [emails()],
      default: '',
      description: 'several addresses separated by commas',
    },
    locale: { kind: 'String', rules: [required(), oneOf(['de', 'en', 'fr', 'it'])], default: 'de' },
    homepage: { kind: 'String' },
    is_superuser: { kind: 'Boolean', default: false },
    is_ldap: { kind: 'Boolean', readOnly: true },
    system_access: { kind: '[Int]', default: [], description: 'empty = all systems' },
    roles: { kind: '[Int]', default: [] },
    notify_call_source_groups: { kind: '[Int]', default: [] },
    password_is_temporary: { kind: 'Boolean', default: false },
    password: { kind: 'String', secret: true, rules: [minLength(8)] },
    password_repeat: { kind: 'String', secret: true, rules: [mustMatch('password')] },
  },
  check: (r, { current }) => {
    const errors: FieldViolation[] = [];
    if (!current && !r.password) errors.push({ field: 'password', key: 'required' });
    if (current?.is_ldap)
      for (const f of LDAP_OWNED)
        if (JSON.stringify(r[f]) !== JSON.stringify(current[f])) errors.push({ field: f, key: 'invalid' });
    return errors;
  },
  toRecord: async (r, { current }) => {
    const { password, password_repeat: _repeat, ...rest } = r;
    const record: EntityRecord = { ...rest, is_ldap: current?.is_ldap ?? false };
    if (password) record.password_hash = await hashPassword(String(password));
    return record;
  },
});

export const roles = define({
  type: 'Role',
  plural: 'roles',
  store: 'installation',
  collection: 'roles',
  entity: 'role',
  permissions: ['admin::manage_roles'],
  mayChange: roleChangeRefusal,
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    permissions: {
      kind: '[String]',
      rules: [knownPermissions],
      default: [],
      description: 'permission codes module::action',
    },
    call_source_group_ids: {
      kind: '[Int]',
      default: [],
      description: 'restricts the role to these call source groups; empty = all',
    },
  },
});

export const displayNotes = define({
  type: 'DisplayNote',
  plural: 'displayNotes',
  store: 'installation',
  collection: 'display_notes',
  entity: 'display_note',
  permissions: ['admin::manage_display_notes'],
  fields: {
    title: { kind: 'String', rules: [required(), maxLength(64)] },
    text: { kind: 'String', rules: [maxLength(500)], default: '' },
    color: {
      kind: 'String',
      rules: [required(), oneOf(['blue', 'green', 'red', 'yellow'])],
      default: 'yellow',
    },
    active: { kind: 'Boolean', default: true },
    display_date: { kind: 'String' },
    display_from: { kind: 'String' },
    display_until: { kind: 'String', rules: [dateAfter('display_from')] },
    sort_order: { kind: 'Int', default: 999 },
  },
  sortable: true,
  message: 'displaynote.updated',
});

const flag = (d = false): FieldSpec => ({ kind: 'Boolean', default: d });

export const reports = define({
  type: 'Report',
  plural: 'reports',
  store: 'installation',
  collection: 'reports',
  entity: 'report',
  permissions: ['admin::manage_reports'],
  licences: ['analytics'],
  fields: {
    email: { kind: 'String', rules: [required(), emails()] },
    enabled: flag(true),
    send_daily: {
      kind: 'Boolean',
      default: true,
      rules: [oneOptionRequired(['send_daily', 'send_weekly', 'send_monthly'])],
    },
    send_weekly: flag(),
    send_monthly: flag(),
    include_battery: flag(true),
    include_long_calls: flag(true),
    include_not_reachable: flag(true),
    include_probable_defects: flag(),
    battery_threshold: {
      kind: 'Int',
      rules: [required(), between(0, 100)],
      default: 25,
      description: 'percent',
    },
    call_duration_threshold: {
      kind: 'Int',
      rules: [required(), min(1)],
      default: 10,
      description: 'minutes',
    },
    notify_battery: flag(),
    notify_defects: flag(),
    notify_not_reachable: flag(),
    notify_probable_defects: flag(),
    radio_enabled: flag(true),
    technical_enabled: flag(true),
    wired_enabled: flag(true),
    probable_defect_criterion: { kind: 'String', rules: [criterionPrefix()] },
    probable_defect_duration: { kind: 'Int', rules: [min(1)], description: 'hours' },
    probable_defect_count_threshold: { kind: 'Int', rules: [min(1)] },
  },
});
