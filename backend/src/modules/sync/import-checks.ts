// The config-import checks (spec 02 §5): run on the configuration an import would leave the product with, so a
// check that fails names its records and nothing is imported. Meanings (schedule 255, display groups 253-255)
// are valid references without being rows.
import { CONFIG_KINDS, rowViolations, type ConfigKind, type ConfigRow } from '@cs/contracts/gets';
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
  // Every row as the configurator's own row schemas judge it (docs/protocols.md §2.1): a value the product would
  // refuse on save is not imported either; the failure names the column.
  for (const kind of CONFIG_KINDS)
    for (const row of result[kind].values())
      for (const v of rowViolations(kind, row)) f.add('invalid_value', kind, [row.id], v.field);
  for (const schedule of result.schedules.values()) {
    const times = [1, 2, 3, 4, 5].map((i) => schedule[`time_${i}`] as string | null);
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
