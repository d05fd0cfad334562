// The validation catalogue of spec 02 §5 as small reusable rules. A rule looks at one field's value
// (and, where the rule needs it, the whole record and the other records of its collection) and
// answers with a catalogue key and its data, or null when the value passes.
export interface Violation {
  key: string;
  data?: Record<string, unknown>;
}

export interface RuleContext {
  field: string;
  record: Record<string, unknown>;
  /** the other records of the collection (without the one being saved) */
  others: readonly Record<string, unknown>[];
  /** the host name the console runs on, for the url rule's message */
  host?: string;
  /** another collection of the selected system (sections, nodes, checkpoint maps), for references */
  lookup?: (collection: string) => readonly Record<string, unknown>[];
}

export type Rule = (value: unknown, ctx: RuleContext) => Violation | null;

const empty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);
const fail = (key: string, data?: Record<string, unknown>): Violation => (data ? { key, data } : { key });
/** Rules other than required and contains leave empty values alone (an optional field may be empty). */
const whenSet =
  (check: (v: unknown, ctx: RuleContext) => Violation | null): Rule =>
  (v, ctx) =>
    empty(v) ? null : check(v, ctx);

export const required = (): Rule => (v) => (empty(v) ? fail('required') : null);

/** A list or text must contain a value (e.g. at least one connection). */
export const contains = (): Rule => (v) => (empty(v) ? fail('contains') : null);

export const numeric = (): Rule =>
  whenSet((v) =>
    (typeof v === 'number' ? Number.isFinite(v) : /^-?\d+(\.\d+)?$/.test(String(v).trim()))
      ? null
      : fail('numeric'),
  );

export const min = (minimum: number): Rule =>
  whenSet((v) => (Number(v) < minimum ? fail('min', { min: minimum }) : null));

export const between = (lo: number, hi: number): Rule =>
  whenSet((v) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= lo && n <= hi ? null : fail('between', { min: lo, max: hi });
  });

export const maxLength = (max: number): Rule =>
  whenSet((v) => ([...String(v)].length > max ? fail('max_length', { max }) : null));
export const minLength = (minimum: number): Rule =>
  whenSet((v) => ([...String(v)].length < minimum ? fail('min_length', { min: minimum }) : null));

/**
 * Device texts (spec 02 §5 field rules): short 7, long 19 characters, no umlauts or special characters,
 * because the devices' displays cannot show them.
 */
export const DEVICE_TEXT_CHARS = 'A-Z a-z 0-9 . - /';
export const deviceText = (max: 7 | 19): Rule =>
  whenSet((v) => {
    const s = String(v);
    if ([...s].length > max) return fail('max_length', { max });
    return /^[A-Za-z0-9 .\-/]*$/.test(s) ? null : fail('format', { format: DEVICE_TEXT_CHARS });
  });

/** A value in a given format, described for the user by `format` (e.g. HH:mm). */
export const format = (pattern: RegExp, described: string): Rule =>
  whenSet((v) => (pattern.test(String(v)) ? null : fail('format', { format: described })));
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const time = (): Rule => format(HH_MM, 'HH:mm');

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;
/** Several addresses separated by commas (spec 02 §5). */
export const emails = (): Rule =>
  whenSet((v) =>
    String(v)
      .split(',')
      .map((s) => s.trim())
      .every((s) => EMAIL.test(s))
      ? null
      : fail('email'),
  );

export const isIPv4 = (s: string) => {
  const parts = s.split('.');
  return (
    parts.length === 4 &&
    parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && String(Number(p)) === p)
  );
};
/** An IPv4 address, optionally with a port (hubs and the configurator may listen on another port). */
export const ip = (options: { port?: boolean } = {}): Rule =>
  whenSet((v) => {
    const s = String(v).trim();
    const m = options.port ? /^(.+?)(?::(\d{1,5}))?$/.exec(s) : null;
    const address = m ? m[1] : s;
    if (m?.[2] && Number(m[2]) > 65535) return fail('ip');
    return isIPv4(address ?? '') ? null : fail('ip');
  });

/** Must start with http:// or https:// (spec 02 §5 url: "must start with http:// or {host}"). */
export const url = (): Rule =>
  whenSet((v, ctx) =>
    /^https?:\/\/[^\s/]+/i.test(String(v)) ? null : fail('url', { host: ctx.host ?? 'https://' }),
  );

/** Probable-defect criteria are hex codes starting with 0x, e.g. 0x6A. */
export const criterionPrefix = (): Rule =>
  whenSet((v) => (/^0x[0-9a-f]+$/i.test(String(v).trim()) ? null : fail('criterion_prefix')));

/** The value is not used by another record of the collection (case-insensitive for text). */
export const unique = (): Rule =>
  whenSet((v, ctx) => {
    const norm = (x: unknown) => (typeof x === 'string' ? x.trim().toLowerCase() : x);
    return ctx.others.some((o) => norm(o[ctx.field]) === norm(v)) ? fail('unique') : null;
  });

/** Another record has the same values in all of these fields (the field carrying the rule and `with`). */
export const duplicate = (withFields: readonly string[]): Rule =>
  whenSet((v, ctx) =>
    ctx.others.some((o) => o[ctx.field] === v && withFields.every((f) => o[f] === ctx.record[f]))
      ? fail('duplicate')
      : null,
  );

/** Two fields must differ (e.g. a call source and its linked call source). */
export const cannotBeSame = (other: string): Rule =>
  whenSet((v, ctx) => (v === ctx.record[other] ? fail('cannot_be_same', { other }) : null));

/** Two fields must be equal (a password and its repeat). */
export const mustMatch =
  (other: string): Rule =>
  (v, ctx) =>
    !empty(ctx.record[other]) && v !== ctx.record[other] ? fail('no_match') : null;

/** This date (the end) must be after the date in `start`. */
export const dateAfter = (start: string): Rule =>
  whenSet((v, ctx) => {
    const from = ctx.record[start];
    if (empty(from)) return null;
    return Date.parse(String(v)) > Date.parse(String(from)) ? null : fail('date_after');
  });

/** One of these boolean fields must be on (e.g. a report sent daily, weekly or monthly). */
export const oneOptionRequired =
  (fields: readonly string[]): Rule =>
  (_v, ctx) =>
    fields.some((f) => ctx.record[f] === true) ? null : fail('one_option_required');

/** A value from a fixed set; anything else is invalid. */
export const oneOf = (values: readonly unknown[]): Rule =>
  whenSet((v) => (values.includes(v) ? null : fail('invalid')));

/**
 * A reference (or every id of a list of references) must exist in another collection of the system:
 * `pick` gives the ids a stored record offers (default its id; a checkpoint map offers its checkpoints'
 * ids), `special` ids are meanings that need no record (display group 253-255). Else `invalid`.
 */
export const exists = (
  collection: string,
  options: { pick?: (r: Record<string, unknown>) => unknown[]; special?: readonly number[] } = {},
): Rule =>
  whenSet((v, ctx) => {
    if (!ctx.lookup) return null;
    const pick = options.pick ?? ((r) => [r.id]);
    const known = new Set([...ctx.lookup(collection).flatMap(pick), ...(options.special ?? [])]);
    const missing = (Array.isArray(v) ? v : [v]).filter((id) => !known.has(id));
    return missing.length ? fail('invalid', { value: missing.join(', ') }) : null;
  });

/** The licence allows only `limit()` records; answers when the new record would exceed it. */
export const licenseLimit =
  (limit: () => number): Rule =>
  (_v, ctx) =>
    ctx.record.id == null && ctx.others.length >= limit()
      ? fail('license_limit_reached', { max: limit() })
      : null;

/** A section holds at most `max` devices (section_full, spec 02 §5). */
export const sectionFull = (devicesIn: (sectionId: number) => number, max: number): Rule =>
  whenSet((v) => (devicesIn(Number(v)) >= max ? fail('section_full', { max }) : null));

/**
 * Times must ascend (time_overlap: "time must be later than the previous one"). Checks a list of
 * HH:mm fields in order and answers with the first field whose time is not after the one before.
 */
export function timesAscending(
  record: Record<string, unknown>,
  fields: readonly string[],
): { field: string; violation: Violation } | null {
  let previous: string | null = null;
  for (const f of fields) {
    const t = record[f];
    if (empty(t)) continue;
    if (previous !== null && String(t) <= previous)
      return { field: f, violation: fail('time_overlap', { previous }) };
    previous = String(t);
  }
  return null;
}

/** Runs a field's rules in order; the first violation wins (one message per field, spec 01 §5). */
export function check(rules: readonly Rule[], value: unknown, ctx: RuleContext): Violation | null {
  for (const rule of rules) {
    const v = rule(value, ctx);
    if (v) return v;
  }
  return null;
}
