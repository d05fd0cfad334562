// Interconnections against the real server (spec 01 §2 "/tree/connections needs systemtree::manage_devices"; spec 02
// §3 "Connection entries (interconnections) have is_enabled, name, section_display_group_id, section_id,
// systemtree_display_group_id"; spec 02 §5 "An interconnection cannot be enabled if one is already active for a
// selected section or device. Active interconnections are read-only."). Demo facility, system 1: section 1
// Wohnbereich 1 shown by display group 3 "Wohnbereich 1", section 2 by group 4 "Wohnbereich 2"; the demo's
// interconnection 1 "Nacht WB 1 zu WB 2" (section 1, group 3 -> group 4) is switched off.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PermissionCode } from '../../auth/permissions.ts';
import { asTechnik, type Harness, run, startHarness } from './tree-edit-harness.ts';

const CREATE = `mutation($input: AdminInterconnectionInput!) { createInterconnection(input: $input) { id } }`;
const UPDATE = `mutation($input: AdminInterconnectionInput!) { updateInterconnection(input: $input) { id is_enabled name } }`;
const DELETE = `mutation($ids: [Int!]!) { deleteInterconnection(ids: $ids) { id } }`;
const LIST = `{ interconnections { id name is_enabled } }`;
const VALID = { name: 'Nacht', section_id: 2, section_display_group_id: 4, systemtree_display_group_id: 3 };

let h: Harness;
let stored: string;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.server.close());
const doc = () => h.server.services.systems.get(1)!;
beforeEach(() => {
  stored = JSON.stringify(doc().interconnections);
});
afterEach(() => {
  doc().interconnections = JSON.parse(stored) as never[];
});

/** The system document as stored: a refusal must leave it as it was. */
const snapshot = () => JSON.stringify(doc());

async function enableDemo() {
  const res = await run(h, 'admin', UPDATE, { input: { id: 1, is_enabled: true } });
  expect(res.code).toBeUndefined();
}

interface Refused {
  rule: string;
  before?: () => Promise<void>;
  query: string;
  variables: Record<string, unknown>;
  field: string;
  key: string;
}

const refused: Refused[] = [
  {
    rule: 'a name is required',
    query: CREATE,
    variables: { input: { ...VALID, name: '' } },
    field: 'name',
    key: 'required',
  },
  {
    rule: 'the section must exist',
    query: CREATE,
    variables: { input: { ...VALID, section_id: 99 } },
    field: 'section_id',
    key: 'invalid',
  },
  {
    rule: "the section's display group must exist (no special group)",
    query: CREATE,
    variables: { input: { ...VALID, section_display_group_id: 254 } },
    field: 'section_display_group_id',
    key: 'invalid',
  },
  {
    rule: 'the other display group must exist',
    query: CREATE,
    variables: { input: { ...VALID, systemtree_display_group_id: 99 } },
    field: 'systemtree_display_group_id',
    key: 'invalid',
  },
  {
    rule: 'the two display groups differ',
    query: CREATE,
    variables: { input: { ...VALID, systemtree_display_group_id: 4 } },
    field: 'systemtree_display_group_id',
    key: 'cannot_be_same',
  },
  {
    rule: "the section's display group shows the section (else nothing would be shared)",
    query: CREATE,
    variables: { input: { ...VALID, section_display_group_id: 3, systemtree_display_group_id: 1 } },
    field: 'section_display_group_id',
    key: 'interconnection_section_not_shown',
  },
  {
    rule: 'spec 02 §5: not enabled while another enabled one covers the section',
    before: enableDemo,
    query: CREATE,
    variables: {
      input: { ...VALID, section_id: 1, section_display_group_id: 1, is_enabled: true },
    },
    field: 'is_enabled',
    key: 'interconnection_conflict',
  },
  {
    rule: 'spec 02 §5: an enabled one is read-only (a new name)',
    before: enableDemo,
    query: UPDATE,
    variables: { input: { id: 1, name: 'Anders' } },
    field: '_form',
    key: 'interconnection_active_read_only',
  },
  {
    rule: 'spec 02 §5: an enabled one is read-only (another target group)',
    before: enableDemo,
    query: UPDATE,
    variables: { input: { id: 1, systemtree_display_group_id: 2 } },
    field: '_form',
    key: 'interconnection_active_read_only',
  },
  {
    rule: 'spec 02 §5: an enabled one cannot be deleted',
    before: enableDemo,
    query: DELETE,
    variables: { ids: [1] },
    field: '_form',
    key: 'interconnection_active_read_only',
  },
  {
    rule: 'a section an interconnection uses cannot be deleted',
    query: `mutation { deleteSection(ids: [1]) { id } }`,
    variables: {},
    field: '_form',
    key: 'in_use',
  },
  {
    rule: 'a display group an interconnection shares into cannot be deleted',
    query: `mutation { deleteDisplayGroup(ids: [4]) { id } }`,
    variables: {},
    field: '_form',
    key: 'in_use',
  },
];

describe('the rules of an interconnection, refused with the catalogue key and nothing changed', () => {
  it.each(refused)('$rule', async ({ before, query, variables, field, key }) => {
    await before?.();
    const unchanged = snapshot();
    const res = await run(h, 'admin', query, variables);
    expect(res).toMatchObject({ code: 'VALIDATION_FAILED', field, key });
    expect(snapshot()).toBe(unchanged);
  });

  it('the messages are in the user’s language and name the other interconnection', async () => {
    await enableDemo();
    const clash = { input: { ...VALID, section_id: 1, section_display_group_id: 1, is_enabled: true } };
    expect((await run(h, 'admin', CREATE, clash)).message).toBe(
      'Für diesen Bereich ist bereits die Mitanzeige «Nacht WB 1 zu WB 2» eingeschaltet.',
    );
    expect((await run(h, 'admin', CREATE, clash, 'en')).message).toBe(
      'The call sharing “Nacht WB 1 zu WB 2” is already switched on for this section.',
    );
    expect((await run(h, 'admin', DELETE, { ids: [1] }, 'fr')).message).toBe(
      'Un partage d’appels activé peut seulement être désactivé, ni modifié ni supprimé.',
    );
  });

  it('switching an enabled one off is allowed; then it can change and be deleted', async () => {
    await enableDemo();
    const off = await run(h, 'admin', UPDATE, { input: { id: 1, is_enabled: false } });
    expect(off.data).toEqual({
      updateInterconnection: { id: 1, is_enabled: false, name: 'Nacht WB 1 zu WB 2' },
    });
    expect((await run(h, 'admin', UPDATE, { input: { id: 1, name: 'Nacht' } })).code).toBeUndefined();
    expect((await run(h, 'admin', DELETE, { ids: [1] })).data).toEqual({
      deleteInterconnection: [{ id: 1 }],
    });
  });

  it('another section may be enabled beside it; a switched-off one may be prepared for the same section', async () => {
    await enableDemo();
    expect((await run(h, 'admin', CREATE, { input: { ...VALID, is_enabled: true } })).code).toBeUndefined();
    const prepared = { ...VALID, name: 'Vorbereitet', section_id: 1, section_display_group_id: 1 };
    expect((await run(h, 'admin', CREATE, { input: prepared })).code).toBeUndefined();
  });
});

/** The Technik role holds exactly these permissions while `work` runs. */
async function holding<T>(permissions: PermissionCode[], work: () => Promise<T>): Promise<T> {
  const holder = h.server.services.users.byName('technik')!;
  const role = h.server.services.users.rolesOf(holder).find((r) => r.id === 1)!;
  const held = role.permissions;
  try {
    role.permissions = permissions;
    return await work();
  } finally {
    role.permissions = held;
  }
}

describe('spec 01 §2: every operation needs systemtree::manage_devices', () => {
  it('without it the list, a record and a change are refused with MISSING_PERMISSION; with it they work', async () => {
    const without = await asTechnik(h, [], async () => [
      await run(h, 'technik', LIST, {}),
      await run(h, 'technik', '{ interconnection(id: 1) { id } }', {}),
      await run(h, 'technik', CREATE, { input: VALID }),
      await run(h, 'technik', UPDATE, { input: { id: 1, is_enabled: true } }),
      await run(h, 'technik', DELETE, { ids: [1] }),
    ]);
    expect(without.map((r) => r.code)).toEqual(Array(5).fill('MISSING_PERMISSION'));
    expect(doc().interconnections).toEqual(JSON.parse(stored));

    const granted = await holding(['systemtree::manage_devices'], async () => ({
      list: await run(h, 'technik', LIST, {}),
      // the form's pickers, without the admin area's permissions
      sections: await run(h, 'technik', '{ sections { id } }', {}),
      groups: await run(h, 'technik', '{ displayGroups { id } }', {}),
      create: await run(h, 'technik', CREATE, { input: VALID }),
    }));
    expect(granted.list.data).toEqual({
      interconnections: [{ id: 1, name: 'Nacht WB 1 zu WB 2', is_enabled: false }],
    });
    expect([granted.sections.code, granted.groups.code, granted.create.code]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // the pickers are refused without it (the admin area's lists otherwise)
    expect((await holding([], () => run(h, 'technik', '{ sections { id } }', {}))).code).toBe(
      'MISSING_PERMISSION',
    );
  });
});
