// The configuration kinds the Gets holds and exports as CSV (docs/protocols.md §2.1; ARCHITECTURE §4: "Gets
// speaks CSV per entity"). Every kind is flat (display group connections are their own kind), so a CSV row
// is one entity, `id` is always the first column and the column order is the row schema's (config-rows.ts).
// Everything here follows from those schemas.
import { z } from 'zod';
import { COLUMN_META, CONFIG_ROWS, type ColumnMeta } from './config-rows.ts';

export type ColumnType = 'int' | 'int?' | 'text' | 'text?' | 'bool';

export type ConfigKind = keyof typeof CONFIG_ROWS;
export const CONFIG_KINDS = Object.keys(CONFIG_ROWS) as ConfigKind[];

export type ConfigValue = string | number | boolean | null;
export type ConfigRow = { id: number } & Record<string, ConfigValue>;

export function isConfigKind(kind: string): kind is ConfigKind {
  return Object.hasOwn(CONFIG_ROWS, kind);
}

const shapeOf = (kind: ConfigKind): Record<string, z.ZodType> => CONFIG_ROWS[kind].shape;

export function columnsOf(kind: ConfigKind): string[] {
  return Object.keys(shapeOf(kind));
}

/** A column's schema and what it says about itself; null when the kind has no such column. */
export function columnOf(
  kind: ConfigKind,
  column: string,
): { nullable: boolean; meta: ColumnMeta; schema: z.ZodType } | null {
  const schema = shapeOf(kind)[column];
  if (!schema) return null;
  const nullable = schema instanceof z.ZodNullable;
  const inner = nullable ? (schema.unwrap() as z.ZodType) : schema;
  const meta = COLUMN_META.get(inner);
  if (!meta) throw new Error(`${kind}.${column} has no column meta (config-rows.ts builds every column)`);
  return { nullable, meta, schema };
}

/** The column's type as the CSV and the defaults of a new row know it. */
export function columnType(kind: ConfigKind, column: string): ColumnType | null {
  const c = columnOf(kind, column);
  if (!c) return null;
  if (c.meta.type === 'int') return c.nullable ? 'int?' : 'int';
  if (c.meta.type === 'text') return c.nullable ? 'text?' : 'text';
  return 'bool';
}
