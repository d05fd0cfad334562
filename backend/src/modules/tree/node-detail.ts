// One node with its relations as the caller may see it (spec 02 §7 systemTreeNode), shared by the query and the
// mutations' answers, with what the caller may do with it (spec 01 §6 systemtree permissions).
import type { GetsCall } from '@cs/contracts/gets';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context.ts';
import type { SystemTreeEntry, SystemTreeNodeDetail } from '../../generated/graphql.ts';
import { inScope, scopeOf } from '../../auth/call-source-scope.ts';
import { t } from '../../platform/messages.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { deviceStates } from './device-state.ts';
import { noteFields } from './note-view.ts';
import { maySeeNode, type Caller } from './tree-access.ts';
import { treeIndex, type TreeIndex } from './tree-index.ts';
import { creatableKinds, editableFields, mayCreateOrDelete } from './tree-permissions.ts';
import { detailOf, entryOf, openCounts } from './tree-view.ts';

export function systemDoc(ctx: GraphQLContext): SystemDoc {
  const doc = ctx.services.systems.get(ctx.systemId);
  if (!doc)
    throw new GraphQLError(t(ctx.locale, 'system.unavailable'), {
      extensions: { code: 'SYSTEM_UNAVAILABLE' },
    });
  return doc;
}

export const openCalls = (ctx: GraphQLContext, doc: SystemDoc) => [
  ...(ctx.services.calls.system(doc.id)?.openRecords() ?? []),
];

/**
 * The open calls the tree's badges and a node's list of what is open below it count: those of the caller's call
 * source groups only (auth/call-source-scope.ts). The node form's own list of its device's open calls is not
 * narrowed: those calls are why the form is read-only (spec 02 §4), and they are the call display's, which shows
 * every call to anyone.
 */
export const scopedCalls = (ctx: GraphQLContext, doc: SystemDoc, open: GetsCall[]) => {
  const scope = scopeOf(ctx, doc.id);
  return open.filter((c) => inScope(scope, c.call_source_id));
};

/** The tree's badges: open calls and presences apart (issue 38), of the caller's call source groups. */
export const badgeCounts = (ctx: GraphQLContext, doc: SystemDoc, index: TreeIndex, open: GetsCall[]) =>
  openCounts(index, scopedCalls(ctx, doc, open));

/** The node when the caller may see it: a node below a hidden one is hidden too, as the tree does not list it. */
export function visibleNode(index: TreeIndex, caller: Caller, id: number): SystemTreeNodeRecord | null {
  const node = index.byId.get(id);
  const visible = (n: SystemTreeNodeRecord) => maySeeNode(caller, n);
  if (!node || !visible(node) || index.parents(node).some((p) => !visible(p))) return null;
  return node;
}

export function nodeDetail(ctx: GraphQLContext, caller: Caller, id: number): SystemTreeNodeDetail | null {
  const doc = systemDoc(ctx);
  const index = treeIndex(doc);
  const node = visibleNode(index, caller, id);
  if (!node) return null;
  const visible = (n: SystemTreeNodeRecord) => maySeeNode(caller, n);
  const open = openCalls(ctx, doc);
  const below = scopedCalls(ctx, doc, open);
  const counts = openCounts(index, below);
  const sectionNames = new Map(doc.sections.map((s) => [s.id, s.name]));
  const state = deviceStates(ctx, doc.id);
  const children: SystemTreeEntry[] = (index.children.get(node.id) ?? [])
    .filter(visible)
    .map((c) =>
      entryOf(index, sectionNames, c, counts, (index.children.get(c.id) ?? []).filter(visible).length, state),
    );
  // spec 02 §4: a device with open calls cannot be edited; a node with children cannot be deleted.
  const hasOpenCalls = open.some((c) => c.number === node.id);
  const access = {
    editable: hasOpenCalls ? [] : editableFields(caller, node),
    // children are the server's refusal to show (spec 02 §5: the confirmation warns when the item has children)
    deletable: !hasOpenCalls && mayCreateOrDelete(caller, node),
    creatable_kinds: creatableKinds(caller),
  };
  return {
    ...detailOf({ index, doc, node, open, below, children, visible, state, access }),
    ...noteFields(ctx, caller, node),
  };
}
