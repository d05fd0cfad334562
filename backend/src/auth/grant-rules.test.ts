// Escalation to superuser (spec 01 §6): admin::manage_users and admin::manage_roles let a user
// manage users and roles, never grant more than they hold. Seeded: admin (superuser), technik (role
// Technik: manage_users, manage_roles, no calllog::close_calls, no admin::see_auditlog, all systems),
// pflege (role Pflege, system_access [1]).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let admin: string;
let technik: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

const USER_FIELDS = 'id name is_superuser roles system_access';
const CREATE_USER = `mutation($input: AdminUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation($input: AdminUserInput!) { updateUser(input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = 'mutation($ids: [Int!]!) { deleteUser(ids: $ids) { id } }';
const UPDATE_ROLE = 'mutation($input: AdminRoleInput!) { updateRole(input: $input) { id permissions } }';

const stored = (id: number) => server.services.users.byId(id);
const newUser = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  password: 'geheim123',
  password_repeat: 'geheim123',
  ...extra,
});

/** The refusal: MISSING_PERMISSION with the grant rule's reason, in the caller's language. */
async function refused(cookie: string, query: string, variables: Record<string, unknown>, reason: string) {
  const res = await gql(server, query, variables, { cookie, lang: 'en' });
  expect(res.body.data).toBeNull();
  expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'MISSING_PERMISSION', reason });
  expect(res.body.errors?.[0]?.message).toMatch(/^MISSING_PERMISSION: /);
  return res;
}

describe('only superusers grant, remove or hold superuser power (spec 01 §6)', () => {
  it('technik cannot make himself a superuser; nothing is stored and the audit row is a denial', async () => {
    await refused(technik, UPDATE_USER, { input: { id: 2, is_superuser: true } }, 'superuser_flag');
    expect(stored(2)?.is_superuser).toBe(false);
    const [row] = server.services.audit.list(1);
    expect(row).toMatchObject({
      action: 'updateUser',
      entity: 'user',
      entity_id: '2',
      user_name: 'technik',
      outcome: 'denied',
    });
  });

  it('technik cannot create a superuser', async () => {
    await refused(technik, CREATE_USER, { input: newUser('chef', { is_superuser: true }) }, 'superuser_flag');
    expect(server.services.users.byName('chef')).toBeUndefined();
  });

  it("technik cannot change a superuser's password or delete them; admin/admin still signs in", async () => {
    const pw = { id: 1, password: 'uebernommen1', password_repeat: 'uebernommen1' };
    await refused(technik, UPDATE_USER, { input: pw }, 'edit_superuser');
    await refused(technik, DELETE_USER, { ids: [1] }, 'edit_superuser');
    expect((await login(server, 'admin', 'admin')).body.ok).toBe(true);
    expect(stored(1)).toBeDefined();
  });

  it('a superuser may grant and remove the flag', async () => {
    const res = await gql(
      server,
      CREATE_USER,
      { input: newUser('zweiter', { is_superuser: true }) },
      { cookie: admin },
    );
    const id = (res.body.data?.createUser as { id: number }).id;
    expect(stored(id)?.is_superuser).toBe(true);
    await gql(server, UPDATE_USER, { input: { id, is_superuser: false } }, { cookie: admin });
    expect(stored(id)?.is_superuser).toBe(false);
  });
});

describe('roles: only superusers assign them; nobody adds a permission they do not hold', () => {
  it('technik cannot give a user a role, neither on create nor on update', async () => {
    await refused(technik, UPDATE_USER, { input: { id: 3, roles: [2, 1] } }, 'role');
    expect(stored(3)?.roles).toEqual([2]);
    await refused(technik, CREATE_USER, { input: newUser('helfer', { roles: [1] }) }, 'role');
  });

  it('technik may still create a user without roles, reset a non-superuser password and remove a role', async () => {
    const created = await gql(server, CREATE_USER, { input: newUser('aushilfe') }, { cookie: technik });
    expect(created.body.errors).toBeUndefined();
    const id = (created.body.data?.createUser as { id: number }).id;
    await gql(server, UPDATE_USER, { input: { id, roles: [2] } }, { cookie: admin });
    const removed = await gql(server, UPDATE_USER, { input: { id, roles: [] } }, { cookie: technik });
    expect(removed.body.data?.updateUser).toMatchObject({ roles: [] });
    const reset = { id, password: 'neuesPasswort1', password_repeat: 'neuesPasswort1' };
    expect(
      (await gql(server, UPDATE_USER, { input: reset }, { cookie: technik })).body.errors,
    ).toBeUndefined();
  });

  it('technik cannot add admin::see_auditlog (not his) to a role, but may add a permission he holds', async () => {
    const res = await refused(
      technik,
      UPDATE_ROLE,
      { input: { id: 2, permissions: ['calllog::use_module', 'admin::see_auditlog'] } },
      'permissions',
    );
    expect(res.body.errors?.[0]?.message).toContain('admin::see_auditlog');
    expect(server.services.users.rolesOf(stored(3)!)[0]?.permissions).not.toContain('admin::see_auditlog');
    const held = [...(server.services.users.rolesOf(stored(3)!)[0]?.permissions ?? []), 'systemtree::sync'];
    const ok = await gql(server, UPDATE_ROLE, { input: { id: 2, permissions: held } }, { cookie: technik });
    expect(ok.body.data?.updateRole).toMatchObject({
      permissions: expect.arrayContaining(['systemtree::sync']),
    });
  });

  it('technik cannot give his own role a permission he lacks (self-escalation through the role)', async () => {
    const own = server.services.users.rolesOf(stored(2)!)[0]!;
    await refused(
      technik,
      UPDATE_ROLE,
      { input: { id: own.id, permissions: [...own.permissions, 'calllog::close_calls'] } },
      'permissions',
    );
  });
});

describe('system access: nobody grants a system they cannot use, nobody widens their own (spec 01 §6)', () => {
  let leitung: string;
  let leitungId: number;
  beforeAll(async () => {
    // A user manager limited to system 1 (role Technik given by the superuser).
    const res = await gql(
      server,
      CREATE_USER,
      { input: newUser('leitung', { roles: [1], system_access: [1] }) },
      { cookie: admin },
    );
    leitungId = (res.body.data?.createUser as { id: number }).id;
    leitung = (await login(server, 'leitung', 'geheim123')).cookie!;
  });

  it('cannot widen their own access to another system or to all systems (empty list)', async () => {
    await refused(leitung, UPDATE_USER, { input: { id: leitungId, system_access: [1, 2] } }, 'system_access');
    await refused(leitung, UPDATE_USER, { input: { id: leitungId, system_access: [] } }, 'system_access');
    expect(stored(leitungId)?.system_access).toEqual([1]);
  });

  it('cannot create a user for system 2 or for all systems, but may for system 1', async () => {
    await refused(
      leitung,
      CREATE_USER,
      { input: newUser('nacht2', { system_access: [2] }) },
      'system_access',
    );
    await refused(
      leitung,
      CREATE_USER,
      { input: newUser('nachtalle', { system_access: [] }) },
      'system_access',
    );
    const ok = await gql(
      server,
      CREATE_USER,
      { input: newUser('nacht1', { system_access: [1] }) },
      { cookie: leitung },
    );
    expect(ok.body.data?.createUser).toMatchObject({ system_access: [1] });
  });

  it('technik (all systems) may grant any system; narrowing is never refused', async () => {
    const ok = await gql(
      server,
      UPDATE_USER,
      { input: { id: 3, system_access: [1, 2] } },
      { cookie: technik },
    );
    expect(ok.body.data?.updateUser).toMatchObject({ system_access: [1, 2] });
    const narrowed = await gql(
      server,
      UPDATE_USER,
      { input: { id: leitungId, system_access: [1] } },
      { cookie: leitung },
    );
    expect(narrowed.body.errors).toBeUndefined();
  });
});

describe("nobody sets the password of a user who holds more than they do (spec 01 §6: it would hand over the other's rights)", () => {
  const pw = (id: number) => ({ id, password: 'uebernommen1', password_repeat: 'uebernommen1' });

  it('technik (no calllog::close_calls) cannot set the password of pflege, who may close calls', async () => {
    const pflegeId = server.services.users.byName('pflege')!.id;
    const before = stored(pflegeId)?.password_hash;
    const res = await refused(technik, UPDATE_USER, { input: pw(pflegeId) }, 'password_stronger');
    expect(res.body.errors?.[0]?.message).toContain('set the password');
    expect(stored(pflegeId)?.password_hash).toBe(before);
    expect((await login(server, 'pflege', 'pflege')).body.ok).toBe(true);
    const de = await gql(server, UPDATE_USER, { input: pw(pflegeId) }, { cookie: technik, lang: 'de' });
    expect(de.body.errors?.[0]?.message).toContain('Passwort nur für Benutzer festlegen');
  });

  it('a user manager of system 1 cannot set the password of one with access to every system', async () => {
    await gql(
      server,
      CREATE_USER,
      { input: newUser('bereich1', { roles: [1], system_access: [1] }) },
      { cookie: admin },
    );
    const bereich1 = (await login(server, 'bereich1', 'geheim123')).cookie!;
    const technikId = server.services.users.byName('technik')!.id;
    await refused(bereich1, UPDATE_USER, { input: pw(technikId) }, 'password_stronger');
    expect((await login(server, 'technik', 'technik')).body.ok).toBe(true);
  });

  it('other edits of a stronger user grant nothing and stay allowed; the superuser may set any password', async () => {
    const pflegeId = server.services.users.byName('pflege')!.id;
    const renamed = await gql(
      server,
      UPDATE_USER,
      { input: { id: pflegeId, system_access: [1] } },
      { cookie: technik },
    );
    expect(renamed.body.errors).toBeUndefined();
    const reset = await gql(server, UPDATE_USER, { input: pw(pflegeId) }, { cookie: admin });
    expect(reset.body.errors).toBeUndefined();
    expect((await login(server, 'pflege', 'uebernommen1')).body.ok).toBe(true);
  });
});
