// Moving nodes on the sort page (tree-move.graphql; spec 01 §2 /tree/sort). The moves are applied one after the
// other to a working copy of the tree under the system document's lock (ARCHITECTURE §5), each judged on the tree
// as the moves before it left it: the caller's permission (spec 01 §6 change_parents for a new parent, the node
// kind's permission for a new place among the same siblings) and the device rules (spec 02 §4, tree-rules.ts).
// The allowed moves are stored together; the refused ones are answered with their reason and change nothing
// (spec 02 §8 'Move: not all elements moved').
import type { GraphQLContext } from '../../context.ts';
import type { MutationResolvers, SystemTreeMoveInput } from '../../generated/graphql.ts';
import { t } from '../../platform/messages.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { visibleNode } from './node-detail.ts';
import { callerOf, type Caller } from './tree-access.ts';
import { treeIndex, type TreeIndex } from './tree-index.ts';
import { changeContext, raise, store } from './tree-mutations.ts';
import { missingFor } from './tree-permissions.ts';
import { moveViolations } from './tree-rules.ts';

type Node = SystemTreeNodeRecord;

/** The most moves one request may carry (a sort page's session; the whole 1,000-bed tree is about 6,000 nodes). */
export const MOVE_BATCH_LIMIT = 500;

interface Refusal {
  id: number;
  name: string;
  code: 'VALIDATION_FAILED' | 'MISSING_PERMISSION';
  key: string;
  message: string;
}

/** The parent's children with `node` placed before the child `beforeId` (none, or not a child: last). */
function placed(index: TreeIndex, parentId: number | null, node: Node, beforeId: number | null): Node[] {
  const others = (index.children.get(parentId) ?? []).filter((c) => c.id !== node.id);
  const at = others.findIndex((c) => c.id === beforeId);
  const i = at >= 0 ? at : others.length;
  return [...others.slice(0, i), node, ...others.slice(i)];
}

/** One move judged on the tree as it is now: the refusal, or the nodes it changes (the new parent's children renumbered). */
function judge(
  ctx: GraphQLContext,
  caller: Caller,
  index: TreeIndex,
  rules: ReturnType<typeof changeContext>,
  move: SystemTreeMoveInput,
): Refusal | Node[] {
  const node = visibleNode(index, caller, move.id);
  const refusal = (code: Refusal['code'], key: string, message: string): Refusal => ({
    id: move.id,
    name: node?.name ?? '',
    code,
    key,
    message,
  });
  const invalid = (value: unknown) =>
    refusal('VALIDATION_FAILED', 'invalid', t(ctx.locale, 'validation.invalid', { value }));
  if (!node) return invalid(move.id);
  const parentId = move.parent_id ?? null;
  if (parentId !== null && !visibleNode(index, caller, parentId)) return invalid(parentId);
  const order = placed(index, parentId, node, move.before_id ?? null);
  const sortOrder = order.indexOf(node) + 1;
  const newParent = parentId !== node.parent_id;
  const current = index.children.get(node.parent_id) ?? [];
  if (!newParent && current.indexOf(node) === order.indexOf(node)) return [];
  // spec 01 §6: a new parent needs change_parents; a new place among the same siblings, the kind's permission
  const missing = missingFor(caller, node, newParent ? 'parent_id' : 'sort_order');
  if (missing) return refusal('MISSING_PERMISSION', missing, t(ctx.locale, 'auth.missing_permission'));
  const after: Node = { ...node, parent_id: parentId, sort_order: sortOrder };
  const violation = moveViolations({ ...rules, index }, node, after)[0];
  if (violation)
    return refusal(
      'VALIDATION_FAILED',
      violation.key,
      t(ctx.locale, `validation.${violation.key}`, violation.data ?? {}),
    );
  return order.map((c, i) => (c === node ? after : { ...c, sort_order: i + 1 }));
}

async function moveNodes(ctx: GraphQLContext, moves: readonly SystemTreeMoveInput[]) {
  const caller = callerOf(ctx);
  if (moves.length > MOVE_BATCH_LIMIT)
    raise(ctx, [{ field: 'moves', key: 'max_length', data: { max: MOVE_BATCH_LIMIT } }]);
  // spec 02 §5 "each element only once"
  if (new Set(moves.map((m) => m.id)).size !== moves.length)
    raise(ctx, [{ field: 'moves', key: 'duplicate' }]);
  return ctx.services.entities.exclusive('systems', ctx.systemId, async () => {
    const rules = changeContext(ctx);
    let nodes = rules.index.nodes;
    const moved: number[] = [];
    const refused: Refusal[] = [];
    const records: Array<{ id: number; fields: Record<string, { before: unknown; after: unknown }> }> = [];
    for (const move of moves) {
      const index = treeIndex({ nodes } as SystemDoc);
      const result = judge(ctx, caller, index, rules, move);
      if (!Array.isArray(result)) {
        refused.push(result);
        continue;
      }
      moved.push(move.id);
      if (result.length === 0) continue;
      const before = index.byId.get(move.id)!;
      const after = result.find((n) => n.id === move.id)!;
      records.push({
        id: move.id,
        fields: {
          parent_id: { before: before.parent_id, after: after.parent_id },
          sort_order: { before: before.sort_order, after: after.sort_order },
        },
      });
      const changed = new Map(result.map((n) => [n.id, n]));
      nodes = nodes.map((n) => changed.get(n.id) ?? n);
    }
    if (records.length) await store(ctx, nodes);
    ctx.auditChanges = {
      change: 'updated',
      records,
      refused: refused.map(({ id, code, key }) => ({ id, code, key })),
    };
    return { moved, refused };
  });
}

export const treeMoveMutations: { Mutation: MutationResolvers } = {
  Mutation: {
    moveSystemTreeNodes: (_p, { moves }, ctx) => moveNodes(ctx, moves),
  },
};
