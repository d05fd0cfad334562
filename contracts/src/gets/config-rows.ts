// What a Gets accepts, per configuration kind (docs/protocols.md §2.1): one zod object per kind, its keys the
// kind's columns in their CSV order. The one statement of these facts: the twin's Gets validates every pushed row
// with them, the twin's ward types are inferred from them, the backend refuses a save whose rows they refuse
// (crud/gets-rows.ts), and the protocol document's tables are generated from them (scripts/protocol-tables.ts).
import { z } from 'zod';
import { CALL_TYPE_FLAGS, DISPLAY_GROUP_NONE, SCHEDULE_NONE, URGENCIES } from '../vocabulary.ts';
import { DEVICE_TEXT_CHARS, DEVICE_TEXT_MAX, DEVICE_TEXT_PATTERN } from './device-text.ts';

/** Spec 02 §3 system tree node kinds. */
export const NODE_KINDS = [
  'building',
  'device',
  'floor',
  'group',
  'person',
  'radio',
  'room',
  'section',
  'tech',
  'unknown',
  'wired',
] as const;
/** Spec 02 §3 call type urgency and flag: the vocabulary's (contracts/src/vocabulary). */
export { CALL_TYPE_FLAGS, URGENCIES };

/** The largest id or number a column holds (a 32-bit integer, what GraphQL's Int carries too). */
export const MAX_INT = 2_147_483_647;
/** `HH:mm`, 00:00 to 23:59 (spec 01 §3 schedules). */
export const HH_MM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * What the docs and the product's messages say about a column: its type, its bounds and formats. The catalogue
 * key and data a refused value gets (spec 02 §5) follow from it (rowViolations).
 */
export interface ColumnMeta {
  type: 'int' | 'text' | 'bool';
  /** int: the inclusive bounds; text: the length in characters (code points, as the product counts) */
  min?: number;
  max?: number;
  /** text: a format the value must have, as the message names it (HH:mm, #RRGGBB, A-Z a-z 0-9 . - /) */
  format?: string;
  /** text: one of these values */
  values?: readonly string[];
}
export const COLUMN_META = z.registry<ColumnMeta>();

const chars = (s: string) => [...s].length;

const int = (min: number, max = MAX_INT) =>
  z.int().min(min).max(max).register(COLUMN_META, { type: 'int', min, max });
const ident = () => int(1);
const bool = () => z.boolean().register(COLUMN_META, { type: 'bool' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).register(COLUMN_META, { type: 'text', values });

/** Text of `min` to `max` characters, optionally in a format; a refusal carries its catalogue key and data. */
function text(max: number, options: { min?: number; pattern?: RegExp; format?: string } = {}) {
  const min = options.min ?? 0;
  let schema = z
    .string()
    .refine((s) => chars(s) >= min, {
      abort: true,
      message: min > 1 ? `at least ${min} characters` : 'must not be empty',
      params: { key: min > 1 ? 'min_length' : 'required', ...(min > 1 ? { data: { min } } : {}) },
    })
    .refine((s) => chars(s) <= max, {
      abort: true,
      message: `at most ${max} characters`,
      params: { key: 'max_length', data: { max } },
    });
  const { pattern, format } = options;
  if (pattern && format)
    schema = schema.refine((s) => pattern.test(s), {
      message: `not in the format ${format}`,
      params: { key: 'format', data: { format } },
    });
  return schema.register(COLUMN_META, { type: 'text', min, max, ...(format ? { format } : {}) });
}
const name = (max: number) => text(max, { min: 1 });
/** Spec 02 §5: what a device's display shows (short 7, long 19 characters of A-Z a-z 0-9 . - / and space). */
const deviceText = (max: number, min = 0) =>
  text(max, { min, pattern: new RegExp(DEVICE_TEXT_PATTERN), format: DEVICE_TEXT_CHARS });
/** A schedule id (1-20, 255 none) or display group id (253 section, 254 all, 255 none): spec 01 §3. */
const slot = () => int(1, Math.max(SCHEDULE_NONE, DISPLAY_GROUP_NONE));

export const nodeRow = z.object({
  id: ident(),
  name: name(255),
  kind: oneOf(NODE_KINDS),
  parent_id: ident().nullable(),
  sort_order: int(0),
  number: ident().nullable(),
  serial: text(255, { min: 1 }).nullable(),
  is_tech: bool(),
  is_linkable: bool(),
  section_id: ident().nullable(),
  inherit_section: bool(),
  call_source_id: ident().nullable(),
  text_short: deviceText(DEVICE_TEXT_MAX.short),
  text_long: deviceText(DEVICE_TEXT_MAX.long),
  deny_manual_call_closure: bool(),
  // spec 02 §3 system tree node: assignment, inheritance and notes (issue 15), after the first columns so a
  // reader of the older export finds those where they were
  /** spec 02 §3 assignment: the node's own flight profile */
  flight_profile_id: ident().nullable(),
  inherit_flight_profile: bool(),
  /** spec 02 §3 assignment: a node this one is linked to (spec 02 §5 linked_system_tree_node_chain) */
  linked_system_tree_node_id: ident().nullable(),
  /** spec 02 §3 inheritance flags: the parent's text is shown instead of the node's own */
  inherit_text_short: bool(),
  inherit_text_long: bool(),
  comment: text(255),
  callback_number: text(255),
});

export const sectionRow = z.object({
  id: ident(),
  name: name(32),
  /** the main section */
  connected_section_id: ident().nullable(),
  is_hidden: bool(),
  allow_manual_call_closure: bool(),
  weekday_schedule_id: slot(),
  weekend_schedule_id: slot(),
  weekday_display_group_1_id: slot(),
  weekday_display_group_2_id: slot(),
  weekday_display_group_3_id: slot(),
  weekday_display_group_4_id: slot(),
  weekday_display_group_5_id: slot(),
  weekend_display_group_1_id: slot(),
  weekend_display_group_2_id: slot(),
  weekend_display_group_3_id: slot(),
  weekend_display_group_4_id: slot(),
  weekend_display_group_5_id: slot(),
});

export const callTypeRow = z.object({
  id: ident(),
  name: name(32),
  text: deviceText(DEVICE_TEXT_MAX.long),
  char: text(1, { min: 1 }),
  color: text(7, { pattern: COLOR_PATTERN, format: '#RRGGBB' }),
  /** spec 02 §9: a call type without one counts as 999 */
  sort_order: int(0, 999),
  urgency: oneOf(URGENCIES),
  flag: oneOf(CALL_TYPE_FLAGS),
  /** spec 02 §9: 0 text only ... 4 blink with beep three times per second */
  indication_type: int(0, 4),
  /** spec 02 §9 LED colours 0-7 */
  led_primary_color: int(0, 7),
  led_secondary_color: int(0, 7),
});

export const callSourceRow = z.object({
  id: ident(),
  number: int(1, 255),
  text: deviceText(DEVICE_TEXT_MAX.short, 1),
  char: text(1),
});

/** Up to five HH:mm boundaries (spec 01 §3, spec 02 §9); unused ones are null. */
const time = () => text(5, { min: 5, pattern: HH_MM_PATTERN, format: 'HH:mm' }).nullable();
export const scheduleRow = z.object({
  id: ident(),
  name: name(32),
  time_1: time(),
  time_2: time(),
  time_3: time(),
  time_4: time(),
  time_5: time(),
});

export const displayGroupRow = z.object({ id: ident(), name: name(32) });

export const displayGroupConnectionRow = z.object({
  id: ident(),
  display_group_id: ident(),
  section_id: ident(),
  call_type_id: ident(),
});

/** Every kind the Gets holds, in the protocol's order (docs/protocols.md §2.1). */
export const CONFIG_ROWS = {
  nodes: nodeRow,
  sections: sectionRow,
  call_types: callTypeRow,
  call_sources: callSourceRow,
  schedules: scheduleRow,
  display_groups: displayGroupRow,
  display_group_connections: displayGroupConnectionRow,
} as const;

export type NodeRow = z.infer<typeof nodeRow>;
export type SectionRow = z.infer<typeof sectionRow>;
export type CallTypeRow = z.infer<typeof callTypeRow>;
export type CallSourceRow = z.infer<typeof callSourceRow>;
export type ScheduleRow = z.infer<typeof scheduleRow>;
export type DisplayGroupRow = z.infer<typeof displayGroupRow>;
export type DisplayGroupConnectionRow = z.infer<typeof displayGroupConnectionRow>;
export type NodeKind = NodeRow['kind'];
export type Urgency = CallTypeRow['urgency'];
export type CallTypeFlag = CallTypeRow['flag'];
