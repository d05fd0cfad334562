// Generic create / update / delete-by-id-list / get / list (and sort) resolvers for every entity
// description. Authorization is the policy's (crud/policy-entries.ts via auth/apply-policy.ts); this
// validates, writes, records the field changes for the audit row and announces the change. Every
// mutation reads, checks and writes under the documents' locks (ARCHITECTURE §5), ids allocated inside.
import type { GraphQLContext } from '../context.ts';
import { missingPermission, ValidationFailed, validationError } from '../auth/errors.ts';
import { t } from '../platform/messages.ts';
import { deletionViolations, removedItemViolations } from './deletion.ts';
import type { EntityDescription, EntityRecord, FieldViolation, SaveContext } from './entity.ts';
import { operationNames } from './names.ts';
import { assignItemIds, validate } from './validate.ts';
import { SyncError, syncGraphQLError } from '../modules/sync/sync-errors.ts';

type Resolver = (parent: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => unknown;

const listOf = (d: EntityDescription, ctx: GraphQLContext) =>
  ctx.services.entities.list(d.store, d.collection, ctx.systemId) as EntityRecord[];

/** What the API returns: the presented record without a single secret field. */
export function output(
  d: EntityDescription,
  record: EntityRecord,
  ctx: GraphQLContext,
): Record<string, unknown> {
  const shown: Record<string, unknown> = { ...record, ...(d.present?.(record, ctx) ?? {}) };
  for (const [name, spec] of Object.entries(d.fields)) {
    if (spec.secret && !(spec.superuserReadable && ctx.user?.is_superuser)) delete shown[name];
    else if (spec.secret) shown[name] ??= null;
    // Records written before a field existed (seeded users, roles) answer its default.
    else if (shown[name] === undefined) shown[name] = spec.default ?? null;
    else if (spec.upgrade) shown[name] = spec.upgrade(shown[name]);
  }
  return shown;
}

const sorted = (d: EntityDescription, records: EntityRecord[]) =>
  d.sortable
    ? records.sort((a, b) => Number(a.sort_order ?? 999) - Number(b.sort_order ?? 999) || a.id - b.id)
    : records.sort((a, b) => a.id - b.id);

/** The smallest free id that the product does not reserve (schedule 20, display groups 253-255, ...). */
function nextId(d: EntityDescription, records: readonly EntityRecord[]): number {
  const taken = new Set([...records.map((r) => r.id), ...(d.reservedIds ?? [])]);
  let id = 1;
  while (taken.has(id)) id++;
  return id;
}

/** Before/after per changed field; secrets only say that they changed. */
function fieldChanges(
  d: EntityDescription,
  before: EntityRecord | null,
  after: EntityRecord | null,
): Record<string, unknown> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [name, spec] of Object.entries(d.fields)) {
    if (spec.readOnly) continue;
    const b = before?.[name] ?? null;
    const a = after?.[name] ?? null;
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes[name] = spec.secret ? { before: '***', after: '***' } : { before: b, after: a };
  }
  return changes;
}

async function store(d: EntityDescription, ctx: GraphQLContext, records: EntityRecord[]): Promise<void> {
  // spec 02 §4: a running commit blocks changes to the system meanwhile
  if (d.store === 'system' && ctx.services.sync.committing(ctx.systemId))
    throw syncGraphQLError(ctx.locale, new SyncError('commit_running'));
  const at = d.getsConfig ? new Date(ctx.services.clock.now()).toISOString() : null;
  await ctx.services.entities.save(d.store, d.collection, ctx.systemId, records, at);
  if (d.message)
    ctx.services.bus.publish('systemMessage', {
      systemId: d.store === 'system' ? ctx.systemId : null,
      subject: d.message,
      payload: null,
    });
}

/** The description's grant rule (auth/grant-rules.ts) refuses before anything is validated or stored. */
function refuseUnlessAllowed(
  d: EntityDescription,
  ctx: GraphQLContext,
  before: EntityRecord | null,
  after: EntityRecord | null,
): void {
  const refusal = d.mayChange?.({ before, after }, ctx);
  if (refusal)
    throw missingPermission(ctx.locale, t(ctx.locale, `grant.${refusal.key}`, refusal.data), {
      reason: refusal.key,
    });
}

function raise(ctx: GraphQLContext, violations: FieldViolation[]): never {
  throw new ValidationFailed(
    violations.map((v) => validationError(ctx.locale, v.field, v.key, v.data ?? {})),
  );
}

export function entityResolvers(d: EntityDescription): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const names = operationNames(d);
  const locked = <T>(ctx: GraphQLContext, work: () => Promise<T>) =>
    ctx.services.entities.exclusive(d.store, ctx.systemId, work);
  const save = async (args: Record<string, unknown>, ctx: GraphQLContext, mode: 'create' | 'update') => {
    const input = (args.input ?? {}) as Record<string, unknown>;
    const prepared = (await d.prepare?.(input)) ?? {};
    return locked(ctx, async () => {
      const all = listOf(d, ctx);
      const id = mode === 'update' ? Number(input.id) : null;
      const current = id === null ? null : (all.find((r) => r.id === id) ?? null);
      if (mode === 'update' && !current) raise(ctx, [{ field: 'id', key: 'invalid', data: { id } }]);
      const others = all.filter((r) => r.id !== current?.id);
      const saveCtx: SaveContext = { ctx, current, others, input, prepared };
      const { record, violations } = validate(d, input, saveCtx);
      refuseUnlessAllowed(d, ctx, current, record);
      if (violations.length) raise(ctx, violations);
      if (!current) record.id = nextId(d, all);
      const withIds = assignItemIds(d, record, current, others);
      if (current) {
        const removed = removedItemViolations(d, current, withIds, ctx);
        if (removed.length) raise(ctx, removed);
      }
      const final = d.toRecord ? await d.toRecord(withIds, saveCtx) : withIds;
      await store(d, ctx, current ? all.map((r) => (r.id === final.id ? final : r)) : [...all, final]);
      d.afterSave?.({ before: current, after: final }, ctx);
      ctx.auditChanges = { change: current ? 'updated' : 'created', fields: fieldChanges(d, current, final) };
      return output(d, final, ctx);
    });
  };

  const Query: Record<string, Resolver> = {
    [names.list]: (_p, _a, ctx) => sorted(d, listOf(d, ctx)).map((r) => output(d, r, ctx)),
    [names.get]: (_p, args, ctx) => {
      const found = listOf(d, ctx).find((r) => r.id === Number(args.id));
      return found ? output(d, found, ctx) : null;
    },
  };
  if (d.lookupOnly) return { Query, Mutation: {} };
  const Mutation: Record<string, Resolver> = {
    [names.create]: (_p, args, ctx) => save(args, ctx, 'create'),
    [names.update]: (_p, args, ctx) => save(args, ctx, 'update'),
    [names.remove]: (_p, args, ctx) =>
      locked(ctx, async () => {
        const ids = new Set((args.ids as number[]) ?? []);
        const all = listOf(d, ctx);
        const deleted = all.filter((r) => ids.has(r.id));
        if (deleted.length === 0) return [];
        for (const r of deleted) refuseUnlessAllowed(d, ctx, r, null);
        const refused = deletionViolations(d, deleted, all, ctx);
        if (refused.length) raise(ctx, refused);
        await store(
          d,
          ctx,
          all.filter((r) => !ids.has(r.id)),
        );
        for (const r of deleted) d.afterSave?.({ before: r, after: null }, ctx);
        ctx.auditChanges = {
          change: 'deleted',
          records: deleted.map((r) => ({ id: r.id, fields: fieldChanges(d, r, null) })),
        };
        return deleted.map((r) => output(d, r, ctx));
      }),
  };
  if (names.sort) {
    // Sort pages (spec 01 §2 calltypes/sort, displaynotes/sort): the ids in their new order.
    Mutation[names.sort] = (_p, args, ctx) =>
      locked(ctx, async () => {
        const order = (args.ids as number[]) ?? [];
        const all = listOf(d, ctx);
        const position = (r: EntityRecord) =>
          order.includes(r.id) ? order.indexOf(r.id) + 1 : order.length + 1 + Number(r.sort_order ?? 999);
        const next = all.map((r) => ({ ...r, sort_order: position(r) }));
        await store(d, ctx, next);
        ctx.auditChanges = { change: 'updated', sort_order: order };
        return sorted(d, next).map((r) => output(d, r, ctx));
      });
  }
  return { Query, Mutation };
}
