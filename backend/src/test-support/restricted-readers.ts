// Two readers of system 1 (Haus Lindenhof) that differ in one thing: the call source groups of their role (spec 01
// §6 "Roles may restrict access to call source groups"). 'pflege' reads through the role Pflege, restricted to the
// demo's groups 2 (Medaillons: call source 3) and 3 (Flur und Technik: 4 and 5); 'technik' reads through Technik,
// which restricts nothing. Both roles are given the same permissions, through the role form's own mutation.
// Demo devices: 23 Ruftaster 101 (call source 1, Zimmer: outside the groups), 24 Medaillon Tobler (3), 27 Rufstelle
// Flur 1. Stock (wired, 4), 8 Ruftaster 102 (1); room 3 Zimmer 101 holds 23, building 1 holds everything.
import type { GetsCall } from '@cs/contracts/gets';
import type { PermissionCode } from '../auth/permissions.ts';
import type { CallLogEntry } from '../repositories/call-log-repository.ts';
import { callLogEntry } from './call-log-entry.ts';
import { gql, login, startTestServer, type TestServer } from './test-server.ts';

export const READER_PERMISSIONS: PermissionCode[] = [
  'admin::use_module',
  'calllog::use_module',
  'calllog::see_defects',
  'analytics::use_module',
  'analytics::manage_incidents',
  'analytics::see_low_battery_box',
  'analytics::see_not_reachable_box',
  'analytics::see_defects',
  'systemtree::use_module',
  'systemtree::see_tech_devices',
  'systemtree::see_wired_devices',
];

/** The call sources the restricted reader may read: groups 2 and 3 of system 1. */
export const READABLE_SOURCES = [3, 4, 5];

export interface Readers {
  server: TestServer;
  admin: string;
  /** pflege, restricted to groups 2 and 3 */
  restricted: string;
  /** technik, whose role restricts nothing */
  free: string;
}

const ROLE = `mutation($input: AdminRoleInput!) { updateRole(input: $input) { id call_source_group_ids } }`;

export async function startReaders(): Promise<Readers> {
  const server = await startTestServer();
  const admin = (await login(server, 'admin', 'admin')).cookie!;
  for (const [id, name, groups] of [
    [1, 'Technik', []],
    [2, 'Pflege', [2, 3]],
  ] as const) {
    const input = { id, name, permissions: READER_PERMISSIONS, call_source_group_ids: groups };
    const res = await gql(server, ROLE, { input }, { cookie: admin });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  }
  const restricted = (await login(server, 'pflege', 'pflege')).cookie!;
  const free = (await login(server, 'technik', 'technik')).cookie!;
  return { server, admin, restricted, free };
}

/** A closed call of the log (system 1, the last hour before the test clock's 08:00 UTC) from a device and source. */
export const loggedCall = (
  callId: number,
  device: number,
  source: number | null,
  over: Partial<CallLogEntry> = {},
) =>
  callLogEntry(callId, `2025-01-06T07:${String(10 + callId).padStart(2, '0')}:00.000Z`, {
    device_number: device,
    call_source_id: source,
    call_source_text: source === null ? null : `Quelle ${source}`,
    device_text_long: `Gerät ${device}`,
    ...over,
  });

/** An open call of system 1 as the Gets reports it. */
export const openCallOf = (id: number, device: number, source: number | null): GetsCall => ({
  id,
  call_type_id: 4,
  call_type_text: 'Patientenruf',
  call_source_id: source,
  call_source_text: '',
  section_id: 1,
  section_name: 'Wohnbereich 1',
  number: device,
  device_text_short: '',
  device_text_long: `Gerät ${device}`,
  position: null,
  opened_at: '2025-01-06T07:55:00.000Z',
  closed_at: null,
  is_presence: false,
});
