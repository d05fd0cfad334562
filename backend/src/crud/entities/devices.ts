// Devices and routing of a system (spec 02 §3): call sources and their groups, hubs, video streams,
// merge groups, indicators, buttons, flight profiles, alert channels.
import { passwordAgainWhenAddressChanges } from '../../auth/credential-rules.ts';
import { define } from '../entity.ts';
import type { FieldSpec } from '../entity.ts';
import {
  between,
  cannotBeSame,
  contains,
  deviceText,
  exists,
  ip,
  maxLength,
  min,
  oneOf,
  required,
  unique,
  url,
} from '../rules.ts';
import { DISPLAY_GROUP_SPECIAL } from './call-config.ts';

const name = (): FieldSpec => ({ kind: 'String', rules: [required(), maxLength(64), unique()] });
const SYSTEM = ['admin::manage_system'] as const;
const base = (type: string, plural: string, collection: string, entity: string) =>
  ({ type, plural, collection, entity, store: 'system', permissions: SYSTEM, getsConfig: true }) as const;

export const callSources = define({
  ...base('CallSource', 'callSources', 'call_sources', 'call_source'),
  fields: {
    number: { kind: 'Int', rules: [required(), between(1, 255), unique()] },
    text: {
      kind: 'String',
      rules: [required(), deviceText(7)],
      description: 'short device text: 7 characters, no umlauts',
    },
    char: { kind: 'String', rules: [maxLength(1)], default: '' },
  },
});

export const callSourceGroups = define({
  ...base('CallSourceGroup', 'callSourceGroups', 'call_source_groups', 'call_source_group'),
  fields: {
    name: name(),
    related_callsources: { kind: '[Int]', rules: [contains()], default: [] },
    timeout_minutes: {
      kind: 'Int',
      rules: [required(), min(1)],
      default: 60,
      description: 'devices are reported unreachable after this many minutes',
    },
  },
});

export const hubs = define({
  ...base('Hub', 'hubs', 'hubs', 'hub'),
  fields: {
    name: name(),
    ip: { kind: 'String', rules: [required(), ip({ port: true })] },
    username: { kind: 'String', rules: [required(), maxLength(64)], default: 'admin' },
    password: { kind: 'String', secret: true, rules: [maxLength(128)] },
    status: { kind: 'String', readOnly: true, description: 'online, offline, unauthorized or unknown' },
    last_sync: { kind: 'String', readOnly: true },
  },
  check: (r, save) =>
    !save.current && !r.password
      ? [{ field: 'password', key: 'required' }]
      : passwordAgainWhenAddressChanges(['ip'])(r, save),
  present: (r, ctx) => ({
    status: ctx.services.hubs.hubs(ctx.systemId).find((g) => g.hubId === r.id)?.status ?? 'unknown',
    // as the hub last reported it (modules/hubs/outdated-hubs.ts)
    last_sync: ctx.services.hubs.outdated.lastSync(ctx.systemId, r.id) ?? null,
  }),
});

export const videoStreams = define({
  ...base('VideoStream', 'videoStreams', 'video_streams', 'video_stream'),
  getsConfig: false,
  fields: {
    name: name(),
    url: { kind: 'String', rules: [required(), url()] },
    trigger_start: { kind: 'Int', description: 'call type that starts the stream' },
    trigger_stop: {
      kind: 'Int',
      rules: [cannotBeSame('trigger_start')],
      description: 'call type that stops it',
    },
  },
});

const SECTION = exists('sections');
const DISPLAY_GROUP = exists('display_groups', { special: DISPLAY_GROUP_SPECIAL });

/**
 * Merge groups (spec 02 §3 "Display group (merge group)"): the main section, the call type, the rule
 * set (the sections merged into it) and the interconnection entries, each naming the display group the
 * section shows and the one the system tree shows while the connection is enabled.
 */
export const mergeGroups = define({
  ...base('MergeGroup', 'mergeGroups', 'merge_groups', 'merge_group'),
  fields: {
    name: name(),
    section_id: { kind: 'Int', rules: [required(), SECTION], description: 'main section' },
    call_type_id: { kind: 'Int', rules: [exists('call_types')] },
    section_ids: {
      kind: '[Int]',
      rules: [contains(), SECTION],
      default: [],
      description: 'rule set: the merged sections',
    },
    interconnections: {
      kind: 'object',
      default: [],
      shape: {
        type: 'MergeGroupInterconnection',
        list: true,
        ids: true,
        description: 'A connection entry of a merge group (spec 02 §3 interconnections).',
        fields: {
          is_enabled: { kind: 'Boolean', default: true },
          name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
          section_id: { kind: 'Int', rules: [required(), SECTION] },
          section_display_group_id: {
            kind: 'Int',
            rules: [required(), DISPLAY_GROUP],
            default: 255,
            description: 'display group the section shows (253-255 special)',
          },
          systemtree_display_group_id: {
            kind: 'Int',
            rules: [required(), DISPLAY_GROUP],
            default: 255,
            description: 'display group the system tree shows (253-255 special)',
          },
        },
      },
    },
  },
  check: (r) =>
    Array.isArray(r.section_ids) && r.section_ids.includes(r.section_id)
      ? [{ field: 'section_ids', key: 'cannot_be_same', data: { other: 'section_id' } }]
      : [],
});

/** Spec 02 §9: function 1 soft continuous light, 255 none. */
const FN = { kind: 'Int', rules: [between(0, 255)], default: 255 } satisfies FieldSpec;

export const indicators = define({
  ...base('Indicator', 'indicators', 'indicators', 'indicator'),
  fields: {
    number: { kind: 'Int', rules: [required(), between(1, 255), unique()] },
    call_source_id: { kind: 'Int', rules: [required()] },
    linked_call_source_id: { kind: 'Int', rules: [cannotBeSame('call_source_id')] },
    call_types: { kind: '[Int]', default: [] },
    fn_a: FN,
    fn_b: FN,
  },
});

/** Spec 02 §9 button functions 0-11 and button types 0-3. */
const BUTTON_FN = { kind: 'Int', rules: [between(0, 11)], default: 0 } satisfies FieldSpec;

export const buttons = define({
  ...base('Button', 'buttons', 'buttons', 'button'),
  fields: {
    number: { kind: 'Int', rules: [required(), between(1, 255), unique()] },
    button_type: { kind: 'Int', rules: [required(), between(0, 3)], default: 1 },
    call_source_id: { kind: 'Int' },
    call_source_number: { kind: 'Int', rules: [between(0, 255)] },
    call_type_id: { kind: 'Int' },
    call_type_presence_id: { kind: 'Int', rules: [cannotBeSame('call_type_id')] },
    display_group_id: { kind: 'Int' },
    fn_a: BUTTON_FN,
    fn_b: BUTTON_FN,
    fn_c: BUTTON_FN,
  },
});

/**
 * Flight profiles (spec 02 §3 "name, rule_set (forbidden checkpoints), checkpoints, system_tree_nodes
 * (ids)"): we read rule_set as what the profile is, the forbidden checkpoints, kept in `checkpoints` as
 * checkpoint ids (unique across the system's checkpoint maps); system_tree_nodes are the tree nodes
 * (residents, rooms) the profile applies to.
 */
export const flightProfiles = define({
  ...base('FlightProfile', 'flightProfiles', 'flight_profiles', 'flight_profile'),
  permissions: ['admin::manage_flightprofiles'],
  fields: {
    name: name(),
    checkpoints: {
      kind: '[Int]',
      rules: [
        exists('checkpoint_maps', {
          pick: (m) => ((m.checkpoints as Array<{ id?: number }> | null) ?? []).map((c) => c.id),
        }),
      ],
      default: [],
      description: 'rule set: ids of the checkpoints a resident must not pass',
    },
    system_tree_nodes: {
      kind: '[Int]',
      rules: [exists('nodes')],
      default: [],
      description: 'ids of the system tree nodes the profile applies to',
    },
  },
});

/** The system tree's nodes (from the ward generator or the Gets), for pickers such as the flight profile's. */
export const systemTreeNodes = define({
  type: 'SystemTreeNode',
  plural: 'systemTreeNodes',
  store: 'system',
  collection: 'nodes',
  entity: 'system_tree_node',
  permissions: ['admin::manage_flightprofiles', 'admin::manage_system'],
  anyPermission: true,
  lookupOnly: true,
  fields: {
    name: { kind: 'String' },
    kind: { kind: 'String' },
    parent_id: { kind: 'Int' },
    number: { kind: 'Int' },
    section_id: { kind: 'Int' },
  },
});

const RECIPIENT_TYPES = ['single', 'group'] as const;
/** Recipients stored as a comma-separated text before they were records. */
const recipientsOf = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((identification) => ({ identification, recipient_type: 'single' }))
    : v;

export const alertChannels = define({
  ...base('AlertChannel', 'alertChannels', 'alert_channels', 'alert_channel'),
  getsConfig: false,
  fields: {
    name: name(),
    category: { kind: 'String', rules: [required(), oneOf(['Care', 'Tech'])], default: 'Care' },
    class: { kind: 'String', rules: [required(), oneOf(['Alert', 'Critical', 'Info'])], default: 'Alert' },
    outbound_enabled: { kind: 'Boolean', default: false },
    outbound_url: { kind: 'String', rules: [url()] },
    outbound_can_reply: { kind: 'Boolean', default: false },
    supports_phone_calls: { kind: 'Boolean', default: false },
    recipients: {
      kind: 'object',
      default: [],
      upgrade: recipientsOf,
      shape: {
        type: 'AlertRecipient',
        list: true,
        ids: true,
        description:
          'Spec 02 §3 recipient of an alert channel (alertchannel_id is the channel it is stored in).',
        fields: {
          identification: {
            kind: 'String',
            rules: [required(), maxLength(128), unique()],
            description: 'a phone number, pager id or group name',
          },
          recipient_type: {
            kind: 'String',
            rules: [required(), oneOf(RECIPIENT_TYPES)],
            default: 'single',
            description: 'single or group',
          },
        },
      },
    },
    secret: {
      kind: 'String',
      secret: true,
      superuserReadable: true,
      rules: [maxLength(256)],
      description: 'only superusers read it back; others get null here and see has_secret',
    },
    has_secret: { kind: 'Boolean', readOnly: true },
  },
  check: (r) => (r.outbound_enabled && !r.outbound_url ? [{ field: 'outbound_url', key: 'required' }] : []),
  present: (r) => ({ has_secret: Boolean(r.secret) }),
});
