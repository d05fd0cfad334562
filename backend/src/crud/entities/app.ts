// App management (spec 02 §3, spec 01 §2 /appmanagement): the phones (app clients), the care staff who log in
// on them (app users), their groups and the subscription views. Every operation needs app::use_module, its own
// app::manage_* permission and the app licence (spec 01 §6: licensed when app_clients is not 0), judged by the
// policy from the server's data. Decisions the spec leaves open: docs/decisions/app-management.md.
import { APP_USER_PASSWORD } from '@cs/contracts/vocabulary';
import { newPairingToken } from '../../modules/app-gateway/pairing-token.ts';
import { hashPassword } from '../../auth/password.ts';
import { define } from '../entity.ts';
import type { EntityRecord, FieldSpec, FieldViolation } from '../entity.ts';
import { maxLength, minLength, mustMatch, oneOf, required, unique, url } from '../rules.ts';
import type { Rule } from '../rules.ts';

const APP = { licences: ['app'], area: ['app::use_module'] } as const;

/**
 * Who picks records of other lists in app management's forms (read-only, the list query only): the group form
 * its section, display groups and tree elements; the display group form its sections and call types; the user
 * form the groups; the subscription view its users and tree elements. Still under the app licence and the system access of the chosen system (X-CS-System).
 */
export const APP_PICKERS = {
  groupForm: { permissions: ['app::manage_user_groups'], ...APP },
  displayGroupForm: { permissions: ['app::manage_display_groups'], ...APP },
  userForm: { permissions: ['app::manage_users'], ...APP },
  subscriptionForm: { permissions: ['app::manage_subscriptions'], ...APP },
} as const;
const name = (): FieldSpec => ({ kind: 'String', rules: [required(), maxLength(64), unique()] });

/** Spec 02 §5 "each element only once": an id list without repeats; the first repeat is named. */
export const eachOnce = (): Rule => (v) => {
  const ids = Array.isArray(v) ? v : [];
  const repeat = ids.find((id, i) => ids.indexOf(id) !== i);
  return repeat === undefined ? null : { key: 'unique', data: { value: repeat } };
};

/** Spec 02 §5: a client's server_url needs its http(s):// scheme and must not be localhost (a phone cannot reach it). */
const LOCAL_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/i;
export const notLocalhost = (): Rule => (v) => {
  if (typeof v !== 'string' || v === '') return null;
  try {
    return LOCAL_HOSTS.test(new URL(v).hostname) ? { key: 'server_url_local' } : null;
  } catch {
    return { key: 'url', data: { host: 'https://' } };
  }
};

export const CALL_HANDLING_MODES = ['Full', 'RejectOnly'] as const;
export const NODE_SELECTION_MODES = ['priority', 'ignored'] as const;

export const appUserGroups = define({
  type: 'AppUserGroup',
  plural: 'appUserGroups',
  store: 'system',
  collection: 'app_user_groups',
  entity: 'app_user_group',
  permissions: ['app::manage_user_groups'],
  ...APP,
  pickedBy: [APP_PICKERS.userForm],
  route: { area: 'appmanagement', segment: 'groups' },
  fields: {
    name: name(),
    call_handling_mode: {
      kind: 'String',
      rules: [required(), oneOf(CALL_HANDLING_MODES)],
      default: 'Full',
      description: 'Full: accept, reject, release; RejectOnly: the group may only reject (spec 02 §3)',
    },
    section_id: {
      kind: 'Int',
      ref: { to: 'Section' },
      description: 'the section whose calls the group receives',
    },
    node_selection: {
      kind: 'object',
      default: [],
      shape: {
        type: 'AppNodeSelection',
        list: true,
        description:
          'Spec 02 §3 node selection: a tree element the group prefers (priority) or never gets (ignored).',
        fields: {
          system_tree_node_id: {
            kind: 'Int',
            // spec 02 §5: each element only once (unique among the group's items)
            rules: [required(), unique()],
            ref: { to: 'SystemTreeNode' },
          },
          mode: { kind: 'String', rules: [required(), oneOf(NODE_SELECTION_MODES)], default: 'priority' },
        },
      },
    },
    display_group_ids: {
      kind: '[Int]',
      default: [],
      rules: [eachOnce()],
      ref: { to: 'DisplayGroup' },
      description: 'display groups whose calls the group receives besides its section',
    },
  },
});

export const appUsers = define({
  type: 'AppUser',
  plural: 'appUsers',
  store: 'system',
  collection: 'app_users',
  entity: 'app_user',
  permissions: ['app::manage_users'],
  ...APP,
  pickedBy: [APP_PICKERS.subscriptionForm],
  route: { area: 'appmanagement', segment: 'users' },
  fields: {
    name: name(),
    current_display_name: {
      kind: 'String',
      rules: [maxLength(64)],
      description: 'the name shown on displays and in the log when display names are enabled (app settings)',
    },
    app_user_group_id: { kind: 'Int', rules: [required()], ref: { to: 'AppUserGroup' } },
    password: {
      kind: 'String',
      secret: true,
      stored: false,
      rules: [minLength(APP_USER_PASSWORD.min), maxLength(APP_USER_PASSWORD.max)],
    },
    password_repeat: { kind: 'String', secret: true, stored: false, rules: [mustMatch('password')] },
  },
  storedExtras: { password_hash: 'string' },
  check: (r, { current }) => (!current && !r.password ? [{ field: 'password', key: 'required' }] : []),
  prepare: async (input) => {
    const password = typeof input.password === 'string' ? input.password.trim() : '';
    return password ? { password_hash: await hashPassword(password) } : {};
  },
  toRecord: (r, { current, prepared }) => {
    const { password, password_repeat: _repeat, ...rest } = r;
    const record: EntityRecord = { ...rest };
    if (password && typeof prepared.password_hash === 'string') record.password_hash = prepared.password_hash;
    else if (current?.password_hash) record.password_hash = current.password_hash;
    return record;
  },
});

/** Spec 02 §3 client device app permissions, as the phone reports them. */
export const DEVICE_PERMISSIONS = [
  'do_not_disturb_access',
  'foreground_services',
  'post_notifications',
  'read_phone_state',
  'ignore_battery_optimisation',
  'exact_alarms',
  'full_screen_intents',
] as const;

const live = (kind: FieldSpec['kind'], description: string): FieldSpec => ({
  kind,
  readOnly: true,
  stored: false,
  description,
});

export const appClients = define({
  type: 'AppClient',
  plural: 'appClients',
  store: 'installation',
  collection: 'app_clients',
  entity: 'app_client',
  permissions: ['app::manage_devices'],
  ...APP,
  // Spec 01 §2: clients/edit/:id, the id required.
  route: { area: 'appmanagement', segment: 'clients', idRequired: true },
  fields: {
    name: name(),
    phone_number: { kind: 'String', rules: [maxLength(32)] },
    server_url: {
      kind: 'String',
      rules: [required(), url(), notLocalhost(), maxLength(255)],
      description: 'the address the phone reaches the server at: http(s)://, never localhost (spec 02 §5)',
    },
    pairing_token: {
      kind: 'String',
      readOnly: true,
      description: 'what the phone pairs with; null once it is paired (a used token pairs nothing again)',
    },
    pairing_token_expires_at: live(
      'String',
      'when the pairing token stops pairing (ISO 8601 UTC; CS_PAIRING_TOKEN_HOURS after it was made); null without one',
    ),
    pairing_token_expired: live(
      'Boolean',
      'the pairing token has expired unused: it pairs nothing, unpairing makes a new one',
    ),
    registration: { kind: 'String', readOnly: true, description: 'when the phone paired (ISO 8601 UTC)' },
    permissions: {
      kind: '[String]',
      readOnly: true,
      default: [],
      description: `the app permissions the phone reports granted: ${DEVICE_PERMISSIONS.join(', ')}`,
    },
    is_connected: live('Boolean', 'connected to the app gateway now'),
    reachability: live(
      'String',
      'reachable (connected), unreachable (paired, not connected) or unknown (never paired)',
    ),
    state: live('String', 'unpaired, paired (nobody logged in) or logged_in'),
    problems: live('[String]', 'device permissions the phone lacks (missing_<permission>) and not_reachable'),
  },
  // Spec 01 §6 / issue 19: the licence's app_clients limit refuses further clients (pairing slots).
  check: (_r, { ctx, current, others }): FieldViolation[] => {
    const max = ctx.services.installation.licence().limits.app_clients;
    return !current && others.length >= max
      ? [{ field: '_form', key: 'license_limit_reached', data: { max } }]
      : [];
  },
  storedExtras: {
    /** sha256 of the secret the phone got when it paired (modules/app-gateway): it says Hello with it */
    secret_hash: 'string | null',
    /** when the pairing token was made (ISO 8601 UTC): it pairs for CS_PAIRING_TOKEN_HOURS (pairing.ts) */
    pairing_token_issued_at: 'string | null',
    /** one of the demo's embedded phones (seed/demo-app.ts): only these may be re-paired by the demo REST */
    demo_client: 'boolean',
  },
  // The merged record keeps the stored token, registration and permissions on update (crud/validate.ts).
  toRecord: (r, { ctx, current }) =>
    current
      ? r
      : {
          ...r,
          ...newPairingToken(ctx.services.clock.now()),
          registration: null,
          permissions: [],
          secret_hash: null,
          demo_client: false,
        },
  present: (r, ctx) => ({ ...ctx.services.appGateway.clientStatus(r) }),
});

export const subscriptionViews = define({
  type: 'SubscriptionView',
  plural: 'subscriptionViews',
  store: 'system',
  collection: 'subscription_views',
  entity: 'subscription_view',
  permissions: ['app::manage_subscriptions'],
  ...APP,
  route: { area: 'appmanagement', segment: 'subscriptions' },
  fields: {
    name: name(),
    app_user_ids: { kind: '[Int]', default: [], rules: [eachOnce()], ref: { to: 'AppUser' } },
    system_tree_node_ids: {
      kind: '[Int]',
      default: [],
      rules: [eachOnce()],
      ref: { to: 'SystemTreeNode' },
    },
  },
});
