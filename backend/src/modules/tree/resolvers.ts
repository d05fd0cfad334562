// The tree area's queries (tree.graphql; spec 02 §3 system tree node, spec 02 §7 systemTreeNode). The policy
// wrapper has checked the session, the permissions and the management licence (auth/policy.ts); the transport
// has checked the selected system against the user's system_access (HTTP 424 otherwise).
import { GraphQLError } from 'graphql';
import type { QueryResolvers, SystemTreeEntry } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../context.ts';
import { missingPermission } from '../../auth/errors.ts';
import { t } from '../../platform/messages.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { callerOf, maySeeNode } from './tree-access.ts';
import { visibleTree } from './system-tree.ts';
import { treeIndex } from './tree-index.ts';
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

export const treeResolvers: { Query: QueryResolvers } = {
  Query: {
    systemTree: (_p, { view }, ctx) => {
      const doc = systemDoc(ctx);
      const caller = callerOf(ctx);
      const tree = visibleTree(doc, caller, view ?? null);
      if (!tree) throw missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'));
      const { index, views, chosen } = tree;
      const counts = openCallCounts(index, openCalls(ctx, doc));
      const sectionNames = new Map(doc.sections.map((s) => [s.id, s.name]));
      return {
        nodes: tree.entries.map((e) => entryOf(index, sectionNames, e.node, counts, e.children)),
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
