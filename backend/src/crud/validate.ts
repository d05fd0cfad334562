// Turns an input into the record to store: merged over the stored record (or the defaults), nested
// items in their shape, every field judged by its rules (crud/field-rules.ts), nested ids assigned.
import type { EntityDescription, EntityRecord, FieldSpec, FieldViolation, SaveContext } from './entity.ts';
import { keptSecrets, type SecretAddresses } from '../auth/bound-secrets.ts';
import { fieldRules } from './field-rules.ts';
import { getsViolations } from './gets-rows.ts';
import { recordsOf } from './references.ts';
import { check } from './rules.ts';
import type { RuleContext } from './rules.ts';

const normalise = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
type Shape = NonNullable<FieldSpec['shape']>;
type Item = Record<string, unknown>;

const secretsOf = new WeakMap<EntityDescription, SecretAddresses>();

/** The description's stored secrets with their addresses (a password hashed by toRecord is not one of them). */
function storedSecrets(d: EntityDescription): SecretAddresses {
  let secrets = secretsOf.get(d);
  if (!secrets) {
    secrets = Object.fromEntries(
      Object.entries(d.fields)
        .filter(([, spec]) => spec.secret && spec.stored !== false)
        .map(([name, spec]) => [name, spec.address ?? []]),
    );
    secretsOf.set(d, secrets);
  }
  return secrets;
}

/** One nested item with exactly its shape's fields (and its id), missing ones at their default. */
function shapeItem(shape: Shape, raw: unknown): Item {
  const from = (raw && typeof raw === 'object' ? raw : {}) as Item;
  const item: Item = shape.ids && typeof from.id === 'number' ? { id: from.id } : {};
  for (const [name, spec] of Object.entries(shape.fields))
    item[name] = name in from && from[name] !== undefined ? normalise(from[name]) : (spec.default ?? null);
  return item;
}

/** A nested value in its shape: a list of items, or one item. */
const shaped = (shape: Shape, v: unknown) =>
  shape.list ? (Array.isArray(v) ? v.map((x) => shapeItem(shape, x)) : []) : shapeItem(shape, v);

/** The rules of every nested item's fields; the earlier siblings are the `others` (so unique flags the repeat, not the first). */
function shapeViolations(
  name: string,
  shape: Shape,
  value: unknown,
  base: Omit<RuleContext, 'field' | 'record' | 'others'>,
): FieldViolation[] {
  const items = (shape.list ? value : [value]) as Item[];
  const out: FieldViolation[] = [];
  items.forEach((item, i) => {
    for (const [sub, spec] of Object.entries(shape.fields)) {
      const v = check(fieldRules(spec), item[sub], {
        ...base,
        field: sub,
        record: item,
        others: items.slice(0, i),
      });
      if (v) out.push({ field: shape.list ? `${name}.${i}.${sub}` : `${name}.${sub}`, ...v });
    }
  });
  return out;
}

/**
 * Nested items with `ids` keep the id they had in the stored record; new ones (and all of a copy) get
 * the next id free across the whole collection, so references (flight profile to checkpoint) stay valid.
 * Numbered items (display group connections, whose input has no id) get ids unique across the whole collection
 * too: the Gets keys them by id (docs/protocols.md §2.1 display_group_connections), so two groups' connections
 * numbered 1, 2, ... each were one row there and a group lost its connections. An item equal to a stored one keeps
 * its id, so an unchanged connection is no change to send.
 */
export function assignItemIds(
  d: EntityDescription,
  record: EntityRecord,
  current: EntityRecord | null,
  others: readonly EntityRecord[],
): EntityRecord {
  const next = { ...record };
  for (const [name, spec] of Object.entries(d.fields)) {
    if (!spec.shape?.list || !Array.isArray(record[name])) continue;
    const itemsOf = (r: EntityRecord | null) => (Array.isArray(r?.[name]) ? (r[name] as Item[]) : []);
    const idsOf = (r: EntityRecord | null) =>
      itemsOf(r)
        .map((x) => x.id)
        .filter((id): id is number => typeof id === 'number');
    if (spec.shape.numbered) {
      const fields = Object.keys(spec.shape.fields);
      const stored = itemsOf(current);
      let max = Math.max(0, ...others.flatMap(idsOf), ...idsOf(current));
      const used = new Set<number>();
      next[name] = (record[name] as Item[]).map((item) => {
        const same = stored.find(
          (s) => typeof s.id === 'number' && !used.has(s.id) && fields.every((f) => s[f] === item[f]),
        );
        const id = (same?.id as number | undefined) ?? ++max;
        used.add(id);
        return { id, ...item };
      });
      continue;
    }
    if (!spec.shape.ids) continue;
    const kept = new Set(idsOf(current));
    let max = Math.max(0, ...others.flatMap(idsOf), ...kept);
    const used = new Set<number>();
    next[name] = (record[name] as Item[]).map((item) => {
      const id = typeof item.id === 'number' && kept.has(item.id) && !used.has(item.id) ? item.id : ++max;
      used.add(id);
      return { ...item, id };
    });
  }
  return next;
}

/** Merges the input over the stored record (or the defaults) and validates every field. */
export function validate(
  d: EntityDescription,
  input: Record<string, unknown>,
  save: SaveContext,
): { record: EntityRecord; violations: FieldViolation[] } {
  const base: Record<string, unknown> = save.current ? { ...save.current } : { id: -1 };
  for (const [name, spec] of Object.entries(d.fields)) {
    if (spec.readOnly) continue;
    if (!(name in input)) {
      if (!save.current || base[name] === undefined) base[name] = spec.default ?? null;
      else if (spec.upgrade) base[name] = spec.upgrade(base[name]);
      if (spec.shape && base[name] != null) base[name] = shaped(spec.shape, base[name]);
      continue;
    }
    const value = spec.shape
      ? input[name] == null
        ? (spec.default ?? null)
        : shaped(spec.shape, input[name])
      : normalise(input[name]);
    // A stored secret left empty is decided below, once the address it belongs to is known; one that is not
    // stored (a password hashed by toRecord) is simply left out of an update.
    if (spec.secret && isEmpty(value) && (spec.stored !== false || save.current)) continue;
    base[name] = value;
  }
  // A secret left empty keeps the stored one (the form never receives it), unless its address changed.
  const given = (name: string) => !isEmpty(normalise(input[name]));
  Object.assign(base, keptSecrets(storedSecrets(d), save.current, base, given));
  const record = base as EntityRecord;
  const violations: FieldViolation[] = [];
  const lookup = (type: string) => recordsOf(type, save.ctx);
  const ruleCtx = { record: { ...record, id: save.current ? record.id : null }, others: save.others, lookup };
  for (const [name, spec] of Object.entries(d.fields)) {
    if (spec.readOnly) continue;
    const v = check(fieldRules(spec), record[name], { ...ruleCtx, field: name });
    if (v) violations.push({ field: name, ...v });
    else if (spec.shape && record[name] != null)
      violations.push(...shapeViolations(name, spec.shape, record[name], { lookup }));
  }
  if (!save.current && d.maxCount && save.others.length >= d.maxCount.max)
    violations.push({ field: '_form', key: d.maxCount.key, data: { max: d.maxCount.max } });
  for (const v of d.check?.(record, save) ?? [])
    if (!violations.some((x) => x.field === v.field)) violations.push(v);
  // What the configurator would refuse is refused here (spec 02 §5 keys), not at the next commit.
  for (const v of getsViolations(d, record))
    if (!violations.some((x) => x.field === v.field || v.field.startsWith(`${x.field}.`))) violations.push(v);
  return { record, violations };
}
