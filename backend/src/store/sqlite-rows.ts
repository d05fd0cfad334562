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
