// Call configuration (spec 02 §3): call types, schedules, sections, display groups.
import { ColorSwatch, Group } from '@mantine/core';
import { define, type FieldDef } from '../resource.ts';
import {
  CALL_TYPES,
  DISPLAY_CONFIG,
  DISPLAY_GROUPS,
  FLAG,
  INDICATION,
  LED,
  SCHEDULES,
  SECTIONS,
  URGENCY,
} from '../options.ts';

export const callTypes = define({
  name: 'callTypes',
  type: 'CallType',
  plural: 'callTypes',
  sortable: true,
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
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 32, counter: true },
    { name: 'text', widget: 'text', maxLength: 19, counter: true, hint: 'admin.hints.deviceText' },
    { name: 'char', widget: 'normalised', required: true, maxLength: 1 },
    { name: 'color', widget: 'color', required: true },
    { name: 'urgency', widget: 'select', options: URGENCY, required: true },
    { name: 'flag', widget: 'select', options: FLAG, required: true },
    { name: 'indication_type', widget: 'select', options: INDICATION, required: true },
    { name: 'led_primary_color', widget: 'select', options: LED, required: true },
    { name: 'led_secondary_color', widget: 'select', options: LED, required: true },
    { name: 'display_config', widget: 'flags', options: DISPLAY_CONFIG },
  ],
  defaults: {
    name: '',
    text: '',
    char: '',
    color: '#1976d2',
    urgency: 'NORMAL',
    flag: 'none',
    indication_type: 0,
    led_primary_color: 0,
    led_secondary_color: 0,
    display_config: Object.fromEntries(DISPLAY_CONFIG.map((o) => [o.value, false])),
  },
});

const TIMES = [1, 2, 3, 4, 5].map((i): FieldDef => ({ name: `time_${i}`, widget: 'time', required: i <= 2 }));
/**
 * Spec 02 §3 schedule "interval": the number of intervals (steps) the times divide the day into, i.e.
 * the boundaries set (the backend's reading, crud/entities/call-config.ts). Follows the times as typed.
 */
const intervalOf = (r: Record<string, unknown>) =>
  TIMES.filter((f) => typeof r[f.name] === 'string' && /^\d\d:\d\d$/.test(String(r[f.name]))).length;

export const schedules = define({
  name: 'schedules',
  type: 'Schedule',
  plural: 'schedules',
  columns: [{ name: 'name' }, ...TIMES.map((f) => ({ name: f.name })), { name: 'interval' }],
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 32, counter: true },
    ...TIMES,
    { name: 'interval', widget: 'number', derive: intervalOf, hint: 'admin.hints.interval' },
  ],
  defaults: { name: '', time_1: null, time_2: null, time_3: null, time_4: null, time_5: null },
  search: ['name'],
});

/**
 * A display group row per interval of the chosen schedule (spec 01 §3 active interval; the same rule as the
 * display drawer, spec 01 §4): none with schedule 255 (none), rows two to five only when the schedule has that
 * many boundaries. Hidden rows are not sent, so their stored values stay.
 */
const slotHidden =
  (when: string, i: number) =>
  (r: Record<string, unknown>, schedules: readonly Record<string, unknown>[]) => {
    const id = r[`${when}_schedule_id`];
    if (id == null || id === 255) return true;
    const schedule = schedules.find((s) => s.id === id);
    return i > (schedule ? Math.max(1, intervalOf(schedule)) : 1);
  };

const groupSlots = (when: 'weekday' | 'weekend'): FieldDef[] => [
  { name: `${when}_schedule_id`, widget: 'select', options: SCHEDULES, required: true },
  ...[1, 2, 3, 4, 5].map((i): FieldDef => ({
    name: `${when}_display_group_${i}_id`,
    widget: 'select',
    options: DISPLAY_GROUPS,
    hidden: slotHidden(when, i),
  })),
];
const NONE_SLOTS = Object.fromEntries(
  ['weekday', 'weekend']
    .flatMap((w) => [`${w}_schedule_id`, ...[1, 2, 3, 4, 5].map((i) => `${w}_display_group_${i}_id`)])
    .map((k) => [k, 255]),
);

export const sections = define({
  name: 'sections',
  type: 'Section',
  plural: 'sections',
  columns: [{ name: 'id' }, { name: 'name' }, { name: 'is_hidden' }, { name: 'allow_manual_call_closure' }],
  lookup: SCHEDULES,
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 32, counter: true },
    { name: 'connected_section_id', widget: 'select', options: SECTIONS },
    { name: 'is_hidden', widget: 'switch' },
    { name: 'allow_manual_call_closure', widget: 'switch' },
    ...groupSlots('weekday'),
    ...groupSlots('weekend'),
  ],
  defaults: {
    name: '',
    connected_section_id: null,
    is_hidden: false,
    allow_manual_call_closure: false,
    ...NONE_SLOTS,
  },
});

export const displayGroups = define({
  name: 'displayGroups',
  type: 'DisplayGroup',
  plural: 'displayGroups',
  columns: [{ name: 'id' }, { name: 'name' }, { name: 'connections' }],
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 32, counter: true },
    {
      name: 'connections',
      widget: 'records',
      required: true,
      items: [
        { name: 'section_id', widget: 'select', options: SECTIONS, required: true },
        { name: 'call_type_id', widget: 'select', options: CALL_TYPES, required: true },
      ],
      newItem: { section_id: null, call_type_id: null },
      addLabel: 'admin.displayGroups.addConnection',
    },
  ],
  defaults: { name: '', connections: [] },
  search: ['name'],
  hasChildren: (r) => Array.isArray(r.connections) && r.connections.length > 0,
});
