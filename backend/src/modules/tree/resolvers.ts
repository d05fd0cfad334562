// The tree area's queries (tree.graphql; spec 02 §3 system tree node, spec 02 §7 systemTreeNode). The policy
// wrapper has checked the session, the permissions and the management licence (auth/policy.ts); the transport
// has checked the selected system against the user's system_access (HTTP 424 otherwise).
import type { QueryResolvers } from '../../generated/graphql.ts';
import { missingPermission } from '../../auth/errors.ts';
import { t } from '../../platform/messages.ts';
import { badgeCounts, nodeDetail, openCalls, systemDoc } from './node-detail.ts';
import { deviceStates } from './device-state.ts';
import { callerOf } from './tree-access.ts';
import { visibleTree } from './system-tree.ts';
import { entryOf } from './tree-view.ts';

export { systemDoc };

export const treeResolvers: { Query: QueryResolvers } = {
  Query: {
    systemTree: (_p, { view }, ctx) => {
      const doc = systemDoc(ctx);
      const caller = callerOf(ctx);
      const tree = visibleTree(doc, caller, view ?? null);
      if (!tree) throw missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'));
      const { index, views, chosen } = tree;
      const counts = badgeCounts(ctx, doc, index, openCalls(ctx, doc));
      const sectionNames = new Map(doc.sections.map((s) => [s.id, s.name]));
      const state = deviceStates(ctx, doc.id);
      return {
        nodes: tree.entries.map((e) => entryOf(index, sectionNames, e.node, counts, e.children, state)),
        views: views.map(({ view: v, level }) => ({
          id: v.id,
          name: v.name,
          is_system_view: v.is_system_view,
          level,
        })),
        view_id: chosen?.view.id ?? null,
      };
    },
    systemTreeNode: (_p, { id }, ctx) => nodeDetail(ctx, callerOf(ctx), id),
  },
};
