// The permission catalogue of spec 01 §6 as data, and the checks on it. The backend enforces with these
// on every operation; the console shows by the same rules (ARCHITECTURE §6).

export const PERMISSION_CATALOGUE = {
  admin: [
    'use_module',
    'manage_backups',
    'manage_display_notes',
    'manage_flightprofiles',
    'manage_reports',
    'manage_roles',
    'manage_system',
    'manage_users',
    'see_auditlog',
  ],
  analytics: [
    'use_module',
    'manage_incidents',
    'see_defects',
    'see_low_battery_box',
    'see_not_reachable_box',
    'see_repeater_defects',
  ],
  app: [
    'use_module',
    'manage_devices',
    'manage_display_groups',
    'manage_settings',
    'manage_subscriptions',
    'manage_user_groups',
    'manage_users',
    'see_statistic',
  ],
  calllog: ['use_module', 'close_calls', 'see_defects', 'see_repeater_defects'],
  display: ['manage_display_profiles'],
  systemtree: [
    'use_module',
    'change_activity_control',
    'change_device_serials',
    'change_flight_profiles',
    'change_gets_attributes',
    'change_linked_devices',
    'change_parents',
    'change_sections',
    'change_sound_levels',
    'change_tech_devices',
    'change_wired_devices',
    'create_delete_devices',
    'create_delete_tech_devices',
    'create_delete_wired_devices',
    'enable_activity_control',
    'manage_devices',
    'manage_display_group_overrides',
    'manage_structure',
    'manage_views',
    'see_display_group_overrides',
    'see_tech_devices',
    'see_wired_devices',
    'sync',
    'toggle_advanced_view',
    'trigger_device_actions',
  ],
  visuals: ['close_calls'],
} as const;

type Catalogue = typeof PERMISSION_CATALOGUE;
export type PermissionModule = keyof Catalogue;
export type PermissionCode = { [M in PermissionModule]: `${M}::${Catalogue[M][number]}` }[PermissionModule];

/** A code of the catalogue ('module::action'); anything else (typos, retired codes) is not. */
export function isPermissionCode(code: string): code is PermissionCode {
  const [module, action, ...rest] = code.split('::');
  if (rest.length > 0 || !module || !action || !Object.hasOwn(PERMISSION_CATALOGUE, module)) return false;
  return (PERMISSION_CATALOGUE[module as PermissionModule] as readonly string[]).includes(action);
}

export const ALL_PERMISSIONS: readonly PermissionCode[] = Object.entries(PERMISSION_CATALOGUE)
  .flatMap(([module, actions]) => actions.map((action) => `${module}::${action}`))
  .filter(isPermissionCode);

/** Superusers hold every permission; roles are ignored for them (spec 01 §6). Unknown codes are dropped. */
export function effectivePermissions(
  user: { is_superuser: boolean },
  roles: readonly { permissions: readonly string[] }[],
): PermissionCode[] {
  if (user.is_superuser) return [...ALL_PERMISSIONS];
  const codes = new Set(roles.flatMap((r) => r.permissions).filter(isPermissionCode));
  return ALL_PERMISSIONS.filter((code) => codes.has(code));
}

/** canAll / canAny of spec 01 §6; an empty requirement is always satisfied. */
export function hasPermissions(held: readonly string[], required: readonly string[], any = false): boolean {
  if (required.length === 0) return true;
  return any ? required.some((p) => held.includes(p)) : required.every((p) => held.includes(p));
}

/** Spec 01 §6: an empty system_access means all systems; superusers see all. */
export function mayUseSystem(
  user: { is_superuser: boolean; system_access: readonly number[] } | null,
  systemId: number,
): boolean {
  if (!user || user.is_superuser || user.system_access.length === 0) return true;
  return user.system_access.includes(systemId);
}
