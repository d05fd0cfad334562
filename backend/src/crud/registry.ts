// Every admin entity of spec 02 §3 that the generic machinery serves, in the admin menu's order.
import type { EntityDescription } from './entity.ts';
import { callTypes, displayGroups, schedules, sections } from './entities/call-config.ts';
import { alertChannels } from './entities/alert-channels.ts';
import {
  buttons,
  callSourceGroups,
  callSources,
  flightProfiles,
  hubs,
  indicators,
  mergeGroups,
  videoStreams,
} from './entities/devices.ts';
import { systemTreeNodes } from './entities/system-tree-nodes.ts';
import { displayNotes, reports, roles, users } from './entities/people.ts';
import { systemParams } from './entities/system-params.ts';
import { checkpointMaps } from './entities/checkpoint-maps.ts';
import { treeViews } from './entities/tree-views.ts';
import { displayGroupOverrides } from './entities/display-group-overrides.ts';
import { interconnections } from './entities/interconnections.ts';
import { appClients, appUserGroups, appUsers, subscriptionViews } from './entities/app.ts';
import { probableDefectMonitors } from './entities/monitoring.ts';

export const ENTITIES: readonly EntityDescription[] = [
  systemParams,
  callTypes,
  schedules,
  sections,
  displayGroups,
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
  probableDefectMonitors,
  systemTreeNodes,
  // The tree area's display group overrides (spec 01 §2 /tree/displaygroupoverrides)
  displayGroupOverrides,
  // The tree area's interconnections (spec 01 §2 /tree/connections)
  interconnections,
  // App management (spec 01 §2 /appmanagement, its own area)
  appUserGroups,
  appUsers,
  appClients,
  subscriptionViews,
];

export const entityByType = (type: string) => ENTITIES.find((e) => e.type === type);

/** The entities whose records are the Gets' rows (docs/protocols.md §2.1), in the order they name their kinds. */
export const GETS_ENTITIES = ENTITIES.filter((d) => d.gets);
