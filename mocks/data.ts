// Seeded demo data for tests and stories (ARCHITECTURE §7: every faker call is seeded). The users,
// systems and licence mirror the backend's seeded demo facility (docs/team-contract.md).
import { Faker, de_CH, base } from '@faker-js/faker';
import type { AppDataQuery, AuthUserFieldsFragment } from '../console/src/generated/graphql.ts';

export const MOCK_SEED = 5406;

export type MockUser = AuthUserFieldsFragment & { username: string; password: string };

const perms = (...codes: string[]) => codes.map((code) => ({ code }));

/** The four console users of the demo facility (docs/team-contract.md), named by the seeded faker. */
function mockUsers(faker: Faker): MockUser[] {
  return [
    {
      id: 1,
      username: 'admin',
      password: 'admin',
      name: 'Administrator',
      is_superuser: true,
      locale: 'de',
      homepage: null,
      system_access: [],
      permissions: [],
      roles: [],
      password_is_temporary: false,
    },
    {
      id: 2,
      username: 'technik',
      password: 'technik',
      name: faker.person.fullName(),
      is_superuser: false,
      locale: 'de',
      homepage: null,
      system_access: [],
      roles: [1],
      password_is_temporary: false,
      permissions: perms(
        'admin::use_module',
        'admin::manage_system',
        'admin::manage_users',
        'admin::manage_roles',
        'admin::manage_display_notes',
        'systemtree::use_module',
        'systemtree::sync',
        'calllog::use_module',
        'display::manage_display_profiles',
      ),
    },
    {
      id: 3,
      username: 'pflege',
      password: 'pflege',
      name: faker.person.fullName(),
      is_superuser: false,
      locale: 'de',
      homepage: null,
      system_access: [1],
      roles: [2],
      password_is_temporary: false,
      permissions: perms('calllog::use_module', 'calllog::close_calls', 'visuals::close_calls'),
    },
    {
      id: 4,
      username: 'neu',
      password: 'neu',
      name: faker.person.fullName(),
      is_superuser: false,
      locale: 'de',
      homepage: null,
      system_access: [1],
      roles: [2],
      password_is_temporary: true,
      permissions: perms('calllog::use_module', 'calllog::close_calls', 'visuals::close_calls'),
    },
  ];
}

export function createMockData(seed = MOCK_SEED) {
  const faker = new Faker({ locale: [de_CH, base], seed });
  const recent = () => faker.date.recent({ days: 20, refDate: '2026-03-01T08:00:00Z' }).toISOString();

  // Faker's draws in this order (the seed gives the same names and dates): the users' names, then the app state.
  const users = mockUsers(faker);

  const systems: AppDataQuery['publicSystemParams'] = [
    {
      id: 1,
      name: 'Haus Lindenhof',
      weekend_start: '18:00',
      weekend_stop: '06:00',
      time_zone: 'Europe/Zurich',
    },
    {
      id: 2,
      name: 'Haus Birkenweg',
      weekend_start: '18:00',
      weekend_stop: '06:00',
      time_zone: 'Europe/Zurich',
    },
  ];

  const license: AppDataQuery['license'] = {
    id: 1001,
    name: 'Demo Pflegeheim',
    features: { analytics: true, log: true, management: true },
    limits: { devices: 500, visuals: 10, app_clients: 5, systems: 2 },
  };

  const appState: AppDataQuery['appState'] = {
    last_gets_change: recent(),
    last_gets_commit: recent(),
    committing_gets_config: false,
    configurator_ip: faker.internet.ipv4(),
    configurator_version: faker.system.semver(),
    setup_time: '2026-01-15T09:00:00.000Z',
    offline_mode: false,
    app_gateway_enabled: true,
    app_gateway_system_id: 1,
    outdated_hubs: [{ id: 1, name: `Hub ${faker.location.street()}`, last_sync: recent() }],
    features: { display_group_overrides: true, demo_mode: true },
  };

  const globalSettings: AppDataQuery['globalSettings'] = {
    ignore_linkable_node_pool_for_super_users: false,
    battery_threshold_low: 40,
    battery_threshold_critical: 25,
  };

  return { users, systems, license, appState, globalSettings };
}
export type MockData = ReturnType<typeof createMockData>;

export const ANONYMOUS: AuthUserFieldsFragment = {
  id: 0,
  name: '',
  is_superuser: false,
  locale: 'de',
  homepage: null,
  system_access: [],
  permissions: [],
  roles: [],
  password_is_temporary: false,
};

export const publicUser = ({ username: _u, password: _p, ...user }: MockUser): AuthUserFieldsFragment => user;
