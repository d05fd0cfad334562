// Typed row readers for the history database (issue 34: no `as unknown as` on what SQLite hands back). node:sqlite
// gives rows as records of whatever the columns hold; a reader states each column's type once (a zod object per
// query's columns) and checks every row it hands on, so a migration that renames or retypes a column fails where
// the row is read, with the column's name, instead of as a wrong value far away. The repositories' row types are
// inferred from their readers. Checked reads cost about a microsecond a row: the hot paths over many rows (the
// call log's pages, the analytics' chunks) keep their own mapping.
import { z } from 'zod';

/** An INTEGER column (node:sqlite returns numbers unless readBigInts is set). */
export const int = () => z.int();
/** A TEXT column. */
export const text = () => z.string();

/** Every row of a statement's answer, checked by `reader`. */
export function rowsOf<S extends z.ZodType>(reader: S, rows: readonly unknown[]): z.output<S>[] {
  return rows.map((row) => reader.parse(row));
}

/** The row of a `.get()` answer, checked by `reader`; undefined when there is none. */
export function rowOf<S extends z.ZodType>(reader: S, row: unknown): z.output<S> | undefined {
  return row === undefined ? undefined : reader.parse(row);
}

/** A column as a fast reader states it: INTEGER or TEXT, `?` when it may be NULL. */
type Column = 'int' | 'int?' | 'text' | 'text?';
type ValueOf<C extends Column> = C extends 'int'
  ? number
  : C extends 'int?'
    ? number | null
    : C extends 'text'
      ? string
      : string | null;
export type RowOf<S extends Record<string, Column>> = { [K in keyof S]: ValueOf<S[K]> };

const fits = (column: Column, value: unknown): boolean =>
  value === null
    ? column.endsWith('?')
    : column.startsWith('int')
      ? Number.isInteger(value)
      : typeof value === 'string';

/**
 * A reader for the hot paths (a call log page, the whole log of a scenario's fingerprint): the same check as a zod
 * reader, each column's type, written as one loop over the columns (about a tenth of zod's cost a row). The row it
 * returns holds the stated columns only, in their order.
 */
export function columnsReader<S extends Record<string, Column>>(
  table: string,
  columns: S,
): (row: unknown) => RowOf<S> {
  const entries = Object.entries(columns);
  return (row) => {
    if (typeof row !== 'object' || row === null) throw new TypeError(`${table}: not a row`);
    const out: Record<string, unknown> = {};
    for (const [name, column] of entries) {
      const value: unknown = Reflect.get(row, name);
      if (!fits(column, value)) throw new TypeError(`${table}.${name}: ${String(value)} is not ${column}`);
      out[name] = value;
    }
    // Built column by column from the checked columns: the stated row, which TypeScript cannot follow through the loop.
    return out as RowOf<S>;
  };
}
