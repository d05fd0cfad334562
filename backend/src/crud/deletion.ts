// What may go (spec 02 §5 deletion, spec 01 §3 special ids): a record the product reserves stays, a
// record others use stays and the message names them, and an update may not take away nested items
// that others refer to (a checkpoint a flight profile forbids). Nested items themselves are children:
// they go with their record after the console's warning.
import type { GraphQLContext } from '../context.ts';
import { t } from '../platform/messages.ts';
import type { EntityDescription, EntityRecord, FieldViolation } from './entity.ts';
import { externalUsesOf } from './external-uses.ts';
import { offeredBy, usesOf, type Use } from './references.ts';

/** The most uses a message names; the rest are counted. */
const NAMED = 5;

function inUse(ctx: GraphQLContext, field: string, uses: readonly Use[]): FieldViolation {
  const named = uses
    .slice(0, NAMED)
    .map((u) => `${t(ctx.locale, `entity.${u.entity}`)} «${u.label}»`)
    .join(', ');
  const text =
    uses.length > NAMED
      ? t(ctx.locale, 'validation.in_use_more', { uses: named, count: uses.length - NAMED })
      : named;
  return {
    field,
    key: 'in_use',
    data: {
      uses: text,
      count: uses.length,
      records: uses.map(({ entity, id, field: f }) => ({ entity, id, field: f })),
    },
  };
}

/**
 * Why these records cannot be deleted (none: they may go). `shown` lets a caller name a use differently (the tree
 * names an element the user may not see by its id only).
 */
export function deletionViolations(
  d: EntityDescription,
  deleted: readonly EntityRecord[],
  all: readonly EntityRecord[],
  ctx: GraphQLContext,
  shown: (use: Use) => Use = (use) => use,
): FieldViolation[] {
  if (deleted.some((r) => d.reservedIds?.includes(r.id))) return [{ field: '_form', key: 'reserved' }];
  const ids = new Set(deleted.map((r) => r.id));
  const remaining = all.filter((r) => !ids.has(r.id));
  for (const r of deleted) {
    const refused = d.deletable?.(r, ctx, remaining);
    if (refused) return [{ field: '_form', ...refused }];
  }
  const uses = [
    ...usesOf(d, ids, ctx, { except: ids }),
    ...offeredBy(d, deleted).flatMap(({ items, ids: itemIds }) =>
      usesOf(d, itemIds, ctx, { items, except: ids }),
    ),
    ...externalUsesOf(d, ids, ctx),
  ];
  return uses.length ? [inUse(ctx, '_form', uses.map(shown))] : [];
}

/** An update that removes nested items others refer to (the checkpoints of a map) is refused on that field. */
export function removedItemViolations(
  d: EntityDescription,
  before: EntityRecord,
  after: EntityRecord,
  ctx: GraphQLContext,
): FieldViolation[] {
  return offeredBy(d, [before]).flatMap(({ items, ids }) => {
    const kept = offeredBy(d, [after]).find((o) => o.items === items)?.ids ?? new Set();
    const removed = new Set([...ids].filter((id) => !kept.has(id)));
    const uses = removed.size ? usesOf(d, removed, ctx, { items }) : [];
    return uses.length ? [inUse(ctx, items, uses)] : [];
  });
}
