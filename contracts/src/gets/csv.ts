// Shared by the twin (its export and PUT) and the backend (reading the Gets' export for the changelog and the
// import), so both sides read and write the one format docs/protocols.md §2.1 defines.
import {
  columnsOf,
  columnType,
  type ColumnType,
  type ConfigKind,
  type ConfigRow,
  type ConfigValue,
} from './config-kinds.ts';

/**
 * A row or CSV that breaks the protocol (docs/protocols.md §2.1); `field` names the column when one is to blame,
 * `id` the row, `key` and `data` the reason in the validation catalogue's words (row-check.ts).
 */
export class ConfigValidationError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
    readonly reason: { id?: number | null; key?: string; data?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

/**
 * RFC 4180 CSV as the Gets protocol defines it (docs/protocols.md): UTF-8, comma, CRLF,
 * header row of column names, fields quoted when they hold a comma, quote or line break.
 * Booleans are `true`/`false`, null is an empty field, numbers are plain decimals.
 */
export function toCsv(kind: ConfigKind, rows: ConfigRow[]): string {
  const columns = columnsOf(kind);
  const lines = [columns.join(',')];
  for (const row of [...rows].sort((a, b) => a.id - b.id))
    lines.push(columns.map((c) => field(row[c] ?? null)).join(','));
  return lines.join('\r\n') + '\r\n';
}

function field(value: ConfigValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Splits CSV text into records of raw strings (quoted fields may span lines). */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        value += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else value += ch;
      i++;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(value);
      value = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else value += ch;
    i++;
  }
  if (quoted) throw new ConfigValidationError('unterminated quoted field', null);
  if (value !== '' || record.length > 0) {
    record.push(value);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0] === ''));
}

/**
 * Parses a kind's CSV into typed rows; the header must include id. An unknown column is an error, or with
 * `ignoreUnknownColumns` skipped (a reader of a newer Gets' export, docs/protocols.md: unknown fields are ignored).
 */
export function parseCsv(
  kind: ConfigKind,
  text: string,
  options: { ignoreUnknownColumns?: boolean } = {},
): ConfigRow[] {
  const [header, ...body] = parseCsvRecords(text);
  if (!header) throw new ConfigValidationError('empty CSV', null);
  const types = Object.fromEntries(header.map((c) => [c, columnType(kind, c)]));
  for (const column of header)
    if (!types[column] && !options.ignoreUnknownColumns)
      throw new ConfigValidationError(`unknown column ${column}`, column);
  if (!header.includes('id')) throw new ConfigValidationError('missing id column', 'id');
  return body.map((record, line) => {
    if (record.length !== header.length)
      throw new ConfigValidationError(
        `line ${line + 2}: expected ${header.length} fields, got ${record.length}`,
        null,
      );
    const row: Record<string, ConfigValue> = {};
    header.forEach((column, i) => {
      const type = types[column];
      if (type) row[column] = typed(type, record[i]!, column, line + 2);
    });
    return row as ConfigRow;
  });
}

function typed(type: ColumnType, raw: string, column: string, line: number): ConfigValue {
  if (raw === '' && type.endsWith('?')) return null;
  if (type === 'int' || type === 'int?') {
    if (!/^-?\d+$/.test(raw))
      throw new ConfigValidationError(`line ${line}: ${column} must be an integer`, column);
    return Number(raw);
  }
  if (type === 'bool') {
    if (raw !== 'true' && raw !== 'false')
      throw new ConfigValidationError(`line ${line}: ${column} must be true or false`, column);
    return raw === 'true';
  }
  return raw;
}
