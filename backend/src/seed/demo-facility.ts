// The demo facility written on first start (docs/team-contract.md "Seeded logins"), so the console is
// usable at once. One module on purpose: the twin's ward generator replaces it later.
import type { InstallationDoc, SeedData, SystemDoc, UserRecord } from '../store/config-types.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../repositories/installation-repository.ts';

export type PasswordHasher = (password: string) => Promise<string>;

const TECHNIK = [
  'admin::use_module', 'admin::manage_system', 'admin::manage_users', 'admin::manage_roles', 'admin::manage_display_notes',
  'systemtree::use_module', 'systemtree::sync', 'calllog::use_module', 'display::manage_display_profiles',
];
const PFLEGE = ['calllog::use_module', 'calllog::close_calls', 'visuals::close_calls'];

export const DEMO_LOGINS = [
  { name: 'admin', password: 'admin' },
  { name: 'technik', password: 'technik' },
  { name: 'pflege', password: 'pflege' },
  { name: 'neu', password: 'neu' },
] as const;

function system(id: number, name: string, weekendStart: string, weekendStop: string): SystemDoc {
  return {
    schema_version: 1,
    id,
    name,
    weekend_start: weekendStart,
    weekend_stop: weekendStop,
    configurator: { ip: null, tcp_port: null, username: 'admin', version: null },
    sync: { last_gets_change: null, last_gets_commit: null, offline_mode: false, app_gateway_enabled: false, app_gateway_system_id: null, outdated_hubs: [] },
  };
}

export async function seedDemoFacility(hash: PasswordHasher, nowMs: number): Promise<SeedData> {
  const user = async (id: number, name: string, extra: Partial<UserRecord>): Promise<UserRecord> => ({
    id,
    name,
    password_hash: await hash(name), // each demo password equals its user name (contract)
    is_superuser: false,
    is_ldap: false,
    locale: 'de',
    homepage: null,
    email: '',
    system_access: [],
    roles: [],
    password_is_temporary: false,
    ...extra,
  });
  const installation: InstallationDoc = {
    schema_version: 1,
    setup_time: new Date(nowMs).toISOString(),
    licence: {
      id: 1001,
      name: 'Demo Pflegeheim',
      features: { analytics: true, log: true, management: true },
      limits: { devices: 500, visuals: 10, app_clients: 3, systems: 2 },
    },
    global_settings: { ...DEFAULT_GLOBAL_SETTINGS },
    app_settings: { subscriptions_enabled: false },
    system_ids: [1, 2],
    roles: [
      { id: 1, name: 'Technik', permissions: TECHNIK },
      { id: 2, name: 'Pflege', permissions: PFLEGE },
    ],
    users: [
      await user(1, 'admin', { is_superuser: true }),
      await user(2, 'technik', { roles: [1] }),
      await user(3, 'pflege', { roles: [2], system_access: [1] }),
      await user(4, 'neu', { roles: [2], password_is_temporary: true }),
    ],
  };
  return { installation, systems: [system(1, 'Haus Lindenhof', '18:00', '06:00'), system(2, 'Haus Birkenweg', '18:00', '06:00')] };
}
