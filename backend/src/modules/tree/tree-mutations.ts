// Creating, changing and deleting system tree nodes (tree-edit.graphql). Every write reads, checks and writes
// under the documents' locks (ARCHITECTURE §5; all systems' documents, because the licence's device limit counts
// the devices of every system). Order of judgement: the node must be one the caller may see, every changed field
// one the caller may change (spec 01 §6, else MISSING_PERMISSION), then the field rules (spec 02 §5, from the
// entity description crud/entities/system-tree-nodes.ts) and the device rules (spec 02 §4, tree-rules.ts).
// A refusal changes nothing; the audit wrapper (auth/audit-rows.ts) records the outcome with the field changes.
import type { GraphQLContext } from '../../context.ts';
import { missingPermission, ValidationFailed, validationError } from '../../auth/errors.ts';
import type { PermissionCode } from '../../auth/permissions.ts';
import type { EntityRecord, FieldViolation } from '../../crud/entity.ts';
import { systemTreeNodes } from '../../crud/entities/system-tree-nodes.ts';
import { deletionViolations } from '../../crud/deletion.ts';
import { validate } from '../../crud/validate.ts';
import { nodeOverride } from '../../crud/entities/display-group-override-rules.ts';
import type { MutationResolvers, QueryResolvers, SystemTreeNodeDetail } from '../../generated/graphql.ts';
import { t } from '../../platform/messages.ts';
import { SyncError, syncGraphQLError } from '../sync/sync-errors.ts';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';
import { nodeDetail, openCalls, systemDoc, visibleNode } from './node-detail.ts';
import { callerOf, holds, maySeeNode, type Caller } from './tree-access.ts';
import { treeIndex, type TreeIndex } from './tree-index.ts';
import {
  createDeletePermission,
  EDITABLE_FIELDS,
  hasOwnPermission,
  isDevice,
  missingFor,
} from './tree-permissions.ts';
import { changeViolations, deleteViolations, type ChangeContext } from './tree-rules.ts';

type Node = SystemTreeNodeRecord;

const refuse = (ctx: GraphQLContext, permission: PermissionCode, field?: string): never => {
  throw missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'), {
    reason: permission,
    ...(field ? { field } : {}),
  });
};

export const raise = (ctx: GraphQLContext, violations: FieldViolation[]): never => {
  throw new ValidationFailed(
    violations.map((v) => validationError(ctx.locale, v.field, v.key, v.data ?? {})),
  );
};

export function changeContext(ctx: GraphQLContext): ChangeContext {
  const doc = systemDoc(ctx);
  const open = openCalls(ctx, doc);
  const devices = ctx.services.systems
    .list()
    .reduce((sum, d) => sum + d.nodes.filter((n) => isDevice(n.kind)).length, 0);
  const index = treeIndex(doc);
  return {
    index,
    openCalls: (id) => open.filter((c) => c.number === id).length,
    override: (node) => nodeOverride(doc, node.id, index.effective(node, 'section_id').value)?.name ?? null,
    licence: { devices, limit: ctx.services.installation.licence().limits.devices },
    textLongRequired: doc.params?.system_tree_text_long_required === true,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Before/after per changed field, as the admin's audit rows carry them. */
const fieldChanges = (before: Node | null, after: Node | null) =>
  Object.fromEntries(
    EDITABLE_FIELDS.filter((f) => !same(before?.[f], after?.[f])).map((f) => [
      f,
      { before: before?.[f] ?? null, after: after?.[f] ?? null },
    ]),
  );

/**
 * Every changed field must be one the caller may change. A new node needs the create permission of its kind,
 * which covers its place and its general fields; a gated field set away from its default needs its permission.
 */
function checkPermissions(ctx: GraphQLContext, caller: Caller, before: Node | null, after: Node): void {
  if (!before) {
    const create = createDeletePermission(after);
    if (!caller.superuser && !holds(caller, create)) refuse(ctx, create);
    if (!maySeeNode(caller, after)) refuse(ctx, create);
  }
  const base = before ?? defaults(after);
  for (const field of EDITABLE_FIELDS) {
    if (same(base[field], after[field])) continue;
    if (!before && (field === 'parent_id' || !hasOwnPermission(field))) continue;
    const missing = missingFor(caller, base, field);
    if (missing) refuse(ctx, missing, field);
  }
}

function defaults(node: Node): Node {
  const out: Record<string, unknown> = { ...node };
  for (const [name, spec] of Object.entries(systemTreeNodes.fields))
    if (name !== 'kind' && name !== 'parent_id') out[name] = spec.default ?? null;
  return out as unknown as Node;
}

async function save(
  ctx: GraphQLContext,
  raw: Record<string, unknown>,
  mode: 'create' | 'update',
): Promise<SystemTreeNodeDetail> {
  const caller = callerOf(ctx);
  return ctx.services.entities.exclusive('systems', ctx.systemId, async () => {
    const rules = changeContext(ctx);
    const id = mode === 'update' ? Number(raw.id) : null;
    const current = id === null ? null : visibleNode(rules.index, caller, id);
    if (mode === 'update' && !current) raise(ctx, [{ field: 'id', key: 'invalid', data: { id } }]);
    const input: Record<string, unknown> = {};
    for (const f of [...EDITABLE_FIELDS, 'kind'])
      if (raw[f] !== undefined && (f !== 'kind' || !current)) input[f] = raw[f];
    if (current && raw.kind != null && raw.kind !== current.kind)
      raise(ctx, [{ field: 'kind', key: 'invalid', data: { value: raw.kind } }]);
    const others = rules.index.nodes.filter((n) => n.id !== current?.id) as unknown as EntityRecord[];
    const saveCtx = { ctx, current: current as unknown as EntityRecord | null, others, input, prepared: {} };
    const { record, violations } = validate(systemTreeNodes, input, saveCtx);
    const after = record as unknown as Node;
    if (!violations.some((v) => v.field === 'kind')) checkPermissions(ctx, caller, current, after);
    if (after.parent_id !== null && !visibleNode(rules.index, caller, after.parent_id))
      violations.push({ field: 'parent_id', key: 'invalid', data: { value: after.parent_id } });
    if (violations.length) raise(ctx, violations);
    const refused = changeViolations(rules, current, after);
    if (refused.length) raise(ctx, refused);
    if (!current) after.id = Math.max(0, ...rules.index.nodes.map((n) => n.id)) + 1;
    const nodes = current
      ? rules.index.nodes.map((n) => (n.id === after.id ? after : n))
      : [...rules.index.nodes, after];
    await store(ctx, nodes);
    ctx.auditChanges = { change: current ? 'updated' : 'created', fields: fieldChanges(current, after) };
    return nodeDetail(ctx, caller, after.id)!;
  });
}

/**
 * A node others refer to stays (ARCHITECTURE §5; the references the descriptions declare, crud/references.ts: another
 * node's linked_system_tree_node_id, flight profiles' nodes, display group overrides', app user groups' and
 * subscription views'): refused with in_use naming them, as the admin's lists do, rather than cleared, since
 * clearing would change records the caller may not change or see (a linked device needs change_linked_devices, may
 * have open calls or be a tech device). An element the caller may not see is named by its id only.
 */
function referenceViolations(ctx: GraphQLContext, caller: Caller, index: TreeIndex, deleted: Node[]) {
  const all = index.nodes as unknown as EntityRecord[];
  const hidden = (id: number) => {
    const node = index.byId.get(id);
    return !node || !maySeeNode(caller, node) || index.parents(node).some((p) => !maySeeNode(caller, p));
  };
  return deletionViolations(systemTreeNodes, deleted as unknown as EntityRecord[], all, ctx, (use) =>
    use.entity === 'system_tree_node' && hidden(use.id) ? { ...use, label: `#${use.id}` } : use,
  );
}

/** The one write of the tree: every create, update, delete and move goes through here. */
export async function store(ctx: GraphQLContext, nodes: Node[]) {
  // spec 02 §4: a running commit blocks changes to the system meanwhile (as for the admin entities)
  if (ctx.services.sync.committing(ctx.systemId))
    throw syncGraphQLError(ctx.locale, new SyncError('commit_running'));
  const at = new Date(ctx.services.clock.now()).toISOString();
  await ctx.services.entities.save('system', 'nodes', ctx.systemId, nodes as unknown as EntityRecord[], at);
}

export const treeMutations: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    systemTreeFormOptions: (_p, _a, ctx) => {
      const doc = systemDoc(ctx);
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      return {
        sections: doc.sections.map((s) => ({ id: s.id, name: s.name })).sort(byName),
        flight_profiles: (doc.flight_profiles ?? []).map((f) => ({ id: f.id, name: f.name })).sort(byName),
        call_sources: doc.call_sources.map((c) => ({ id: c.id, name: c.text })).sort(byName),
      };
    },
  },
  Mutation: {
    createSystemTreeNode: (_p, { input }, ctx) => save(ctx, input, 'create'),
    updateSystemTreeNode: (_p, { input }, ctx) => save(ctx, input, 'update'),
    deleteSystemTreeNodes: (_p, { ids }, ctx) => {
      const caller = callerOf(ctx);
      return ctx.services.entities.exclusive('systems', ctx.systemId, async () => {
        const rules = changeContext(ctx);
        const deleted = ids.map((id) => visibleNode(rules.index, caller, id));
        for (const node of deleted)
          if (node && !caller.superuser && !holds(caller, createDeletePermission(node)))
            refuse(ctx, createDeletePermission(node));
        const refused = deleted.includes(null)
          ? [{ field: 'ids', key: 'invalid', data: { value: ids[deleted.indexOf(null)] } }]
          : deleteViolations(rules, ids);
        if (refused.length) raise(ctx, refused);
        const used = referenceViolations(ctx, caller, rules.index, deleted as Node[]);
        if (used.length) raise(ctx, used);
        const gone = new Set(ids);
        await store(
          ctx,
          rules.index.nodes.filter((n) => !gone.has(n.id)),
        );
        // a new node may get a deleted one's id: it must not inherit its notes (device-notes.ts)
        ctx.services.deviceNotes.removeNodes(ctx.systemId, ids);
        ctx.auditChanges = {
          change: 'deleted',
          records: (deleted as Node[]).map((n) => ({ id: n.id, fields: fieldChanges(n, null) })),
        };
        return (deleted as Node[]).map((n) => ({ id: n.id, name: n.name }));
      });
    },
  },
};
