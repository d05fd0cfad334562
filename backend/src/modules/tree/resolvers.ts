// The tree area's queries (tree.graphql; spec 02 §3 system tree node, spec 02 §7 systemTreeNode). The policy
// wrapper has checked the session, the permissions and the management licence (auth/policy.ts); the transport
// has checked the selected system against the user's system_access (HTTP 424 otherwise).
import { GraphQLError } from 'graphql';
import type { QueryResolvers, SystemTreeEntry } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../context.ts';
import { missingPermission } from '../../auth/errors.ts';
import { t } from '../../platform/messages.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { callerOf, matchesView, maySeeNode, visibleViews } from './tree-access.ts';
import { treeIndex, type TreeIndex } from './tree-index.ts';
import { detailOf, entryOf, openCallCounts } from './tree-view.ts';

export function systemDoc(ctx: GraphQLContext): SystemDoc {
  const doc = ctx.services.systems.get(ctx.systemId);
  if (!doc)
    throw new GraphQLError(t(ctx.locale, 'system.unavailable'), {
      extensions: { code: 'SYSTEM_UNAVAILABLE' },
    });
  return doc;
}

const openCalls = (ctx: GraphQLContext, doc: SystemDoc) => [
  ...(ctx.services.calls.system(doc.id)?.openRecords() ?? []),
];

/** The nodes in tree order (depth first, siblings by sort_order) that pass `keep`, with their visible children. */
function walk(index: TreeIndex, keep: (n: SystemTreeNodeRecord) => boolean) {
  const out: Array<{ node: SystemTreeNodeRecord; children: number }> = [];
  const visit = (parent: number | null, depth: number) => {
    if (depth > 64) return;
    for (const node of index.children.get(parent) ?? []) {
      if (!keep(node)) continue;
      const entry = { node, children: 0 };
      out.push(entry);
      const before = out.length;
      visit(node.id, depth + 1);
      entry.children = out.slice(before).filter((e) => e.node.parent_id === node.id).length;
    }
  };
  visit(null, 0);
  return out;
}

/** A view keeps its matching nodes and the nodes above them, so the tree keeps its shape. */
function viewKeep(index: TreeIndex, matches: (n: SystemTreeNodeRecord) => boolean): Set<number> {
  const kept = new Set<number>();
  for (const node of index.nodes) {
    if (!matches(node)) continue;
    for (let n: SystemTreeNodeRecord | undefined = node; n && !kept.has(n.id);) {
      kept.add(n.id);
      n = n.parent_id === null ? undefined : index.byId.get(n.parent_id);
    }
  }
  return kept;
}

export const treeResolvers: { Query: QueryResolvers } = {
  Query: {
    systemTree: (_p, { view }, ctx) => {
      const doc = systemDoc(ctx);
      const caller = callerOf(ctx);
      const views = visibleViews(doc, caller);
      const chosen = view == null ? undefined : views.find((v) => v.view.id === view);
      if (view != null && !chosen)
        throw missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'));
      const index = treeIndex(doc);
      const filtered =
        chosen && !chosen.view.is_system_view ? viewKeep(index, (n) => matchesView(chosen.view, n)) : null;
      const keep = (n: SystemTreeNodeRecord) => maySeeNode(caller, n) && (!filtered || filtered.has(n.id));
      const counts = openCallCounts(index, openCalls(ctx, doc));
      const sectionNames = new Map(doc.sections.map((s) => [s.id, s.name]));
      return {
        nodes: walk(index, keep).map((e) => entryOf(index, sectionNames, e.node, counts, e.children)),
        views: views.map(({ view: v, level }) => ({
          id: v.id,
          name: v.name,
          is_system_view: v.is_system_view,
          level,
        })),
        view_id: chosen?.view.id ?? null,
      };
    },
    systemTreeNode: (_p, { id }, ctx) => {
      const doc = systemDoc(ctx);
      const caller = callerOf(ctx);
      const index = treeIndex(doc);
      const node = index.byId.get(id);
      const visible = (n: SystemTreeNodeRecord) => maySeeNode(caller, n);
      // A node below a hidden one is hidden too, as the tree does not list it.
      if (!node || !visible(node) || index.parents(node).some((p) => !visible(p))) return null;
      const open = openCalls(ctx, doc);
      const counts = openCallCounts(index, open);
      const sectionNames = new Map(doc.sections.map((s) => [s.id, s.name]));
      const children: SystemTreeEntry[] = (index.children.get(node.id) ?? [])
        .filter(visible)
        .map((c) =>
          entryOf(index, sectionNames, c, counts, (index.children.get(c.id) ?? []).filter(visible).length),
        );
      return detailOf({ index, doc, node, open, children, visible });
    },
  },
};
