// Spec 01 §6: roles and permissions. The console only decides what to show; the backend enforces.

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
export type PermissionCode = { [M in keyof Catalogue]: `${M}::${Catalogue[M][number]}` }[keyof Catalogue];

export const ALL_PERMISSIONS: readonly PermissionCode[] = Object.entries(PERMISSION_CATALOGUE).flatMap(
  ([module, actions]) => actions.map((a) => `${module}::${a}` as PermissionCode),
);

/** Licence modules that gate screens (spec 01 §6). */
export type LicenceModule = 'analytics' | 'log' | 'management' | 'app';

export interface ViewerUser {
  id: number;
  is_superuser: boolean;
  permissions: readonly { code: string }[];
}

export interface ViewerLicence {
  features: { analytics: boolean; log: boolean; management: boolean };
  limits: { app_clients: number };
}

/** Spec 01 §3: id 0 means not logged in; spec 01 §2 treats ids below 1 as anonymous. */
export const isLoggedIn = (user: ViewerUser | null | undefined): user is ViewerUser => !!user && user.id >= 1;

/** Superusers have full access; roles are ignored for them (spec 01 §6). */
export function can(user: ViewerUser | null | undefined, code: PermissionCode): boolean {
  if (!isLoggedIn(user)) return false;
  return user.is_superuser || user.permissions.some((p) => p.code === code);
}

/** An empty requirement is always satisfied (spec 01 §6). */
export const canAll = (user: ViewerUser | null | undefined, codes: readonly PermissionCode[]) =>
  codes.every((c) => can(user, c));
export const canAny = (user: ViewerUser | null | undefined, codes: readonly PermissionCode[]) =>
  codes.length === 0 || codes.some((c) => can(user, c));

/** The app module counts as licensed when app_clients is not 0 (spec 01 §3). */
export function isModuleLicensed(licence: ViewerLicence, module: LicenceModule): boolean {
  return module === 'app' ? licence.limits.app_clients !== 0 : licence.features[module];
}

/** Unlicensed modules are visible only to superusers; the superuser flag bypasses licences (spec 01 §6). */
export function hasLicences(
  user: ViewerUser | null | undefined,
  licence: ViewerLicence,
  modules: readonly LicenceModule[],
): boolean {
  if (user?.is_superuser && isLoggedIn(user)) return true;
  return modules.every((m) => isModuleLicensed(licence, m));
}

/** Spec 01 §3 default licence: id -1, three features on, limits 0/0/0/1. */
export const DEFAULT_LICENCE = {
  id: -1,
  name: null,
  features: { analytics: true, log: true, management: true },
  limits: { devices: 0, visuals: 0, app_clients: 0, systems: 1 },
};
