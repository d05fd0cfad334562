// spec 01 §2 mobile-style layout: the bars of each page (title, back, tabs, bottom navigation) by the route table and
// the user's permissions.
import { describe, expect, it } from 'vitest';
import type { LicenceFacts, PermissionCode } from '@cs/rules';
import type { GuardContext } from '../../platform/routes/guard.ts';
import { pwaBars } from './pwa-nav.ts';

const licence: LicenceFacts = {
  features: { analytics: true, log: true, management: true },
  limits: { app_clients: 3 },
};
const ctx = (permissions: PermissionCode[], is_superuser = false): GuardContext => ({
  user: { id: 7, is_superuser, permissions: permissions.map((code) => ({ code })) },
  licence,
  appSubscriptionsEnabled: false,
});
const admin = ctx([], true);
const care = ctx(['calllog::use_module']);
const technician = ctx(['systemtree::use_module', 'systemtree::sync']);
const names = (list: { name: string }[]) => list.map((e) => e.name);

describe('pwaBars (spec 01 §2 mobile-style layout)', () => {
  it('the overview: its title, no back, both tabs with calls current, the three sections for a superuser', () => {
    const bars = pwaBars('/pwa/overview', admin);
    expect(bars).toMatchObject({ name: 'pwaOverview', back: null });
    expect(bars.tabs).toEqual([
      { name: 'pwaCalls', to: '/pwa/overview/calls', current: true },
      { name: 'pwaIncidents', to: '/pwa/overview/incidents', current: false },
    ]);
    expect(bars.nav).toEqual([
      { name: 'pwaOverview', to: '/pwa/overview', current: true },
      { name: 'pwaSystem', to: '/pwa/system', current: false },
      { name: 'pwaSync', to: '/pwa/sync', current: false },
    ]);
  });

  it('the incidents tab is current on its page and missing without analytics::manage_incidents', () => {
    expect(pwaBars('/pwa/overview/incidents', admin).tabs.map((t) => t.current)).toEqual([false, true]);
    expect(names(pwaBars('/pwa/overview/calls', care).tabs)).toEqual(['pwaCalls']);
  });

  it('the bottom navigation by permission: systemtree::use_module for System, systemtree::sync for Sync', () => {
    expect(names(pwaBars('/pwa/overview', care).nav)).toEqual(['pwaOverview']);
    expect(names(pwaBars('/pwa/overview', technician).nav)).toEqual(['pwaOverview', 'pwaSystem', 'pwaSync']);
    expect(names(pwaBars('/pwa/overview', ctx(['systemtree::sync'])).nav)).toEqual([
      'pwaOverview',
      'pwaSync',
    ]);
  });

  it('the node form and sync go back to pwa-system; the node form keeps System current', () => {
    const form = pwaBars('/pwa/system/edit/51', technician);
    expect(form).toMatchObject({ name: 'pwaSystemNodeForm', back: '/pwa/system', tabs: [] });
    expect(form.nav.find((n) => n.current)?.name).toBe('pwaSystem');
    expect(pwaBars('/pwa/system/edit', technician).name).toBe('pwaSystemNodeForm');
    const sync = pwaBars('/pwa/sync', technician);
    expect(sync).toMatchObject({ name: 'pwaSync', back: '/pwa/system' });
    expect(sync.nav.find((n) => n.current)?.name).toBe('pwaSync');
    expect(pwaBars('/pwa/system', technician)).toMatchObject({ name: 'pwaSystem', back: null });
  });

  it('a page not in this build is not offered', () => {
    const bars = pwaBars('/pwa/overview', { ...admin, hasScreen: (n) => n !== 'pwaSync' });
    expect(names(bars.nav)).toEqual(['pwaOverview', 'pwaSystem']);
  });
});
