// Display group overrides against the real server (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4 "An active
// display group override blocks edits of schedules and of data for the affected section or device."; spec 02 §5
// "An interconnection cannot be enabled if one is already active for a selected section or device. Active
// interconnections are read-only."). Demo facility, system 1: section 2 is the second floor (rooms 30-53 inherit
// it); medallion 24 is in section 1.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asTechnik, type Harness, restoreAfter, run, startHarness } from './tree-edit-harness.ts';

const CREATE = `mutation($input: AdminDisplayGroupOverrideInput!) { createDisplayGroupOverride(input: $input) { id } }`;
const UPDATE = `mutation($input: AdminDisplayGroupOverrideInput!) { updateDisplayGroupOverride(input: $input) { id is_enabled } }`;
const DELETE = `mutation($ids: [Int!]!) { deleteDisplayGroupOverride(ids: $ids) { id } }`;
const LIST = `{ displayGroupOverrides { id name is_enabled } }`;

let h: Harness;
const tree = restoreAfter(() => h);
let overrides: unknown;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.server.close());
beforeEach(() => {
  tree.save();
  overrides = structuredClone(h.server.services.systems.get(1)!.display_group_overrides);
});
afterEach(() => {
  tree.restore();
  h.server.services.systems.get(1)!.display_group_overrides = structuredClone(overrides) as never[];
});

/** Activates an override of section 2 (and, when given, devices) as the admin; answers its id. */
async function activate(name: string, sections: number[], nodes: number[] = []) {
  const res = await run(h, 'admin', CREATE, {
    input: {
      name,
      is_enabled: true,
      section_ids: sections,
      system_tree_node_ids: nodes,
      display_group_id: 254,
    },
  });
  expect(res.code).toBeUndefined();
  return (res.data as { createDisplayGroupOverride: { id: number } }).createDisplayGroupOverride.id;
}

const scheduleOfSection2 = () =>
  h.server.services.systems.get(1)!.sections.find((s) => s.id === 2)!.weekday_schedule_id;

interface Blocked {
  rule: string;
  query: string;
  variables: () => Record<string, unknown>;
}

const blocked: Blocked[] = [
  {
    rule: 'the section it covers cannot be edited',
    query: `mutation($input: AdminSectionInput!) { updateSection(input: $input) { id } }`,
    variables: () => ({ input: { id: 2, name: '2. Stock Nord' } }),
  },
  {
    rule: "the schedules of the sections it covers cannot be edited (spec 02 §4 'edits of schedules')",
    query: `mutation($input: AdminScheduleInput!) { updateSchedule(input: $input) { id } }`,
    variables: () => ({ input: { id: scheduleOfSection2(), name: 'Tag und Nacht neu' } }),
  },
  {
    rule: 'a device in a covered section cannot be edited (pull cord 36 inherits section 2)',
    query: `mutation($input: SystemTreeNodeInput!) { updateSystemTreeNodes: updateSystemTreeNode(input: $input) { id } }`,
    variables: () => ({ input: { id: 36, comment: 'neu' } }),
  },
  {
    rule: 'a device in a covered section cannot be deleted',
    query: `mutation($ids: [Int!]!) { deleteSystemTreeNodes(ids: $ids) { id } }`,
    variables: () => ({ ids: [36] }),
  },
  {
    rule: 'a device the override names cannot be edited (medallion 24, section 1)',
    query: `mutation($input: SystemTreeNodeInput!) { updateSystemTreeNode(input: $input) { id } }`,
    variables: () => ({ input: { id: 24, comment: 'neu' } }),
  },
];

describe('spec 02 §4: an active display group override blocks edits of what it covers', () => {
  it.each(blocked)('$rule', async ({ query, variables }) => {
    await activate('Nacht', [2], [24]);
    const before = JSON.stringify(h.server.services.systems.get(1));
    const res = await run(h, 'admin', query, variables());
    expect(res).toMatchObject({
      code: 'VALIDATION_FAILED',
      key: 'display_group_override_active',
      field: '_form',
    });
    expect(res.message).toContain('«Nacht»');
    expect(JSON.stringify(h.server.services.systems.get(1))).toBe(before);
  });

  it('a move of a covered device is refused and the others of the batch go through (/tree/sort)', async () => {
    await activate('Nacht', [2]);
    const res = await run(
      h,
      'admin',
      `mutation($moves: [SystemTreeMoveInput!]!) { moveSystemTreeNodes(moves: $moves) { moved refused { id key } } }`,
      {
        moves: [
          { id: 36, parent_id: 33, before_id: 34 },
          { id: 21, parent_id: 2, before_id: 3 },
        ],
      },
    );
    expect(res.data).toEqual({
      moveSystemTreeNodes: { moved: [21], refused: [{ id: 36, key: 'display_group_override_active' }] },
    });
  });

  it('what it does not cover stays editable, and deactivating it frees the section; the section says so', async () => {
    const id = await activate('Nacht', [2]);
    const other = await run(
      h,
      'admin',
      `mutation($input: SystemTreeNodeInput!) { updateSystemTreeNode(input: $input) { id } }`,
      {
        input: { id: 23, comment: 'Taste klemmt' },
      },
    );
    expect(other.code).toBeUndefined();
    const shown = await run(
      h,
      'admin',
      '{ section(id: 2) { has_display_group_override active_display_group_override_id } }',
      {},
    );
    expect(shown.data).toEqual({
      section: { has_display_group_override: true, active_display_group_override_id: id },
    });
    const off = await run(h, 'admin', UPDATE, { input: { id, is_enabled: false } });
    expect(off.data).toEqual({ updateDisplayGroupOverride: { id, is_enabled: false } });
    const section = await run(
      h,
      'admin',
      `mutation($input: AdminSectionInput!) { updateSection(input: $input) { id } }`,
      {
        input: { id: 2, name: '2. Stock Nord' },
      },
    );
    expect(section.code).toBeUndefined();
  });
});

describe('spec 02 §5 interconnection rules', () => {
  it('cannot be enabled while another active one covers a chosen section or device', async () => {
    await activate('Nacht', [2], [24]);
    for (const input of [
      { name: 'Wochenende', is_enabled: true, section_ids: [2], display_group_id: 253 },
      { name: 'Medaillon', is_enabled: true, system_tree_node_ids: [24], display_group_id: 253 },
    ]) {
      const res = await run(h, 'admin', CREATE, { input });
      expect(res).toMatchObject({ key: 'override_conflict', field: 'is_enabled' });
      expect(res.message).toContain('«Nacht»');
    }
    // inactive it may be prepared, and another section may be overridden at the same time
    expect(
      (
        await run(h, 'admin', CREATE, {
          input: { name: 'Vorbereitet', section_ids: [2], display_group_id: 253 },
        })
      ).code,
    ).toBeUndefined();
    expect(
      (
        await run(h, 'admin', CREATE, {
          input: { name: 'Erster Stock', is_enabled: true, section_ids: [1], display_group_id: 253 },
        })
      ).code,
    ).toBeUndefined();
  });

  it('an active one is read-only and cannot be deleted; switched off, it can', async () => {
    const id = await activate('Nacht', [2]);
    const change = await run(h, 'admin', UPDATE, { input: { id, display_group_id: 253 } });
    expect(change).toMatchObject({ key: 'override_active_read_only', field: '_form' });
    const remove = await run(h, 'admin', DELETE, { ids: [id] }, 'en');
    expect(remove.message).toBe('An active diversion can only be deactivated, not changed or deleted.');
    await run(h, 'admin', UPDATE, { input: { id, is_enabled: false } });
    expect((await run(h, 'admin', DELETE, { ids: [id] })).data).toEqual({
      deleteDisplayGroupOverride: [{ id }],
    });
  });
});

describe('spec 01 §2 permissions: see to list, manage to change', () => {
  it('see_display_group_overrides lists but does not change; without it nothing', async () => {
    const listed = await asTechnik(h, ['systemtree::see_display_group_overrides'], async () => ({
      list: await run(h, 'technik', LIST, {}),
      create: await run(h, 'technik', CREATE, {
        input: { name: 'X', section_ids: [1], display_group_id: 254 },
      }),
    }));
    expect(listed.list.data).toEqual({
      displayGroupOverrides: [{ id: 1, name: 'Nachtwache alle Bereiche', is_enabled: false }],
    });
    expect(listed.create.code).toBe('MISSING_PERMISSION');
    expect((await asTechnik(h, [], () => run(h, 'technik', LIST, {}))).code).toBe('MISSING_PERMISSION');
    const managed = await asTechnik(
      h,
      ['systemtree::see_display_group_overrides', 'systemtree::manage_display_group_overrides'],
      () => run(h, 'technik', CREATE, { input: { name: 'X', section_ids: [1], display_group_id: 254 } }),
    );
    expect(managed.code).toBeUndefined();
  });

  it('the form picks sections, display groups and devices with manage_display_group_overrides alone', async () => {
    // pflege's role (care staff: no admin permission) with the two override permissions for this test
    const role = h.server.services.users.rolesOf(h.server.services.users.byName('pflege')!)[0]!;
    const held = role.permissions;
    role.permissions = [...held, 'systemtree::see_display_group_overrides'];
    try {
      const seeOnly = await run(h, 'pflege', '{ sections { id } }', {});
      expect(seeOnly.code).toBe('MISSING_PERMISSION');
      role.permissions = [...role.permissions, 'systemtree::manage_display_group_overrides'];
      const picked = await run(
        h,
        'pflege',
        '{ sections { id } displayGroups { id } systemTreeNodes { id } }',
        {},
      );
      expect(picked.code).toBeUndefined();
      const lists = picked.data as Record<string, unknown[]>;
      expect([lists.sections!.length, lists.displayGroups!.length]).toEqual([2, 4]);
      expect(lists.systemTreeNodes!.length).toBeGreaterThan(40);
      // the single records and changes stay the admin area's
      expect((await run(h, 'pflege', '{ section(id: 1) { id } }', {})).code).toBe('MISSING_PERMISSION');
    } finally {
      role.permissions = held;
    }
  });
});
