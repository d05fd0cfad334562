// The admin machinery's tests against the real server: the seeded admin and care user signed in, the licence
// widened to a third system (the create loop adds one). A test file calls useAdminServer() once; the bindings
// below are live and hold the server and cookies of that file's run.
import { afterAll, beforeAll, expect } from 'vitest';
import { gql, login, startTestServer, type TestServer } from './test-server.ts';
import { licenceOf } from './installation-data.ts';

export let server: TestServer;
export let admin: string;
export let pflege: string;

export function useAdminServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await login(server, 'admin', 'admin')).cookie as string;
    setSystemLimit(3);
    pflege = (await login(server, 'pflege', 'pflege')).cookie as string;
  });
  afterAll(() => server.close());
}

/** The seeded licence allows the 2 seeded systems; the loop creates a third one. */
export function setSystemLimit(systems: number) {
  licenceOf(server).limits.systems = systems;
}

/** A GraphQL request with a signed-in user's cookie. */
export const run = (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(server, query, variables, { cookie });

/** Signs in a new user holding exactly these permissions (through a role of their own); their cookie. */
export async function userWith(
  name: string,
  permissions: string[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const role = await run(admin, 'mutation($i: AdminRoleInput!) { createRole(input: $i) { id } }', {
    i: { name: `Rolle ${name}`, permissions },
  });
  expect(role.body.errors).toBeUndefined();
  const roleId = (role.body.data?.createRole as { id: number }).id;
  const user = await run(admin, 'mutation($i: AdminUserInput!) { createUser(input: $i) { id } }', {
    i: { name, roles: [roleId], password: 'app-test-pass', password_repeat: 'app-test-pass', ...extra },
  });
  expect(user.body.errors).toBeUndefined();
  return (await login(server, name, 'app-test-pass')).cookie as string;
}
