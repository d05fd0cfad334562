// Field-level permissions of the node form (spec 01 §6 systemtree permissions; spec 02 §6 "Tree device changes
// are gated by systemtree permissions (serials, flight profiles, sections, parents, sound levels, tech, wired,
// linked devices, create/delete ...)"): the server refuses a change of a gated field with MISSING_PERMISSION even
// when the console is bypassed, and lets the same change through once the role holds the permission.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PermissionCode } from '../../auth/permissions.ts';
import {
  asTechnik,
  CREATE,
  DELETE,
  type Harness,
  NODE,
  nodeOf,
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

interface Case {
  what: string;
  query: string;
  variables: Record<string, unknown>;
  /** the permissions that let the change through; the first is the one refused without it */
  needs: PermissionCode[];
}

const T = (p: string) => `systemtree::${p}` as PermissionCode;
const cases: Case[] = [
  {
    what: 'a serial (change_device_serials)',
    query: UPDATE,
    variables: { input: { id: 5, serial: 'C34BF6FE' } },
    needs: [T('change_device_serials')],
  },
  {
    what: 'a section (change_sections)',
    query: UPDATE,
    variables: { input: { id: 4, inherit_section: false, section_id: 2 } },
    needs: [T('change_sections')],
  },
  {
    what: 'a parent (change_parents)',
    query: UPDATE,
    variables: { input: { id: 4, parent_id: 6 } },
    needs: [T('change_parents')],
  },
  {
    what: 'a flight profile (change_flight_profiles)',
    query: UPDATE,
    variables: { input: { id: 4, inherit_flight_profile: true } },
    needs: [T('change_flight_profiles')],
  },
  {
    what: 'a linked device (change_linked_devices)',
    query: UPDATE,
    variables: { input: { id: 5, linked_system_tree_node_id: 23 } },
    needs: [T('change_linked_devices')],
  },
  {
    what: "a device's number in the call system (change_gets_attributes)",
    query: UPDATE,
    variables: { input: { id: 5, number: 77 } },
    needs: [T('change_gets_attributes')],
  },
  {
    what: "a radio device's texts (manage_devices)",
    query: UPDATE,
    variables: { input: { id: 5, text_long: 'Bad 101' } },
    needs: [T('manage_devices')],
  },
  {
    what: "a room's name (manage_structure)",
    query: UPDATE,
    variables: { input: { id: 3, name: 'Zimmer 101 A' } },
    needs: [T('manage_structure')],
  },
  {
    what: "a tech device's texts (change_tech_devices)",
    query: UPDATE,
    variables: { input: { id: 28, comment: 'geprüft' } },
    needs: [T('change_tech_devices')],
  },
  {
    what: "a tech device's serial needs change_tech_devices besides change_device_serials",
    query: UPDATE,
    variables: { input: { id: 28, serial: '5ADC3010' } },
    needs: [T('change_tech_devices'), T('change_device_serials')],
  },
  {
    what: "a wired device's texts (change_wired_devices)",
    query: UPDATE,
    variables: { input: { id: 27, text_short: 'Flur1' } },
    needs: [T('change_wired_devices')],
  },
  {
    what: 'creating a radio device (create_delete_devices)',
    query: CREATE,
    variables: { input: { kind: 'radio', name: 'Ruftaster 101 Bett 2', parent_id: 3 } },
    needs: [T('create_delete_devices')],
  },
  {
    what: 'creating a device with a serial needs change_device_serials too',
    query: CREATE,
    variables: { input: { kind: 'radio', name: 'Neu', parent_id: 3, serial: 'ABCDEF01' } },
    needs: [T('change_device_serials'), T('create_delete_devices')],
  },
  {
    what: 'creating a tech device (create_delete_tech_devices)',
    query: CREATE,
    variables: { input: { kind: 'tech', name: 'Fenster 1', parent_id: 2 } },
    needs: [T('create_delete_tech_devices')],
  },
  {
    what: 'deleting a wired device (create_delete_wired_devices)',
    query: DELETE,
    variables: { ids: [27] },
    needs: [T('create_delete_wired_devices')],
  },
  {
    what: 'creating a room (manage_structure)',
    query: CREATE,
    variables: { input: { kind: 'room', name: 'Zimmer 106', parent_id: 2 } },
    needs: [T('manage_structure')],
  },
];

describe('each gated field group and action is refused without its permission and allowed with it', () => {
  it.each(cases)('$what', async ({ query, variables, needs }) => {
    const before = snapshot(h);
    const refused = await asTechnik(h, needs.slice(1), () => run(h, 'technik', query, variables));
    expect(refused).toMatchObject({ code: 'MISSING_PERMISSION', reason: needs[0] });
    expect(snapshot(h)).toBe(before);
    const allowed = await asTechnik(h, needs, () => run(h, 'technik', query, variables));
    expect(allowed.code).toBeUndefined();
    expect(snapshot(h)).not.toBe(before);
  });
});

describe('only what changes is judged, and the node says what the caller may change', () => {
  it('systemtree::use_module alone: every field read-only, nothing to delete or create; unchanged values pass', async () => {
    await asTechnik(h, [], async () => {
      const node = (await run(h, 'technik', NODE, { id: 5 })).data?.systemTreeNode;
      expect(node).toMatchObject({ editable: [], deletable: false, creatable_kinds: [] });
      const stored = nodeOf(h, 5);
      // The form sends the whole node back: values equal to the stored ones are no change.
      const same = await run(h, 'technik', UPDATE, {
        input: { id: 5, name: stored.name, serial: stored.serial, section_id: stored.section_id },
      });
      expect(same.code).toBeUndefined();
    });
  });

  it('manage_devices without change_device_serials: the texts are editable, the serial is not', async () => {
    await asTechnik(h, [T('manage_devices')], async () => {
      const node = (await run(h, 'technik', NODE, { id: 5 })).data?.systemTreeNode as { editable: string[] };
      expect(node.editable).toEqual(expect.arrayContaining(['name', 'text_short', 'text_long', 'comment']));
      expect(node.editable).not.toContain('serial');
      const audit = await run(h, 'admin', '{ auditLog(limit: 1) { action outcome changes } }', {});
      await run(h, 'technik', UPDATE, { input: { id: 5, text_long: 'Bad 101', serial: 'X' } });
      const rows = (await run(h, 'admin', '{ auditLog(limit: 1) { action outcome changes } }', {})).data
        ?.auditLog as Array<{ action: string; outcome: string; changes: string }>;
      expect(rows).not.toEqual(audit.data?.auditLog);
      // spec 02 §3 audit: a refusal is recorded as denied, naming the missing permission
      expect(rows[0]).toMatchObject({ action: 'updateSystemTreeNode', outcome: 'denied' });
      expect(JSON.parse(rows[0]!.changes)).toMatchObject({ reason: 'systemtree::change_device_serials' });
    });
  });

  it('a user without systemtree::use_module (pflege) cannot call the mutations at all', async () => {
    const res = await run(h, 'pflege', UPDATE, { input: { id: 5, name: 'x' } });
    expect(res.code).toBe('MISSING_PERMISSION');
    const options = '{ systemTreeFormOptions { sections { id name } } }';
    expect((await run(h, 'pflege', options, {})).code).toBe('MISSING_PERMISSION');
    // the form's choices are the selected system's (spec 02 §3 assignment)
    const sections = (await run(h, 'technik', options, {})).data?.systemTreeFormOptions as {
      sections: Array<{ id: number }>;
    };
    expect(sections.sections.map((s) => s.id).sort()).toEqual(
      h.server.services.systems
        .get(1)!
        .sections.map((s) => s.id)
        .sort(),
    );
  });
});
