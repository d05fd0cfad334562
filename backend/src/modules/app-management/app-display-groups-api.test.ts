// Display groups in app management against the real server (spec 01 §2 /appmanagement/displaygroups and the group
// form's nested display-group modal, app::manage_display_groups; spec 01 §6): an app-only manager manages display
// groups and reads the lists the group and display group forms pick from, and nothing more; the admin area's
// gate still works, the app licence and the system access still apply.
import { describe, expect, it } from 'vitest';
import { admin, run, server, useAdminServer, userWith } from '../../test-support/admin-server.ts';
import { gql } from '../../test-support/test-server.ts';
import { licenceOf } from '../../test-support/installation-data.ts';

useAdminServer();

const code = (res: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  res.body.errors?.[0]?.extensions?.code ?? 'OK';

const licence = () => licenceOf(server);

const CREATE =
  'mutation($i: AdminDisplayGroupInput!) { createDisplayGroup(input: $i) { id name connections { section_id call_type_id } } }';
const UPDATE = 'mutation($i: AdminDisplayGroupInput!) { updateDisplayGroup(input: $i) { id name } }';
const DELETE = 'mutation($ids: [Int!]!) { deleteDisplayGroup(ids: $ids) { id } }';
const GROUPS = '{ displayGroups { id name } }';

/** The first section and call type of system 01 (what a connection needs). */
async function firstPair(cookie: string) {
  const res = await run(cookie, '{ sections { id } callTypes { id } }');
  expect(res.body.errors).toBeUndefined();
  const data = res.body.data as { sections: { id: number }[]; callTypes: { id: number }[] };
  return { section_id: data.sections[0]!.id, call_type_id: data.callTypes[0]!.id };
}

const MANAGER = ['app::use_module', 'app::manage_user_groups', 'app::manage_display_groups'];

describe('an app-only manager and display groups (spec 01 §2 /appmanagement/displaygroups, §6)', () => {
  it('creates, changes and deletes a display group; each change is audited', async () => {
    const manager = await userWith('app-anzeige', MANAGER);
    const pair = await firstPair(manager);
    const created = await run(manager, CREATE, { i: { name: 'Nacht App', connections: [pair] } });
    expect(created.body.errors).toBeUndefined();
    const id = (created.body.data?.createDisplayGroup as { id: number }).id;
    expect(created.body.data?.createDisplayGroup).toMatchObject({ name: 'Nacht App', connections: [pair] });

    const renamed = await run(manager, UPDATE, { i: { id, name: 'Nacht App 2', connections: [pair] } });
    expect(renamed.body.data?.updateDisplayGroup).toEqual({ id, name: 'Nacht App 2' });
    const one = await run(manager, `{ displayGroup(id: ${id}) { name } }`);
    expect(one.body.data?.displayGroup).toEqual({ name: 'Nacht App 2' });

    const audit = await run(admin, '{ auditLog(limit: 3) { action entity entity_id user_name } }');
    const rows = audit.body.data?.auditLog as Array<Record<string, unknown>>;
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'updateDisplayGroup',
        entity: 'display_group',
        user_name: 'app-anzeige',
      }),
      expect.objectContaining({
        action: 'createDisplayGroup',
        entity: 'display_group',
        user_name: 'app-anzeige',
      }),
    ]);

    expect(code(await run(manager, DELETE, { ids: [id] }))).toBe('OK');
    const left = (await run(manager, GROUPS)).body.data?.displayGroups as { id: number }[];
    expect(left.map((g) => g.id)).not.toContain(id);
  });

  it("bad input gets the catalogue's error in the user's language and changes nothing", async () => {
    const manager = await userWith('app-anzeige-fehler', MANAGER);
    const before = await run(manager, GROUPS);
    const res = await gql(
      server,
      CREATE,
      { i: { name: '', connections: [] } },
      { cookie: manager, lang: 'fr' },
    );
    const fields = res.body.errors?.map((e) => e.extensions?.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'connections']));
    expect(res.body.errors?.find((e) => e.extensions?.field === 'name')?.extensions?.key).toBe('required');
    expect(res.body.errors?.find((e) => e.extensions?.field === 'name')?.message).toMatch(/obligatoire/i);
    expect((await run(manager, GROUPS)).body.data).toEqual(before.body.data);
  });

  it('reads the lists its forms pick from, and nothing more of the admin area', async () => {
    const manager = await userWith('app-anzeige-leser', MANAGER);
    // the group form: section, display groups, tree elements; the display group form: sections and call types
    for (const query of ['{ sections { id } }', GROUPS, '{ systemTreeNodes { id } }', '{ callTypes { id } }'])
      expect(code(await run(manager, query)), query).toBe('OK');
    const { section_id, call_type_id } = await firstPair(manager);
    const refused = [
      `{ section(id: ${section_id}) { id } }`,
      `{ callType(id: ${call_type_id}) { id } }`,
      '{ adminSystemTreeNode(id: 1) { id } }',
      '{ schedules { id } }',
      '{ mergeGroups { id } }',
      '{ users { id } }',
      '{ systemParams { id } }',
      `mutation { deleteSection(ids: [${section_id}]) { id } }`,
      `mutation { updateCallType(input: { id: ${call_type_id}, name: "X" }) { id } }`,
    ];
    for (const query of refused) expect(code(await run(manager, query)), query).toBe('MISSING_PERMISSION');
    // still there, unchanged
    expect(code(await run(admin, `{ section(id: ${section_id}) { id } }`))).toBe('OK');
  });

  it('a group manager without app::manage_display_groups picks display groups but cannot change them', async () => {
    const groups = await userWith('app-gruppen', ['app::use_module', 'app::manage_user_groups']);
    expect(code(await run(groups, GROUPS))).toBe('OK');
    const pair = await firstPair(admin);
    const res = await run(groups, CREATE, { i: { name: 'Darf nicht', connections: [pair] } });
    expect(code(res)).toBe('MISSING_PERMISSION');
    const names = ((await run(admin, GROUPS)).body.data?.displayGroups as { name: string }[]).map(
      (g) => g.name,
    );
    expect(names).not.toContain('Darf nicht');
    // the display group form's own lookups are not the group manager's
    expect(code(await run(groups, '{ callTypes { id } }'))).toBe('MISSING_PERMISSION');
    expect(code(await run(groups, '{ displayGroup(id: 1) { id } }'))).toBe('MISSING_PERMISSION');
  });

  it('app::manage_display_groups needs app::use_module besides it (spec 01 §2 /appmanagement)', async () => {
    const without = await userWith('app-ohne-modul-anzeige', ['app::manage_display_groups']);
    for (const query of [GROUPS, '{ sections { id } }', '{ callTypes { id } }'])
      expect(code(await run(without, query)), query).toBe('MISSING_PERMISSION');
  });

  it('the app licence gates the app path; the admin area path stays open (spec 01 §6)', async () => {
    const manager = await userWith('app-anzeige-lizenz', MANAGER);
    const technik = await userWith('admin-anzeige', ['admin::use_module', 'admin::manage_system']);
    const before = licence().limits.app_clients;
    licence().limits.app_clients = 0;
    try {
      for (const query of [GROUPS, '{ sections { id } }', '{ systemTreeNodes { id } }'])
        expect(code(await run(manager, query)), query).toBe('MISSING_PERMISSION');
      expect(code(await run(technik, GROUPS))).toBe('OK');
    } finally {
      licence().limits.app_clients = before;
    }
    expect(code(await run(manager, GROUPS))).toBe('OK');
  });

  it("the user's system access applies to the app path (424 outside it)", async () => {
    const manager = await userWith('app-anzeige-haus1', MANAGER, { system_access: [1] });
    expect((await gql(server, GROUPS, {}, { cookie: manager, system: '01' })).status).toBe(200);
    const other = await gql(server, GROUPS, {}, { cookie: manager, system: '02' });
    expect(other.status).toBe(424);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('SYSTEM_UNAVAILABLE');
  });
});
