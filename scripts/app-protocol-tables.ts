// `npm run codegen` step (run by protocol-tables.ts): the tables of docs/protocols.md §7, written from the app
// protocol's schemas (contracts/src/app/: protocol.ts, refusals.ts, settings.ts) between their markers, as §2.1's
// Gets tables are written from the row schemas: every frame of /ws/app in both directions with every field, its
// type, bounds, nullability and meaning (the field's `.describe()`, the one home of the meaning), the Refused keys
// and the app settings' bounds. A field without a description stops the codegen; codegen:check fails when stale.
import { z } from 'zod';
import {
  appCall,
  appClientMessage,
  appServerMessage,
  appSettings,
  REFUSALS,
  teamMember,
} from '@cs/contracts/app';

export const APP_BEGIN =
  '<!-- generated: app protocol tables (scripts/app-protocol-tables.ts from contracts/src/app/) -->';
export const APP_END = '<!-- end of generated app protocol tables -->';

interface Json {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  items?: Json;
  anyOf?: Json[];
  description?: string;
  properties?: Record<string, Json>;
  required?: string[];
}

/** The payloads that have a table of their own; a field of that schema names it. */
const PAYLOADS = [
  ['Call', appCall],
  ['TeamMember', teamMember],
] as const;

const MAX_INT32 = 2_147_483_647;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function jsonOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json;
}

/** A payload with a table of its own is named, not spelled out again: known by its fields. */
const payloadKeys = PAYLOADS.map(([name, schema]) => [name, Object.keys(schema.shape).join()] as const);
const payloadOf = (s: Json) =>
  s.properties ? payloadKeys.find(([, keys]) => keys === Object.keys(s.properties!).join())?.[0] : undefined;

/** A type and its null, apart. */
function unwrap(s: Json): { base: Json; nullable: boolean } {
  if (s.anyOf) {
    const rest = s.anyOf.filter((a) => a.type !== 'null');
    return {
      base: { ...rest[0], description: s.description ?? rest[0]?.description },
      nullable: rest.length < s.anyOf.length,
    };
  }
  if (Array.isArray(s.type)) {
    const rest = s.type.filter((t) => t !== 'null');
    return { base: { ...s, type: rest[0] }, nullable: rest.length < s.type.length };
  }
  return { base: s, nullable: false };
}

function typeName(s: Json): string {
  const payload = payloadOf(s);
  if (payload) return `\`${payload}\``;
  if (s.type === 'array') return `${typeName(unwrap(s.items ?? {}).base)}[]`;
  if (s.type === 'string' && s.format === 'date-time') return 'time';
  if (s.enum) return 'string';
  return String(s.type ?? 'any');
}

const bound = (n: number) => (n === MAX_INT32 ? '2³¹−1' : n.toLocaleString('en'));

function accepts(s: Json): string[] {
  const parts: string[] = [];
  if (s.enum) parts.push(s.enum.map(code).join(', '));
  if (s.type === 'boolean') parts.push('`true` or `false`');
  if (s.type === 'integer') {
    const min = s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1);
    const max = s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER ? s.maximum : undefined;
    if (min !== undefined && max !== undefined) parts.push(`${bound(min)} to ${bound(max)}`);
    else if (min !== undefined) parts.push(`${bound(min)} or more`);
  }
  if (s.type === 'string' && !s.enum) {
    if (s.format === 'date-time') parts.push('ISO 8601 UTC (`…Z`)');
    else if (s.minLength !== undefined && s.maxLength !== undefined)
      parts.push(`${s.minLength}-${s.maxLength} characters`);
    else if (s.maxLength !== undefined) parts.push(`at most ${s.maxLength} characters`);
    else if (s.minLength !== undefined) parts.push(`at least ${s.minLength} characters`);
  }
  if (s.type === 'array') {
    if (s.maxItems !== undefined) parts.push(`at most ${s.maxItems}`);
    const item = accepts(unwrap(s.items ?? {}).base);
    if (item.length > 0) parts.push(`each ${item.join(', ')}`);
  }
  return parts;
}

interface Row {
  field: string;
  type: string;
  accepts: string;
  meaning: string;
}

/** The rows of an object's fields; an inline object (array of objects) adds its fields as `field[].name`. */
function rows(where: string, s: Json, prefix = ''): Row[] {
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).flatMap(([name, field]) => {
    if (name === 'type' && field.const !== undefined) return [];
    const { base, nullable } = unwrap(field);
    const meaning = field.description ?? base.description;
    if (!meaning) throw new Error(`${where}.${prefix}${name} has no .describe() (contracts/src/app/)`);
    const parts = accepts(base);
    if (nullable) parts.push('or null');
    if (!required.has(name)) parts.push('optional');
    const row = { field: `${prefix}${name}`, type: typeName(base), accepts: parts.join(', '), meaning };
    const inner = base.type === 'array' ? unwrap(base.items ?? {}).base : null;
    return inner?.properties && !payloadOf(inner)
      ? [row, ...rows(where, inner, `${prefix}${name}[].`)]
      : [row];
  });
}

function table(head: string[], body: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

function objectTable(where: string, s: Json): string {
  const body = rows(where, s).map((r) => [code(r.field), r.type, r.accepts, r.meaning]);
  return body.length === 0
    ? 'No fields besides `type`.'
    : table(['field', 'type', 'accepts', 'meaning'], body);
}

function frames(union: z.ZodDiscriminatedUnion, io: 'input' | 'output'): string {
  return union.options
    .map((option) => {
      const s = jsonOf(option as z.ZodType, io);
      const name = String(s.properties?.type?.const);
      if (!s.description) throw new Error(`frame ${name} has no .describe() (contracts/src/app/protocol.ts)`);
      return [`**\`${name}\`**: ${s.description}`, '', objectTable(name, s)].join('\n');
    })
    .join('\n\n');
}

/** The generated part of §7. */
export function appProtocolTables(): string {
  const payloads = PAYLOADS.map(([id, schema]) => {
    const s = jsonOf(schema, 'output');
    return [`**\`${id}\`**: ${s.description ?? ''}`, '', objectTable(id, s)].join('\n');
  });
  const settings = jsonOf(appSettings, 'output');
  return [
    '#### Phone to server (every frame may carry `request_id`)',
    frames(appClientMessage, 'input'),
    '#### Server to phone',
    frames(appServerMessage, 'output'),
    '#### Payloads',
    ...payloads,
    '#### Refusal keys (`Refused.key`)',
    table(
      ['key', 'answers'],
      Object.entries(REFUSALS).map(([key, when]) => [code(key), when]),
    ),
    '#### App settings the phones live by (app management, spec 02 §3)',
    table(
      ['setting', 'type', 'accepts', 'meaning'],
      rows('appSettings', settings).map((r) => [code(r.field), r.type, r.accepts, r.meaning]),
    ),
  ].join('\n\n');
}
