// The sort page's moves (spec 01 §2 /tree/sort) against the real server: each move is judged by the device rules
// of spec 02 §4 and the systemtree permissions of spec 01 §6; the allowed ones are stored, the refused ones are
// answered with the catalogue's reason in the user's language and stay where they were (spec 02 §8 'Move: not all
// elements moved'). Demo facility: floor 2 "1. Stock" holds rooms 3, 6, 11, 17, 21 (sort 1-5), wired 27, tech 28;
// floor 29 "2. Stock" holds rooms 30, 33, 37, 44, 48; rooms and their residents and devices inherit the section.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  asTechnik,
  type Harness,
  nodeOf,
  nodesOf,
  openCall,
  restoreAfter,
  run,
  snapshot,
  startHarness,
} from './tree-edit-harness.ts';

const MOVE = `mutation($moves: [SystemTreeMoveInput!]!) { moveSystemTreeNodes(moves: $moves) {
  moved refused { id name code key message } } }`;

let h: Harness;
const tree = restoreAfter(() => h);
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.server.close());
beforeEach(() => tree.save());
afterEach(() => tree.restore());

/** Room 17 (Zimmer 104) with a section of its own: its residents and devices inherit from the room, so it may move. */
const ownSection = (id: number) => {
  const doc = h.server.services.systems.get(1)!;
  doc.nodes = doc.nodes.map((n) => (n.id === id ? { ...n, inherit_section: false, section_id: 1 } : n));
};
const childrenOf = (parent: number) =>
  nodesOf(h)
    .filter((n) => n.parent_id === parent)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((n) => n.id);

interface Refused {
  rule: string;
  arrange?: () => void;
  move: { id: number; parent_id: number | null; before_id: number | null };
  who?: string;
  code: string;
  key: string;
}

const refusedCases: Refused[] = [
  {
    rule: 'spec 02 §4 "A parent cannot be changed while the section is inherited and children inherit it." (room 105)',
    move: { id: 21, parent_id: 29, before_id: 30 },
    code: 'VALIDATION_FAILED',
    key: 'parent_section_inherited',
  },
  {
    rule: 'spec 02 §4 "Inheriting devices cannot be moved." (call button 23 inherits its section)',
    move: { id: 23, parent_id: 6, before_id: null },
    code: 'VALIDATION_FAILED',
    key: 'inheriting_cannot_move',
  },
  {
    rule: 'spec 02 §4 "A device with open calls cannot be edited." (pull cord 26 has an open call)',
    arrange: () => h.server.services.calls.system(1)!.opened(openCall(901, 26)),
    move: { id: 26, parent_id: 21, before_id: 22 },
    code: 'VALIDATION_FAILED',
    key: 'node_open_calls',
  },
  {
    rule: 'a node cannot move below itself (floor 2 into its room 3)',
    move: { id: 2, parent_id: 3, before_id: null },
    code: 'VALIDATION_FAILED',
    key: 'invalid',
  },
  {
    rule: 'an unknown node',
    move: { id: 9999, parent_id: 2, before_id: null },
    code: 'VALIDATION_FAILED',
    key: 'invalid',
  },
  {
    rule: 'spec 01 §6 change_parents: a new parent needs it (technik holds systemtree::use_module only)',
    arrange: () => ownSection(17),
    move: { id: 17, parent_id: 29, before_id: 30 },
    who: 'technik',
    code: 'MISSING_PERMISSION',
    key: 'systemtree::change_parents',
  },
  {
    rule: "spec 01 §6: a new place among the same siblings needs the node kind's permission (manage_structure)",
    move: { id: 21, parent_id: 2, before_id: 3 },
    who: 'technik',
    code: 'MISSING_PERMISSION',
    key: 'systemtree::manage_structure',
  },
];

describe('moveSystemTreeNodes refuses what the rules forbid and changes nothing (spec 02 §4, spec 01 §6)', () => {
  it.each(refusedCases)('$rule', async ({ arrange, move, who, code, key }) => {
    arrange?.();
    const before = snapshot(h);
    const res = await asTechnik(h, [], () => run(h, who ?? 'admin', MOVE, { moves: [move] }));
    const answer = (res.data as { moveSystemTreeNodes: { moved: number[]; refused: unknown[] } })
      .moveSystemTreeNodes;
    expect(answer.moved).toEqual([]);
    expect(answer.refused).toEqual([expect.objectContaining({ id: move.id, code, key })]);
    expect(snapshot(h)).toBe(before);
    h.server.services.calls.system(1)!.closed(openCall(901, 26), '2025-01-06T08:05:00.000Z');
  });
});

describe('moveSystemTreeNodes applies the allowed moves', () => {
  it('moves a room with its own section under another floor, first among its rooms, and renumbers them', async () => {
    ownSection(17);
    const doc = h.server.services.systems.get(1)!;
    doc.sync.last_gets_change = null;
    const res = await run(h, 'admin', MOVE, { moves: [{ id: 17, parent_id: 29, before_id: 30 }] });
    expect(res.data).toEqual({ moveSystemTreeNodes: { moved: [17], refused: [] } });
    expect(childrenOf(29).slice(0, 6)).toEqual([17, 30, 33, 37, 44, 48]);
    expect(childrenOf(29).map((id) => nodeOf(h, id).sort_order)).toEqual(childrenOf(29).map((_, i) => i + 1));
    expect(childrenOf(2)).not.toContain(17);
    // the residents and devices go along, and the move is a configuration change the Gets must receive
    expect(nodeOf(h, 18).parent_id).toBe(17);
    expect(doc.sync.last_gets_change).toBe(new Date(h.server.clock.now()).toISOString());
  });

  it('spec 02 §4: a room whose residents and devices inherit its section takes it over as its own, then moves', async () => {
    const UPDATE_SECTION = `mutation($input: SystemTreeNodeInput!) { updateSystemTreeNode(input: $input) { id } }`;
    const own = await run(h, 'admin', UPDATE_SECTION, {
      input: { id: 21, inherit_section: false, section_id: 1 },
    });
    expect(own.code).toBeUndefined();
    // the same section as before, so its children, which still inherit, see no change; another one is refused
    const other = await run(h, 'admin', UPDATE_SECTION, { input: { id: 21, section_id: 2 } });
    expect(other).toMatchObject({ key: 'section_inherited_by_children', field: 'section_id' });
    const res = await run(h, 'admin', MOVE, { moves: [{ id: 21, parent_id: 29, before_id: null }] });
    expect(res.data).toEqual({ moveSystemTreeNodes: { moved: [21], refused: [] } });
    expect(nodeOf(h, 26)).toMatchObject({ parent_id: 21, inherit_section: true });
  });

  it('reorders siblings: room 105 before room 101 on its floor', async () => {
    const res = await run(h, 'admin', MOVE, { moves: [{ id: 21, parent_id: 2, before_id: 3 }] });
    expect(res.data).toEqual({ moveSystemTreeNodes: { moved: [21], refused: [] } });
    expect(childrenOf(2).slice(0, 5)).toEqual([21, 3, 6, 11, 17]);
  });

  it.each([
    ['de', 'Das übergeordnete Element kann nicht geändert werden'],
    ['en', 'The parent cannot be changed while the section is inherited'],
    ['fr', 'Le parent ne peut pas être modifié'],
    ['it', "L'elemento superiore non può essere cambiato"],
  ])(
    'a batch with a refused move stores the allowed ones; the refused one stays where it was (%s)',
    async (lang, text) => {
      ownSection(17);
      const res = await run(
        h,
        'admin',
        MOVE,
        {
          moves: [
            { id: 17, parent_id: 29, before_id: null },
            { id: 21, parent_id: 29, before_id: null },
          ],
        },
        lang,
      );
      const answer = (
        res.data as {
          moveSystemTreeNodes: {
            moved: number[];
            refused: Array<{ id: number; name: string; message: string }>;
          };
        }
      ).moveSystemTreeNodes;
      expect(answer.moved).toEqual([17]);
      expect(answer.refused).toEqual([
        expect.objectContaining({ id: 21, name: 'Zimmer 105', key: 'parent_section_inherited' }),
      ]);
      expect(answer.refused[0]!.message).toContain(text);
      expect(childrenOf(29).at(-1)).toBe(17);
      expect(nodeOf(h, 21)).toMatchObject({ parent_id: 2, sort_order: 5 });
    },
  );

  it('judges each move on the tree the moves before it left: room 104 moved away, then room 105 last on its floor', async () => {
    ownSection(17);
    const res = await run(h, 'admin', MOVE, {
      moves: [
        { id: 17, parent_id: 29, before_id: 30 },
        { id: 21, parent_id: 2, before_id: null },
      ],
    });
    expect(res.data).toEqual({ moveSystemTreeNodes: { moved: [17, 21], refused: [] } });
    expect(childrenOf(2)).toEqual([3, 6, 11, 27, 28, 21]);
  });

  it('spec 02 §5 "each element only once": a node named twice refuses the whole request', async () => {
    const before = snapshot(h);
    const res = await run(h, 'admin', MOVE, {
      moves: [
        { id: 21, parent_id: 2, before_id: 3 },
        { id: 21, parent_id: 2, before_id: 11 },
      ],
    });
    expect(res).toMatchObject({ code: 'VALIDATION_FAILED', key: 'duplicate', field: 'moves' });
    expect(snapshot(h)).toBe(before);
  });

  it('serialises concurrent requests under the document lock: both rooms arrive, numbered without a gap', async () => {
    ownSection(17);
    ownSection(21);
    const [a, b] = await Promise.all([
      run(h, 'admin', MOVE, { moves: [{ id: 17, parent_id: 29, before_id: 30 }] }),
      run(h, 'admin', MOVE, { moves: [{ id: 21, parent_id: 29, before_id: 30 }] }),
    ]);
    expect([a.data, b.data]).toEqual([
      { moveSystemTreeNodes: { moved: [17], refused: [] } },
      { moveSystemTreeNodes: { moved: [21], refused: [] } },
    ]);
    const floor = childrenOf(29);
    expect(floor).toEqual(expect.arrayContaining([17, 21, 30, 33, 37, 44, 48]));
    expect(floor.map((id) => nodeOf(h, id).sort_order)).toEqual(floor.map((_, i) => i + 1));
  });

  it('with change_parents a user moves a room; the audit row names the move and its outcome', async () => {
    ownSection(17);
    const res = await asTechnik(h, ['systemtree::change_parents'], () =>
      run(h, 'technik', MOVE, { moves: [{ id: 17, parent_id: 29, before_id: 30 }] }),
    );
    expect(res.data).toEqual({ moveSystemTreeNodes: { moved: [17], refused: [] } });
    const rows = await run(h, 'admin', '{ auditLog(limit: 5) { action user_name outcome changes } }', {});
    const row = (
      rows.data as {
        auditLog: Array<{ action: string; user_name: string; changes: string; outcome: string }>;
      }
    ).auditLog[0]!;
    expect(row).toMatchObject({ action: 'moveSystemTreeNodes', user_name: 'technik', outcome: 'ok' });
    expect(JSON.parse(row.changes).records[0]).toMatchObject({
      id: 17,
      fields: { parent_id: { before: 2, after: 29 } },
    });
  });
});
