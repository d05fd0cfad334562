// Column sorting of an admin list (issue 14 tables): by what the cell shows, not by the stored code: fixed
// options by their translated label, dates by instant, flags false before true, lists by length, texts in the
// user's language's collation (ä with a, numbers in numeric order: 'Zimmer 2' before 'Zimmer 10').
import { readInstant } from '@cs/rules/time';
import { isRelation } from '../form-state.ts';
import type { ColumnDef, CrudRecord, FieldDef, Option } from '../resource.ts';

export interface SortStatus {
  column: string;
  direction: 'asc' | 'desc';
}

/** A column sorts when its cell is its own value (relations show another list's label: not sortable here). */
export const isSortable = (column: ColumnDef, field: FieldDef | undefined) =>
  !column.render && !(field && isRelation(field.options));

function sortValue(v: unknown, field: FieldDef | undefined, t: (key: string) => string): string | number {
  const options = field?.options;
  if (Array.isArray(options)) {
    const o = (options as Option[]).find((x) => x.value === v);
    if (o) return o.plain ? o.label : t(o.label);
  }
  if (field?.widget === 'datetime' && typeof v === 'string') return readInstant(v) || 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (Array.isArray(v)) return v.length;
  if (typeof v === 'number') return v;
  return v == null ? '' : String(v);
}

export function sortRows(
  rows: readonly CrudRecord[],
  fields: readonly FieldDef[],
  sort: SortStatus | null,
  t: (key: string) => string,
  language: string,
): readonly CrudRecord[] {
  if (!sort) return rows;
  const field = fields.find((f) => f.name === sort.column);
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((r) => ({ r, k: sortValue(r[sort.column], field, t) }));
  keyed.sort((a, b) => {
    const d =
      typeof a.k === 'number' && typeof b.k === 'number'
        ? a.k - b.k
        : collator.compare(String(a.k), String(b.k));
    return d === 0 ? a.r.id - b.r.id : sign * d;
  });
  return keyed.map((x) => x.r);
}
