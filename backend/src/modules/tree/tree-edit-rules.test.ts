// The device rules of spec 02 §4 and the tree's field rules of spec 02 §5, enforced by the node form's mutations on
// the real server: each refusal carries the catalogue's key on its field in the user's language and changes nothing.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';
import {
  CREATE,
  DELETE,
  type Harness,
  NODE,
  nodeOf,
  nodesOf,
  openCall,
  restoreAfter,
  run,
  snapshot,
  startHarness,
  UPDATE,
} from './tree-edit-harness.ts';

let h: Harness;
const tree = restoreAfter(() => h);
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.server.close());
beforeEach(() => tree.save());
afterEach(() => tree.restore());

const radio = (over: Partial<SystemTreeNodeRecord>): SystemTreeNodeRecord => ({
  ...nodeOf(h, 23),
  inherit_section: false,
  inherit_text_long: false,
  inherit_text_short: false,
  inherit_flight_profile: false,
  ...over,
});

/** A chain of 10 groups below the building: 9109 has 10 parents above it (9108 ... 9100 and the building). */
const deepChain = () =>
  Array.from({ length: 10 }, (_, i) => ({
    ...nodeOf(h, 2),
    id: 9100 + i,
    kind: 'group' as const,
    parent_id: i === 0 ? 1 : 9099 + i,
    section_id: null,
    inherit_section: false,
    inherit_flight_profile: false,
  }));

interface Case {
  rule: string;
  arrange?: () => void;
  query: string;
  variables: Record<string, unknown>;
  key: string;
  field: string;
}

const cases: Case[] = [
  {
    rule: 'spec 02 §4 "A node with children cannot be deleted." (room 101 holds a resident and devices)',
    query: DELETE,
    variables: { ids: [3] },
    key: 'node_has_children',
    field: '_form',
  },
  {
    rule: 'spec 02 §4 "Inheriting devices cannot be moved." (call button 23 inherits its section)',
    query: UPDATE,
    variables: { input: { id: 23, parent_id: 6 } },
    key: 'inheriting_cannot_move',
    field: 'parent_id',
  },
  {
    rule: 'spec 02 §4 "A section that children inherit cannot be changed." (floor 2, its rooms inherit it)',
    query: UPDATE,
    variables: { input: { id: 2, section_id: 2 } },
    key: 'section_inherited_by_children',
    field: 'section_id',
  },
  {
    rule: 'spec 02 §4 an inherited section cannot change (button 23 inherits, its own section stays)',
    query: UPDATE,
    variables: { input: { id: 23, section_id: 2 } },
    key: 'section_inherited',
    field: 'section_id',
  },
  {
    rule: 'spec 02 §4 "A parent cannot be changed while the section is inherited and children inherit it." (room 3)',
    query: UPDATE,
    variables: { input: { id: 3, parent_id: 29 } },
    key: 'parent_section_inherited',
    field: 'parent_id',
  },
  {
    rule: 'spec 02 §5 section_full: section full (max {max} devices)',
    arrange: () =>
      nodesOf(h).push(
        ...Array.from({ length: 255 }, (_, i) => radio({ id: 8000 + i, parent_id: 29, section_id: 2 })),
      ),
    query: CREATE,
    variables: { input: { kind: 'radio', name: 'Neu', parent_id: 29, section_id: 2 } },
    key: 'section_full',
    field: 'section_id',
  },
  {
    rule: 'spec 02 §5 text rules: short device text at most 7 characters',
    query: UPDATE,
    variables: { input: { id: 5, text_short: 'Bad101xy' } },
    key: 'max_length',
    field: 'text_short',
  },
  {
    rule: 'spec 02 §5 text rules: long device text at most 19 characters',
    query: UPDATE,
    variables: { input: { id: 5, text_long: 'Badezimmer Zimmer 101' } },
    key: 'max_length',
    field: 'text_long',
  },
  {
    rule: 'spec 02 §5 text rules: no umlauts or special characters',
    query: UPDATE,
    variables: { input: { id: 4, text_long: 'Herr Bühler' } },
    key: 'format',
    field: 'text_long',
  },
  {
    rule: 'spec 02 §5 "Long text is mandatory when system_tree_text_long_required is on."',
    arrange: () => {
      const doc = h.server.services.systems.get(1)!;
      const params = doc.params;
      doc.params = { ...params, system_tree_text_long_required: true };
      onTeardown(() => (doc.params = params));
    },
    query: UPDATE,
    variables: { input: { id: 5, text_long: '' } },
    key: 'required',
    field: 'text_long',
  },
  {
    rule: 'spec 02 §9 parent chain depth 10: a node below 10 parents is refused',
    arrange: () => nodesOf(h).push(...deepChain()),
    query: CREATE,
    variables: { input: { kind: 'group', name: 'Zu tief', parent_id: 9109 } },
    key: 'parent_chain_depth',
    field: 'parent_id',
  },
  {
    rule: 'spec 02 §3 parent chain: a node cannot move below itself (floor 29 under its room 30)',
    query: UPDATE,
    variables: { input: { id: 29, parent_id: 30 } },
    key: 'invalid',
    field: 'parent_id',
  },
  {
    rule: 'spec 02 §5 linked_system_tree_node_chain: devices link to 23, so 23 cannot itself be linked',
    arrange: () => Object.assign(nodeOf(h, 5), { linked_system_tree_node_id: 23 }),
    query: UPDATE,
    variables: { input: { id: 23, linked_system_tree_node_id: 8 } },
    key: 'linked_system_tree_node_chain',
    field: 'linked_system_tree_node_id',
  },
  {
    rule: 'spec 02 §5 required_inherited_parent: the building has no section to inherit',
    query: CREATE,
    variables: { input: { kind: 'floor', name: 'Dach', parent_id: 1, inherit_section: true } },
    key: 'required_inherited_parent',
    field: 'inherit_section',
  },
  {
    rule: 'spec 02 §5 "each element only once" in a selection',
    query: DELETE,
    variables: { ids: [5, 5] },
    key: 'duplicate',
    field: 'ids',
  },
];

const teardowns: Array<() => void> = [];
const onTeardown = (f: () => void) => teardowns.push(f);
afterEach(() => teardowns.splice(0).forEach((f) => f()));

describe('device and field rules refuse the change with the catalogue key and change nothing', () => {
  it.each(cases)('$rule', async ({ arrange, query, variables, key, field }) => {
    arrange?.();
    const before = snapshot(h);
    const res = await run(h, 'admin', query, variables);
    expect(res).toMatchObject({ code: 'VALIDATION_FAILED', key, field });
    expect(snapshot(h)).toBe(before);
  });

  it("the same refusal arrives in the user's language (fr, it; German by default)", async () => {
    const variables = { ids: [3] };
    expect((await run(h, 'admin', DELETE, variables)).message).toMatch(/untergeordnete Elemente/);
    expect((await run(h, 'admin', DELETE, variables, 'fr')).message).toMatch(/éléments enfants/);
    expect((await run(h, 'admin', DELETE, variables, 'it')).message).toMatch(/elementi subordinati/);
  });

  it('spec 02 §5 license_limit_reached: no device beyond the licence, a room still can be created', async () => {
    const real = h.server.services.installation.licence();
    const devices = h.server.services.systems
      .list()
      .flatMap((d) => d.nodes)
      .filter((n) => !['building', 'floor', 'group', 'person', 'room', 'section'].includes(n.kind)).length;
    const spy = vi
      .spyOn(h.server.services.installation, 'licence')
      .mockReturnValue({ ...real, limits: { ...real.limits, devices } });
    try {
      const before = snapshot(h);
      const refused = await run(h, 'admin', CREATE, { input: { kind: 'radio', name: 'X', parent_id: 3 } });
      expect(refused).toMatchObject({ key: 'license_limit_reached', field: '_form' });
      expect(snapshot(h)).toBe(before);
      const room = await run(h, 'admin', CREATE, {
        input: { kind: 'room', name: 'Zimmer 106', parent_id: 2 },
      });
      expect(room.code).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('spec 02 §4 "A device with open calls cannot be edited." (scenario: until the presence closes it)', () => {
  it('refuses edits and deletion while the call is open, shows the node read-only, then allows them', async () => {
    const calls = h.server.services.calls.system(1)!;
    const call = openCall(700, 26);
    calls.opened(call);
    try {
      const detail = await run(h, 'admin', NODE, { id: 26 });
      expect(detail.data?.systemTreeNode).toMatchObject({
        editable: [],
        deletable: false,
        open_calls: [{ id: 700 }],
      });
      const before = snapshot(h);
      const edit = await run(h, 'admin', UPDATE, { input: { id: 26, text_long: 'Bad Zimmer 105 neu' } });
      expect(edit).toMatchObject({ key: 'node_open_calls', field: '_form' });
      expect((await run(h, 'admin', DELETE, { ids: [26] })).key).toBe('node_open_calls');
      expect(snapshot(h)).toBe(before);
    } finally {
      calls.closed(call, '2025-01-06T08:05:00.000Z');
    }
    const edit = await run(h, 'admin', UPDATE, { input: { id: 26, text_long: 'Bad Zimmer 105 neu' } });
    expect(edit.data?.updateSystemTreeNode).toMatchObject({ text_long: { value: 'Bad Zimmer 105 neu' } });
    expect(nodeOf(h, 26).text_long).toBe('Bad Zimmer 105 neu');
  });
});

describe('what passes the rules is stored, audited and marks the configuration for the Gets', () => {
  it('update, create below the selected parent, delete a leaf; audit rows carry the field changes', async () => {
    const doc = h.server.services.systems.get(1)!;
    doc.sync.last_gets_change = null;
    const renamed = await run(h, 'admin', UPDATE, {
      input: { id: 5, name: 'Zugtaster Bad 101', text_long: 'Bad 101' },
    });
    expect(renamed.data?.updateSystemTreeNode).toMatchObject({
      name: 'Zugtaster Bad 101',
      text_long: { own: 'Bad 101' },
    });
    expect(doc.sync.last_gets_change).toBe(new Date(h.server.clock.now()).toISOString());
    const created = await run(h, 'admin', CREATE, {
      input: {
        kind: 'radio',
        name: 'Ruftaster 101 Bett 2',
        parent_id: 3,
        text_short: '101/2',
        inherit_section: true,
      },
    });
    const node = created.data?.createSystemTreeNode as { id: number; parents: Array<{ id: number }> };
    expect(node.parents.map((p) => p.id)).toEqual([3, 2, 1]);
    expect(node.id).toBe(Math.max(...nodesOf(h).map((n) => n.id)));
    expect(await run(h, 'admin', DELETE, { ids: [node.id] })).toMatchObject({
      data: { deleteSystemTreeNodes: [{ id: node.id }] },
    });
    expect(nodesOf(h).some((n) => n.id === node.id)).toBe(false);
    const audit = await run(h, 'admin', '{ auditLog(limit: 3) { action entity entity_id changes } }', {});
    const rows = audit.data?.auditLog as Array<{ action: string; entity: string; changes: string }>;
    expect(rows.map((r) => r.action)).toEqual([
      'deleteSystemTreeNodes',
      'createSystemTreeNode',
      'updateSystemTreeNode',
    ]);
    expect(rows.every((r) => r.entity === 'system_tree_node')).toBe(true);
    expect(JSON.parse(rows[2]!.changes)).toMatchObject({
      change: 'updated',
      fields: {
        name: { before: 'Zugtaster 101', after: 'Zugtaster Bad 101' },
        text_long: { after: 'Bad 101' },
      },
    });
  });
});
