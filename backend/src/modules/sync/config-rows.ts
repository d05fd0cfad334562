// "Ours" as the Gets sees it (docs/protocols.md §2.1): the system document's call configuration mapped to the
// protocol's flat kinds and columns by the entity descriptions that name a Gets kind, and back for an import.
// Fields the product keeps for itself (a call type's display_config, every other admin list: checkpoint maps,
// flight profiles, buttons, ...) never leave the product (docs/sync.md).
import { CONFIG_KINDS, columnsOf, type ConfigKind, type ConfigRow } from '@cs/contracts/gets';
import { SPECIAL_DISPLAY_GROUPS, SPECIAL_SCHEDULES } from '@cs/contracts/vocabulary';
import { applyRecordRows, recordRows } from '../../crud/gets-rows.ts';
import { GETS_ENTITIES } from '../../crud/registry.ts';
import type { SystemDoc } from '../../store/config-types.ts';

export type RowsByKind = Record<ConfigKind, Map<number, ConfigRow>>;

/** Ids that are meanings, not rows (spec 01 §3): schedule 255 none; display groups 253 section, 254 all, 255 none. */
export const SPECIAL_IDS: Partial<Record<ConfigKind, ReadonlySet<number>>> = {
  schedules: new Set(SPECIAL_SCHEDULES),
  display_groups: new Set(SPECIAL_DISPLAY_GROUPS),
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

/** Only the protocol's columns, in its order; a missing column is null (a Gets' export read as rows). */
export function protocolRow(kind: ConfigKind, source: Record<string, unknown>): ConfigRow {
  const row: Record<string, unknown> = {};
  for (const column of columnsOf(kind)) row[column] = source[column] ?? null;
  return row as ConfigRow;
}

export function emptyRows(): RowsByKind {
  return Object.fromEntries(CONFIG_KINDS.map((k) => [k, new Map()])) as RowsByKind;
}

type Lists = Record<string, readonly Record<string, unknown>[]>;
const listsOf = (doc: SystemDoc) => doc as unknown as Lists;

/**
 * The product's configuration of one system as protocol rows: every record of a Gets-carried entity as its
 * description maps it (crud/gets-rows.ts), meanings left out.
 */
export function oursOf(doc: SystemDoc): RowsByKind {
  const rows = emptyRows();
  for (const d of GETS_ENTITIES)
    for (const record of listsOf(doc)[d.collection] ?? [])
      for (const { kind, row } of recordRows(d, record))
        if (!isSpecial(kind, row.id)) rows[kind].set(row.id, row);
  return rows;
}

/**
 * The system document's lists with `rows` taken for the kinds and ids given (an import): rows replace or add
 * records, ids in `removed` go. Product-only fields (a call type's display_config) are kept, a new record gets
 * its description's defaults; nested items (display group connections) follow their parent column.
 */
export function applyRows(
  doc: SystemDoc,
  rows: RowsByKind,
  removed: Record<ConfigKind, Set<number>>,
): Partial<SystemDoc> {
  const patch: Lists = {};
  for (const d of GETS_ENTITIES) {
    const { kind, items } = d.gets!;
    const itemRows = items ? { rows: rows[items.kind], removed: removed[items.kind] } : undefined;
    patch[d.collection] = applyRecordRows(
      d,
      listsOf(doc)[d.collection] ?? [],
      rows[kind],
      removed[kind],
      itemRows,
    );
  }
  return patch as Partial<SystemDoc>;
}
