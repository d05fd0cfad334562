// The backend's policy table agrees with the spec's route guards (spec 01 §2) and permission
// rules (spec 01 §6). The spec's requirements are transcribed here, independently of the code; the test
// walks every root field of the schema and compares, so a new operation without a spec requirement, or
// a requirement that drifts from the spec, fails here. Then a run-time check proves the area and licence
// parts are enforced, not only declared.
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../crud/registry.ts';
import { operationNames } from '../crud/names.ts';
import { buildRawSchema } from '../graphql/schema.ts';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { POLICY } from './policy.ts';
import type { Policy } from './policy.ts';

interface Requirement {
  permissions: string[];
  any?: boolean;
  licences?: string[];
  /** the area route's permissions (spec 01 §2: /admin needs admin::use_module) */
  area?: string[];
  whileTemporary?: boolean;
  /** further ways in, each enough on its own */
  or?: Requirement[];
}

const ADMIN = ['admin::use_module'];
const SYSTEM = 'admin::manage_system';
const adminList = (permission: string, licences?: string[]): Requirement => ({
  permissions: [permission],
  area: ADMIN,
  ...(licences ? { licences } : {}),
});

/** Spec 01 §2 "Admin area": each list's route segment and what it needs (all under /admin). */
const ADMIN_AREA: Record<string, Requirement> = {
  systemparams: adminList(SYSTEM),
  calltypes: adminList(SYSTEM),
  schedules: adminList(SYSTEM),
  sections: adminList(SYSTEM),
  displaygroups: adminList(SYSTEM),
  checkpointmaps: adminList(SYSTEM),
  flightprofiles: adminList('admin::manage_flightprofiles'),
  mergegroups: adminList(SYSTEM),
  callsources: adminList(SYSTEM),
  callsourcegroups: adminList(SYSTEM),
  indicators: adminList(SYSTEM),
  buttons: adminList(SYSTEM),
  hubs: adminList(SYSTEM),
  videostreams: adminList(SYSTEM),
  'alert-channels': adminList(SYSTEM),
  users: adminList('admin::manage_users'),
  roles: adminList('admin::manage_roles'),
  displaynotes: adminList('admin::manage_display_notes'),
  reports: adminList('admin::manage_reports', ['analytics']),
  audit: adminList('admin::see_auditlog', ['management']),
  defects: { permissions: [SYSTEM, 'calllog::see_defects'], any: true, area: ADMIN },
};

/** Spec 01 §2 /appmanagement (app::use_module, the app licence): each child's permission. */
const appList = (permission: string): Requirement => ({
  permissions: [permission],
  area: ['app::use_module'],
  licences: ['app'],
});

/** Which admin list each entity description serves; the tree-node lookup feeds the flight profile and device forms. */
const LIST_OF_ENTITY: Record<string, string | Requirement> = {
  SystemParam: 'systemparams',
  CallType: 'calltypes',
  Schedule: 'schedules',
  Section: 'sections',
  DisplayGroup: 'displaygroups',
  CheckpointMap: 'checkpointmaps',
  FlightProfile: 'flightprofiles',
  MergeGroup: 'mergegroups',
  CallSource: 'callsources',
  CallSourceGroup: 'callsourcegroups',
  Indicator: 'indicators',
  Button: 'buttons',
  Hub: 'hubs',
  VideoStream: 'videostreams',
  AlertChannel: 'alert-channels',
  User: 'users',
  Role: 'roles',
  DisplayNote: 'displaynotes',
  Report: 'reports',
  // Spec 01 §6 systemtree::manage_views; spec 01 §2 gives tree views no route, the admin area holds their list
  // (docs/decisions/admin-entities.md), and the tree area's management licence applies.
  TreeView: { permissions: ['systemtree::manage_views'], area: ADMIN, licences: ['management'] },
  // Spec 01 §2 app management children: groups, users, clients, subscriptions.
  AppUserGroup: appList('app::manage_user_groups'),
  AppUser: appList('app::manage_users'),
  AppClient: appList('app::manage_devices'),
  SubscriptionView: appList('app::manage_subscriptions'),
  // Spec 02 §3 global settings' probable-defect settings: the settings page (spec 01 §2: admin::manage_system).
  ProbableDefectMonitor: { permissions: [SYSTEM], area: ADMIN },
  SystemTreeNode: {
    permissions: ['admin::manage_flightprofiles', SYSTEM],
    any: true,
    area: ADMIN,
  },
};

/**
 * Spec 01 §2 /appmanagement/displaygroups (app::manage_display_groups) manages the admin area's display groups:
 * every operation of them opens for either.
 */
const ALSO_MANAGED_AT: Record<string, Requirement> = {
  DisplayGroup: appList('app::manage_display_groups'),
};

/**
 * Lists an app management form picks from (read-only, the list query only): spec 02 §3 the app user group's
 * section, display groups and node selection; a display group's sections and call types (spec 02 §3); the app user's group; the subscription view's users and elements.
 */
const GROUP_FORM = appList('app::manage_user_groups');
const SUBSCRIPTION_FORM = appList('app::manage_subscriptions');
const DISPLAY_GROUP_FORM = appList('app::manage_display_groups');
const OVERRIDE_FORM: Requirement = {
  permissions: ['systemtree::manage_display_group_overrides'],
  area: [],
  licences: ['management'],
};
// spec 01 §2 /tree/connections (and its modal form) needs systemtree::manage_devices: its form picks sections and groups
const INTERCONNECTION_FORM: Requirement = {
  permissions: ['systemtree::manage_devices'],
  area: [],
  licences: ['management'],
};
const PICKED_BY: Record<string, Requirement[]> = {
  // and app management's display group form: its connections' sections and call types
  // and the display group override form (spec 01 §2 /tree/displaygroupoverrides/edit: manage_display_group_overrides)
  Section: [GROUP_FORM, DISPLAY_GROUP_FORM, OVERRIDE_FORM, INTERCONNECTION_FORM],
  CallType: [DISPLAY_GROUP_FORM],
  DisplayGroup: [GROUP_FORM, OVERRIDE_FORM, INTERCONNECTION_FORM],
  SystemTreeNode: [GROUP_FORM, SUBSCRIPTION_FORM, OVERRIDE_FORM],
  AppUserGroup: [appList('app::manage_users')],
  AppUser: [SUBSCRIPTION_FORM],
};

function overrideOperations(): Record<string, Requirement> {
  const see = 'systemtree::see_display_group_overrides';
  const read: Requirement = { permissions: [see], area: [], licences: ['management'] };
  const write: Requirement = { ...read, permissions: [see, 'systemtree::manage_display_group_overrides'] };
  return {
    'Query.displayGroupOverrides': read,
    'Query.displayGroupOverride': read,
    'Mutation.createDisplayGroupOverride': write,
    'Mutation.updateDisplayGroupOverride': write,
    'Mutation.deleteDisplayGroupOverride': write,
  };
}

/** Spec 01 §2 /tree/connections needs systemtree::manage_devices: every operation, reading too (tree area, management licence). */
function interconnectionOperations(): Record<string, Requirement> {
  const all: Requirement = {
    permissions: ['systemtree::manage_devices'],
    area: [],
    licences: ['management'],
  };
  return Object.fromEntries(
    [
      'Query.interconnections',
      'Query.interconnection',
      'Mutation.createInterconnection',
      'Mutation.updateInterconnection',
      'Mutation.deleteInterconnection',
    ].map((op) => [op, all]),
  );
}

const PUBLIC: Requirement = { permissions: [] };
const SESSION: Requirement = { permissions: [] };

/** Operations outside the admin lists, each with the spec rule it follows. */
const OTHER_OPERATIONS: Record<string, Requirement | 'public'> = {
  // Spec 01 §7 AppData: readable anonymously, globalAppSettings only with a session.
  'Query.license': 'public',
  'Query.appState': 'public',
  'Query.authUser': 'public',
  'Query.globalSettings': 'public',
  'Query.publicSystemParams': 'public',
  'Query.globalAppSettings': { ...SESSION, whileTemporary: true },
  // Spec 01 §6: anonymous visitors see a read-only display.
  'Query.openCalls': 'public',
  'Query.callDisplayRelations': 'public',
  'Query.displayProfiles': 'public',
  'Query.activeDisplayNotes': 'public',
  'Subscription.callsChanged': 'public',
  'Subscription.systemMessages': 'public',
  // Spec 01 §2 /home: the overview of the user's own systems needs only a session.
  'Query.systemsOverview': SESSION,
  // Spec 01 §2 call log: /log needs calllog::use_module; spec 01 §6: the log licence gates the screen.
  'Query.callLog': { permissions: ['calllog::use_module'], licences: ['log'] },
  'Query.callLogCall': { permissions: ['calllog::use_module'], licences: ['log'] },
  'Query.callLogOptions': { permissions: ['calllog::use_module'], licences: ['log'] },
  // Issue 38: the live log.
  'Query.callLogNews': { permissions: ['calllog::use_module'], licences: ['log'] },
  'Subscription.callLogChanged': { permissions: ['calllog::use_module'], licences: ['log'] },
  // Spec 01 §2 analytics: analytics::use_module and the analytics licence.
  'Query.callAnalytics': { permissions: ['analytics::use_module'], licences: ['analytics'] },
  // Spec 01 §2 /analytics/call/edit/:id: the call modal over the analytics.
  'Query.analyticsCall': { permissions: ['analytics::use_module'], licences: ['analytics'] },
  // Issue 17: the shift boundaries are a system setting (admin::manage_system) of the analytics module.
  'Mutation.updateAnalyticsShifts': { permissions: ['admin::manage_system'], licences: ['analytics'] },
  // Spec 01 §2 /analytics/incidents: analytics::manage_incidents and the analytics licence (spec 02 §6 incident
  // management needs it); the 14-day reachability is shown with the incidents.
  'Query.incidents': { permissions: ['analytics::manage_incidents'], licences: ['analytics'] },
  'Query.incident': { permissions: ['analytics::manage_incidents'], licences: ['analytics'] },
  'Query.deviceReachability': { permissions: ['analytics::manage_incidents'], licences: ['analytics'] },
  'Mutation.assignIncident': { permissions: ['analytics::manage_incidents'], licences: ['analytics'] },
  'Mutation.closeIncident': { permissions: ['analytics::manage_incidents'], licences: ['analytics'] },
  // Spec 01 §2 /analytics/incidents/call/:id and /analytics/incidents/notifications (with its user form): modals of
  // the incident list, under its guard.
  'Query.incidentCall': { permissions: ['analytics::manage_incidents'], licences: ['analytics'] },
  'Query.incidentNotifications': { permissions: ['analytics::manage_incidents'], licences: ['analytics'] },
  'Mutation.updateUserNotifications': {
    permissions: ['analytics::manage_incidents'],
    licences: ['analytics'],
  },
  // Spec 01 §2 admin single pages: defects (admin::manage_system or calllog::see_defects) under /admin.
  'Query.defects': ADMIN_AREA.defects!,
  // Spec 02 §3/§4 exports: the log's export needs what the log needs, the tree's what the tree node needs; the
  // job list and cancel are the user's own jobs (a session).
  'Mutation.exportCallLog': { permissions: ['calllog::use_module'], licences: ['log'] },
  'Mutation.exportSystemTree': { permissions: ['systemtree::use_module'], licences: ['management'] },
  'Query.exportJobs': SESSION,
  'Mutation.cancelExport': SESSION,
  // Issue 18: the mail server is part of the global settings, the admin area's settings page (spec 01 §2:
  // admin::manage_system under /admin). The send log (spec 02 §3) belongs to reports and incidents, which need the
  // analytics licence: for incident managers (spec 02 §6), report managers, and who keeps the mail server.
  'Query.smtpSettings': { permissions: [SYSTEM], area: ADMIN },
  'Mutation.updateSmtpSettings': { permissions: [SYSTEM], area: ADMIN },
  'Query.sendLog': {
    permissions: ['analytics::manage_incidents', 'admin::manage_reports', SYSTEM],
    any: true,
    licences: ['analytics'],
  },
  // Spec 01 §2 admin area: audit (admin::see_auditlog, management licence).
  'Query.auditLog': ADMIN_AREA.audit!,
  // Spec 01 §6 display::manage_display_profiles: create and delete profiles, the Save bar.
  'Mutation.createDisplayProfile': { permissions: ['display::manage_display_profiles'] },
  'Mutation.updateDisplayProfile': { permissions: ['display::manage_display_profiles'] },
  'Mutation.deleteDisplayProfile': { permissions: ['display::manage_display_profiles'] },
  // Spec 01 §4 close call: a data-dependent rule (the call service applies it); logged-in is the floor.
  'Mutation.sendDeviceAction': SESSION,
  // Spec 01 §2 set-password, spec 02 §6: the one thing a temporary password may do.
  'Mutation.userSetPassword': { ...SESSION, whileTemporary: true },
  // Spec 01 §8: the HTTP sync error popup is for logged-in users only.
  'Subscription.getsHTTPError': SESSION,
  // Spec 01 §2 tree area: the tree for systemtree::use_module or see_display_group_overrides (route guard
  // rules), the node form's data for use_module; the management licence for both.
  'Query.systemTree': {
    permissions: ['systemtree::use_module', 'systemtree::see_display_group_overrides'],
    any: true,
    licences: ['management'],
  },
  'Query.systemTreeNode': { permissions: ['systemtree::use_module'], licences: ['management'] },
  // Spec 01 §2 node form /tree/edit/:id? (under /tree: use_module); the per-field systemtree permissions of
  // spec 01 §6 are data-dependent (modules/tree/tree-edit.test.ts proves them).
  'Query.systemTreeFormOptions': { permissions: ['systemtree::use_module'], licences: ['management'] },
  'Mutation.createSystemTreeNode': { permissions: ['systemtree::use_module'], licences: ['management'] },
  'Mutation.updateSystemTreeNode': { permissions: ['systemtree::use_module'], licences: ['management'] },
  'Mutation.deleteSystemTreeNodes': { permissions: ['systemtree::use_module'], licences: ['management'] },
  'Mutation.moveSystemTreeNodes': { permissions: ['systemtree::use_module'], licences: ['management'] },
  // Spec 02 §3 notes on devices, added in the node form (/tree/edit/:id, under /tree: use_module); spec 01 §6
  // per node kind is data-dependent (modules/tree/tree-notes.test.ts proves it).
  'Mutation.addSystemTreeNodeNote': { permissions: ['systemtree::use_module'], licences: ['management'] },
  // Spec 01 §2 /tree/displaygroupoverrides needs systemtree::see_display_group_overrides, its modal form
  // systemtree::manage_display_group_overrides as well; the tree area's management licence (no admin area).
  ...overrideOperations(),
  ...interconnectionOperations(),
  // Spec 01 §2 global search: systemtree::use_module or admin::manage_system, with the management licence.
  'Query.search': { permissions: ['systemtree::use_module', SYSTEM], any: true, licences: ['management'] },
  'Subscription.hubPrinterMessage': {
    permissions: ['systemtree::use_module', SYSTEM],
    any: true,
    licences: ['management'],
  },
  // Spec 01 §2 sync: /sync needs systemtree::sync; spec 01 §6: the sync indicator needs it plus the management
  // licence. configChangelog (spec 01 §7) feeds the commit popup of the same users.
  'Query.syncChangelog': { permissions: ['systemtree::sync'], licences: ['management'] },
  'Query.configChangelog': { permissions: ['systemtree::sync'], licences: ['management'] },
  'Mutation.commitGetsConfig': { permissions: ['systemtree::sync'], licences: ['management'] },
  'Mutation.importGetsConfig': { permissions: ['systemtree::sync'], licences: ['management'] },
  // Spec 01 §2 /appmanagement/settings: app::manage_settings, under app::use_module with the app licence.
  'Query.appSettings': appList('app::manage_settings'),
  'Mutation.updateAppSettings': appList('app::manage_settings'),
  // Spec 01 §2 /appmanagement/clients: unpairing a client needs what editing it needs.
  'Mutation.unpairAppClient': appList('app::manage_devices'),
  // Spec 01 §2 /appmanagement/statistic: app::see_statistic.
  'Query.appStatistics': appList('app::see_statistic'),
};

function entityRequirements(): Record<string, Requirement> {
  const out: Record<string, Requirement> = {};
  for (const d of ENTITIES) {
    const list = LIST_OF_ENTITY[d.type];
    if (list === undefined) continue; // reported below as a field without a spec requirement
    const requirement = typeof list === 'string' ? ADMIN_AREA[list]! : list;
    const n = operationNames(d);
    const also = ALSO_MANAGED_AT[d.type] ? [ALSO_MANAGED_AT[d.type]!] : [];
    const withOr = (or: Requirement[]) => (or.length ? { ...requirement, or } : requirement);
    const ops = [`Query.${n.get}`];
    if (!d.lookupOnly)
      ops.push(...[n.create, n.update, n.remove, n.sort].filter(Boolean).map((o) => `Mutation.${o}`));
    for (const op of ops) out[op] = withOr(also);
    out[`Query.${n.list}`] = withOr([...also, ...(PICKED_BY[d.type] ?? [])]);
  }
  return out;
}

const EXPECTED: Record<string, Requirement | 'public'> = { ...entityRequirements(), ...OTHER_OPERATIONS };

type Normal = { permissions: string[]; any: boolean; licences: string[]; area: string[] };
const gate = (r: {
  permissions?: readonly string[];
  any?: boolean;
  licences?: readonly string[];
  area?: readonly string[];
}): Normal => ({
  permissions: [...(r.permissions ?? [])].sort(),
  any: Boolean(r.any),
  licences: [...(r.licences ?? [])].sort(),
  area: [...(r.area ?? [])].sort(),
});
const normalise = (r: Requirement | 'public' | Policy | undefined) => {
  if (r === undefined) return undefined;
  if (r === 'public') return 'public';
  return {
    ...gate(r),
    whileTemporary: Boolean(r.whileTemporary),
    or: (r.or ?? []).map(gate).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  };
};

const schema = buildRawSchema();
const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
  .filter((t): t is GraphQLObjectType => Boolean(t))
  .flatMap((type) => Object.keys(type.getFields()).map((name) => `${type.name}.${name}`));

describe('the policy table agrees with spec 01 §2 and §6, for every root field of the schema', () => {
  it('every root field has a requirement transcribed from the spec', () => {
    expect(rootFields.filter((key) => !(key in EXPECTED))).toEqual([]);
  });

  it.each(rootFields.map((key) => [key]))('%s', (key) => {
    expect(normalise(POLICY[key])).toEqual(normalise(EXPECTED[key] ?? PUBLIC));
  });
});

describe('the admin area and the licences are enforced at run time (spec 01 §2, §6)', () => {
  let server: TestServer;
  let admin: string;
  const ROLE = 'mutation($input: AdminRoleInput!) { createRole(input: $input) { id } }';
  const USER = 'mutation($input: AdminUserInput!) { createUser(input: $input) { id } }';
  /** A user whose only role holds exactly these permissions. */
  async function userWith(name: string, permissions: string[]): Promise<string> {
    const role = await gql(server, ROLE, { input: { name, permissions } }, { cookie: admin });
    const roleId = (role.body.data?.createRole as { id: number }).id;
    const input = { name, password: 'geheim123', password_repeat: 'geheim123', roles: [roleId] };
    await gql(server, USER, { input }, { cookie: admin });
    return (await login(server, name, 'geheim123')).cookie!;
  }
  const codeOf = async (cookie: string, query: string) =>
    (await gql(server, query, {}, { cookie })).body.errors?.[0]?.extensions?.code ?? 'ok';

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await login(server, 'admin', 'admin')).cookie!;
  });
  afterAll(() => server.close());

  it('an admin list needs admin::use_module besides its own permission', async () => {
    const without = await userWith('ohnemodul', [SYSTEM, 'admin::manage_users']);
    const withIt = await userWith('mitmodul', [SYSTEM, 'admin::manage_users', 'admin::use_module']);
    for (const query of ['{ schedules { id } }', '{ users { id } }', '{ systemParams { id } }']) {
      expect(await codeOf(without, query)).toBe('MISSING_PERMISSION');
      expect(await codeOf(withIt, query)).toBe('ok');
    }
  });

  it('the audit log needs admin::use_module, admin::see_auditlog and the management licence', async () => {
    const auditor = await userWith('revision', ['admin::use_module', 'admin::see_auditlog']);
    const noModule = await userWith('revision2', ['admin::see_auditlog']);
    expect(await codeOf(auditor, '{ auditLog { id } }')).toBe('ok');
    expect(await codeOf(noModule, '{ auditLog { id } }')).toBe('MISSING_PERMISSION');
    const features = server.services.installation.licence().features;
    features.management = false;
    try {
      expect(await codeOf(auditor, '{ auditLog { id } }')).toBe('MISSING_PERMISSION');
      // Unlicensed modules stay visible to superusers (spec 01 §6).
      expect(await codeOf(admin, '{ auditLog { id } }')).toBe('ok');
    } finally {
      features.management = true;
    }
  });
});
