// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.
import type { AdminRouteEntry } from '../../platform/routes/admin-routes.ts';

export const ADMIN_ROUTES: readonly AdminRouteEntry[] = [
  {
    "name": "systemParams",
    "segment": "systemparams",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "callTypes",
    "segment": "calltypes",
    "permissions": [
      "admin::manage_system"
    ],
    "sortable": true
  },
  {
    "name": "schedules",
    "segment": "schedules",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "sections",
    "segment": "sections",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "displayGroups",
    "segment": "displaygroups",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "appDisplayGroups",
    "area": "appmanagement",
    "segment": "displaygroups",
    "permissions": [
      "app::manage_display_groups"
    ],
    "licences": [
      "app"
    ]
  },
  {
    "name": "checkpointMaps",
    "segment": "checkpointmaps",
    "permissions": [
      "admin::manage_system"
    ],
    "sortable": true
  },
  {
    "name": "flightProfiles",
    "segment": "flightprofiles",
    "permissions": [
      "admin::manage_flightprofiles"
    ]
  },
  {
    "name": "mergeGroups",
    "segment": "mergegroups",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "callSources",
    "segment": "callsources",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "callSourceGroups",
    "segment": "callsourcegroups",
    "formSegment": "callsourcesgroups",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "indicators",
    "segment": "indicators",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "buttons",
    "segment": "buttons",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "hubs",
    "segment": "hubs",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "videoStreams",
    "segment": "videostreams",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "alertChannels",
    "segment": "alert-channels",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "users",
    "segment": "users",
    "permissions": [
      "admin::manage_users"
    ]
  },
  {
    "name": "roles",
    "segment": "roles",
    "permissions": [
      "admin::manage_roles"
    ]
  },
  {
    "name": "treeViews",
    "segment": "treeviews",
    "permissions": [
      "systemtree::manage_views"
    ],
    "licences": [
      "management"
    ],
    "sortable": true
  },
  {
    "name": "displayNotes",
    "segment": "displaynotes",
    "permissions": [
      "admin::manage_display_notes"
    ],
    "sortable": true
  },
  {
    "name": "reports",
    "segment": "reports",
    "permissions": [
      "admin::manage_reports"
    ],
    "licences": [
      "analytics"
    ]
  },
  {
    "name": "probableDefectMonitors",
    "segment": "settings/probabledefects",
    "page": "settings",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "displayGroupOverrides",
    "area": "tree",
    "segment": "displaygroupoverrides",
    "permissions": [
      "systemtree::see_display_group_overrides"
    ],
    "licences": [
      "management"
    ]
  },
  {
    "name": "interconnections",
    "area": "tree",
    "segment": "connections",
    "permissions": [
      "systemtree::manage_devices"
    ],
    "licences": [
      "management"
    ]
  },
  {
    "name": "appUserGroups",
    "area": "appmanagement",
    "segment": "groups",
    "permissions": [
      "app::manage_user_groups"
    ],
    "licences": [
      "app"
    ]
  },
  {
    "name": "appUsers",
    "area": "appmanagement",
    "segment": "users",
    "permissions": [
      "app::manage_users"
    ],
    "licences": [
      "app"
    ]
  },
  {
    "name": "appClients",
    "area": "appmanagement",
    "segment": "clients",
    "idRequired": true,
    "permissions": [
      "app::manage_devices"
    ],
    "licences": [
      "app"
    ]
  },
  {
    "name": "subscriptionViews",
    "area": "appmanagement",
    "segment": "subscriptions",
    "permissions": [
      "app::manage_subscriptions"
    ],
    "licences": [
      "app"
    ]
  }
];
