// Judges one value by one rule of the catalogue (rule-spec.ts): the backend enforces with it, the
// console shows the same message before the round trip.
import { isTimeZone } from '../time/zone.ts';
import { CHECKS_EMPTY, type RuleContext, type RuleSpec, type Violation } from './rule-spec.ts';

export const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const fail = (key: string, data?: Record<string, unknown>): Violation => (data ? { key, data } : { key });
const length = (v: unknown) => [...String(v)].length;

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
/**
 * A C0 or C1 control character, DEL, or (in one line) the Unicode line and paragraph separators; a multiline text
 * may hold tabs and line breaks.
 */
function controlCharacter(text: string, multiline: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (multiline && (c === TAB || c === LF || c === CR)) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || (!multiline && (c === 0x2028 || c === 0x2029))) return true;
  }
  return false;
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const isIPv4 = (s: string) => {
  const parts = s.split('.');
  return (
    parts.length === 4 &&
    parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && String(Number(p)) === p)
  );
};

function ipViolation(v: unknown, port: boolean): Violation | null {
  const s = String(v).trim();
  const m = port ? /^(.+?)(?::(\d{1,5}))?$/.exec(s) : null;
  const address = m ? m[1] : s;
  if (m?.[2] && Number(m[2]) > 65535) return fail('ip');
  return isIPv4(address ?? '') ? null : fail('ip');
}

const normalised = (x: unknown) => (typeof x === 'string' ? x.trim().toLowerCase() : x);

/** The check of a rule for a value that is set (or for every value, for the rules that judge emptiness). */
function judge(spec: RuleSpec, v: unknown, ctx: RuleContext): Violation | null {
  switch (spec.rule) {
    case 'required':
    case 'contains':
      return isEmpty(v) ? fail(spec.rule) : null;
    case 'numeric':
      return (typeof v === 'number' ? Number.isFinite(v) : /^-?\d+(\.\d+)?$/.test(String(v).trim()))
        ? null
        : fail('numeric');
    case 'min':
      return Number(v) < spec.min ? fail('min', { min: spec.min }) : null;
    case 'between': {
      const n = Number(v);
      return Number.isFinite(n) && n >= spec.min && n <= spec.max
        ? null
        : fail('between', { min: spec.min, max: spec.max });
    }
    case 'max_length':
      return length(v) > spec.max ? fail('max_length', { max: spec.max }) : null;
    case 'min_length':
      return length(v) < spec.min ? fail('min_length', { min: spec.min }) : null;
    case 'device_text':
      if (length(v) > spec.max) return fail('max_length', { max: spec.max });
      return new RegExp(spec.pattern).test(String(v)) ? null : fail('format', { format: spec.chars });
    case 'format':
      return new RegExp(spec.pattern, spec.flags).test(String(v))
        ? null
        : fail('format', { format: spec.format });
    case 'date':
      return ISO_DATE.test(String(v)) && !Number.isNaN(Date.parse(String(v)))
        ? null
        : fail('format', { format: 'dd.MM.yyyy HH:mm' });
    case 'email': {
      const addresses = String(v)
        .split(',')
        .map((s) => s.trim());
      return (!spec.single || addresses.length === 1) && addresses.every((s) => EMAIL.test(s))
        ? null
        : fail('email');
    }
    case 'no_control':
      return controlCharacter(String(v), spec.multiline === true)
        ? fail(spec.multiline ? 'control_characters' : 'single_line')
        : null;
    case 'ip':
      return ipViolation(v, spec.port === true);
    case 'url':
      return /^https?:\/\/[^\s/]+/i.test(String(v)) ? null : fail('url', { host: ctx.host ?? 'https://' });
    case 'criterion_prefix':
      return /^0x[0-9a-f]+$/i.test(String(v).trim()) ? null : fail('criterion_prefix');
    case 'time_zone':
      return isTimeZone(String(v)) ? null : fail('invalid');
    case 'one_of':
      return spec.values.includes(v as string | number) ? null : fail('invalid');
    case 'unique':
      return ctx.others.some((o) => normalised(o[ctx.field]) === normalised(v)) ? fail('unique') : null;
    case 'cannot_be_same':
      return v === ctx.record[spec.other] ? fail('cannot_be_same', { other: spec.other }) : null;
    case 'no_match':
      return !isEmpty(ctx.record[spec.other]) && v !== ctx.record[spec.other] ? fail('no_match') : null;
    case 'date_after': {
      const from = ctx.record[spec.start];
      if (isEmpty(from)) return null;
      return Date.parse(String(v)) > Date.parse(String(from)) ? null : fail('date_after');
    }
    case 'one_option_required':
      return spec.fields.some((f) => ctx.record[f] === true) ? null : fail('one_option_required');
  }
}

export function checkRule(spec: RuleSpec, value: unknown, ctx: RuleContext): Violation | null {
  if (!CHECKS_EMPTY.has(spec.rule) && isEmpty(value)) return null;
  return judge(spec, value, ctx);
}

/** Runs a field's rules in order; the first violation wins (one message per field, spec 01 §5). */
export function checkRules(specs: readonly RuleSpec[], value: unknown, ctx: RuleContext): Violation | null {
  for (const spec of specs) {
    const v = checkRule(spec, value, ctx);
    if (v) return v;
  }
  return null;
}
