// Reading what a peer sent against its schema (docs/protocols.md): a line of an NDJSON stream or an HTTP
// body. The caller learns what it got, or why it cannot trust it, in words fit for a log line.
import type { z } from 'zod';

export type LineReading<T> =
  | { kind: 'message'; message: T }
  /** a type this side does not know (a newer peer): ignored, as the protocol's forward compatibility says */
  | { kind: 'unknown'; type: string; seq?: number }
  /** not a JSON object with a string `type`: the stream itself cannot be trusted */
  | { kind: 'malformed'; reason: string }
  /** a known type that breaks its schema */
  | { kind: 'invalid'; type: string; reason: string };

/** A schema of @cs/contracts, as consumers name it without depending on the validation library. */
export type Schema<T> = z.ZodType<T>;

/** An NDJSON stream's messages: their schema and the `type` values it knows. */
export interface LineProtocol<T> {
  schema: z.ZodType<T>;
  types: ReadonlySet<string>;
}

export type BodyReading<T> = { ok: true; value: T } | { ok: false; reason: string };

const MAX_SHOWN = 3;

/** The first few issues as `path: message`, e.g. `call.opened_at: Invalid ISO datetime`. */
export function describeIssues(error: z.ZodError): string {
  const shown = error.issues
    .slice(0, MAX_SHOWN)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(message)'}: ${issue.message}`);
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (+${more} more)` : '');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** One protocol line: JSON object with a string `type`, of a known type, matching its schema. */
export function readLine<T>(line: string, { schema, types }: LineProtocol<T>): LineReading<T> {
  const json = parseJson(line);
  if (!json.ok) return { kind: 'malformed', reason: 'not JSON' };
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('type' in value))
    return { kind: 'malformed', reason: 'not an object with a type' };
  if (typeof value.type !== 'string') return { kind: 'malformed', reason: 'type is not a string' };
  if (!types.has(value.type)) {
    // its sequence number still counts (docs/protocols.md §3: an unknown event is not a gap)
    const seq = 'seq' in value && Number.isInteger(value.seq) ? (value.seq as number) : undefined;
    return seq === undefined
      ? { kind: 'unknown', type: value.type }
      : { kind: 'unknown', type: value.type, seq };
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { kind: 'message', message: parsed.data }
    : { kind: 'invalid', type: value.type, reason: describeIssues(parsed.error) };
}

/** A JSON body checked against its schema. */
export function readBody<T>(text: string, schema: z.ZodType<T>): BodyReading<T> {
  const json = parseJson(text);
  if (!json.ok) return { ok: false, reason: 'not JSON' };
  const parsed = schema.safeParse(json.value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reason: describeIssues(parsed.error) };
}

/** The protocol of a discriminated union of message schemas (each option's `type` is a literal). */
export function lineProtocol<T>(
  schema: z.ZodType<T> & { options: readonly { shape: { type: { value: string } } }[] },
): LineProtocol<T> {
  return { schema, types: new Set(schema.options.map((option) => option.shape.type.value)) };
}
