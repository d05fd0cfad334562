// Installation-wide entities of the admin area (spec 02 §3): users, roles, display notes, reports.
import { roleChangeRefusal, userChangeRefusal } from '../../auth/grant-rules.ts';
import { hashPassword } from '../../auth/password.ts';
import { endSessionsOnCredentialChange } from '../../auth/session-rules.ts';
import { USER_PASSWORD } from '@cs/contracts/vocabulary';
import { ALL_PERMISSIONS } from '@cs/rules/permissions';
import { define } from '../entity.ts';
import type { EntityRecord, FieldSpec, FieldViolation } from '../entity.ts';
import {
  between,
  criterionPrefix,
  date,
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

const LOCALES = ['de', 'en', 'fr', 'it'] as const;
/** Several e-mail addresses separated by commas. */
const EMAILS_MAX = 1000;
/**
 * Spec 01 §2 /home: "the user's own configured homepage route" — the top-level screens a user can start on.
 * The route guard still decides whether the user may open it.
 */
const HOMEPAGES = [
  'tree',
  'analytics',
  'incidents',
  'log',
  'display',
  'sync',
  'appManagement',
  'admin',
] as const;

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
  route: { segment: 'users' },
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    email: {
      kind: 'String',
      rules: [emails(), maxLength(EMAILS_MAX)],
      default: '',
      description: 'several addresses separated by commas',
    },
    locale: { kind: 'String', rules: [required(), oneOf(LOCALES)], default: 'de' },
    homepage: {
      kind: 'String',
      rules: [oneOf(HOMEPAGES)],
      description: 'the route /home leads to (spec 01 §2); empty = the rules by permission',
    },
    is_superuser: { kind: 'Boolean', default: false },
    is_ldap: { kind: 'Boolean', readOnly: true, default: false },
    roles: { kind: '[Int]', default: [], ref: { to: 'Role' } },
    system_access: {
      kind: '[Int]',
      default: [],
      ref: { to: 'SystemParam' },
      description: 'empty = all systems',
    },
    notify_call_source_groups: { kind: '[Int]', default: [], ref: { to: 'CallSourceGroup' } },
    password: {
      kind: 'String',
      secret: true,
      stored: false,
      rules: [minLength(USER_PASSWORD.min), maxLength(USER_PASSWORD.max)],
    },
    password_repeat: {
      kind: 'String',
      secret: true,
      stored: false,
      rules: [maxLength(USER_PASSWORD.max), mustMatch('password')],
    },
    password_is_temporary: { kind: 'Boolean', default: false },
  },
  /** scrypt$N$r$p$salt$hash, see auth/password.ts */
  storedExtras: { password_hash: 'string' },
  check: (r, { current }) => {
    const errors: FieldViolation[] = [];
    if (!current && !r.password) errors.push({ field: 'password', key: 'required' });
    if (current?.is_ldap)
      for (const f of LDAP_OWNED)
        if (JSON.stringify(r[f]) !== JSON.stringify(current[f])) errors.push({ field: f, key: 'invalid' });
    return errors;
  },
  // scrypt takes a second under load: hash before the lock, so concurrent saves do not queue behind it.
  // The password is trimmed like every text of an input (crud/validate.ts).
  prepare: async (input) => {
    const password = typeof input.password === 'string' ? input.password.trim() : '';
    return password ? { password_hash: await hashPassword(password) } : {};
  },
  toRecord: (r, { current, prepared }) => {
    const { password, password_repeat: _repeat, ...rest } = r;
    const record: EntityRecord = { ...rest, is_ldap: current?.is_ldap ?? false };
    if (password && typeof prepared.password_hash === 'string') record.password_hash = prepared.password_hash;
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
  route: { segment: 'roles' },
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    call_source_group_ids: {
      kind: '[Int]',
      default: [],
      ref: { to: 'CallSourceGroup' },
      description: 'restricts the role to these call source groups; empty = all',
    },
    permissions: {
      kind: '[String]',
      rules: [knownPermissions],
      default: [],
      description: 'permission codes module::action',
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
  route: { segment: 'displaynotes' },
  fields: {
    title: { kind: 'String', rules: [required(), maxLength(64)] },
    color: {
      kind: 'String',
      rules: [required(), oneOf(['yellow', 'blue', 'green', 'red'])],
      default: 'yellow',
    },
    text: { kind: 'String', multiline: true, rules: [maxLength(500)], default: '' },
    active: { kind: 'Boolean', default: true },
    display_from: { kind: 'String', rules: [date()], description: 'ISO instant; empty = open-ended' },
    display_until: { kind: 'String', rules: [date(), dateAfter('display_from')] },
    display_date: { kind: 'String', rules: [date()], description: 'the date shown on the note' },
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
  route: { segment: 'reports' },
  fields: {
    email: { kind: 'String', rules: [required(), emails(), maxLength(EMAILS_MAX)] },
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
    timeouts: {
      ...flag(),
      description: 'include the calls that ended by a timeout (spec 02 §3 report timeouts, our reading)',
    },
    probable_defect_criterion: { kind: 'String', rules: [criterionPrefix(), maxLength(10)] },
    probable_defect_duration: { kind: 'Int', rules: [min(1)], description: 'hours' },
    probable_defect_count_threshold: { kind: 'Int', rules: [min(1)] },
  },
});
