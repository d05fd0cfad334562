// The pure parts of the form lifecycle of spec 01 §4 and the inputs of spec 01 §5.
import { addressChanged } from '@cs/rules/secret-address';
import type { CrudRecord, FieldDef, Option, RelationOptions } from './resource.ts';

/** Default form id for new (spec 02 §9). */
export const NEW_ID = -1;

export const isNew = (record: Pick<CrudRecord, 'id'>) => record.id === NEW_ID;

/** The route's `:id?`: missing, empty or -1 means a new record. */
export const idFromParam = (param: string | undefined): number => {
  const n = Number(param);
  return param && Number.isInteger(n) && n > 0 ? n : NEW_ID;
};

/** A new record: id -1 and the resource's defaults. */
export const newRecord = (defaults: Readonly<Record<string, unknown>> = {}): CrudRecord => ({
  ...structuredClone(defaults),
  id: NEW_ID,
});

/** Copy sets the id to new (and the caller flags copying); the rest of the record stays. */
export const copyOf = (record: CrudRecord): CrudRecord => ({ ...stripTypename(record), id: NEW_ID });

/** The type-name field is stripped from outgoing data, at every depth. */
export function stripTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripTypename) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== '__typename')
        .map(([k, v]) => [k, stripTypename(v)]),
    ) as T;
  }
  return value;
}

/** Submit creates when new or copying, else updates (spec 01 §4). */
export const submitMode = (record: CrudRecord, copying: boolean): 'create' | 'update' =>
  isNew(record) || copying ? 'create' : 'update';

/**
 * The mutation input: only the form's fields (no read-only server fields), no type names;
 * a create sends no id. Empty text becomes null so optional fields stay empty on the server.
 */
export function toInput(
  record: CrudRecord,
  fields: readonly FieldDef[],
  mode: 'create' | 'update',
): Record<string, unknown> {
  const input: Record<string, unknown> = mode === 'update' ? { id: record.id } : {};
  for (const f of fields) {
    if (!(f.name in record) || f.derive || f.shownOnly) continue;
    const v = record[f.name];
    // A records field sends its item fields only (e.g. no server-side connection id the input type lacks).
    if (f.widget === 'records' && Array.isArray(v))
      input[f.name] = v.map((row: Record<string, unknown>) => itemOf(row, f.items ?? [], f.itemIds === true));
    else input[f.name] = v === '' && f.widget !== 'password' ? null : stripTypename(v);
  }
  return input;
}

/** Spec 01 §5: on blur, strip all but space, dot, backslash, letters and digits, and uppercase. */
export const normaliseText = (s: string) => s.replace(/[^ .\\A-Za-z0-9]/g, '').toUpperCase();

/** Remaining characters for the counter under an input with a maximum length. */
export const remaining = (value: unknown, max: number) => max - [...String(value ?? '')].length;

/**
 * Spec 01 §5: a dropdown of numeric values keeps numbers numeric. Mantine's Select works with
 * strings; this maps the chosen string back to the option's own value.
 */
export function optionValue(options: readonly Option[], chosen: string | null): string | number | null {
  if (chosen === null) return null;
  const option = options.find((o) => String(o.value) === chosen);
  return option ? option.value : chosen;
}

export const isRelation = (o: FieldDef['options']): o is RelationOptions => !!o && !Array.isArray(o);

/** Case-insensitive search over the given fields of a record. */
export function matches(record: CrudRecord, fields: readonly string[], query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) =>
    String(record[f] ?? '')
      .toLowerCase()
      .includes(q),
  );
}

/** The errors under one field (`field.sub`, `field.0.sub`), keyed by the rest of their path. */
export function errorsUnder(errors: Readonly<Record<string, string>>, field: string): Record<string, string> {
  const prefix = `${field}.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])),
  );
}

/** A row of a records field: its item fields only (and its id when the rows keep ids). */
export function itemOf(
  row: Readonly<Record<string, unknown>>,
  items: readonly FieldDef[],
  keepId: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = keepId && typeof row.id === 'number' ? { id: row.id } : {};
  for (const f of items) out[f.name] = row[f.name] ?? null;
  return out;
}

/**
 * A stored secret's hint while its address is being changed (issue 33): saving without the secret removes the
 * stored one (the backend's rule, with the same function), so the form says so before saving: the i18n key of
 * admin.hints.passwordRemoved / secretRemoved (by the field's name), or null.
 */
export function secretHint(field: FieldDef, record: CrudRecord, stored: CrudRecord | null): string | null {
  if (!field.address || !stored) return null;
  const value = record[field.name];
  const empty = value === null || value === undefined || value === '';
  return empty && addressChanged(field.address, stored, record) ? `admin.hints.${field.name}Removed` : null;
}
