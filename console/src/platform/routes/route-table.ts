// Spec 01 §2 as data: every route of the product, whether or not its screen is built yet.
// The router only mounts routes whose screen exists (app/screens.tsx); the guard works on this table.
import { entityRoute, entityRoutes } from './admin-routes.ts';
import { ANY, type PermissionRequirement, type RouteDef } from './route-def.ts';

export { ANY } from './route-def.ts';
export type { PermissionRequirement, RouteCondition, RouteDef } from './route-def.ts';

const SYSTEM: PermissionRequirement = ['admin::manage_system'];

export const ROUTES: readonly RouteDef[] = [
  // Public routes (no login)
  { name: 'login', path: '/login', authRequired: false },
  { name: 'setup', path: '/setup', authRequired: false },
  { name: 'demo', path: '/demo', authRequired: false },
  { name: 'accessDenied', path: '/no-access', authRequired: false },
  {
    name: 'display',
    path: '/display/:slug?',
    authRequired: false,
    children: [
      {
        name: 'displayCallForm',
        path: '/display/:slug?/call/:id',
        authRequired: false,
        modal: { parent: 'display', params: { slug: 'slug' } },
      },
    ],
  },
  // Login required
  { name: 'setPassword', path: '/auth/set-password' },
  { name: 'main', path: '/', redirect: '/home' },
  { name: 'home', path: '/home' },
  // Tree area
  { name: 'treeViewLegacy', path: '/tree/view/:id', redirect: '/tree?view=:id' },
  { name: 'treeOverview', path: '/tree/overview', redirect: '/tree' },
  {
    name: 'treeView',
    path: '/tree',
    redirectToFirstAvailableChild: true,
    children: [
      {
        name: 'tree',
        path: '/tree',
        permissions: ['systemtree::use_module'],
        children: [
          { name: 'systemTreeNodeForm', path: '/tree/edit/:id?', modal: { parent: 'tree' } },
          {
            name: 'flightProfileForm',
            path: '/tree/edit/:nodeid/flightprofiles/:id?',
            permissions: ['admin::manage_flightprofiles'],
            modal: { parent: 'systemTreeNodeForm', params: { id: 'nodeid' } },
          },
          {
            name: 'treeCallForm',
            path: '/tree/edit/:nodeid/calls/:id?',
            modal: { parent: 'systemTreeNodeForm', params: { id: 'nodeid' } },
          },
          { name: 'treeSort', path: '/tree/sort', modal: { parent: 'tree' } },
        ],
      },
      // /tree/connections and its modal form: the interconnections' description's route (systemtree::manage_devices)
      ...entityRoute('interconnections'),
      {
        name: 'displayGroupOverrides',
        path: '/tree/displaygroupoverrides',
        permissions: ['systemtree::see_display_group_overrides'],
        children: [
          {
            name: 'displayGroupOverridesForm',
            path: '/tree/displaygroupoverrides/edit/:id?',
            permissions: ['systemtree::manage_display_group_overrides'],
            modal: { parent: 'displayGroupOverrides' },
          },
        ],
      },
    ],
  },
  // Call log; its modal is the call form that the display opens with ?system (spec 01 §2 call display screen)
  {
    name: 'log',
    path: '/log',
    permissions: ['calllog::use_module'],
    // Spec 01 §6: the log licence gates the screen (the backend refuses its queries without it too).
    licences: ['log'],
    children: [{ name: 'callForm', path: '/log/edit/:id?', modal: { parent: 'log' } }],
  },
  // Analytics
  {
    name: 'analytics',
    path: '/analytics',
    permissions: ['analytics::use_module'],
    licences: ['analytics'],
    children: [
      {
        name: 'analyticsSystemTreeNodeForm',
        path: '/analytics/systemtree/edit/:id?',
        modal: { parent: 'analytics' },
      },
      { name: 'analyticsCallForm', path: '/analytics/call/edit/:id?', modal: { parent: 'analytics' } },
    ],
  },
  {
    name: 'incidents',
    path: '/analytics/incidents',
    permissions: ['analytics::manage_incidents'],
    licences: ['analytics'],
    children: [
      {
        name: 'incidentSystemTreeNodeForm',
        path: '/analytics/incidents/systemtree/:id?',
        modal: { parent: 'incidents' },
      },
      { name: 'incidentCallForm', path: '/analytics/incidents/call/:id?', modal: { parent: 'incidents' } },
      {
        name: 'incidentNotifications',
        path: '/analytics/incidents/notifications',
        modal: { parent: 'incidents' },
        children: [
          {
            name: 'incidentNotificationUserForm',
            path: '/analytics/incidents/notifications/user/:id?',
            modal: { parent: 'incidentNotifications' },
          },
        ],
      },
    ],
  },
  // Sync
  { name: 'sync', path: '/sync', permissions: ['systemtree::sync'] },
  // App management
  {
    name: 'appManagement',
    path: '/appmanagement',
    permissions: ['app::use_module'],
    licences: ['app'],
    redirectToFirstAvailableChild: true,
    // The lists come from the entity descriptions (route names = the entities' plurals), placed in spec order.
    children: [
      ...entityRoute('subscriptionViews').map((r) => ({
        ...r,
        condition: 'appSubscriptionsEnabled' as const,
      })),
      { name: 'appStatistic', path: '/appmanagement/statistic', permissions: ['app::see_statistic'] },
      ...entityRoute('appUserGroups').map((r) => ({
        ...r,
        children: [
          ...(r.children ?? []),
          {
            // the group form's nested display-group modal (spec 01 §2), for display group managers only
            name: 'appUserGroupsDisplayGroupForm',
            path: '/appmanagement/groups/edit/:groupid/displayGroups/:id?',
            permissions: ['app::manage_display_groups'] as PermissionRequirement,
            modal: { parent: 'appUserGroupsForm', params: { id: 'groupid' } },
          },
        ],
      })),
      ...entityRoute('appUsers'),
      ...entityRoute('appClients'),
      // the admin area's display groups, for app::manage_display_groups (the description's second list route)
      ...entityRoute('appDisplayGroups'),
      { name: 'appSettings', path: '/appmanagement/settings', permissions: ['app::manage_settings'] },
    ],
  },
  // Admin area
  {
    name: 'admin',
    path: '/admin',
    permissions: ['admin::use_module'],
    redirectToFirstAvailableChild: true,
    children: [
      // The entity lists with their forms (and sort pages), from the backend's descriptions.
      ...entityRoutes(),
      { name: 'getsCloud', path: '/admin/gets-cloud', permissions: ['admin::manage_backups'] },
      {
        name: 'backups',
        path: '/admin/backups',
        permissions: ['admin::manage_backups'],
        licences: ['management'],
      },
      { name: 'ldap', path: '/admin/ldap', permissions: SYSTEM, licences: ['management'] },
      { name: 'audit', path: '/admin/audit', permissions: ['admin::see_auditlog'], licences: ['management'] },
      { name: 'logs', path: '/admin/logs', permissions: SYSTEM, licences: ['management'] },
      { name: 'maintenance', path: '/admin/maintenance', permissions: SYSTEM },
      { name: 'settings', path: '/admin/settings', permissions: SYSTEM },
      {
        name: 'defects',
        path: '/admin/defects',
        permissions: [ANY, 'admin::manage_system', 'calllog::see_defects'],
      },
    ],
  },
  // Mobile-style layout
  { name: 'pwa', path: '/pwa', redirect: '/pwa/overview' },
  {
    name: 'pwaOverview',
    path: '/pwa/overview',
    children: [
      { name: 'pwaIncidents', path: '/pwa/overview/incidents', permissions: ['analytics::manage_incidents'] },
      { name: 'pwaCalls', path: '/pwa/overview/calls' },
    ],
  },
  { name: 'pwaSystem', path: '/pwa/system', permissions: ['systemtree::use_module'] },
  {
    name: 'pwaSystemNodeForm',
    path: '/pwa/system/edit/:id?',
    permissions: ['systemtree::use_module'],
    back: 'pwaSystem',
  },
  { name: 'pwaSync', path: '/pwa/sync', permissions: ['systemtree::sync'], back: 'pwaSystem' },
  // Catch-all (spec 01 §2 lists it with the routes that need a login)
  { name: 'notFound', path: '*' },
];

/** Every route, depth first, with its ancestors. */
export function flattenRoutes(
  routes: readonly RouteDef[] = ROUTES,
  ancestors: readonly RouteDef[] = [],
): { route: RouteDef; chain: readonly RouteDef[] }[] {
  return routes.flatMap((route) => {
    const chain = [...ancestors, route];
    return [{ route, chain }, ...flattenRoutes(route.children ?? [], chain)];
  });
}

const byName = new Map(flattenRoutes().map((e) => [e.route.name, e] as const));

export function findRoute(name: string): { route: RouteDef; chain: readonly RouteDef[] } | undefined {
  return byName.get(name);
}
