// The demo facility written on first start (docs/team-contract.md "Seeded logins"), so the console is
// usable at once. One module on purpose. Each system's call configuration comes from the twin's ward
// generator with its own seed; the embedded twin (embedded-twin.ts) builds the very same wards via
// demoWard(), so the backend's configuration and the twin's Gets agree from the first start.
import { SCHEDULE_ALL_DAY, SCHEDULE_NONE, SPECIAL_DISPLAY_GROUPS } from '@cs/contracts/vocabulary';
import { generateWard, type Ward, type WardSize } from '@cs/twin';
import type {
  CallTypeDisplayConfigRecord,
  InstallationDoc,
  SeedData,
  SeedImage,
  SystemDoc,
  UserRecord,
} from '../store/config-types.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../repositories/installation-repository.ts';
import type { Locale } from '../platform/locale.ts';
import { demoSystemExtras } from './demo-extras.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { flightProfileResidents } from './demo-floor-plans.ts';
import { baselineOf } from '../modules/sync/changelog.ts';
import { oursOf } from '../modules/sync/config-rows.ts';
import { demoDisplayNotes, demoProbableDefectMonitors, demoReports } from './demo-installation.ts';
import { demoAppClients, demoAppUsers } from './demo-app.ts';
import { ROSTER_PASSWORD, rosterAppClients, rosterAppUsers, rosterPhones } from './demo-roster.ts';

export type { PasswordHasher } from './password-hasher.ts';

const TECHNIK = [
  'admin::use_module',
  'admin::manage_system',
  'admin::manage_users',
  'admin::manage_roles',
  'admin::manage_display_notes',
  'systemtree::use_module',
  // technicians look after the tech inputs and wired call points (spec 01 §6 see_tech_devices, see_wired_devices)
  'systemtree::see_tech_devices',
  'systemtree::see_wired_devices',
  'systemtree::sync',
  'calllog::use_module',
  'display::manage_display_profiles',
];
const PFLEGE = ['calllog::use_module', 'calllog::close_calls', 'visuals::close_calls'];

export const DEMO_LOGINS = [
  { name: 'admin', password: 'admin' },
  { name: 'technik', password: 'technik' },
  { name: 'pflege', password: 'pflege' },
  { name: 'neu', password: 'neu' },
] as const;

/**
 * The demo systems: ward seed and the loopback ports `npm run twin` uses (twin/src/serve/main.ts), so
 * CS_TWIN=off against a separately started twin needs no reconfiguration for system 1.
 */
export interface DemoSystemSpec {
  id: number;
  name: string;
  seed: number;
  getsPort: number;
  hubPort: number;
  /** ward generator size; default 'demo' (scenarios and the bench seed e.g. a 200-bed ward) */
  size?: WardSize;
}

export const DEMO_SYSTEMS: readonly DemoSystemSpec[] = [
  { id: 1, name: 'Haus Lindenhof', seed: 1, getsPort: 4711, hubPort: 4720 },
  { id: 2, name: 'Haus Birkenweg', seed: 2, getsPort: 4712, hubPort: 4730 },
];

/**
 * The ward of a demo system, or null for a system the demo facility (or the given facility) does not know. The seed
 * and the embedded twin's configurator both start from it, so a fresh demo is in sync: it carries everything of the
 * seed that travels to the configurator, the residents' flight profiles included (demo-floor-plans.ts).
 */
export function demoWard(systemId: number, systems: readonly DemoSystemSpec[] = DEMO_SYSTEMS): Ward | null {
  const demo = systems.find((s) => s.id === systemId);
  if (!demo) return null;
  const ward = generateWard({ seed: demo.seed, size: demo.size ?? 'demo', name: demo.name });
  return { ...ward, nodes: withFlightProfiles(ward.nodes, flightProfileResidents(ward)) };
}

/** The ward's call types show as the display's defaults (spec 02 §3 display_config: every flag off). */
const NO_DISPLAY_FLAGS: CallTypeDisplayConfigRecord = {
  fullscreen: false,
  hide_lower_priority: false,
  monitor_own_calls: false,
  normal_beep_15_sec: false,
  permanent_display_area: false,
};

/** Display group ids 253-255 are meanings (section, all, none), never stored rows (spec 01 §3). */
const SPECIAL_DISPLAY_GROUP_IDS = new Set<number>(SPECIAL_DISPLAY_GROUPS);

function system(
  demo: DemoSystemSpec,
  weekendStart: string,
  weekendStop: string,
  systems: readonly DemoSystemSpec[],
  images: SeedImage[],
  locale: Locale,
): SystemDoc {
  const ward = demoWard(demo.id, systems) as Ward;
  // The further admin lists (checkpoint maps and their floor plan images, flight profiles, ...): demo-extras.ts.
  const extras = demoSystemExtras(demo.id, ward, locale);
  images.push(...extras.images);
  // Schedule 255 ("none") is a meaning, not a row; schedule 20 ("all day") must exist as a row with one
  // boundary so a section pointing at it always has exactly one active interval.
  const schedules = ward.schedules.filter((s) => s.id !== SCHEDULE_NONE);
  if (!schedules.some((s) => s.id === SCHEDULE_ALL_DAY)) {
    schedules.push({
      id: SCHEDULE_ALL_DAY,
      name: 'Ganztags',
      time_1: '00:00',
      time_2: null,
      time_3: null,
      time_4: null,
      time_5: null,
    });
  }
  return {
    schema_version: 1,
    id: demo.id,
    name: demo.name,
    weekend_start: weekendStart,
    weekend_stop: weekendStop,
    configurator: {
      ip: '127.0.0.1',
      tcp_port: demo.getsPort,
      username: ward.configurator.username,
      password: ward.configurator.password,
      version: null,
    },
    sync: {
      last_gets_change: null,
      last_gets_commit: null,
      offline_mode: false,
      app_gateway_enabled: false,
      app_gateway_system_id: null,
      outdated_hubs: [],
      // The twin's Gets starts from the very same ward: that is the last sync (modules/sync/changelog.ts).
      baseline: baselineOf(oursOf(wardConfig(ward))),
    },
    call_types: ward.callTypes.map((c) => ({ ...c, display_config: { ...NO_DISPLAY_FLAGS } })),
    call_sources: ward.callSources.map((c) => ({ ...c })),
    sections: ward.sections.map((s) => ({ ...s })),
    schedules: schedules.sort((a, b) => a.id - b.id),
    display_groups: ward.displayGroups
      .filter((g) => !SPECIAL_DISPLAY_GROUP_IDS.has(g.id))
      .map((g) => ({ ...g, connections: g.connections.map((c) => ({ ...c })) })),
    nodes: ward.nodes.map((n) => ({ ...n })),
    hubs: ward.hubs.map((h, i) => ({
      id: h.id,
      name: h.name,
      ip: `127.0.0.1:${demo.hubPort + i}`,
      username: h.username,
      password: h.password,
      node_id: h.node_id,
    })),
    ...extras.extras,
  };
}

/** The ward's call configuration as the twin's Gets holds it (twin/src/gets/config-memory.ts), as document lists. */
function wardConfig(ward: Ward): SystemDoc {
  return {
    nodes: ward.nodes,
    sections: ward.sections,
    call_types: ward.callTypes,
    call_sources: ward.callSources,
    schedules: ward.schedules,
    display_groups: ward.displayGroups,
  } as unknown as SystemDoc;
}

/**
 * The nodes with their own flight profile (spec 02 §3 flight_profile_id): the first profile that lists a node
 * (ids from 1, in the order given); everything below the resident inherits it.
 */
function withFlightProfiles(nodes: Ward['nodes'], residents: readonly number[][]): Ward['nodes'] {
  const profileOf = new Map<number, number>();
  residents.forEach((ids, i) => ids.forEach((id) => profileOf.has(id) || profileOf.set(id, i + 1)));
  return nodes.map((n) => ({ ...n, flight_profile_id: profileOf.get(n.id) ?? n.flight_profile_id }));
}

/** The demo logins (docs/team-contract.md): each password equals its user name. */
async function demoUsers(hash: PasswordHasher): Promise<UserRecord[]> {
  const user = async (id: number, name: string, extra: Partial<UserRecord>): Promise<UserRecord> => ({
    ...userDefaults(id, name),
    password_hash: await hash(name),
    ...extra,
  });
  return [
    await user(1, 'admin', { is_superuser: true }),
    await user(2, 'technik', { roles: [1] }),
    await user(3, 'pflege', { roles: [2], system_access: [1] }),
    await user(4, 'neu', { roles: [2], password_is_temporary: true }),
  ];
}

export const userDefaults = (id: number, name: string): UserRecord => ({
  id,
  name,
  password_hash: '',
  is_superuser: false,
  is_ldap: false,
  locale: 'de',
  homepage: null,
  email: '',
  system_access: [],
  roles: [],
  notify_call_source_groups: [],
  password_is_temporary: false,
});

/** The demo facility with the demo logins: what `npm start` (demo mode) and the tests seed. */
export async function seedDemoFacility(
  hash: PasswordHasher,
  nowMs: number,
  systems: readonly DemoSystemSpec[] = DEMO_SYSTEMS,
  locale: Locale = 'de',
): Promise<SeedData> {
  const seeded = seedFacility('demo', await demoUsers(hash), nowMs, systems, locale);
  // The wards' rosters (issue 19): every nurse an app user with her own phone, paired at setup.
  const phones = rosterPhones(
    systems.map((s) => ({ systemId: s.id, ward: demoWard(s.id, systems) as Ward })),
  );
  const clients = [...demoAppClients(nowMs), ...rosterAppClients(phones, new Date(nowMs).toISOString())];
  seeded.installation.app_clients = clients;
  // The licence covers every phone and leaves five free (a trainer adds phones in app management, or pairs one by
  // its QR code while showing the feature).
  const licence = seeded.installation.licence;
  if (licence) licence.limits.app_clients = clients.length + 5;
  // One hash for the roster's common password: a 1,000-bed ward's roster would otherwise cost minutes of scrypt.
  const rosterHash = phones.length > 0 ? await hash(ROSTER_PASSWORD) : '';
  for (const doc of seeded.systems) {
    const groups = doc.app_user_groups ?? [];
    const users = await demoAppUsers(hash, Math.min(2, groups.length));
    doc.app_users = [...users, ...rosterAppUsers(phones, doc.id, groups, users.length + 1, rosterHash)];
  }
  return seeded;
}

/** The facility's configuration with the given users (seed/first-admin.ts gives a real installation one admin). */
export function seedFacility(
  kind: 'demo' | 'site',
  users: UserRecord[],
  nowMs: number,
  systems: readonly DemoSystemSpec[] = DEMO_SYSTEMS,
  /** the installation's language (spec 02 §3 global settings' locale): the built-in names are seeded in it */
  locale: Locale = 'de',
): SeedData {
  const installation: InstallationDoc = {
    schema_version: 1,
    setup_time: new Date(nowMs).toISOString(),
    kind,
    licence: {
      id: 1001,
      name: 'Demo Pflegeheim',
      features: { analytics: true, log: true, management: true },
      limits: { devices: 500, visuals: 10, app_clients: 5, systems: 2 },
    },
    global_settings: { ...DEFAULT_GLOBAL_SETTINGS, locale },
    app_settings: { subscriptions_enabled: false },
    system_ids: systems.map((s) => s.id),
    roles: [
      { id: 1, name: 'Technik', permissions: TECHNIK, call_source_group_ids: [] },
      { id: 2, name: 'Pflege', permissions: PFLEGE, call_source_group_ids: [] },
    ],
    users,
    display_notes: demoDisplayNotes(nowMs),
    reports: demoReports(),
    probable_defect_monitors: demoProbableDefectMonitors(),
  };
  const images: SeedImage[] = [];
  const docs = systems.map((demo) => system(demo, '18:00', '06:00', systems, images, locale));
  return { installation, systems: docs, images };
}
