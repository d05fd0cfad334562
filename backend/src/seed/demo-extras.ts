// The rest of the demo facility's admin lists per system: checkpoint maps with floor plans and flight profiles
// (demo-floor-plans.ts), merge groups, call source groups, indicators, buttons, a video stream, alert channels
// and tree views (the installation's display notes and reports: demo-installation.ts). Derived from the system's ward (twin/ward: sections, call sources,
// call types, display groups, tree nodes), so every reference points at something the ward has, and every
// record passes its entity's rules (crud/entities/*.ts; crud/admin-api.test.ts saves each one unchanged).
import type { Locale } from '../platform/locale.ts';
import { DISPLAY_GROUP_ALL, DISPLAY_GROUP_SECTION } from '@cs/contracts/vocabulary';
import type { Ward } from '@cs/twin';
import type {
  AlertChannelRecord,
  CallSourceGroupRecord,
  MergeGroupRecord,
  SeedImage,
  SystemEntityLists,
  TreeViewRecord,
  VideoStreamRecord,
} from '../store/config-types.ts';
import { demoFloorPlans } from './demo-floor-plans.ts';
import { demoAppGroups, demoSubscriptionViews } from './demo-app.ts';
import { demoInterconnections } from './demo-interconnections.ts';
import { buttons, CS, CT, indicators, known, orNull } from './demo-lamps-buttons.ts';

/** Every admin list of a system that the ward generator does not fill (a new entity must be seeded here). */
type SystemExtras = Required<
  Omit<
    SystemEntityLists,
    | 'call_types'
    | 'call_sources'
    | 'sections'
    | 'schedules'
    | 'display_groups'
    | 'nodes'
    | 'hubs'
    // the demo's app users have passwords: seedDemoFacility hashes them (demo-app.ts)
    | 'app_users'
  >
>;

export function demoSystemExtras(
  systemId: number,
  ward: Ward,
  locale: Locale = 'de',
): { extras: SystemExtras; images: SeedImage[] } {
  const { maps, flightProfiles, images } = demoFloorPlans(systemId, ward);
  return {
    extras: {
      checkpoint_maps: maps,
      flight_profiles: flightProfiles,
      merge_groups: mergeGroups(ward),
      call_source_groups: callSourceGroups(ward),
      indicators: indicators(ward),
      buttons: buttons(ward),
      video_streams: videoStreams(systemId, ward),
      alert_channels: alertChannels(systemId, ward.facility.name),
      tree_views: treeViews(locale),
      // one prepared, inactive: the displays follow their schedules until a user activates it
      display_group_overrides: [
        {
          id: 1,
          name: 'Nachtwache alle Bereiche',
          is_enabled: false,
          section_ids: [1],
          system_tree_node_ids: [],
          display_group_id: DISPLAY_GROUP_ALL,
        },
      ],
      interconnections: demoInterconnections(ward),
      app_user_groups: demoAppGroups(ward),
      subscription_views: demoSubscriptionViews(ward),
    },
    images,
  };
}

/** The built-in views' names in the installation's language (issue 38 item 15: a French installation showed
 * 'Systemansicht'); the console's tree-view texts call the system view so too. */
export const TREE_VIEW_NAMES: Record<Locale, { system: string; tech: string }> = {
  de: { system: 'Systemansicht', tech: 'Technik' },
  en: { system: 'System view', tech: 'Technical devices' },
  fr: { system: 'Vue système', tech: 'Technique' },
  it: { system: 'Vista di sistema', tech: 'Tecnica' },
};

/**
 * The system view (the whole tree, spec 02 §4) and a view of the technical devices that only the
 * technicians' role may change; the care staff's role reads it.
 */
const treeViews = (locale: Locale): TreeViewRecord[] => [
  {
    id: 1,
    name: TREE_VIEW_NAMES[locale].system,
    is_enabled: true,
    is_system_view: true,
    sort_order: 1,
    filters: [],
    apply_permissions: false,
    role_permissions: [],
  },
  {
    id: 2,
    name: TREE_VIEW_NAMES[locale].tech,
    is_enabled: true,
    is_system_view: false,
    sort_order: 2,
    filters: [{ key: 'is_tech', value: 'true' }],
    apply_permissions: true,
    role_permissions: [
      { role_id: 1, level: 'write' },
      { role_id: 2, level: 'read' },
    ],
  },
];

/**
 * At night the two sections are staffed together (each shows all calls); on weekends section 2 can take section 1's
 * emergencies.
 */
function mergeGroups({ sections, callTypes, displayGroups }: Ward): MergeGroupRecord[] {
  const all = displayGroups.find((g) => g.name === 'Alle Rufe')?.id ?? DISPLAY_GROUP_ALL;
  const [s1, s2] = sections;
  const wb = (name: string) => name.replace(/^Wohnbereich /, 'WB ');
  return s1 && s2
    ? [
        {
          id: 1,
          name: `Nachtdienst ${s1.name} + ${s2.name.replace(/^Wohnbereich /, '')}`,
          section_id: s1.id,
          call_type_id: null,
          section_ids: [s2.id],
          interconnections: [
            {
              id: 1,
              is_enabled: true,
              name: `Nacht ${wb(s1.name)}`,
              section_id: s1.id,
              section_display_group_id: all,
              systemtree_display_group_id: DISPLAY_GROUP_ALL,
            },
            {
              id: 2,
              is_enabled: true,
              name: `Nacht ${wb(s2.name)}`,
              section_id: s2.id,
              section_display_group_id: all,
              systemtree_display_group_id: DISPLAY_GROUP_ALL,
            },
          ],
        },
        {
          id: 2,
          name: 'Wochenende Notrufe',
          section_id: s2.id,
          call_type_id: orNull(CT.emergency, callTypes),
          section_ids: [s1.id],
          interconnections: [
            {
              id: 3,
              is_enabled: false,
              name: `Notrufe ${wb(s1.name)}`,
              section_id: s1.id,
              section_display_group_id: all,
              systemtree_display_group_id: DISPLAY_GROUP_SECTION,
            },
          ],
        },
      ]
    : [];
}

function callSourceGroups({ callSources }: Ward): CallSourceGroupRecord[] {
  return [
    {
      id: 1,
      name: 'Zimmer und Bad',
      related_callsources: known([CS.room, CS.bath], callSources),
      timeout_minutes: 60,
    },
    {
      id: 2,
      name: 'Medaillons',
      related_callsources: known([CS.medallion], callSources),
      timeout_minutes: 30,
    },
    {
      id: 3,
      name: 'Flur und Technik',
      related_callsources: known([CS.corridor, CS.tech], callSources),
      timeout_minutes: 240,
    },
  ].filter((g) => g.related_callsources.length > 0);
}

// An MJPEG camera on the LAN; the display shows it only on a `videostream` system message (spec 01 §7).
function videoStreams(systemId: number, { callTypes }: Ward): VideoStreamRecord[] {
  return [
    {
      id: 1,
      name: 'Kamera Haupteingang',
      url: `http://192.168.${10 + systemId}.60/mjpg/video.mjpg`,
      trigger_start: orNull(CT.tech, callTypes),
      trigger_stop: null,
    },
  ];
}

function alertChannels(systemId: number, house: string): AlertChannelRecord[] {
  const short = house.replace(/^Haus /, '');
  return [
    {
      id: 1,
      name: 'Pflege Nachtdienst',
      category: 'Care',
      class: 'Alert',
      outbound_enabled: false,
      outbound_url: null,
      outbound_can_reply: false,
      supports_phone_calls: false,
      secret: null,
      recipients: [
        { id: 1, identification: `Nachtdienst ${short}`, recipient_type: 'group' },
        { id: 2, identification: `+41 79 000 1${systemId} 01`, recipient_type: 'single' },
      ],
    },
    {
      id: 2,
      name: 'Technik Pikett',
      category: 'Tech',
      class: 'Critical',
      outbound_enabled: false,
      outbound_url: null,
      outbound_can_reply: false,
      supports_phone_calls: true,
      secret: null,
      recipients: [
        { id: 3, identification: `+41 79 000 2${systemId} 02`, recipient_type: 'single' },
        { id: 4, identification: 'Technischer Dienst', recipient_type: 'group' },
      ],
    },
  ];
}
