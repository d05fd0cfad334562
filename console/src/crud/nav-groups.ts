// The admin navigation's groups (issue 14): which admin page belongs where, and the group's icon. A page not
// named here (a new entity) lands in 'system' until it is placed.
import {
  IconBellRinging,
  IconDeviceDesktop,
  IconRouter,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export const NAV_GROUPS: readonly { key: string; icon: Icon; pages: readonly string[] }[] = [
  {
    key: 'calls',
    icon: IconBellRinging,
    pages: [
      'callTypes',
      'schedules',
      'sections',
      'callSources',
      'callSourceGroups',
      'mergeGroups',
      'alertChannels',
    ],
  },
  {
    key: 'display',
    icon: IconDeviceDesktop,
    pages: ['displayGroups', 'displayNotes', 'treeViews', 'videoStreams'],
  },
  {
    key: 'devices',
    icon: IconRouter,
    pages: ['hubs', 'indicators', 'buttons', 'checkpointMaps', 'flightProfiles'],
  },
  { key: 'access', icon: IconUsers, pages: ['users', 'roles'] },
  { key: 'system', icon: IconSettings, pages: [] },
];

/** The group of an admin page (route name). */
export const navGroupOf = (page: string) =>
  (NAV_GROUPS.find((g) => g.pages.includes(page)) ?? NAV_GROUPS[NAV_GROUPS.length - 1])!.key;
