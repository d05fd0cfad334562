// Call configuration of a system (spec 02 §3): schedules, call types, sections, display groups.
import {
  intervalCount,
  SCHEDULE_ALL_DAY,
  SCHEDULE_NONE,
  SCHEDULE_TIME_FIELDS,
  scheduleTimeViolations,
} from '@cs/rules';
import { SPECIAL_DISPLAY_GROUPS, URGENCIES } from '@cs/contracts/vocabulary';
import { define } from '../entity.ts';
import { APP_PICKERS } from './app.ts';
import {
  OVERRIDE_FORM,
  scheduleBlocked,
  sectionBlocked,
  sectionOverride,
} from './display-group-override-rules.ts';
import { INTERCONNECTION_FORM } from './interconnections.ts';
import type { FieldSpec } from '../entity.ts';
import {
  between,
  contains,
  deviceText,
  format,
  maxLength,
  numeric,
  oneOf,
  required,
  time,
  unique,
} from '../rules.ts';

/** Spec 01 §3 special ids: schedule 255 none, 20 all day; display groups 253 section, 254 all, 255 none. */
export { SCHEDULE_ALL_DAY, SCHEDULE_NONE };
export const DISPLAY_GROUP_SPECIAL = SPECIAL_DISPLAY_GROUPS;
const name = (max = 32): FieldSpec => ({ kind: 'String', rules: [required(), maxLength(max), unique()] });

export const schedules = define({
  type: 'Schedule',
  plural: 'schedules',
  store: 'system',
  collection: 'schedules',
  entity: 'schedule',
  permissions: ['admin::manage_system'],
  route: { segment: 'schedules' },
  fields: {
    name: name(),
    ...Object.fromEntries(
      SCHEDULE_TIME_FIELDS.map((t) => [t, { kind: 'String', rules: [time()] } satisfies FieldSpec]),
    ),
    // Spec 02 §3 lists "interval" next to time_1..time_5 and says "Two to five steps are allowed"; spec 01
    // §3 finds the "active interval" among the boundaries and shows one display-group row per schedule
    // interval. Our reading: interval is the number of intervals (steps) the schedule divides the day
    // into, i.e. the number of boundaries set. It follows from the times, so it is derived here (stored
    // for the Gets, answered read-only), never typed in, and cannot disagree with them.
    interval: {
      kind: 'Int',
      readOnly: true,
      stored: false,
      description: 'number of intervals (steps) = boundaries set, 1 (all day) to 5; derived from the times',
    },
  },
  reservedIds: [SCHEDULE_ALL_DAY, SCHEDULE_NONE],
  // Ids 1-19 plus 20 (all day): the Gets holds 20 schedules (spec 02 §5 "the number of schedules is limited").
  maxCount: { max: 20, key: 'schedule_limit_reached' },
  // Two to five ascending steps without gaps (spec 02 §5); the all-day schedule 20 has its one boundary.
  check: (r, save) => [
    ...scheduleTimeViolations(r).map(({ field, key, data }) => ({ field, key, ...(data ? { data } : {}) })),
    // spec 02 §4: an active display group override blocks edits of the schedules its sections use
    ...(save.current ? scheduleBlocked(save.ctx, save.current.id) : []),
  ],
  present: (r) => ({ interval: intervalCount(r) }),
  message: 'schedule.updated',
  getsConfig: true,
  gets: { kind: 'schedules' },
});

/** Spec 02 §3 call type display_config flags: how displays treat calls of this type. */
export const DISPLAY_CONFIG_FLAGS = [
  'fullscreen',
  'hide_lower_priority',
  'monitor_own_calls',
  'normal_beep_15_sec',
  'permanent_display_area',
] as const;

export const callTypes = define({
  type: 'CallType',
  plural: 'callTypes',
  store: 'system',
  collection: 'call_types',
  entity: 'call_type',
  permissions: ['admin::manage_system'],
  route: { segment: 'calltypes' },
  // app management's display group form picks call types (spec 01 §2 /appmanagement/displaygroups)
  pickedBy: [APP_PICKERS.displayGroupForm],
  fields: {
    name: name(),
    text: {
      kind: 'String',
      rules: [deviceText(19)],
      description: 'shown on the devices: 19 characters, no umlauts',
    },
    char: { kind: 'String', rules: [required(), maxLength(1)] },
    color: { kind: 'String', rules: [required(), format(/^#[0-9a-f]{6}$/i, '#RRGGBB')], default: '#1976d2' },
    // spec 02 §9: a call type without a sort order counts as 999
    sort_order: { kind: 'Int', rules: [numeric(), between(0, 999)], getsEmpty: 999 },
    urgency: {
      kind: 'String',
      rules: [required(), oneOf(URGENCIES)],
      default: 'NORMAL',
    },
    flag: { kind: 'String', rules: [required(), oneOf(['none', 'presence', 'defect'])], default: 'none' },
    indication_type: {
      kind: 'Int',
      rules: [required(), between(0, 4)],
      default: 0,
      description: 'spec 02 §9: 0 text only ... 4 blink with beep three times per second',
    },
    led_primary_color: {
      kind: 'Int',
      rules: [required(), between(0, 7)],
      default: 0,
      description: 'spec 02 §9 LED colours 0-7',
    },
    led_secondary_color: { kind: 'Int', rules: [required(), between(0, 7)], default: 0 },
    display_config: {
      kind: 'object',
      productOnly: true,
      shape: {
        type: 'CallTypeDisplayConfig',
        description: 'Spec 02 §3 display flags of a call type.',
        fields: Object.fromEntries(
          DISPLAY_CONFIG_FLAGS.map((f) => [f, { kind: 'Boolean', default: false } satisfies FieldSpec]),
        ),
      },
      default: Object.fromEntries(DISPLAY_CONFIG_FLAGS.map((f) => [f, false])),
    },
  },
  maxCount: { max: 32, key: 'call_type_limit_reached' },
  sortable: true,
  getsConfig: true,
  gets: { kind: 'call_types' },
});

/** A section's schedule (spec 01 §3: 255 none, 20 all day) and display group (253 section, 254 all, 255 none). */
export const SCHEDULE_REF = { to: 'Schedule', special: [SCHEDULE_NONE] } as const;
export const DISPLAY_GROUP_REF = { to: 'DisplayGroup', special: DISPLAY_GROUP_SPECIAL } as const;

/** The schedule of weekdays or weekends and its five display groups (spec 01 §3, spec 02 §3). */
const scheduleSlots = Object.fromEntries(
  (['weekday', 'weekend'] as const).flatMap((when) => [
    [
      `${when}_schedule_id`,
      { kind: 'Int', rules: [required()], default: SCHEDULE_NONE, ref: SCHEDULE_REF } satisfies FieldSpec,
    ],
    ...[1, 2, 3, 4, 5].map((i) => [
      `${when}_display_group_${i}_id`,
      { kind: 'Int', default: 255, ref: DISPLAY_GROUP_REF } satisfies FieldSpec,
    ]),
  ]),
);

export const sections = define({
  type: 'Section',
  plural: 'sections',
  store: 'system',
  collection: 'sections',
  entity: 'section',
  permissions: ['admin::manage_system'],
  route: { segment: 'sections' },
  // the app user group form picks its section (spec 02 §3 app user group), app management's display group form
  // its connections' sections (spec 01 §2 /appmanagement/displaygroups)
  pickedBy: [APP_PICKERS.groupForm, APP_PICKERS.displayGroupForm, OVERRIDE_FORM, INTERCONNECTION_FORM],
  fields: {
    name: name(),
    connected_section_id: { kind: 'Int', ref: { to: 'Section' }, description: 'the main section' },
    is_hidden: { kind: 'Boolean', default: false },
    allow_manual_call_closure: { kind: 'Boolean', default: false },
    // From the display group overrides (/tree/displaygroupoverrides): one covers it, and the active one.
    has_display_group_override: { kind: 'Boolean', readOnly: true, stored: false, default: false },
    active_display_group_override_id: { kind: 'Int', readOnly: true, stored: false },
    ...scheduleSlots,
  },
  check: (r, save) => [
    ...(r.connected_section_id != null && r.connected_section_id === r.id
      ? [{ field: 'connected_section_id', key: 'invalid' }]
      : []),
    // spec 02 §4: an active display group override blocks edits of the sections it covers
    ...(save.current ? sectionBlocked(save.ctx, save.current.id) : []),
  ],
  present: (r, ctx) => {
    const doc = ctx.services.systems.get(ctx.systemId);
    return {
      has_display_group_override: (doc?.display_group_overrides ?? []).some((o) =>
        o.section_ids.includes(r.id),
      ),
      active_display_group_override_id: sectionOverride(doc, r.id)?.id ?? null,
    };
  },
  message: 'schedule.updated',
  getsConfig: true,
  gets: { kind: 'sections' },
});

interface Connection {
  section_id: number;
  call_type_id: number;
}

export const displayGroups = define({
  type: 'DisplayGroup',
  plural: 'displayGroups',
  store: 'system',
  collection: 'display_groups',
  entity: 'display_group',
  permissions: ['admin::manage_system'],
  route: { segment: 'displaygroups' },
  // Spec 01 §2: app management manages display groups too (/appmanagement/displaygroups, and the group form's
  // nested modal), for app::manage_display_groups under app::use_module with the app licence.
  alsoManagedAt: {
    name: 'appDisplayGroups',
    route: { area: 'appmanagement', segment: 'displaygroups' },
    ...APP_PICKERS.displayGroupForm,
  },
  // the app user group form picks its display groups (spec 02 §3 app user group)
  pickedBy: [APP_PICKERS.groupForm, OVERRIDE_FORM, INTERCONNECTION_FORM],
  fields: {
    name: name(),
    connections: {
      kind: 'object',
      // The call display's type (modules/calls) is the output; the input names both ids as required.
      gql: '[DisplayGroupConnection!]!',
      gqlInput: '[AdminConnectionInput!]',
      rules: [contains()],
      default: [],
      shape: {
        type: 'DisplayGroupConnection',
        list: true,
        numbered: true,
        fields: {
          section_id: { kind: 'Int', rules: [required()], ref: { to: 'Section' } },
          call_type_id: { kind: 'Int', rules: [required()], ref: { to: 'CallType' } },
        },
      },
    },
  },
  sdl: '"A section and call type pair that a display group shows."\ninput AdminConnectionInput {\n  section_id: Int!\n  call_type_id: Int!\n}',
  reservedIds: DISPLAY_GROUP_SPECIAL,
  check: (r) => {
    const list = (r.connections as Connection[] | null) ?? [];
    const pairs = new Set(list.map((c) => `${c.section_id}/${c.call_type_id}`));
    return pairs.size < list.length ? [{ field: 'connections', key: 'duplicate' }] : [];
  },
  message: 'displaygroup.updated',
  getsConfig: true,
  gets: {
    kind: 'display_groups',
    items: { field: 'connections', kind: 'display_group_connections', parent: 'display_group_id' },
  },
});
