// The system tree of one system as the tree area reads it (spec 02 §3 system tree node): children in sort order
// and each node's effective values with the node they come from. Inheritance (spec 02 §3 inherit_section,
// inherit_text_short, inherit_text_long, inherit_flight_profile) is resolved here, on the server: a node that
// inherits shows its parent's effective value, up the parent chain of at most 10 levels (spec 02 §9).
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';

/** spec 02 §9 "Parent chain depth 10". */
export const PARENT_CHAIN_DEPTH = 10;

export const INHERITED_FIELDS = ['section_id', 'text_short', 'text_long', 'flight_profile_id'] as const;
export type InheritedField = (typeof INHERITED_FIELDS)[number];

/** The flag that makes a field inherited; documents written before a flag existed read it as off. */
const FLAG: Record<InheritedField, keyof SystemTreeNodeRecord> = {
  section_id: 'inherit_section',
  text_short: 'inherit_text_short',
  text_long: 'inherit_text_long',
  flight_profile_id: 'inherit_flight_profile',
};

export interface Effective<T> {
  value: T;
  /** the node whose own value it is; the node itself when it does not inherit */
  from: SystemTreeNodeRecord;
}

export interface TreeIndex {
  nodes: SystemTreeNodeRecord[];
  byId: Map<number, SystemTreeNodeRecord>;
  /** children per parent id (null: the roots), in sort order */
  children: Map<number | null, SystemTreeNodeRecord[]>;
  effective<F extends InheritedField>(
    node: SystemTreeNodeRecord,
    field: F,
  ): Effective<SystemTreeNodeRecord[F]>;
  /** the parents from the nearest up, at most 10 (spec 02 §3 "parent chain up to 10 levels") */
  parents(node: SystemTreeNodeRecord): SystemTreeNodeRecord[];
}

const bySortOrder = (a: SystemTreeNodeRecord, b: SystemTreeNodeRecord) =>
  a.sort_order - b.sort_order || a.id - b.id;

function buildIndex(nodes: SystemTreeNodeRecord[]): TreeIndex {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<number | null, SystemTreeNodeRecord[]>();
  for (const n of nodes) {
    const parent = n.parent_id !== null && byId.has(n.parent_id) ? n.parent_id : null;
    const list = children.get(parent);
    if (list) list.push(n);
    else children.set(parent, [n]);
  }
  for (const list of children.values()) list.sort(bySortOrder);
  const parentOf = (n: SystemTreeNodeRecord) => (n.parent_id === null ? undefined : byId.get(n.parent_id));
  return {
    nodes,
    byId,
    children,
    effective(node, field) {
      let from = node;
      for (let depth = 0; depth < PARENT_CHAIN_DEPTH && from[FLAG[field]] === true; depth++) {
        const parent = parentOf(from);
        if (!parent) break;
        from = parent;
      }
      return { value: from[field], from };
    },
    parents(node) {
      const chain: SystemTreeNodeRecord[] = [];
      for (let p = parentOf(node); p && chain.length < PARENT_CHAIN_DEPTH; p = parentOf(p)) {
        if (p === node || chain.includes(p)) break;
        chain.push(p);
      }
      return chain;
    },
  };
}

// A 1,000-bed tree has about 6,000 nodes: the index lives as long as the document's node array (a configuration
// write replaces it), as the call view's index does.
const indexes = new WeakMap<SystemTreeNodeRecord[], TreeIndex>();

export function treeIndex(doc: SystemDoc): TreeIndex {
  const cached = indexes.get(doc.nodes);
  if (cached) return cached;
  const index = buildIndex(doc.nodes);
  indexes.set(doc.nodes, index);
  return index;
}
