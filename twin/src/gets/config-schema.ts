// The Gets' own check of pushed configuration rows; the kinds and their columns are the protocol's
// (docs/protocols.md §2.1, @cs/contracts/gets).
import {
  CONFIG_SCHEMA,
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
  Object.keys(CONFIG_SCHEMA.sections)
    .filter((c) => /_schedule_id$|_display_group_\d_id$/.test(c))
    .map((c) => [c, 255]),
);
const KIND_DEFAULTS: Partial<Record<ConfigKind, Record<string, ConfigValue>>> = { sections: SECTION_NONE };

export { ConfigValidationError };

/** Checks one value against its column type; JSON pushes must carry the right JSON types. */
export function checkValue(kind: ConfigKind, field: string, value: unknown): ConfigValue {
  const type = (CONFIG_SCHEMA[kind] as Record<string, ColumnType>)[field];
  if (!type) throw new ConfigValidationError(`unknown field ${kind}.${field}`, field);
  if (value === null && type.endsWith('?')) return null;
  if ((type === 'int' || type === 'int?') && Number.isInteger(value)) return value as number;
  if ((type === 'text' || type === 'text?') && typeof value === 'string') return value;
  if (type === 'bool' && typeof value === 'boolean') return value;
  throw new ConfigValidationError(`${kind}.${field} must be ${type}`, field);
}

/** Validates a pushed row: merged onto the existing one, or completed with defaults when new; unknown fields ignored. */
export function normaliseRow(
  kind: ConfigKind,
  row: Record<string, unknown>,
  existing: ConfigRow | undefined,
): ConfigRow {
  if (!Number.isInteger(row.id) || (row.id as number) < 1)
    throw new ConfigValidationError(`${kind}.id must be a positive integer`, 'id');
  const columns = CONFIG_SCHEMA[kind] as Record<string, ColumnType>;
  const base: Record<string, ConfigValue> = existing
    ? { ...existing }
    : {
        ...Object.fromEntries(Object.entries(columns).map(([f, t]) => [f, DEFAULTS[t]])),
        ...KIND_DEFAULTS[kind],
      };
  // Fields the protocol does not know are ignored (a newer client's, docs/protocols.md conventions).
  for (const [field, value] of Object.entries(row))
    if (field in columns) base[field] = checkValue(kind, field, value);
  return base as ConfigRow;
}
