// Call configuration (spec 02 §3): call types, schedules, sections, display groups. Presentation only.
import { intervalCount, SCHEDULE_NONE, SCHEDULE_TIME_FIELDS } from '@cs/rules';
import { ColorSwatch, Group } from '@mantine/core';
import { atRoute, define, type CrudRecord, type FieldDef } from '../resource.ts';
import { SCHEDULES } from '../options.ts';

export const callTypes = define({
  type: 'CallType',
  columns: [
    {
      name: 'name',
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={String(r.color ?? '#fff')} size={14} />
          {String(r.name ?? '')}
        </Group>
      ),
    },
    { name: 'char' },
    { name: 'urgency' },
    { name: 'flag' },
    { name: 'sort_order' },
  ],
  fields: {
    name: { counter: true },
    text: { counter: true, hint: 'admin.hints.deviceText' },
    char: { widget: 'normalised' },
    color: { widget: 'color' },
    indication_type: { codes: 'admin.options.indication' },
    led_primary_color: { codes: 'admin.options.led' },
    led_secondary_color: { codes: 'admin.options.led' },
  },
  optionLabels: { display_config: 'admin.options.displayConfig' },
});

/**
 * Spec 02 §3 schedule "interval": the number of intervals the times divide the day into (the backend's
 * reading, crud/entities/call-config.ts; the rule is @cs/rules'). Follows the times as typed.
 */
const intervalOf = (r: CrudRecord) => intervalCount({ ...r, id: r.id });

export const schedules = define({
  type: 'Schedule',
  columns: [{ name: 'name' }, ...SCHEDULE_TIME_FIELDS.map((name) => ({ name })), { name: 'interval' }],
  fields: {
    name: { counter: true },
    // The first two boundaries make the two steps every schedule needs (spec 02 §5; the server says so too).
    time_1: { required: true },
    time_2: { required: true },
    interval: { widget: 'number', derive: intervalOf, hint: 'admin.hints.interval' },
  },
  search: ['name'],
});

/**
 * A display group row per interval of the chosen schedule (spec 01 §3 active interval; the same rule as the
 * display drawer, spec 01 §4): none with schedule 255 (none), rows two to five only when the schedule has that
 * many boundaries. Hidden rows are not sent, so their stored values stay.
 */
const slotHidden = (when: string, i: number) => (r: CrudRecord, schedules: readonly CrudRecord[]) => {
  const id = r[`${when}_schedule_id`];
  if (id == null || id === SCHEDULE_NONE) return true;
  return i > intervalCount(schedules.find((s) => s.id === id));
};
const slots = Object.fromEntries(
  ['weekday', 'weekend'].flatMap((when) =>
    [1, 2, 3, 4, 5].map((i): [string, Partial<FieldDef>] => [
      `${when}_display_group_${i}_id`,
      { hidden: slotHidden(when, i) },
    ]),
  ),
);

export const sections = define({
  type: 'Section',
  columns: [{ name: 'id' }, { name: 'name' }, { name: 'is_hidden' }, { name: 'allow_manual_call_closure' }],
  lookup: SCHEDULES,
  fields: {
    name: { counter: true },
    ...slots,
  },
  // Set by the display group overrides (/tree/displaygroupoverrides), shown read-only.
  shown: ['has_display_group_override', 'active_display_group_override_id'],
});

export const displayGroups = define({
  type: 'DisplayGroup',
  columns: [{ name: 'id' }, { name: 'name' }, { name: 'connections' }],
  fields: {
    name: { counter: true },
    connections: { addLabel: 'admin.displayGroups.addConnection' },
  },
  search: ['name'],
  hasChildren: (r) => Array.isArray(r.connections) && r.connections.length > 0,
});

/** The display groups under app management (spec 01 §2 /appmanagement/displaygroups, app::manage_display_groups). */
export const appDisplayGroups = atRoute(displayGroups, 'appDisplayGroups');
