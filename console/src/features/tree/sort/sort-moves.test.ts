// The sort page's moves (spec 01 §2 /tree/sort): applied in the order sent, the server's rule (the node goes
// before its anchor, or last) must rebuild exactly the tree the user arranged.
import { describe, expect, it } from 'vitest';
import { buildTreeModel, ROOT, type TreeEntry } from '../tree-model.ts';
import { applyDrop, initialSort, movesOf, type Move } from './sort-moves.ts';

const entry = (id: number, parent_id: number | null, sort_order: number): TreeEntry => ({
  id,
  parent_id,
  kind: 'room',
  name: `n${id}`,
  sort_order,
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
});

// building 1 > floors 2 (rooms 3, 4, 5) and 6 (rooms 7, 8)
const model = buildTreeModel([
  entry(1, null, 1),
  entry(2, 1, 1),
  entry(3, 2, 1),
  entry(4, 2, 2),
  entry(5, 2, 3),
  entry(6, 1, 2),
  entry(7, 6, 1),
  entry(8, 6, 2),
]);

/** What the server does with the moves (backend tree-move.ts placed()). */
function serverApplies(moves: Move[]): Map<string, string[]> {
  const children = new Map([...model.children].map(([k, v]) => [k, [...v]]));
  for (const m of moves) {
    const id = String(m.id);
    for (const list of children.values()) if (list.includes(id)) list.splice(list.indexOf(id), 1);
    const parent = m.parent_id === null ? ROOT : String(m.parent_id);
    const list = children.get(parent) ?? [];
    const at = list.indexOf(String(m.before_id));
    list.splice(at >= 0 ? at : list.length, 0, id);
    children.set(parent, list);
  }
  return children;
}

describe('sort moves', () => {
  it('a room dropped under another floor is sent with the room it stands before', () => {
    const state = applyDrop(initialSort(model), ['4'], '6', 0);
    expect(state.children.get('6')).toEqual(['4', '7', '8']);
    expect(state.children.get('2')).toEqual(['3', '5']);
    expect(movesOf(state)).toEqual([{ id: 4, parent_id: 6, before_id: 7 }]);
  });

  it('dropped last (on the floor itself) has no anchor', () => {
    expect(movesOf(applyDrop(initialSort(model), ['3'], '6', null))).toEqual([
      { id: 3, parent_id: 6, before_id: null },
    ]);
  });

  it('several drops, one node dragged twice: each node once, and the server rebuilds the same tree', () => {
    let state = initialSort(model);
    state = applyDrop(state, ['5'], '6', 1);
    state = applyDrop(state, ['3'], '6', 0);
    state = applyDrop(state, ['8'], '2', 0);
    state = applyDrop(state, ['5'], '6', 0);
    const moves = movesOf(state);
    expect(moves.map((m) => m.id).sort()).toEqual([3, 5, 8]);
    const server = serverApplies(moves);
    for (const [parent, list] of state.children) expect(server.get(parent) ?? []).toEqual(list);
  });
});
