// THE authorization table: every root field of Query, Mutation and Subscription has exactly one entry.
// 'public' entries are the anonymous allow-list (the call display's needs, ARCHITECTURE §6); every
// other entry needs a session and may add permissions (all, or any when any: true) and licence modules.
// A field missing here is refused at run time and fails the schema-walking test (policy.test.ts).
import { entityPolicies } from '../crud/policy-entries.ts';
import type { Policy } from './policy-types.ts';

export type { Gate, Policy } from './policy-types.ts';

const TREE_EDIT: Policy = {
  session: true,
  permissions: ['systemtree::use_module'],
  licences: ['management'],
  entity: 'system_tree_node',
};

const APP_SETTINGS: Policy = {
  session: true,
  permissions: ['app::manage_settings'],
  licences: ['app'],
  area: ['app::use_module'],
};

const INCIDENTS: Policy = {
  session: true,
  permissions: ['analytics::manage_incidents'],
  licences: ['analytics'],
};

export const POLICY: Readonly<Record<string, Policy>> = {
  // AppData (spec 01 §7): everything but globalAppSettings is readable anonymously.
  'Query.license': 'public',
  'Query.appState': 'public',
  'Query.authUser': 'public',
  'Query.globalSettings': 'public',
  'Query.publicSystemParams': 'public',
  'Query.globalAppSettings': { session: true, whileTemporary: true },
  // Spec 01 §2 /appmanagement/settings: app::manage_settings under app::use_module, with the app licence.
  'Query.appSettings': APP_SETTINGS,
  'Mutation.updateAppSettings': { ...APP_SETTINGS, entity: 'app_settings' },
  // Spec 01 §2 /appmanagement/statistic: app::see_statistic under app::use_module, with the app licence.
  'Query.appStatistics': {
    session: true,
    permissions: ['app::see_statistic'],
    licences: ['app'],
    area: ['app::use_module'],
  },
  // Spec 01 §2 /appmanagement/clients (app::manage_devices): unpairing a client is an edit of it.
  'Mutation.unpairAppClient': {
    session: true,
    permissions: ['app::manage_devices'],
    licences: ['app'],
    area: ['app::use_module'],
    entity: 'app_client',
  },
  // Spec 01 §2 admin area: audit (admin::see_auditlog, management licence) under /admin (admin::use_module).
  'Query.auditLog': {
    session: true,
    permissions: ['admin::see_auditlog'],
    licences: ['management'],
    area: ['admin::use_module'],
  },
  // Spec 01 §2 call log: /log needs calllog::use_module; spec 01 §6: the log licence gates it (superusers too).
  'Query.callLog': { session: true, permissions: ['calllog::use_module'], licences: ['log'] },
  'Query.callLogCall': { session: true, permissions: ['calllog::use_module'], licences: ['log'] },
  'Query.callLogOptions': { session: true, permissions: ['calllog::use_module'], licences: ['log'] },
  // Issue 38: the live log (what is new to a page, and the subscription that says the log grew).
  'Query.callLogNews': { session: true, permissions: ['calllog::use_module'], licences: ['log'] },
  'Subscription.callLogChanged': { session: true, permissions: ['calllog::use_module'], licences: ['log'] },
  // Spec 01 §2 analytics: /analytics needs analytics::use_module and the analytics licence.
  'Query.callAnalytics': { session: true, permissions: ['analytics::use_module'], licences: ['analytics'] },
  // Spec 01 §2 /analytics/call/edit/:id: a call's detail within the analytics, under the analytics' rules.
  'Query.analyticsCall': { session: true, permissions: ['analytics::use_module'], licences: ['analytics'] },
  // Issue 17: the analytics' shift boundaries are a system setting (admin::manage_system), of the analytics module.
  'Mutation.updateAnalyticsShifts': {
    session: true,
    permissions: ['admin::manage_system'],
    licences: ['analytics'],
    entity: 'analytics_shifts',
  },
  // Spec 01 §2 /analytics/incidents: analytics::manage_incidents and the analytics licence (spec 02 §6 incident
  // management). System access per incident is checked by the resolvers (modules/incidents).
  'Query.incidents': INCIDENTS,
  'Query.incident': INCIDENTS,
  'Query.deviceReachability': INCIDENTS,
  'Mutation.assignIncident': { ...INCIDENTS, entity: 'incident' },
  'Mutation.closeIncident': { ...INCIDENTS, entity: 'incident' },
  'Query.incidentCall': INCIDENTS,
  // Spec 01 §2 /analytics/incidents/notifications and its user form: who is notified for which call source groups.
  'Query.incidentNotifications': INCIDENTS,
  'Mutation.updateUserNotifications': { ...INCIDENTS, entity: 'user' },
  // Spec 01 §2 admin single pages: defects (admin::manage_system or calllog::see_defects) under /admin.
  'Query.defects': {
    session: true,
    permissions: ['admin::manage_system', 'calllog::see_defects'],
    any: true,
    area: ['admin::use_module'],
  },
  // Exports (spec 02 §3, §4): each source needs what reading it needs (the log: calllog::use_module and the log
  // licence; the tree: systemtree::use_module and the management licence); a user lists and cancels their own jobs.
  'Query.exportJobs': { session: true },
  'Mutation.exportCallLog': {
    session: true,
    permissions: ['calllog::use_module'],
    licences: ['log'],
    entity: 'export',
  },
  'Mutation.exportSystemTree': {
    session: true,
    permissions: ['systemtree::use_module'],
    licences: ['management'],
    entity: 'export',
  },
  'Mutation.cancelExport': { session: true, entity: 'export' },
  // The mail server is part of the global settings (spec 01 §2 admin settings: admin::manage_system under /admin);
  // its form sits beside the notification settings. The send log (spec 02 §3) belongs to reports and incidents (analytics
  // licence): for who manages incidents or reports, or the mail server.
  'Query.smtpSettings': { session: true, permissions: ['admin::manage_system'], area: ['admin::use_module'] },
  'Mutation.updateSmtpSettings': {
    session: true,
    permissions: ['admin::manage_system'],
    area: ['admin::use_module'],
    entity: 'smtp_settings',
  },
  'Query.sendLog': {
    session: true,
    permissions: ['analytics::manage_incidents', 'admin::manage_reports', 'admin::manage_system'],
    any: true,
    licences: ['analytics'],
  },
  // Spec 01 §2 tree area: the tree lists for systemtree::use_module or see_display_group_overrides, the node
  // needs use_module; both need the management licence (route guard rules; superusers bypass it).
  'Query.systemTree': {
    session: true,
    permissions: ['systemtree::use_module', 'systemtree::see_display_group_overrides'],
    any: true,
    licences: ['management'],
  },
  'Query.systemTreeNode': {
    session: true,
    permissions: ['systemtree::use_module'],
    licences: ['management'],
  },
  // Spec 01 §2 tree area node form /tree/edit/:id?: the tree module's users with the management licence; which
  // fields and kinds a user may change is data-dependent (spec 01 §6 systemtree change_*, create_delete_*,
  // manage_*), judged by modules/tree/tree-permissions.ts and refused there with MISSING_PERMISSION.
  'Query.systemTreeFormOptions': {
    session: true,
    permissions: ['systemtree::use_module'],
    licences: ['management'],
  },
  'Mutation.createSystemTreeNode': TREE_EDIT,
  'Mutation.updateSystemTreeNode': TREE_EDIT,
  'Mutation.deleteSystemTreeNodes': TREE_EDIT,
  // Spec 01 §2 /tree/sort sits in the tree (systemtree::use_module); each move is judged by its permissions.
  'Mutation.moveSystemTreeNodes': TREE_EDIT,
  // Spec 02 §3 notes on devices, written from the node form (under /tree: use_module); who may add one to which
  // node is data-dependent (modules/tree/tree-notes.ts: what editing the node needs, spec 01 §6).
  'Mutation.addSystemTreeNodeNote': { ...TREE_EDIT, entity: 'system_tree_node_note' },
  // Spec 01 §2 global search: the box is for systemtree::use_module or admin::manage_system, with the
  // management licence (superusers bypass it); each category checks its own permission (modules/search).
  'Query.search': {
    session: true,
    permissions: ['systemtree::use_module', 'admin::manage_system'],
    any: true,
    licences: ['management'],
  },
  // Spec 01 §2 sync: /sync needs systemtree::sync; spec 01 §6: the sync area needs the management licence.
  'Query.syncChangelog': { session: true, permissions: ['systemtree::sync'], licences: ['management'] },
  'Query.configChangelog': { session: true, permissions: ['systemtree::sync'], licences: ['management'] },
  'Mutation.commitGetsConfig': {
    session: true,
    permissions: ['systemtree::sync'],
    licences: ['management'],
    entity: 'gets_config',
  },
  'Mutation.importGetsConfig': {
    session: true,
    permissions: ['systemtree::sync'],
    licences: ['management'],
    entity: 'gets_config',
  },
  // The home page's overview of the user's systems (spec 01 §2 /home): any signed-in user, their systems only.
  'Query.systemsOverview': { session: true },
  // The call display (spec 01 §1, §6: anonymous visitors view it read-only).
  'Query.openCalls': 'public',
  'Query.callDisplayRelations': 'public',
  'Query.displayProfiles': 'public',
  'Query.activeDisplayNotes': 'public',
  // Display profiles (spec 01 §6 display::manage_display_profiles: create, delete, save).
  'Mutation.createDisplayProfile': {
    session: true,
    permissions: ['display::manage_display_profiles'],
    entity: 'display_profile',
  },
  'Mutation.updateDisplayProfile': {
    session: true,
    permissions: ['display::manage_display_profiles'],
    entity: 'display_profile',
  },
  'Mutation.deleteDisplayProfile': {
    session: true,
    permissions: ['display::manage_display_profiles'],
    entity: 'display_profile',
  },

  // EndCalls follows the data-dependent close-call rule of spec 01 §4 in the call service; a session is the floor.
  'Mutation.sendDeviceAction': { session: true, entity: 'device' },

  'Mutation.userSetPassword': { session: true, whileTemporary: true, entity: 'user' },

  'Subscription.systemMessages': 'public',
  'Subscription.callsChanged': 'public',
  'Subscription.getsHTTPError': { session: true },
  // Device search is the global search box's toggle (spec 01 §2 global search: systemtree::use_module or
  // admin::manage_system, together with the management licence; superusers bypass the licence).
  'Subscription.hubPrinterMessage': {
    session: true,
    permissions: ['systemtree::use_module', 'admin::manage_system'],
    any: true,
    licences: ['management'],
  },

  // The admin entities (spec 01 §2 admin area): list, get, create, update, delete (and sort) of every
  // description in crud/registry.ts, with the description's permissions and licences.
  ...entityPolicies(),
};

export const policyFor = (typeName: string, fieldName: string): Policy | undefined =>
  POLICY[`${typeName}.${fieldName}`];
