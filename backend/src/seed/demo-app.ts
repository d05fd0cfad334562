// The demo facility's app management (spec 02 §3, §7): per system a group per section, three care staff (the
// demo's three embedded app clients log in as them, each password equals the name), a subscription view, and
// the installation's three phones, one per demo user (the demo licence allows three app clients).
import type { Ward } from '@cs/twin';
import type {
  AppClientRecord,
  AppUserGroupRecord,
  AppUserRecord,
  SubscriptionViewRecord,
} from '../store/config-types.ts';
import { newPairingToken } from '../modules/app-gateway/pairing-token.ts';
import type { PasswordHasher } from './password-hasher.ts';

/** The demo's app users: the three of the first section are the demo's embedded clients (spec 02 §7 demoUser). */
export const DEMO_APP_USERS = [
  { name: 'anna', display: 'Anna M.', group: 1 },
  { name: 'ben', display: 'Ben K.', group: 1 },
  { name: 'carla', display: 'Carla S.', group: 1 },
  { name: 'dario', display: 'Dario R.', group: 2 },
] as const;

/** A group per section: the roster's nurses (demo-roster.ts) are in their section's group. */
export function demoAppGroups(ward: Ward): AppUserGroupRecord[] {
  const rooms = ward.nodes.filter((n) => n.kind === 'room');
  return ward.sections.map((s, i) => ({
    id: i + 1,
    name: `Pflege ${s.name.replace(/^Wohnbereich /, 'WB ')}`,
    call_handling_mode: 'Full',
    section_id: s.id,
    // The first room of the section is a resident the day shift looks after first.
    node_selection: rooms
      .filter((r) => r.section_id === s.id)
      .slice(0, 1)
      .map((r) => ({ system_tree_node_id: r.id, mode: 'priority' })),
    display_group_ids: [],
  }));
}

export async function demoAppUsers(hash: PasswordHasher, groups: number): Promise<AppUserRecord[]> {
  const users = DEMO_APP_USERS.filter((u) => u.group <= groups);
  return Promise.all(
    users.map(async (u, i) => ({
      id: i + 1,
      name: u.name,
      current_display_name: u.display,
      app_user_group_id: u.group,
      password_hash: await hash(u.name),
    })),
  );
}

export const demoSubscriptionViews = (ward: Ward): SubscriptionViewRecord[] => [
  {
    id: 1,
    name: 'Zimmer mit Sturzrisiko',
    app_user_ids: [1, 2],
    system_tree_node_ids: ward.nodes
      .filter((n) => n.kind === 'room')
      .slice(0, 2)
      .map((n) => n.id),
  },
];

/**
 * Three phones (the embedded clients'), not yet paired: each shows its pairing token in app management. They are
 * marked as the demo's (`demo_client`): the demo REST re-pairs these and no other (http/demo-app-routes.ts).
 */
export const demoAppClients = (nowMs: number): AppClientRecord[] =>
  DEMO_APP_USERS.slice(0, 3).map((u, i) => ({
    id: i + 1,
    name: `Telefon ${u.display}`,
    phone_number: `+41 79 555 01 0${i + 1}`,
    server_url: 'http://pflegeheim.local',
    ...newPairingToken(nowMs),
    registration: null,
    permissions: [],
    secret_hash: null,
    demo_client: true,
  }));

/**
 * A demo folder seeded before the demo's phones were marked: the seed's three (same id, same name) are the demo's,
 * the rest are not. In memory, like completeStoredRecords; the file has it with the next save.
 */
export function markDemoAppClients(installation: { app_clients?: AppClientRecord[] }): void {
  const clients = installation.app_clients ?? [];
  if (clients.some((c) => (c.demo_client as boolean | undefined) !== undefined)) return;
  const seeded = new Map(DEMO_APP_USERS.slice(0, 3).map((u, i) => [i + 1, `Telefon ${u.display}`]));
  for (const client of clients) client.demo_client = seeded.get(client.id) === client.name;
}
