// A row judged as the Gets judges it (config-rows.ts), its refusals in the validation catalogue's words (spec 02
// §5: a key and the data its message names), so the twin's Gets can answer `invalid_change` with them and the
// backend can refuse the same value in a save, under the field the user typed it in, in the user's language.
import type { z } from 'zod';
import { columnOf, type ConfigKind } from './config-kinds.ts';
import { CONFIG_ROWS, MAX_INT } from './config-rows.ts';

/** One refused column: the catalogue key (required, max_length, between, min, format, invalid) and its data. */
export interface RowViolation {
  field: string;
  key: string;
  data?: Record<string, unknown>;
  /** the reason in English, for the protocol's `message` */
  message: string;
}

function violationOf(kind: ConfigKind, issue: z.core.$ZodIssue, row: unknown): RowViolation {
  const v = catalogued(kind, issue, (row as Record<string, unknown> | null)?.[String(issue.path[0])]);
  return { ...v, message: v.key === 'required' ? 'required' : issue.message };
}

function catalogued(
  kind: ConfigKind,
  issue: z.core.$ZodIssue,
  value: unknown,
): Omit<RowViolation, 'message'> {
  const field = String(issue.path[0] ?? '_row');
  const meta = columnOf(kind, field)?.meta;
  const params = (issue as { params?: { key?: string; data?: Record<string, unknown> } }).params;
  if (issue.code === 'custom' && params?.key)
    return { field, key: params.key, ...(params.data ? { data: params.data } : {}) };
  if (issue.code === 'invalid_type')
    return { field, key: value === null || value === undefined ? 'required' : 'invalid' };
  if ((issue.code === 'too_small' || issue.code === 'too_big') && meta?.type === 'int') {
    const { min = 0, max = MAX_INT } = meta;
    return max === MAX_INT
      ? { field, key: 'min', data: { min } }
      : { field, key: 'between', data: { min, max } };
  }
  return { field, key: 'invalid' };
}

/** The columns of a row the Gets refuses, the first reason per column; empty when it accepts the row. */
export function rowViolations(kind: ConfigKind, row: unknown): RowViolation[] {
  const result = CONFIG_ROWS[kind].safeParse(row);
  if (result.success) return [];
  const seen = new Set<string>();
  const out: RowViolation[] = [];
  for (const issue of result.error.issues) {
    const v = violationOf(kind, issue, row);
    if (seen.has(v.field)) continue;
    seen.add(v.field);
    out.push(v);
  }
  return out;
}

/** A refusal in plain English, for the protocol's `message` (the product translates key and data itself). */
export function describeViolation(kind: ConfigKind, id: unknown, v: RowViolation): string {
  return `${kind} ${String(id)}: ${v.field}: ${v.message}`;
}
