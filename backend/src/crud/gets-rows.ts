// A record of a Gets-carried entity (its description's `gets`) as the rows the Gets receives (docs/sync.md
// "ours"), and back. A save is judged by the Gets' own row schemas (@cs/contracts/gets config-rows.ts): what the
// configurator would refuse is refused here, under the field the user typed it in, with the catalogue's key.
import {
  columnOf,
  columnsOf,
  rowViolations,
  type ConfigKind,
  type ConfigRow,
  type ConfigValue,
} from '@cs/contracts/gets';
import type { EntityDescription, EntityRecord, FieldSpec, FieldViolation } from './entity.ts';

type Item = Record<string, unknown>;

/** One row of a record, and the product's field that each of its columns came from. */
export interface RecordRow {
  kind: ConfigKind;
  row: ConfigRow;
  fieldOf: (column: string) => string;
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * A column's value from the product's field: an empty field is the column's empty (null where the column may be
 * null, '' for text) or the field's own `getsEmpty`; an empty int or bool column stays empty, which the Gets
 * refuses as required.
 */
function cell(kind: ConfigKind, column: string, value: unknown, spec: FieldSpec | undefined): unknown {
  if (!empty(value)) return value;
  if (spec?.getsEmpty !== undefined) return spec.getsEmpty;
  const c = columnOf(kind, column)!;
  if (c.nullable) return null;
  return c.meta.type === 'text' ? '' : null;
}

function rowOf(kind: ConfigKind, source: Item, fields: Readonly<Record<string, FieldSpec>>): ConfigRow {
  return Object.fromEntries(
    columnsOf(kind).map((c) => [c, cell(kind, c, source[c], fields[c])]),
  ) as ConfigRow;
}

/** The rows a record of a Gets-carried entity becomes: its own, then one per item of its nested list. */
export function recordRows(d: EntityDescription, record: Item): RecordRow[] {
  const gets = d.gets;
  if (!gets) return [];
  const rows: RecordRow[] = [{ kind: gets.kind, row: rowOf(gets.kind, record, d.fields), fieldOf: (c) => c }];
  const items = gets.items;
  if (!items) return rows;
  const shape = d.fields[items.field]?.shape?.fields ?? {};
  const list = Array.isArray(record[items.field]) ? (record[items.field] as Item[]) : [];
  list.forEach((item, i) =>
    rows.push({
      kind: items.kind,
      row: rowOf(items.kind, { ...item, [items.parent]: record.id }, shape),
      fieldOf: (c) => (c === items.parent ? items.field : `${items.field}.${i}.${c}`),
    }),
  );
  return rows;
}

/**
 * The field errors of a save whose rows the Gets would refuse (spec 02 §5 keys and data). Ids are the product's to
 * give (a new record has none yet), so the id columns are not judged here.
 */
export function getsViolations(d: EntityDescription, record: EntityRecord): FieldViolation[] {
  const parent = d.gets?.items?.parent;
  const ids: Item = parent ? { id: 1, [parent]: 1 } : { id: 1 };
  return recordRows(d, record).flatMap(({ kind, row, fieldOf }) =>
    rowViolations(kind, { ...row, ...(kind === d.gets?.kind ? { id: 1 } : ids) })
      .filter((v) => !(v.field in ids))
      .map((v) => ({ field: fieldOf(v.field), key: v.key, ...(v.data ? { data: v.data } : {}) })),
  );
}

/** The stored values a description gives a new record (its fields' defaults), for a row taken from the Gets. */
function defaultsOf(d: EntityDescription): Item {
  return Object.fromEntries(
    Object.entries(d.fields)
      .filter(([, f]) => !f.readOnly && f.stored !== false)
      .map(([name, f]) => [name, structuredClone(f.default ?? null)]),
  );
}

/**
 * The description's records with the Gets' rows taken (an import): a row replaces the columns of its record or
 * adds one with the description's defaults for the rest (product-only fields stay as they were); ids in `removed`
 * go. Items of a nested list follow their parent column.
 */
export function applyRecordRows(
  d: EntityDescription,
  records: readonly Item[],
  rows: ReadonlyMap<number, ConfigRow> & Iterable<[number, ConfigRow]>,
  removed: ReadonlySet<number>,
  itemRows?: { rows: Iterable<[number, ConfigRow]>; removed: ReadonlySet<number> },
): Item[] {
  const byId = new Map(records.map((r) => [r.id as number, r]));
  for (const id of removed) byId.delete(id);
  for (const [id, row] of rows) byId.set(id, { ...(byId.get(id) ?? defaultsOf(d)), ...row });
  const out = [...byId.values()].sort((a, b) => (a.id as number) - (b.id as number));
  const items = d.gets?.items;
  if (!items || !itemRows) return out;
  const { field, parent } = items;
  const all = new Map<number, Item>(
    records.flatMap((r) =>
      ((r[field] as Item[] | null) ?? []).map((i) => [i.id as number, { ...i, [parent]: r.id }]),
    ),
  );
  for (const id of itemRows.removed) all.delete(id);
  for (const [id, row] of itemRows.rows) all.set(id, { ...row });
  const columns = ['id', ...Object.keys(d.fields[field]?.shape?.fields ?? {})];
  return out.map((r) => ({
    ...r,
    [field]: [...all.values()]
      .filter((i) => i[parent] === r.id)
      .sort((a, b) => (a.id as number) - (b.id as number))
      .map((i) => Object.fromEntries(columns.map((c) => [c, i[c] as ConfigValue]))),
  }));
}
