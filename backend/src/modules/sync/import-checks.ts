// The config-import checks (spec 02 §5): run on the configuration an import would leave the product with, so a
// check that fails names its records and nothing is imported. Meanings (schedule 255, display groups 253-255)
// are valid references without being rows.
import { DEVICE_TEXT_MAX, hasDeviceTextChars, type ConfigKind, type ConfigRow } from '@cs/contracts/gets';
import { isSpecial, type RowsByKind } from './config-rows.ts';

export type ImportCheck =
  | 'invalid_config'
  | 'duplicate_position'
  | 'duplicate_serial'
  | 'schedule_times_not_ascending'
  | 'invalid_value'
  | 'missing_call_source'
  | 'missing_related_element';

export interface ImportFailure {
  check: ImportCheck;
  entity_kind: ConfigKind;
  entity_ids: number[];
  /** the field or detail the check is about */
  detail: string | null;
}

const URGENCIES = new Set(['NORMAL', 'URGENT', 'EMERGENCY']);
const FLAGS = new Set(['none', 'presence', 'defect']);
const NODE_KINDS = new Set([
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
]);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

class Failures {
  readonly list: ImportFailure[] = [];
  add(check: ImportCheck, kind: ConfigKind, ids: number[], detail: string | null = null) {
    const known = this.list.find((f) => f.check === check && f.entity_kind === kind && f.detail === detail);
    if (known) known.entity_ids.push(...ids.filter((id) => !known.entity_ids.includes(id)));
    else this.list.push({ check, entity_kind: kind, entity_ids: [...ids], detail });
  }
}

/** Groups of ids sharing one key (null keys are not compared). */
function duplicates(rows: Iterable<ConfigRow>, key: (row: ConfigRow) => string | null): number[][] {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    groups.set(k, [...(groups.get(k) ?? []), row.id]);
  }
  return [...groups.values()].filter((ids) => ids.length > 1);
}

function checkValues(result: RowsByKind, f: Failures): void {
  for (const node of result.nodes.values()) {
    if (!NODE_KINDS.has(String(node.kind))) f.add('invalid_value', 'nodes', [node.id], 'kind');
    for (const [field, max] of [
      ['text_short', DEVICE_TEXT_MAX.short],
      ['text_long', DEVICE_TEXT_MAX.long],
    ] as const) {
      const text = String(node[field] ?? '');
      if (text.length > max || !hasDeviceTextChars(text)) f.add('invalid_value', 'nodes', [node.id], field);
    }
  }
  for (const type of result.call_types.values()) {
    if (!URGENCIES.has(String(type.urgency))) f.add('invalid_value', 'call_types', [type.id], 'urgency');
    if (!FLAGS.has(String(type.flag))) f.add('invalid_value', 'call_types', [type.id], 'flag');
    const indication = Number(type.indication_type);
    if (indication < 0 || indication > 4) f.add('invalid_value', 'call_types', [type.id], 'indication_type');
    for (const led of ['led_primary_color', 'led_secondary_color'] as const) {
      const colour = Number(type[led]);
      if (colour < 0 || colour > 7) f.add('invalid_value', 'call_types', [type.id], led);
    }
  }
  for (const schedule of result.schedules.values()) {
    const times = [1, 2, 3, 4, 5].map((i) => schedule[`time_${i}`] as string | null);
    if (times.some((t) => t !== null && !TIME.test(t)))
      f.add('invalid_value', 'schedules', [schedule.id], 'time');
    const set = times.filter((t): t is string => t !== null);
    // spec 02 §5: times ascend, and an empty step is only allowed after the last one
    const gap = times.findIndex((t) => t === null);
    const ascending = set.every((t, i) => i === 0 || t > set[i - 1]!) && (gap < 0 || gap >= set.length);
    if (!ascending) f.add('schedule_times_not_ascending', 'schedules', [schedule.id]);
  }
}

function checkReferences(result: RowsByKind, flightProfiles: ReadonlySet<number>, f: Failures): void {
  const has = (kind: ConfigKind, id: unknown) =>
    id === null || id === undefined || isSpecial(kind, Number(id)) || result[kind].has(Number(id));
  const need = (ok: boolean, kind: ConfigKind, id: number, detail: string) => {
    if (!ok) f.add('missing_related_element', kind, [id], detail);
  };
  for (const n of result.nodes.values()) {
    if (!has('call_sources', n.call_source_id)) f.add('missing_call_source', 'nodes', [n.id]);
    need(has('nodes', n.parent_id), 'nodes', n.id, 'parent_id');
    need(has('nodes', n.linked_system_tree_node_id), 'nodes', n.id, 'linked_system_tree_node_id');
    need(has('sections', n.section_id), 'nodes', n.id, 'section_id');
    const profile = n.flight_profile_id;
    need(profile === null || flightProfiles.has(Number(profile)), 'nodes', n.id, 'flight_profile_id');
  }
  for (const s of result.sections.values()) {
    need(has('sections', s.connected_section_id), 'sections', s.id, 'connected_section_id');
    for (const day of ['weekday', 'weekend'] as const) {
      need(has('schedules', s[`${day}_schedule_id`]), 'sections', s.id, `${day}_schedule_id`);
      for (const i of [1, 2, 3, 4, 5])
        need(
          has('display_groups', s[`${day}_display_group_${i}_id`]),
          'sections',
          s.id,
          `${day}_display_group_${i}_id`,
        );
    }
  }
  for (const c of result.display_group_connections.values()) {
    need(has('display_groups', c.display_group_id), 'display_group_connections', c.id, 'display_group_id');
    need(has('sections', c.section_id), 'display_group_connections', c.id, 'section_id');
    need(has('call_types', c.call_type_id), 'display_group_connections', c.id, 'call_type_id');
  }
}

/** `duplicateIds`: ids that occur in more than one row of the Gets' export, per kind. */
export function importChecks(
  result: RowsByKind,
  duplicateIds: Partial<Record<ConfigKind, number[]>>,
  flightProfiles: ReadonlySet<number>,
): ImportFailure[] {
  const f = new Failures();
  for (const [kind, ids] of Object.entries(duplicateIds) as [ConfigKind, number[]][])
    if (ids.length) f.add('duplicate_position', kind, ids, 'id');
  // A device's number is its position in the call system (docs/protocols.md: a call's number): unique.
  for (const ids of duplicates(result.nodes.values(), (n) => (n.number === null ? null : String(n.number))))
    f.add('duplicate_position', 'nodes', ids, 'number');
  for (const ids of duplicates(result.nodes.values(), (n) => (n.serial ? String(n.serial) : null)))
    f.add('duplicate_serial', 'nodes', ids, 'serial');
  checkValues(result, f);
  checkReferences(result, flightProfiles, f);
  return f.list;
}
