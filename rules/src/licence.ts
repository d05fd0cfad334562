// Licence modules (spec 01 §6) and the default licence (spec 01 §3).
import { isLoggedIn, type Viewer } from './viewer.ts';

export type LicenceModule = 'analytics' | 'log' | 'management' | 'app';

/** What the licence checks read: the three feature flags and the app client limit. */
export interface LicenceFacts {
  features: { analytics: boolean; log: boolean; management: boolean };
  limits: { app_clients: number };
}

/** The licence record of spec 01 §3. */
export interface Licence extends LicenceFacts {
  id: number;
  name: string | null;
  limits: { devices: number; visuals: number; app_clients: number; systems: number };
}

/** Spec 01 §3: without a stored licence the installation runs with id -1, three features, limits 0/0/0/1. */
export const DEFAULT_LICENCE: Licence = {
  id: -1,
  name: null,
  features: { analytics: true, log: true, management: true },
  limits: { devices: 0, visuals: 0, app_clients: 0, systems: 1 },
};

/** Spec 01 §3: 'app' counts as licensed when app_clients is not 0. */
export function isLicensed(licence: LicenceFacts, module: LicenceModule): boolean {
  return module === 'app' ? licence.limits.app_clients !== 0 : licence.features[module];
}

/** Unlicensed modules are visible only to superusers; the superuser flag bypasses licences (spec 01 §6). */
export function hasLicences(
  viewer: Viewer | null | undefined,
  licence: LicenceFacts,
  modules: readonly LicenceModule[],
): boolean {
  if (isLoggedIn(viewer) && viewer.is_superuser) return true;
  return modules.every((m) => isLicensed(licence, m));
}
