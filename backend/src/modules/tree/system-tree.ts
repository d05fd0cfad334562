// The tree as a caller sees it (spec 02 §4 tree views, spec 01 §6 systemtree permissions): the nodes in tree order
// (depth first, siblings by sort_order) that the caller may see and the chosen view keeps. The systemTree query
// and the system tree export (modules/exports) read it the same way.
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { matchesView, maySeeNode, visibleViews, type Caller } from './tree-access.ts';
import { treeIndex, type TreeIndex } from './tree-index.ts';

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

/** null when the caller may not open the view asked for. */
export function visibleTree(doc: SystemDoc, caller: Caller, view: number | null) {
  const views = visibleViews(doc, caller);
  const chosen = view === null ? undefined : views.find((v) => v.view.id === view);
  if (view !== null && !chosen) return null;
  const index = treeIndex(doc);
  const filtered =
    chosen && !chosen.view.is_system_view ? viewKeep(index, (n) => matchesView(chosen.view, n)) : null;
  const keep = (n: SystemTreeNodeRecord) => maySeeNode(caller, n) && (!filtered || filtered.has(n.id));
  return { index, views, chosen, entries: walk(index, keep) };
}
