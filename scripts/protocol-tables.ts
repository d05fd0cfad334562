// `npm run codegen` step: the column tables of docs/protocols.md §2.1, written from the Gets' row schemas
// (@cs/contracts/gets config-rows.ts) between the markers below (and §7's app protocol tables: app-protocol-tables.ts), so the document and the schemas cannot disagree;
// codegen:check fails when the committed tables are stale. `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { CONFIG_KINDS, columnOf, columnsOf, columnType, type ConfigKind } from '@cs/contracts/gets';
import { APP_BEGIN, APP_END, appProtocolTables } from './app-protocol-tables.ts';

const root = path.resolve(import.meta.dirname, '..');
export const PROTOCOLS_FILE = 'docs/protocols.md';
const BEGIN =
  '<!-- generated: column tables (scripts/protocol-tables.ts from contracts/src/gets/config-rows.ts) -->';
const END = '<!-- end of generated column tables -->';

/** What a column accepts, in the document's words. */
function accepts(kind: ConfigKind, column: string): string {
  const { nullable, meta } = columnOf(kind, column)!;
  const parts: string[] = [];
  if (meta.type === 'int') parts.push(`${meta.min} to ${meta.max === 2_147_483_647 ? '2³¹−1' : meta.max}`);
  if (meta.type === 'bool') parts.push('`true` or `false`');
  if (meta.values) parts.push(meta.values.map((v) => `\`${v}\``).join(', '));
  else if (meta.type === 'text') {
    const length = meta.min === meta.max ? `${meta.max}` : `${meta.min}-${meta.max}`;
    parts.push(`${length} characters`);
    if (meta.format) parts.push(`format ${meta.format.replace(/\|/g, '\\|')}`);
  }
  if (nullable) parts.push('or null');
  return parts.join(', ');
}

function tables(): string {
  return CONFIG_KINDS.map((kind) =>
    [
      `**\`${kind}\`**`,
      '',
      '| column | type | accepts |',
      '| --- | --- | --- |',
      ...columnsOf(kind).map((c) => `| ${c} | ${columnType(kind, c)} | ${accepts(kind, c)} |`),
    ].join('\n'),
  ).join('\n\n');
}

/** The text with what stands between the markers written anew. */
function between(text: string, begin: string, end: string, generated: string): string {
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (start < 0 || stop < start) throw new Error(`${PROTOCOLS_FILE}: the markers ${begin} are missing`);
  return `${text.slice(0, start)}${begin}\n\n${generated}\n\n${text.slice(stop)}`;
}

/** The document with its generated parts written anew (formatted as `npm run format` would). */
export async function protocolsDocument(current: string): Promise<string> {
  const next = between(between(current, BEGIN, END, tables()), APP_BEGIN, APP_END, appProtocolTables());
  const file = path.join(root, PROTOCOLS_FILE);
  return format(next, { ...(await resolveConfig(file)), filepath: file });
}

if (process.argv[1] === import.meta.filename) {
  const file = path.join(root, PROTOCOLS_FILE);
  const current = readFileSync(file, 'utf8');
  const next = await protocolsDocument(current);
  if (next !== current) writeFileSync(file, next);
}
