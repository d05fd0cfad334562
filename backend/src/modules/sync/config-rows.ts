// "Ours" as the Gets sees it (docs/protocols.md §2.1): the system document's call configuration mapped to the
// protocol's flat kinds and columns, and back for an import. Fields the product keeps for itself (a call type's
// display_config, every other admin list: checkpoint maps, flight profiles, buttons, ...) never leave the product
// (docs/sync.md).
import { CONFIG_KINDS, columnsOf, type ConfigKind, type ConfigRow } from '@cs/contracts/gets';
import type { SystemDoc } from '../../store/config-types.ts';

export type RowsByKind = Record<ConfigKind, Map<number, ConfigRow>>;

/** Ids that are meanings, not rows (spec 01 §3): schedule 255 none; display groups 253 section, 254 all, 255 none. */
export const SPECIAL_IDS: Partial<Record<ConfigKind, ReadonlySet<number>>> = {
  schedules: new Set([255]),
  display_groups: new Set([253, 254, 255]),
};

export const isSpecial = (kind: ConfigKind, id: number) => SPECIAL_IDS[kind]?.has(id) ?? false;

/** Upserts go in this order (a row's references first); deletes in the reverse. */
export const SEND_ORDER: readonly ConfigKind[] = [
  'schedules',
  'display_groups',
  'call_types',
  'call_sources',
  'sections',
  'display_group_connections',
  'nodes',
];

/** Only the protocol's columns, in its order; a missing nullable column is null. */
export function protocolRow(kind: ConfigKind, source: Record<string, unknown>): ConfigRow {
  const row: Record<string, unknown> = {};
  for (const column of columnsOf(kind)) row[column] = source[column] ?? null;
  return row as ConfigRow;
}

function mapOf(kind: ConfigKind, rows: Iterable<Record<string, unknown>>): Map<number, ConfigRow> {
  const map = new Map<number, ConfigRow>();
  for (const r of rows) {
    const row = protocolRow(kind, r);
    if (!isSpecial(kind, row.id)) map.set(row.id, row);
  }
  return map;
}

export function emptyRows(): RowsByKind {
  return Object.fromEntries(CONFIG_KINDS.map((k) => [k, new Map()])) as RowsByKind;
}

/** The product's configuration of one system as protocol rows. */
export function oursOf(doc: SystemDoc): RowsByKind {
  return {
    nodes: mapOf('nodes', doc.nodes as unknown as Record<string, unknown>[]),
    sections: mapOf('sections', doc.sections as unknown as Record<string, unknown>[]),
    // spec 02 §9: a missing sort_order counts as 999; the Gets has no empty text
    call_types: mapOf(
      'call_types',
      doc.call_types.map((c) => ({ ...c, text: c.text ?? '', sort_order: c.sort_order ?? 999 })),
    ),
    call_sources: mapOf('call_sources', doc.call_sources as unknown as Record<string, unknown>[]),
    schedules: mapOf('schedules', doc.schedules as unknown as Record<string, unknown>[]),
    display_groups: mapOf(
      'display_groups',
      doc.display_groups.map(({ id, name }) => ({ id, name })),
    ),
    display_group_connections: mapOf(
      'display_group_connections',
      doc.display_groups.flatMap((g) => g.connections.map((c) => ({ ...c, display_group_id: g.id }))),
    ),
  };
}

/**
 * The system document's lists with `rows` taken for the kinds and ids given (an import): rows replace or add
 * records, ids in `removed` go. Product-only fields of a call type (display_config) are kept, a new one gets
 * the display's defaults; display group connections follow their group.
 */
export function applyRows(
  doc: SystemDoc,
  rows: RowsByKind,
  removed: Record<ConfigKind, Set<number>>,
): Pick<SystemDoc, 'nodes' | 'sections' | 'call_types' | 'call_sources' | 'schedules' | 'display_groups'> {
  const merge = <T extends { id: number }>(
    kind: ConfigKind,
    list: T[],
    convert: (row: ConfigRow, before: T | undefined) => T,
  ): T[] => {
    const byId = new Map(list.map((r) => [r.id, r]));
    for (const id of removed[kind]) byId.delete(id);
    for (const [id, row] of rows[kind]) byId.set(id, convert(row, byId.get(id)));
    return [...byId.values()].sort((a, b) => a.id - b.id);
  };
  const same = <T>(row: ConfigRow): T => ({ ...row }) as unknown as T;
  const groups = merge('display_groups', doc.display_groups, (row, before) => ({
    id: row.id,
    name: String(row.name),
    connections: before?.connections ?? [],
  }));
  const connections = new Map(
    doc.display_groups.flatMap((g) => g.connections.map((c) => [c.id, { ...c, display_group_id: g.id }])),
  );
  for (const id of removed.display_group_connections) connections.delete(id);
  for (const [id, row] of rows.display_group_connections)
    connections.set(id, {
      id,
      section_id: Number(row.section_id),
      call_type_id: Number(row.call_type_id),
      display_group_id: Number(row.display_group_id),
    });
  const withConnections = groups.map((g) => ({
    ...g,
    connections: [...connections.values()]
      .filter((c) => c.display_group_id === g.id)
      .sort((a, b) => a.id - b.id)
      .map(({ id, section_id, call_type_id }) => ({ id, section_id, call_type_id })),
  }));
  return {
    nodes: merge('nodes', doc.nodes, same<SystemDoc['nodes'][number]>),
    sections: merge('sections', doc.sections, same<SystemDoc['sections'][number]>),
    call_types: merge('call_types', doc.call_types, (row, before) => ({
      ...(row as unknown as SystemDoc['call_types'][number]),
      display_config: before?.display_config ?? {
        fullscreen: false,
        hide_lower_priority: false,
        monitor_own_calls: false,
        normal_beep_15_sec: false,
        permanent_display_area: false,
      },
    })),
    call_sources: merge('call_sources', doc.call_sources, same<SystemDoc['call_sources'][number]>),
    schedules: merge('schedules', doc.schedules, same<SystemDoc['schedules'][number]>),
    display_groups: withConnections,
  };
}
