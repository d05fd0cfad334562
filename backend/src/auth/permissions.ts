// The permission catalogue and its checks are rules shared with the console (@cs/rules); this module keeps
// the auth area's imports stable.
export {
  ALL_PERMISSIONS,
  PERMISSION_CATALOGUE,
  effectivePermissions,
  hasPermissions,
  isPermissionCode,
  mayUseSystem,
  type PermissionCode,
} from '@cs/rules/permissions';
export { isLicensed, type LicenceModule } from '@cs/rules/licence';
