// The Gets' own check of pushed configuration rows: the protocol's row schemas (docs/protocols.md §2.1,
// @cs/contracts/gets config-rows.ts), so the twin refuses exactly what the protocol says a Gets refuses.
import {
  columnsOf,
  columnType,
  describeViolation,
  rowViolations,
  type ColumnType,
  type ConfigKind,
  type ConfigRow,
  type ConfigValue,
  ConfigValidationError,
} from '@cs/contracts/gets';

/** Rows per kind, keyed by id (JSON-able; O(1) lookups when a call is built). */
export type ConfigMemory = Record<ConfigKind, Record<string, ConfigRow>>;

const DEFAULTS: Record<ColumnType, ConfigValue> = {
  int: 0,
  'int?': null,
  text: '',
  'text?': null,
  bool: false,
};

/**
 * Defaults of a new row that differ from its column type's (docs/protocols.md §2.1): a new section has no
 * schedule and no display groups (255 'none', spec 01 §3), not the schedule or group 0 that does not exist.
 */
const SECTION_NONE = Object.fromEntries(
  columnsOf('sections')
    .filter((c) => /_schedule_id$|_display_group_\d_id$/.test(c))
    .map((c) => [c, 255]),
);
const KIND_DEFAULTS: Partial<Record<ConfigKind, Record<string, ConfigValue>>> = { sections: SECTION_NONE };

export { ConfigValidationError };

const newRow = (kind: ConfigKind): Record<string, unknown> => ({
  ...Object.fromEntries(columnsOf(kind).map((c) => [c, DEFAULTS[columnType(kind, c)!]])),
  ...KIND_DEFAULTS[kind],
});

/**
 * Validates a pushed row: merged onto the existing one, or completed with defaults when new, then judged whole by
 * the kind's row schema; the first refused column is the error, naming the row, the column and the reason.
 * Unknown fields are ignored (a newer client's, docs/protocols.md conventions).
 */
export function normaliseRow(
  kind: ConfigKind,
  row: Record<string, unknown>,
  existing: ConfigRow | undefined,
): ConfigRow {
  const columns = new Set(columnsOf(kind));
  const merged: Record<string, unknown> = existing ? { ...existing } : newRow(kind);
  for (const [field, value] of Object.entries(row)) if (columns.has(field)) merged[field] = value;
  // A column the client sent is named first: the row's other columns were valid before (or are defaults).
  const violations = rowViolations(kind, merged);
  const refused = violations.find((v) => v.field in row) ?? violations[0];
  if (refused) {
    const id = Number.isInteger(row.id) ? (row.id as number) : null;
    throw new ConfigValidationError(describeViolation(kind, row.id, refused), refused.field, {
      id,
      key: refused.key,
      ...(refused.data ? { data: refused.data } : {}),
    });
  }
  return merged as ConfigRow;
}
