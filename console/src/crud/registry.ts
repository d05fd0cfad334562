// Every admin resource of this build. A resource here gets its list, form (and sort) screens.
import type { ResourceDef } from './resource.ts';
import { appDisplayGroups, callTypes, displayGroups, schedules, sections } from './resources/call-config.tsx';
import {
  alertChannels,
  buttons,
  callSourceGroups,
  callSources,
  flightProfiles,
  hubs,
  indicators,
  mergeGroups,
  videoStreams,
} from './resources/devices.tsx';
import { displayNotes, reports, roles, users } from './resources/people.tsx';
import { systemParams } from './resources/system-params.tsx';
import { checkpointMaps } from './resources/checkpoint-maps.tsx';
import { treeViews } from './resources/tree-views.tsx';
import { displayGroupOverrides } from './resources/display-group-overrides.tsx';
import { interconnections } from './resources/interconnections.tsx';
import { appClients, appUserGroups, appUsers, subscriptionViews } from './resources/app.tsx';
import { probableDefectMonitors } from './resources/monitoring.tsx';

export const RESOURCES: readonly ResourceDef[] = [
  systemParams,
  callTypes,
  schedules,
  sections,
  displayGroups,
  // the same records under app management (the description's second list route, spec 01 §2)
  appDisplayGroups,
  checkpointMaps,
  flightProfiles,
  mergeGroups,
  callSources,
  callSourceGroups,
  indicators,
  buttons,
  hubs,
  videoStreams,
  alertChannels,
  users,
  roles,
  treeViews,
  displayNotes,
  reports,
  // the global settings' probable-defect monitors: a section of /admin/settings (their description's page)
  probableDefectMonitors,
  // The tree area's list (its description's area: /tree)
  displayGroupOverrides,
  // the tree area's interconnections (/tree/connections)
  interconnections,
  // App management's lists (their descriptions' area: /appmanagement)
  appUserGroups,
  appUsers,
  appClients,
  subscriptionViews,
];
