// The tree's shape in the console: the server's flat list (tree order) as children per parent, and the filter
// box's result: the matching nodes with everything above them, opened so every match shows.
import type { SystemTreeQuery } from '../../generated/graphql.ts';

export type TreeEntry = SystemTreeQuery['systemTree']['nodes'][number];

/** The invisible root the tree component hangs the top-level nodes on. */
export const ROOT = 'root';

/** The data of the invisible root. */
export const ROOT_ENTRY: TreeEntry = {
  id: 0,
  parent_id: null,
  kind: 'unknown',
  name: '',
  sort_order: 0,
  battery: null,
  reachable: null,
  number: null,
  serial: null,
  text_short: '',
  text_long: '',
  section_id: null,
  section_name: null,
  open_calls: 0,
  presences: 0,
  child_count: 0,
};

export interface TreeModel {
  byId: ReadonlyMap<string, TreeEntry>;
  children: ReadonlyMap<string, readonly string[]>;
  /** what the filter box matches per node, lower-cased once per tree */
  haystacks: ReadonlyMap<string, string>;
}

const haystack = (n: TreeEntry) =>
  [n.name, n.text_short, n.text_long, n.serial ?? '', n.number === null ? '' : String(n.number)]
    .join('\n')
    .toLowerCase();

export function buildTreeModel(nodes: readonly TreeEntry[]): TreeModel {
  const byId = new Map(nodes.map((n) => [String(n.id), n]));
  const children = new Map<string, string[]>();
  for (const n of nodes) {
    const parent = n.parent_id !== null && byId.has(String(n.parent_id)) ? String(n.parent_id) : ROOT;
    const list = children.get(parent);
    if (list) list.push(String(n.id));
    else children.set(parent, [String(n.id)]);
  }
  const haystacks = new Map(nodes.map((n) => [String(n.id), haystack(n)]));
  return { byId, children, haystacks };
}

/** The ids from the top down to the node's parent. */
export function ancestorsOf(model: TreeModel, id: string): string[] {
  const chain: string[] = [];
  let node = model.byId.get(id);
  while (node && node.parent_id !== null && chain.length < 64) {
    const parent = String(node.parent_id);
    if (!model.byId.has(parent) || chain.includes(parent)) break;
    chain.unshift(parent);
    node = model.byId.get(parent);
  }
  return chain;
}

export interface TreeFilter {
  /** the nodes that match */
  matches: ReadonlySet<string>;
  /** the matches and every node above them: what the tree shows */
  keep: ReadonlySet<string>;
  /** the kept nodes that have kept children: opened so every match shows */
  expanded: string[];
  /** the kept children per parent (filled as the tree asks) */
  childrenCache: Map<string, readonly string[]>;
}

/** The filter box (spec 02 §3 fields name, texts, serial, number); null when the text is blank. */
export function filterTree(model: TreeModel, text: string): TreeFilter | null {
  const q = text.trim().toLowerCase();
  if (!q) return null;
  const matches = new Set<string>();
  const keep = new Set<string>();
  const expanded = new Set<string>();
  for (const [id, hay] of model.haystacks) {
    if (!hay.includes(q)) continue;
    matches.add(id);
    keep.add(id);
    // Up to the first node opened already (its chain above is kept and opened): a floor's hundreds of matches walk
    // up to it once, not each. The same nodes in the same order as every match's ancestorsOf.
    const fresh: string[] = [];
    for (let node = model.byId.get(id); node && node.parent_id !== null && fresh.length < 64;) {
      const parent = String(node.parent_id);
      if (!model.byId.has(parent) || expanded.has(parent) || fresh.includes(parent)) break;
      fresh.push(parent);
      node = model.byId.get(parent);
    }
    for (const parent of fresh.reverse()) {
      keep.add(parent);
      expanded.add(parent);
    }
  }
  return { matches, keep, expanded: [...expanded], childrenCache: new Map() };
}

/** The children the tree shows under `id`: all, or only the kept ones while filtering. */
export function visibleChildren(model: TreeModel, filter: TreeFilter | null, id: string): readonly string[] {
  const all = model.children.get(id) ?? [];
  if (!filter) return all;
  let kept = filter.childrenCache.get(id);
  if (!kept) filter.childrenCache.set(id, (kept = all.filter((c) => filter.keep.has(c))));
  return kept;
}

const STRUCTURE_KINDS = new Set(['building', 'floor', 'room', 'person', 'group', 'section']);
/** Buildings, floors, rooms, persons, groups and sections hold other nodes; devices do not. */
export const holdsNodes = (entry: TreeEntry) => STRUCTURE_KINDS.has(entry.kind);
