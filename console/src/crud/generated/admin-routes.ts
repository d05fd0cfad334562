// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.
import type { AdminRouteEntry } from '../../platform/routes/admin-routes.ts';

export const ADMIN_ROUTES: readonly AdminRouteEntry[] = [
  {
    "name": "systemParams",
    "type": "SystemParam",
    "segment": "systemparams",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "callTypes",
    "type": "CallType",
    "segment": "calltypes",
    "permissions": [
      "admin::manage_system"
    ],
    "sortable": true
  },
  {
    "name": "schedules",
    "type": "Schedule",
    "segment": "schedules",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "sections",
    "type": "Section",
    "segment": "sections",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "displayGroups",
    "type": "DisplayGroup",
    "segment": "displaygroups",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "appDisplayGroups",
    "type": "DisplayGroup",
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
    "type": "CheckpointMap",
    "segment": "checkpointmaps",
    "permissions": [
      "admin::manage_system"
    ],
    "sortable": true
  },
  {
    "name": "flightProfiles",
    "type": "FlightProfile",
    "segment": "flightprofiles",
    "permissions": [
      "admin::manage_flightprofiles"
    ]
  },
  {
    "name": "mergeGroups",
    "type": "MergeGroup",
    "segment": "mergegroups",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "callSources",
    "type": "CallSource",
    "segment": "callsources",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "callSourceGroups",
    "type": "CallSourceGroup",
    "segment": "callsourcegroups",
    "formSegment": "callsourcesgroups",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "indicators",
    "type": "Indicator",
    "segment": "indicators",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "buttons",
    "type": "Button",
    "segment": "buttons",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "hubs",
    "type": "Hub",
    "segment": "hubs",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "videoStreams",
    "type": "VideoStream",
    "segment": "videostreams",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "alertChannels",
    "type": "AlertChannel",
    "segment": "alert-channels",
    "permissions": [
      "admin::manage_system"
    ]
  },
  {
    "name": "users",
    "type": "User",
    "segment": "users",
    "permissions": [
      "admin::manage_users"
    ]
  },
  {
    "name": "roles",
    "type": "Role",
    "segment": "roles",
    "permissions": [
      "admin::manage_roles"
    ]
  },
  {
    "name": "treeViews",
    "type": "TreeView",
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
    "type": "DisplayNote",
    "segment": "displaynotes",
    "permissions": [
      "admin::manage_display_notes"
    ],
    "sortable": true
  },
  {
    "name": "reports",
    "type": "Report",
    "segment": "reports",
    "permissions": [
      "admin::manage_reports"
    ],
    "licences": [
      "analytics"
    ]
  },
  {
    "name": "displayGroupOverrides",
    "type": "DisplayGroupOverride",
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
    "name": "appUserGroups",
    "type": "AppUserGroup",
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
    "type": "AppUser",
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
    "type": "AppClient",
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
    "type": "SubscriptionView",
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
