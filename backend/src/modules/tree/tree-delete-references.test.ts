// Deleting a tree element that others refer to (issue 33: a deleted node stayed in another node's
// linked_system_tree_node_id, in the stored document and the next commit to the Gets). ARCHITECTURE §5 "A record that
// others reference cannot be deleted out from under them": refused with in_use naming the users, nothing changed;
// once the reference is gone, the delete goes through and no stored document holds the dead id.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';
import { gql } from '../../test-support/test-server.ts';
import {
  DELETE,
  type Harness,
  nodeOf,
  nodesOf,
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

/** Node 8 (Ruftaster 102) linked to node 9 (Zugtaster 102, a leaf), through the node form as admin. */
async function link(from: number, to: number | null) {
  const res = await run(h, 'admin', UPDATE, { input: { id: from, linked_system_tree_node_id: to } });
  expect(res.code).toBeUndefined();
}

describe('deleting an element others refer to (spec 02 §3 linked node; ARCHITECTURE §5)', () => {
  it('a linked element: refused with in_use naming the linking element; nothing changes', async () => {
    await link(8, 9);
    const before = snapshot(h);
    const refused = await run(h, 'admin', DELETE, { ids: [9] }, 'de');
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', key: 'in_use', field: '_form' });
    expect(refused.message).toBe(
      'Wird noch verwendet von: Element «Ruftaster 102». Entfernen Sie zuerst diese Verwendungen.',
    );
    expect(snapshot(h)).toBe(before);
    expect(nodeOf(h, 8).linked_system_tree_node_id).toBe(9);
  });

  it('once the link is removed the element goes, and no stored node names it', async () => {
    await link(8, 9);
    await link(8, null);
    expect((await run(h, 'admin', DELETE, { ids: [9] })).code).toBeUndefined();
    // the document as the disk holds it
    const file = path.join(h.server.dataDir, 'system-01.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { nodes: SystemTreeNodeRecord[] };
    expect(stored.nodes.some((n) => n.id === 9)).toBe(false);
    expect(stored.nodes.filter((n) => n.linked_system_tree_node_id === 9)).toEqual([]);
  });

  it('deleted together with the element linking to it: both go', async () => {
    await link(8, 9);
    expect((await run(h, 'admin', DELETE, { ids: [8, 9] })).code).toBeUndefined();
    expect(nodesOf(h).some((n) => n.id === 8 || n.id === 9)).toBe(false);
  });

  it('an element a flight profile names: refused, naming the profile', async () => {
    const created = await gql(
      h.server,
      'mutation($input: AdminFlightProfileInput!) { createFlightProfile(input: $input) { id } }',
      { input: { name: 'Weglauf Tobler', system_tree_nodes: [9] } },
      { cookie: h.cookies.admin },
    );
    expect(created.body.errors).toBeUndefined();
    try {
      const refused = await run(h, 'admin', DELETE, { ids: [9] }, 'en');
      expect(refused.message).toBe(
        'Still used by: Flight profile «Weglauf Tobler». Remove these uses first.',
      );
    } finally {
      const id = (created.body.data?.createFlightProfile as { id: number }).id;
      await gql(
        h.server,
        `mutation { deleteFlightProfile(ids: [${id}]) { id } }`,
        {},
        { cookie: h.cookies.admin },
      );
    }
  });

  it('a linking element the caller may not see is named by its id only', async () => {
    await link(28, 9); // the tech input of floor 1
    const holder = h.server.services.users.byName('technik')!;
    const role = h.server.services.users.rolesOf(holder).find((r) => r.id === 1)!;
    const held = role.permissions;
    role.permissions = ['systemtree::use_module', 'systemtree::create_delete_devices'];
    try {
      const refused = await run(h, 'technik', DELETE, { ids: [9] }, 'de');
      expect(refused.key).toBe('in_use');
      expect(refused.message).toContain('Element «#28»');
      expect(refused.message).not.toContain('Technikeingang');
    } finally {
      role.permissions = held;
    }
  });
});
