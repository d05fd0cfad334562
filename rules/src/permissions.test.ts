// Spec 01 §6 roles and permissions; spec 01 §3 default licence and the app module's licence.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LICENCE, hasLicences, isLicensed } from './licence.ts';
import {
  ALL_PERMISSIONS,
  effectivePermissions,
  hasPermissions,
  isPermissionCode,
  mayUseSystem,
} from './permissions.ts';
import { can, canAll, canAny, isLoggedIn, viewerPermissions } from './viewer.ts';

const viewer = (codes: string[], over: { id?: number; is_superuser?: boolean } = {}) => ({
  id: 5,
  is_superuser: false,
  permissions: codes.map((code) => ({ code })),
  ...over,
});

describe('permission catalogue (spec 01 §6)', () => {
  it('lists every module of the spec with its actions, each code once', () => {
    expect(ALL_PERMISSIONS).toHaveLength(new Set(ALL_PERMISSIONS).size);
    expect(ALL_PERMISSIONS).toContain('calllog::close_calls');
    expect(ALL_PERMISSIONS).toContain('visuals::close_calls');
    expect(ALL_PERMISSIONS).toContain('systemtree::trigger_device_actions');
    expect(ALL_PERMISSIONS.filter((c) => c.startsWith('systemtree::'))).toHaveLength(25);
    expect(ALL_PERMISSIONS).toHaveLength(9 + 6 + 8 + 4 + 1 + 25 + 1);
  });

  it('knows its own codes and nothing else', () => {
    expect(isPermissionCode('admin::manage_users')).toBe(true);
    expect(isPermissionCode('admin::manage_user')).toBe(false);
    expect(isPermissionCode('admin::manage_users::x')).toBe(false);
    expect(isPermissionCode('toString::use_module')).toBe(false);
    expect(isPermissionCode('')).toBe(false);
  });

  it('gives a superuser every permission whatever the roles say, others the union of their roles', () => {
    expect(effectivePermissions({ is_superuser: true }, [])).toEqual(ALL_PERMISSIONS);
    const roles = [
      { permissions: ['calllog::use_module', 'bogus::code'] },
      { permissions: ['admin::use_module'] },
    ];
    expect(effectivePermissions({ is_superuser: false }, roles)).toEqual([
      'admin::use_module',
      'calllog::use_module',
    ]);
  });

  it('canAll and canAny: an empty requirement is always satisfied', () => {
    expect(hasPermissions([], [])).toBe(true);
    expect(hasPermissions(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(hasPermissions(['a'], ['a', 'b'])).toBe(false);
    expect(hasPermissions(['a'], ['a', 'b'], true)).toBe(true);
    expect(canAll(viewer(['admin::use_module']), [])).toBe(true);
    expect(canAny(viewer([]), [])).toBe(true);
    expect(canAny(viewer(['admin::use_module']), ['admin::use_module', 'admin::manage_users'])).toBe(true);
    expect(canAll(viewer(['admin::use_module']), ['admin::use_module', 'admin::manage_users'])).toBe(false);
  });

  it('an anonymous viewer (id 0) holds nothing; a superuser holds everything', () => {
    expect(isLoggedIn(viewer(['admin::use_module'], { id: 0 }))).toBe(false);
    expect(can(viewer(['admin::use_module'], { id: 0 }), 'admin::use_module')).toBe(false);
    expect(viewerPermissions(null)).toEqual([]);
    expect(can(viewer([], { is_superuser: true }), 'visuals::close_calls')).toBe(true);
  });

  it('system access: empty means all systems, superusers see all', () => {
    expect(mayUseSystem({ is_superuser: false, system_access: [] }, 3)).toBe(true);
    expect(mayUseSystem({ is_superuser: false, system_access: [1, 2] }, 3)).toBe(false);
    expect(mayUseSystem({ is_superuser: false, system_access: [1, 3] }, 3)).toBe(true);
    expect(mayUseSystem({ is_superuser: true, system_access: [1] }, 3)).toBe(true);
  });
});

describe('licence (spec 01 §3, §6)', () => {
  it('defaults to id -1 with the three features and limits 0/0/0/1', () => {
    expect(DEFAULT_LICENCE).toEqual({
      id: -1,
      name: null,
      features: { analytics: true, log: true, management: true },
      limits: { devices: 0, visuals: 0, app_clients: 0, systems: 1 },
    });
  });

  it('counts the app module as licensed when app_clients is not 0', () => {
    expect(isLicensed(DEFAULT_LICENCE, 'app')).toBe(false);
    expect(
      isLicensed({ ...DEFAULT_LICENCE, limits: { ...DEFAULT_LICENCE.limits, app_clients: -1 } }, 'app'),
    ).toBe(true);
  });

  it('shows unlicensed modules only to superusers', () => {
    const noAnalytics = { ...DEFAULT_LICENCE, features: { ...DEFAULT_LICENCE.features, analytics: false } };
    expect(hasLicences(viewer([]), noAnalytics, ['analytics'])).toBe(false);
    expect(hasLicences(viewer([], { is_superuser: true }), noAnalytics, ['analytics'])).toBe(true);
    expect(hasLicences(viewer([], { id: 0, is_superuser: true }), noAnalytics, ['analytics'])).toBe(false);
    expect(hasLicences(viewer([]), noAnalytics, ['log', 'management'])).toBe(true);
  });
});
