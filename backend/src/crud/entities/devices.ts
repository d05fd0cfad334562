// Devices and routing of a system (spec 02 §3): call sources and their groups, hubs, video streams,
// merge groups, indicators, buttons, flight profiles.
import { define } from '../entity.ts';
import type { FieldSpec } from '../entity.ts';
import {
  between,
  cannotBeSame,
  contains,
  deviceText,
  ip,
  maxLength,
  min,
  required,
  unique,
  url,
} from '../rules.ts';
import { DISPLAY_GROUP_REF } from './call-config.ts';
import { base, CALL_SOURCE, CALL_TYPE, name, SECTION, URL_MAX } from './system-base.ts';

export const callSources = define({
  ...base('CallSource', 'callSources', 'call_sources', 'call_source', 'callsources'),
  fields: {
    number: { kind: 'Int', rules: [required(), between(1, 255), unique()] },
    text: {
      kind: 'String',
      rules: [required(), deviceText(7)],
      description: 'short device text: 7 characters, no umlauts',
    },
    char: { kind: 'String', rules: [maxLength(1)], default: '' },
  },
  gets: { kind: 'call_sources' },
});

export const callSourceGroups = define({
  ...base(
    'CallSourceGroup',
    'callSourceGroups',
    'call_source_groups',
    'call_source_group',
    'callsourcegroups',
  ),
  // The product's form path differs from its list path (spec 01 §2 admin area).
  route: { segment: 'callsourcegroups', formSegment: 'callsourcesgroups' },
  fields: {
    name: name(),
    related_callsources: { kind: '[Int]', rules: [contains()], default: [], ref: CALL_SOURCE },
    timeout_minutes: {
      kind: 'Int',
      rules: [required(), min(1)],
      default: 60,
      description: 'devices are reported unreachable after this many minutes',
    },
  },
});

export const hubs = define({
  ...base('Hub', 'hubs', 'hubs', 'hub', 'hubs'),
  fields: {
    name: name(),
    ip: { kind: 'String', rules: [required(), ip({ port: true })] },
    username: { kind: 'String', rules: [required(), maxLength(64)], default: 'admin' },
    password: { kind: 'String', secret: true, address: ['ip'], rules: [maxLength(128)] },
    password_set: {
      kind: 'Boolean',
      readOnly: true,
      stored: false,
      description: 'whether a password is stored (a new address without it removes it)',
    },
    status: {
      kind: 'String',
      readOnly: true,
      stored: false,
      description: 'online, offline, unauthorized or unknown',
    },
    last_sync: { kind: 'String', readOnly: true, stored: false },
  },
  // The tree node the ward generator (or the Gets) places the hub at.
  storedExtras: { node_id: 'number | null' },
  check: (r, save) => (!save.current && !r.password ? [{ field: 'password', key: 'required' }] : []),
  present: (r, ctx) => ({
    password_set: Boolean(r.password),
    status: ctx.services.hubs.hubs(ctx.systemId).find((g) => g.hubId === r.id)?.status ?? 'unknown',
    // as the hub last reported it (modules/hubs/outdated-hubs.ts)
    last_sync: ctx.services.hubs.outdated.lastSync(ctx.systemId, r.id) ?? null,
  }),
});

export const videoStreams = define({
  ...base('VideoStream', 'videoStreams', 'video_streams', 'video_stream', 'videostreams'),
  getsConfig: false,
  fields: {
    name: name(),
    url: { kind: 'String', rules: [required(), url(), maxLength(URL_MAX)] },
    trigger_start: { kind: 'Int', ref: CALL_TYPE, description: 'call type that starts the stream' },
    trigger_stop: {
      kind: 'Int',
      rules: [cannotBeSame('trigger_start')],
      ref: CALL_TYPE,
      description: 'call type that stops it',
    },
  },
});

/**
 * Merge groups (spec 02 §3 "Display group (merge group)"): the main section, the call type, the rule
 * set (the sections merged into it) and the interconnection entries, each naming the display group the
 * section shows and the one the system tree shows while the connection is enabled.
 */
export const mergeGroups = define({
  ...base('MergeGroup', 'mergeGroups', 'merge_groups', 'merge_group', 'mergegroups'),
  fields: {
    name: name(),
    section_id: { kind: 'Int', rules: [required()], ref: SECTION, description: 'main section' },
    call_type_id: { kind: 'Int', ref: CALL_TYPE },
    section_ids: {
      kind: '[Int]',
      rules: [contains()],
      ref: SECTION,
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
          section_id: { kind: 'Int', rules: [required()], ref: SECTION },
          section_display_group_id: {
            kind: 'Int',
            rules: [required()],
            ref: DISPLAY_GROUP_REF,
            default: 255,
            description: 'display group the section shows (253-255 special)',
          },
          systemtree_display_group_id: {
            kind: 'Int',
            rules: [required()],
            ref: DISPLAY_GROUP_REF,
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
  ...base('Indicator', 'indicators', 'indicators', 'indicator', 'indicators'),
  fields: {
    number: { kind: 'Int', rules: [required(), between(1, 255), unique()] },
    call_source_id: { kind: 'Int', rules: [required()], ref: CALL_SOURCE },
    linked_call_source_id: { kind: 'Int', rules: [cannotBeSame('call_source_id')], ref: CALL_SOURCE },
    call_types: { kind: '[Int]', default: [], ref: CALL_TYPE },
    fn_a: FN,
    fn_b: FN,
  },
});

/** Spec 02 §9 button functions 0-11 and button types 0-3. */
const BUTTON_FN = { kind: 'Int', rules: [between(0, 11)], default: 0 } satisfies FieldSpec;

export const buttons = define({
  ...base('Button', 'buttons', 'buttons', 'button', 'buttons'),
  fields: {
    number: { kind: 'Int', rules: [required(), between(1, 255), unique()] },
    button_type: { kind: 'Int', rules: [required(), between(0, 3)], default: 1 },
    call_source_id: { kind: 'Int', ref: CALL_SOURCE },
    call_source_number: { kind: 'Int', rules: [between(0, 255)] },
    call_type_id: { kind: 'Int', ref: CALL_TYPE },
    call_type_presence_id: { kind: 'Int', rules: [cannotBeSame('call_type_id')], ref: CALL_TYPE },
    display_group_id: { kind: 'Int', ref: DISPLAY_GROUP_REF },
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
  ...base('FlightProfile', 'flightProfiles', 'flight_profiles', 'flight_profile', 'flightprofiles'),
  permissions: ['admin::manage_flightprofiles'],
  fields: {
    name: name(),
    checkpoints: {
      kind: '[Int]',
      ref: { to: 'CheckpointMap', items: 'checkpoints' },
      default: [],
      description: 'rule set: ids of the checkpoints a resident must not pass',
    },
    system_tree_nodes: {
      kind: '[Int]',
      ref: { to: 'SystemTreeNode' },
      default: [],
      description: 'ids of the system tree nodes the profile applies to',
    },
  },
});
