// What the global search matches (spec 01 §7 Search): per node its name, effective texts, serial and number,
// lower-cased once per version of the tree (the haystack lives as long as the document's node array).
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { treeIndex } from '../tree/tree-index.ts';

export interface NodeHay {
  node: SystemTreeNodeRecord;
  /** lower-case name */
  name: string;
  /** lower-case name, texts, serial and number, one per line */
  all: string;
  /** where the node is: the names of its parent and grandparent */
  place: string;
  /** position in tree order: equal ranks keep the tree's order */
  order: number;
}

const hays = new WeakMap<SystemTreeNodeRecord[], NodeHay[]>();

export function nodeHaystack(doc: SystemDoc): NodeHay[] {
  const cached = hays.get(doc.nodes);
  if (cached) return cached;
  const index = treeIndex(doc);
  const out: NodeHay[] = [];
  const visit = (parent: number | null, depth: number) => {
    if (depth > 64) return;
    for (const node of index.children.get(parent) ?? []) {
      const texts = [
        node.name,
        index.effective(node, 'text_short').value,
        index.effective(node, 'text_long').value,
        node.serial ?? '',
        node.number === null ? '' : String(node.number),
      ];
      const parents = index.parents(node).slice(0, 2).reverse();
      out.push({
        node,
        name: node.name.toLowerCase(),
        all: texts.join('\n').toLowerCase(),
        place: parents.map((p) => p.name).join(' › '),
        order: out.length,
      });
      visit(node.id, depth + 1);
    }
  };
  visit(null, 0);
  hays.set(doc.nodes, out);
  return out;
}
