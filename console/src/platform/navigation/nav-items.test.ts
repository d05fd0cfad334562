import { describe, expect, it } from 'vitest';
import type { PermissionCode } from '@cs/rules';
import { visibleNavItems, type NavContext } from './nav-items.ts';

const ctx = (codes: PermissionCode[], over: Partial<NavContext> = {}, superuser = false): NavContext => ({
  user: { id: 3, is_superuser: superuser, permissions: codes.map((code) => ({ code })) },
  licence: { features: { analytics: true, log: true, management: true }, limits: { app_clients: 2 } },
  appGatewayEnabled: true,
  ...over,
});
const keys = (c: NavContext) => visibleNavItems(c).map((i) => i.key);

describe('spec 01 §2 main layout navigation items', () => {
  it('visual needs no permission', () => expect(keys(ctx([]))).toEqual(['display']));
  it('overview needs the management licence and tree access', () => {
    expect(keys(ctx(['systemtree::use_module']))).toContain('overview');
    expect(keys(ctx(['systemtree::see_display_group_overrides']))).toContain('overview');
    const noLicence = ctx(['systemtree::use_module'], {
      licence: { features: { analytics: true, log: true, management: false }, limits: { app_clients: 0 } },
    });
    expect(keys(noLicence)).not.toContain('overview');
  });
  it('analytics needs its licence feature and permission', () => {
    expect(keys(ctx(['analytics::use_module']))).toContain('analytics');
    const off = {
      licence: { features: { analytics: false, log: true, management: true }, limits: { app_clients: 0 } },
    };
    expect(keys(ctx(['analytics::use_module'], off))).not.toContain('analytics');
  });
  it('app needs the permission and the app gateway', () => {
    expect(keys(ctx(['app::use_module']))).toContain('app');
    expect(keys(ctx(['app::use_module'], { appGatewayEnabled: false }))).not.toContain('app');
  });
  it('log and admin by permission', () => {
    expect(keys(ctx(['calllog::use_module', 'admin::use_module']))).toEqual(['log', 'display', 'admin']);
  });
  it('a superuser sees every module with the gateway on', () => {
    expect(keys(ctx([], {}, true))).toEqual(['overview', 'analytics', 'log', 'display', 'app', 'admin']);
  });
});
