// The sort page's working copy of the tree (spec 01 §2 /tree/sort): drops move nodes locally, and saving turns
// the difference into the server's moves. Nodes the user did not drag keep their order among each other; each
// dragged node is sent with the sibling it now stands before, per parent from the last child to the first, so
// every anchor is already in its final place when the server applies the move (backend tree-move.ts).
import { ROOT, type TreeModel } from '../tree-model.ts';

export interface SortState {
  children: ReadonlyMap<string, readonly string[]>;
  parentOf: ReadonlyMap<string, string>;
  /** the nodes the user dragged */
  moved: ReadonlySet<string>;
}

export interface Move {
  id: number;
  parent_id: number | null;
  before_id: number | null;
}

export function initialSort(model: TreeModel): SortState {
  const parentOf = new Map<string, string>();
  for (const [parent, list] of model.children) for (const id of list) parentOf.set(id, parent);
  return { children: model.children, parentOf, moved: new Set() };
}

/** The ids dropped into `parent` at `at` among its children without them (null: last), as the tree reports a drop. */
export function applyDrop(
  state: SortState,
  ids: readonly string[],
  parent: string,
  at: number | null,
): SortState {
  const children = new Map(state.children);
  const parentOf = new Map(state.parentOf);
  for (const id of ids) {
    const from = parentOf.get(id);
    if (from !== undefined)
      children.set(
        from,
        (children.get(from) ?? []).filter((c) => c !== id),
      );
  }
  const list = [...(children.get(parent) ?? [])];
  list.splice(at === null ? list.length : Math.min(Math.max(at, 0), list.length), 0, ...ids);
  children.set(parent, list);
  for (const id of ids) parentOf.set(id, parent);
  return { children, parentOf, moved: new Set([...state.moved, ...ids]) };
}

const idOf = (id: string) => (id === ROOT ? null : Number(id));

/** The moves that turn the stored tree into this one (only the dragged nodes, each once). */
export function movesOf(state: SortState): Move[] {
  const moves: Move[] = [];
  for (const [parent, list] of state.children)
    for (let i = list.length - 1; i >= 0; i--) {
      const id = list[i]!;
      if (!state.moved.has(id)) continue;
      const next = list[i + 1];
      moves.push({
        id: Number(id),
        parent_id: idOf(parent),
        before_id: next === undefined ? null : Number(next),
      });
    }
  return moves;
}
