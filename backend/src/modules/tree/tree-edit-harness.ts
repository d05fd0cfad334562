// The node form's mutations over HTTP against the real server with the demo facility (system 1, Haus Lindenhof:
// 1 building > 2 floor "1. Stock" > 3 room "Zimmer 101" > 23 call button; 6 room 102 > 7 resident Tobler > 24
// medallion; 27 wired call point, 28 tech input on floor 2; 29 floor "2. Stock"). Shared by the tree-edit tests.
import type { GetsCall } from '@cs/contracts/gets';
import { gql, login, startTestServer } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import type { PermissionCode } from '../../auth/permissions.ts';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';

export const UPDATE = `mutation($input: SystemTreeNodeInput!) { updateSystemTreeNode(input: $input) {
  id name text_long { value own } section { id } editable deletable } }`;
export const CREATE = `mutation($input: SystemTreeNodeInput!) { createSystemTreeNode(input: $input) {
  id name parents { id } editable } }`;
export const DELETE = `mutation($ids: [Int!]!) { deleteSystemTreeNodes(ids: $ids) { id } }`;
export const NODE = `query($id: Int!) { systemTreeNode(id: $id) { id name editable deletable creatable_kinds
  open_calls { id } } }`;

export interface Harness {
  server: TestServer;
  cookies: Record<string, string>;
}

export async function startHarness(): Promise<Harness> {
  const server = await startTestServer();
  const cookies: Record<string, string> = {};
  for (const name of ['admin', 'technik', 'pflege'])
    cookies[name] = (await login(server, name, name)).cookie!;
  return { server, cookies };
}

export const nodesOf = (h: Harness) => h.server.services.systems.get(1)!.nodes;
export const nodeOf = (h: Harness, id: number) => nodesOf(h).find((n) => n.id === id)!;

/** Runs a mutation as `who` and answers the first error's code, key, field and message (or the data). */
export async function run(
  h: Harness,
  who: string,
  query: string,
  variables: Record<string, unknown>,
  lang?: string,
) {
  const res = await gql(h.server, query, variables, { cookie: h.cookies[who], ...(lang ? { lang } : {}) });
  const error = res.body.errors?.[0];
  return {
    data: res.body.data,
    code: error?.extensions?.code as string | undefined,
    key: error?.extensions?.key as string | undefined,
    field: error?.extensions?.field as string | undefined,
    reason: error?.extensions?.reason as string | undefined,
    message: error?.message,
  };
}

/** The Technik role (technik's only role) holds exactly `extra` besides systemtree::use_module while `work` runs. */
export async function asTechnik<T>(h: Harness, extra: PermissionCode[], work: () => Promise<T>): Promise<T> {
  const holder = h.server.services.users.byName('technik')!;
  const role = h.server.services.users.rolesOf(holder).find((r) => r.id === 1)!;
  const held = role.permissions;
  try {
    role.permissions = [
      ...held.filter((p) => !p.startsWith('systemtree::') || p.startsWith('systemtree::see_')),
      'systemtree::use_module',
      ...extra,
    ];
    return await work();
  } finally {
    role.permissions = held;
  }
}

/** The nodes as stored and the last configuration change: a refusal must leave both as they were. */
export const snapshot = (h: Harness) => {
  const doc = h.server.services.systems.get(1)!;
  return JSON.stringify({ nodes: doc.nodes, change: doc.sync.last_gets_change });
};

/** Puts the demo tree back after a test that changed it (memory is what the server reads). */
export function restoreAfter(h: () => Harness) {
  let original: SystemTreeNodeRecord[] = [];
  return {
    save: () => (original = structuredClone(nodesOf(h()))),
    restore: () => (h().server.services.systems.get(1)!.nodes = original),
  };
}

/** An open call of a device, as the Gets reports it (spec 02 §7 open calls). */
export const openCall = (id: number, device: number): GetsCall => ({
  id,
  call_type_id: 4,
  call_type_text: 'Ruf',
  call_source_id: null,
  call_source_text: '',
  section_id: 1,
  section_name: '',
  number: device,
  device_text_short: '',
  device_text_long: '',
  position: null,
  opened_at: '2025-01-06T08:00:00.000Z',
  closed_at: null,
  is_presence: false,
});
