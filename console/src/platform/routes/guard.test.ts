import { describe, expect, it } from 'vitest';
import type { PermissionCode, LicenceFacts } from '@cs/rules';
import { guardRoute, type GuardContext } from './guard.ts';
import { flattenRoutes } from './route-table.ts';
import { homePath, homeRedirect } from './home-redirect.ts';

const licence = (over: Partial<LicenceFacts['features']> = {}, app_clients = 3): LicenceFacts => ({
  features: { analytics: true, log: true, management: true, ...over },
  limits: { app_clients },
});
const user = (permissions: PermissionCode[], extra: { is_superuser?: boolean; id?: number } = {}) => ({
  id: extra.id ?? 7,
  is_superuser: extra.is_superuser ?? false,
  permissions: permissions.map((code) => ({ code })),
  homepage: null,
});
const ctx = (u: GuardContext['user'], l = licence(), appSubscriptionsEnabled = true): GuardContext => ({
  user: u,
  licence: l,
  appSubscriptionsEnabled,
});
const anonymous = ctx(null);
const superuser = ctx(user([], { is_superuser: true }));

type Case = [
  title: string,
  path: string,
  context: GuardContext,
  expected: string | 'allow',
  notice?: boolean,
];

const run = (cases: Case[]) =>
  it.each(cases)('%s: %s', (_t, path, context, expected, notice) => {
    const [pathname, query] = path.split('?');
    const d = guardRoute(pathname as string, query ? `?${query}` : '', context);
    if (expected === 'allow') expect(d).toMatchObject({ kind: 'allow' });
    else
      expect(d).toMatchObject({
        kind: 'redirect',
        to: expected,
        ...(notice === undefined ? {} : { accessDeniedNotice: notice }),
      });
  });

describe('spec 01 §2 rule: a route not marked authRequired=false sends an anonymous user to login with a redirect query', () => {
  run([
    ['protected admin route', '/admin/users', anonymous, '/login?redirect=%2Fadmin%2Fusers'],
    ['query kept in the redirect', '/log?x=1', anonymous, '/login?redirect=%2Flog%3Fx%3D1'],
    ['set-password needs a login', '/auth/set-password', anonymous, '/login?redirect=%2Fauth%2Fset-password'],
    ['home needs a login', '/home', anonymous, '/login?redirect=%2Fhome'],
    ['catch-all needs a login', '/nowhere', anonymous, '/login?redirect=%2Fnowhere'],
    [
      'id 0 counts as anonymous',
      '/sync',
      ctx(user(['systemtree::sync'], { id: 0 })),
      '/login?redirect=%2Fsync',
    ],
    ['public login', '/login', anonymous, 'allow'],
    ['public setup', '/setup', anonymous, 'allow'],
    ['public demo', '/demo', anonymous, 'allow'],
    ['public access denied', '/no-access', anonymous, 'allow'],
    ['public display without slug', '/display', anonymous, 'allow'],
    ['public display with slug', '/display/station-a', anonymous, 'allow'],
    ['public display call form modal', '/display/station-a/call/12', anonymous, 'allow'],
  ]);
});

describe('spec 01 §2 redirects: / to home, /tree/view/{id} to /tree?view={id}, /tree/overview to /tree, /pwa to overview', () => {
  run([
    ['main layout', '/', superuser, '/home'],
    ['legacy tree view', '/tree/view/42', superuser, '/tree?view=42'],
    ['tree overview', '/tree/overview', superuser, '/tree'],
    ['pwa', '/pwa', superuser, '/pwa/overview'],
  ]);
});

describe('spec 01 §2 rule: the tree special case for non-superusers', () => {
  const log = user(['calllog::use_module']);
  run([
    ['no tree permission but call log goes to log', '/tree', ctx(log), '/log'],
    ['no tree permission and no log goes to display', '/tree', ctx(user([])), '/display'],
    ['also for tree children', '/tree/connections', ctx(user(['systemtree::manage_devices'])), '/display'],
    [
      'tree permission without management licence goes to log',
      '/tree',
      ctx(user(['systemtree::use_module', 'calllog::use_module']), licence({ management: false })),
      '/log',
    ],
    ['use_module opens the tree', '/tree', ctx(user(['systemtree::use_module'])), 'allow'],
    [
      'see_display_group_overrides is enough to enter and lands on its child',
      '/tree',
      ctx(user(['systemtree::see_display_group_overrides'])),
      '/tree/displaygroupoverrides',
    ],
    [
      'superuser bypasses it even without management licence',
      '/tree',
      ctx(user([], { is_superuser: true }), licence({ management: false })),
      'allow',
    ],
  ]);
});

describe('spec 01 §2 rule: redirectToFirstAvailableChild', () => {
  run([
    [
      'admin: first child for manage_system is system params',
      '/admin',
      ctx(user(['admin::use_module', 'admin::manage_system'])),
      '/admin/systemparams',
    ],
    [
      'admin: only manage_users leads to users',
      '/admin',
      ctx(user(['admin::use_module', 'admin::manage_users'])),
      '/admin/users',
    ],
    [
      'admin: only see_defects (any-marker) leads to defects',
      '/admin',
      ctx(user(['admin::use_module', 'calllog::see_defects'])),
      '/admin/defects',
    ],
    [
      'admin: no child permitted -> access denied when logged in',
      '/admin',
      ctx(user(['admin::use_module'])),
      '/no-access',
    ],
    ['app: subscriptions first when enabled', '/appmanagement', superuser, '/appmanagement/subscriptions'],
    [
      'app: subscriptions skipped when the app setting is off',
      '/appmanagement',
      ctx(user([], { is_superuser: true }), licence(), false),
      '/appmanagement/statistic',
    ],
    [
      'app: user groups for a group manager',
      '/appmanagement',
      ctx(user(['app::use_module', 'app::manage_user_groups'])),
      '/appmanagement/groups',
    ],
    ['tree: superuser stays on /tree', '/tree', superuser, 'allow'],
    [
      'tree: connections for manage_devices plus see overrides',
      '/tree',
      ctx(user(['systemtree::see_display_group_overrides', 'systemtree::manage_devices'])),
      '/tree/connections',
    ],
  ]);
});

describe('spec 01 §2 rule: permissions all/any and licences; failure notifies and goes to accessDenied', () => {
  const denied = '/no-access';
  run([
    ['log needs calllog::use_module', '/log', ctx(user([])), denied, true],
    ['log opens with it', '/log', ctx(user(['calllog::use_module'])), 'allow'],
    ['modal inherits its parent page requirement', '/log/edit/3', ctx(user([])), denied, true],
    ['sync needs systemtree::sync', '/sync', ctx(user(['systemtree::use_module'])), denied, true],
    ['analytics needs the permission', '/analytics', ctx(user([])), denied, true],
    [
      'analytics needs the analytics licence',
      '/analytics',
      ctx(user(['analytics::use_module']), licence({ analytics: false })),
      denied,
      true,
    ],
    ['analytics with both', '/analytics', ctx(user(['analytics::use_module'])), 'allow'],
    [
      'superuser bypasses missing licences',
      '/analytics',
      ctx(user([], { is_superuser: true }), licence({ analytics: false })),
      'allow',
    ],
    [
      'incidents need manage_incidents',
      '/analytics/incidents',
      ctx(user(['analytics::use_module'])),
      denied,
      true,
    ],
    [
      'nested incident modal',
      '/analytics/incidents/notifications/user/4',
      ctx(user(['analytics::manage_incidents'])),
      'allow',
    ],
    [
      'app licence: app_clients 0 means unlicensed',
      '/appmanagement/statistic',
      ctx(user(['app::use_module', 'app::see_statistic']), licence({}, 0)),
      denied,
      true,
    ],
    [
      'admin child needs admin::use_module too',
      '/admin/users',
      ctx(user(['admin::manage_users'])),
      denied,
      true,
    ],
    [
      'admin list with both',
      '/admin/users',
      ctx(user(['admin::use_module', 'admin::manage_users'])),
      'allow',
    ],
    [
      'admin form path differing from its list',
      '/admin/callsourcesgroups/edit/2',
      ctx(user(['admin::use_module', 'admin::manage_system'])),
      'allow',
    ],
    [
      'reports need the analytics licence',
      '/admin/reports',
      ctx(user(['admin::use_module', 'admin::manage_reports']), licence({ analytics: false })),
      denied,
      true,
    ],
    [
      'backups need the management licence',
      '/admin/backups',
      ctx(user(['admin::use_module', 'admin::manage_backups']), licence({ management: false })),
      denied,
      true,
    ],
    [
      'gets-cloud needs no licence',
      '/admin/gets-cloud',
      ctx(user(['admin::use_module', 'admin::manage_backups']), licence({ management: false })),
      'allow',
    ],
    [
      'defects: any of manage_system',
      '/admin/defects',
      ctx(user(['admin::use_module', 'admin::manage_system'])),
      'allow',
    ],
    [
      'defects: any of see_defects',
      '/admin/defects',
      ctx(user(['admin::use_module', 'calllog::see_defects'])),
      'allow',
    ],
    [
      'defects: neither',
      '/admin/defects',
      ctx(user(['admin::use_module', 'admin::manage_users'])),
      denied,
      true,
    ],
    [
      'override form needs manage overrides',
      '/tree/displaygroupoverrides/edit/1',
      ctx(user(['systemtree::see_display_group_overrides'])),
      denied,
      true,
    ],
    [
      'flight profile modal needs manage_flightprofiles',
      '/tree/edit/5/flightprofiles',
      ctx(user(['systemtree::use_module'])),
      denied,
      true,
    ],
    ['pwa incidents', '/pwa/overview/incidents', ctx(user([])), denied, true],
    ['pwa calls', '/pwa/overview/calls', ctx(user([])), 'allow'],
    ['pwa sync', '/pwa/sync', ctx(user(['systemtree::use_module'])), denied, true],
    ['set-password for any logged-in user', '/auth/set-password', ctx(user([])), 'allow'],
    ['unknown path for a logged-in user shows not found', '/nowhere', ctx(user([])), 'allow'],
  ]);
});

describe('a route whose screens are not built is absent (not-found), not forbidden', () => {
  const built = new Set(['admin', 'systemParams', 'users', 'home', 'display', 'accessDenied', 'notFound']);
  const withScreens = (c: GuardContext): GuardContext => ({ ...c, hasScreen: (name) => built.has(name) });
  it.each(['/tree', '/tree/connections', '/appmanagement', '/appmanagement/users', '/sync', '/analytics'])(
    '%s is absent for a superuser',
    (path) =>
      expect(guardRoute(path, '', withScreens(superuser))).toEqual({ kind: 'absent', rule: 'not-built' }),
  );
  it('a built area keeps the spec rules: first available child, access denied without one', () => {
    expect(guardRoute('/admin', '', withScreens(superuser))).toMatchObject({ to: '/admin/systemparams' });
    const onlyModule = withScreens(ctx(user(['admin::use_module'])));
    expect(guardRoute('/admin', '', onlyModule)).toMatchObject({
      to: '/no-access',
      accessDeniedNotice: false,
    });
    const pflege = withScreens(ctx(user(['calllog::use_module'])));
    expect(guardRoute('/admin/users', '', pflege)).toMatchObject({
      to: '/no-access',
      accessDeniedNotice: true,
    });
  });
  it('anonymous visitors still go to login first', () => {
    expect(guardRoute('/tree', '', withScreens(anonymous))).toMatchObject({ rule: 'anonymous-to-login' });
  });
});

describe('the whole table', () => {
  it('a superuser may open every page that needs no parameter', () => {
    for (const { route } of flattenRoutes()) {
      if (route.path === '*' || route.path.includes(':') || route.redirect) continue;
      const d = guardRoute(route.path, '', superuser);
      if (d.kind === 'redirect') expect(d.rule, route.name).toBe('first-available-child');
    }
  });
  it('an anonymous visitor is sent to login from every route not marked public', () => {
    for (const { route, chain } of flattenRoutes()) {
      if (route.path.includes(':') || route.path === '*') continue;
      const d = guardRoute(route.path, '', anonymous);
      const isPublic = chain.every((r) => r.authRequired === false);
      expect(d.kind === 'redirect' && d.rule === 'anonymous-to-login', route.name).toBe(!isPublic);
    }
  });
  it('route names are unique', () => {
    const names = flattenRoutes().map((e) => e.route.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('spec 01 §2 /home redirects', () => {
  const withHome = (permissions: PermissionCode[], homepage: string | null = null, is_superuser = false) => ({
    ...user(permissions, { is_superuser }),
    homepage,
  });
  it.each([
    ['no user -> login', null, '/login'],
    ['own homepage wins', withHome(['systemtree::use_module'], 'log'), '/log'],
    ['unknown homepage falls through to the rules', withHome(['calllog::use_module'], 'nonsense'), '/log'],
    ['systemtree use_module -> tree', withHome(['systemtree::use_module', 'analytics::use_module']), '/tree'],
    ['see_display_group_overrides -> tree', withHome(['systemtree::see_display_group_overrides']), '/tree'],
    ['analytics -> analytics', withHome(['analytics::use_module', 'calllog::use_module']), '/analytics'],
    ['call log -> log', withHome(['calllog::use_module']), '/log'],
    ['nothing -> display', withHome([]), '/display'],
    ['superuser -> tree', withHome([], null, true), '/tree'],
  ] as const)('%s', (_t, u, expected) => {
    expect(homePath(u)).toBe(expected);
  });
});

describe('spec 01 §2 /home redirect decided by the shell', () => {
  const member = { ...user(['analytics::use_module', 'calllog::use_module']), homepage: null };
  const built = (names: string[]) => (name: string) => names.includes(name);
  it('sends /home to the target once its screen is built, before the home page loads', () => {
    expect(homeRedirect('/home', member, built(['analytics', 'log']))).toBe('/analytics');
  });
  it('stays on the home page while the target is not built', () => {
    expect(homeRedirect('/home', member, built(['log']))).toBeNull();
  });
  it('leaves every other path and anonymous users to the guard', () => {
    expect(homeRedirect('/log', member, built(['analytics']))).toBeNull();
    expect(homeRedirect('/home', null, built(['analytics']))).toBeNull();
  });
});
