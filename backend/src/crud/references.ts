// The references between entities, as the descriptions declare them (FieldSpec.ref): where the
// records of a type live, and who uses a record. Deleting a record that others use is refused with a
// message naming them (issue: a deleted schedule left sections pointing nowhere; calls of a deleted call
// type arrived without colour or urgency), so a reference can never dangle.
import type { EntityContext, EntityDescription, EntityRecord, EntityServices, Reference } from './entity.ts';
import { offeredIds } from './field-rules.ts';
import { ENTITIES, entityByType } from './registry.ts';

/** One place a reference is declared: an entity's field, or a field of the items of its nested list. */
export interface ReferenceSite {
  from: EntityDescription;
  field: string;
  /** the field of the nested items that holds the reference (display group connections' section_id) */
  item?: string;
  ref: Reference;
}

export function referenceSites(entities: readonly EntityDescription[] = ENTITIES): ReferenceSite[] {
  return entities.flatMap((from) =>
    Object.entries(from.fields).flatMap(([field, spec]) => [
      ...(spec.ref ? [{ from, field, ref: spec.ref }] : []),
      ...Object.entries(spec.shape?.fields ?? {}).flatMap(([item, sub]) =>
        sub.ref ? [{ from, field, item, ref: sub.ref }] : [],
      ),
    ]),
  );
}
const SITES = referenceSites();

/** The selected system and the stored records: all that finding references reads of a request. */
type ReferenceContext = Pick<EntityContext, 'systemId'> & { services: Pick<EntityServices, 'entities'> };

const listIn = (d: EntityDescription, ctx: ReferenceContext, systemId: number) =>
  ctx.services.entities.list(d.store, d.collection, systemId);

/** The records of an entity type as the selected system sees them (references point there). */
export function recordsOf(type: string, ctx: ReferenceContext): readonly EntityRecord[] {
  const d = entityByType(type);
  if (!d) throw new Error(`no entity description of type ${type}`);
  return listIn(d, ctx, ctx.systemId);
}

/** A record that uses another one: shown to the user as '<entity> «label»'. */
export interface Use {
  entity: string;
  id: number;
  label: string;
  field: string;
}

export const labelOf = (r: Readonly<Record<string, unknown>>) =>
  String(r.name ?? r.title ?? r.email ?? r.text ?? `#${String(r.id)}`);

/**
 * The records a reference site could point into the target from. A system's records refer to its own
 * system's records and to installation-wide ones; the installation's records refer to the selected system's.
 */
function candidates(site: ReferenceSite, target: EntityDescription, ctx: ReferenceContext): EntityRecord[] {
  const { from } = site;
  if (from.store === 'installation') return listIn(from, ctx, ctx.systemId);
  if (from.store === 'systems') {
    const all = listIn(from, ctx, ctx.systemId);
    return target.store === 'system' ? all.filter((r) => r.id === ctx.systemId) : all;
  }
  if (target.store === 'system') return listIn(from, ctx, ctx.systemId);
  const systemIds = ctx.services.entities.list('systems', 'systems', ctx.systemId).map((s) => s.id);
  return systemIds.flatMap((id) => listIn(from, ctx, id));
}

const valuesAt = (record: EntityRecord, site: ReferenceSite): unknown[] => {
  const v = record[site.field];
  const at = site.item
    ? (Array.isArray(v) ? (v as Array<Record<string, unknown>>) : []).map((i) => i[site.item as string])
    : [v];
  return at.flatMap((x) => (Array.isArray(x) ? x : [x]));
};

/**
 * Who uses the given ids of `target` (its records' ids, or with `items` the ids of their nested items),
 * other than the records being deleted themselves.
 */
export function usesOf(
  target: EntityDescription,
  ids: ReadonlySet<unknown>,
  ctx: ReferenceContext,
  options: { items?: string; except?: ReadonlySet<number> } = {},
): Use[] {
  const uses: Use[] = [];
  for (const site of SITES) {
    if (site.ref.to !== target.type || site.ref.items !== options.items) continue;
    const skip = site.from === target ? options.except : undefined;
    for (const record of candidates(site, target, ctx)) {
      if (skip?.has(record.id)) continue;
      if (valuesAt(record, site).some((v) => ids.has(v)))
        uses.push({ entity: site.from.entity, id: record.id, label: labelOf(record), field: site.field });
    }
  }
  return uses;
}

/** The ids the deleted records offer to references, per nested list that references point into. */
export function offeredBy(target: EntityDescription, records: readonly EntityRecord[]) {
  const items = new Set(SITES.flatMap((s) => (s.ref.to === target.type && s.ref.items ? [s.ref.items] : [])));
  return [...items].map((field) => ({
    items: field,
    ids: new Set(records.flatMap((r) => offeredIds({ to: target.type, items: field }, r))),
  }));
}
