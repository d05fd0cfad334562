// The rules a field is judged by: the ones its description names, plus what the machinery adds to
// every field of its kind, so no description can forget them: a maximum length for every text (issue:
// display-note dates took 2,000,000 characters), no control characters in a text (issue 33: CR/LF in a
// tree node's name; line breaks only where the description says `multiline`) and the existence of every id
// it refers to.
import type { FieldSpec, Reference } from './entity.ts';
import { exists, maxLength, noControl, type Rule } from './rules.ts';

/** The longest text a field takes when its description names no limit of its own. */
export const DEFAULT_MAX_LENGTH = 255;

/** Portable rules that already limit a text's length. */
const LIMITING = new Set(['max_length', 'device_text', 'one_of', 'format', 'date', 'ip']);
const limitsLength = (r: Rule) => r.bounded === true || (r.spec !== undefined && LIMITING.has(r.spec.rule));

/** The ids a referenced record offers: its own, or those of the items of one of its nested lists. */
export const offeredIds = (ref: Reference, record: Readonly<Record<string, unknown>>): unknown[] =>
  ref.items
    ? ((record[ref.items] as Array<{ id?: unknown }> | null | undefined) ?? []).map((i) => i.id)
    : [record.id];

/** The reference must exist; RuleContext.lookup answers the records of an entity type. */
const referenceRule = (ref: Reference): Rule =>
  exists(ref.to, { pick: (r) => offeredIds(ref, r), ...(ref.special ? { special: ref.special } : {}) });

const cache = new WeakMap<FieldSpec, readonly Rule[]>();

export function fieldRules(spec: FieldSpec): readonly Rule[] {
  let rules = cache.get(spec);
  if (!rules) {
    const own = spec.rules ?? [];
    // The length first: a huge value is refused before any other rule looks at it.
    rules = [
      ...(spec.kind === 'String' && !own.some(limitsLength) ? [maxLength(DEFAULT_MAX_LENGTH)] : []),
      ...own,
      ...(spec.kind === 'String' ? [noControl(spec.multiline === true)] : []),
      ...(spec.ref ? [referenceRule(spec.ref)] : []),
    ];
    cache.set(spec, rules);
  }
  return rules;
}
