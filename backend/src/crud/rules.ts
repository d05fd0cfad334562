// The validation catalogue of spec 02 §5 as small reusable rules. A rule looks at one field's value
// (and, where the rule needs it, the whole record and the other records of its collection) and
// answers with a catalogue key and its data, or null when the value passes.
// Most rules are portable: their `spec` (@cs/rules) travels to the console through codegen, which judges
// with the same function before the round trip. The rest need the server's data (other collections,
// the licence, uploaded files) and stay here.
import { DEVICE_TEXT_CHARS, DEVICE_TEXT_PATTERN, type DeviceTextMax } from '@cs/contracts/gets/device-text';
import { checkRule, isEmpty } from '@cs/rules/validation/check-rule';
import { HH_MM } from '@cs/rules/validation/rule-spec';
import type { RuleContext as PortableContext, RuleSpec, Violation } from '@cs/rules/validation/rule-spec';

export type { Violation };

/** A violation of one field of a record (the form shows it under the field). */
export interface FieldViolation extends Violation {
  field: string;
}
export { DEVICE_TEXT_CHARS };

export interface RuleContext extends PortableContext {
  /** another collection of the selected system (sections, nodes, checkpoint maps), for references */
  lookup?: (collection: string) => readonly Record<string, unknown>[];
}

export type Rule = ((value: unknown, ctx: RuleContext) => Violation | null) & {
  /** the portable form of the rule, when it needs no server data */
  readonly spec?: RuleSpec;
  /** the rule limits the value's length by itself (an image's 5 MB): no default maximum length is added */
  readonly bounded?: true;
};

const portable = (spec: RuleSpec): Rule =>
  Object.assign((v: unknown, ctx: RuleContext) => checkRule(spec, v, ctx), { spec });
const fail = (key: string, data?: Record<string, unknown>): Violation => (data ? { key, data } : { key });
/** Server rules other than the limits leave empty values alone (an optional field may be empty). */
const whenSet =
  (check: (v: unknown, ctx: RuleContext) => Violation | null): Rule =>
  (v, ctx) =>
    isEmpty(v) ? null : check(v, ctx);

export const required = () => portable({ rule: 'required' });
/** A list or text must contain a value (e.g. at least one connection). */
export const contains = () => portable({ rule: 'contains' });
export const numeric = () => portable({ rule: 'numeric' });
export const min = (minimum: number) => portable({ rule: 'min', min: minimum });
export const between = (lo: number, hi: number) => portable({ rule: 'between', min: lo, max: hi });
export const maxLength = (max: number) => portable({ rule: 'max_length', max });
export const minLength = (minimum: number) => portable({ rule: 'min_length', min: minimum });
/** Device texts (spec 02 §5 field rules): short 7, long 19 characters, no umlauts or special characters. */
export const deviceText = (max: DeviceTextMax) =>
  portable({ rule: 'device_text', max, pattern: DEVICE_TEXT_PATTERN, chars: DEVICE_TEXT_CHARS });
/** A value in a given format, described for the user by `format` (e.g. HH:mm). */
export const format = (pattern: RegExp, described: string) =>
  portable({
    rule: 'format',
    pattern: pattern.source,
    format: described,
    ...(pattern.flags ? { flags: pattern.flags } : {}),
  });
export const HH_MM_PATTERN = new RegExp(HH_MM);
export const time = () => format(HH_MM_PATTERN, 'HH:mm');
/** An ISO 8601 date or instant (display notes' dates). */
export const date = () => portable({ rule: 'date' });
/** Several addresses separated by commas (spec 02 §5). */
export const emails = () => portable({ rule: 'email' });
/** Exactly one address (a mail's sender). */
export const emailAddress = () => portable({ rule: 'email', single: true });
/**
 * No control characters (issue 33): none in a single-line text; line breaks and tabs only in a multiline one.
 * The machinery gives it to every text field (field-rules.ts).
 */
export const noControl = (multiline = false) =>
  portable({ rule: 'no_control', ...(multiline ? { multiline: true } : {}) });
/** An IPv4 address, optionally with a port (hubs and the configurator may listen on another port). */
export const ip = (options: { port?: boolean } = {}) =>
  portable({ rule: 'ip', ...(options.port ? { port: true } : {}) });
/** Must start with http:// or https:// (spec 02 §5 url: "must start with http:// or {host}"). */
export const url = () => portable({ rule: 'url' });
/** Probable-defect criteria are hex codes starting with 0x, e.g. 0x6A. */
export const criterionPrefix = () => portable({ rule: 'criterion_prefix' });

/** The facility's time zone (spec 01 §9): a zone name the runtime knows, never a typo that would shift times. */
export const timeZone = () => portable({ rule: 'time_zone' });
/** The value is not used by another record of the collection (case-insensitive for text). */
export const unique = () => portable({ rule: 'unique' });
/** Two fields must differ (e.g. a call source and its linked call source). */
export const cannotBeSame = (other: string) => portable({ rule: 'cannot_be_same', other });
/** Two fields must be equal (a password and its repeat). */
export const mustMatch = (other: string) => portable({ rule: 'no_match', other });
/** This date (the end) must be after the date in `start`. */
export const dateAfter = (start: string) => portable({ rule: 'date_after', start });
/** One of these boolean fields must be on (e.g. a report sent daily, weekly or monthly). */
export const oneOptionRequired = (fields: readonly string[]) =>
  portable({ rule: 'one_option_required', fields });
/** A value from a fixed set; anything else is invalid. */
export const oneOf = (values: readonly (string | number)[]) => portable({ rule: 'one_of', values });

/** Another record has the same values in all of these fields (the field carrying the rule and `with`). */
export const duplicate = (withFields: readonly string[]): Rule =>
  whenSet((v, ctx) =>
    ctx.others.some((o) => o[ctx.field] === v && withFields.every((f) => o[f] === ctx.record[f]))
      ? fail('duplicate')
      : null,
  );

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
    if (isEmpty(t)) continue;
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

/** The portable specs of a field's rules (what the console can judge by itself). */
export const portableSpecs = (rules: readonly Rule[] = []): RuleSpec[] =>
  rules.flatMap((r) => (r.spec ? [r.spec] : []));
