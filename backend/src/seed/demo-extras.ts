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
  ButtonRecord,
  CallSourceGroupRecord,
  IndicatorRecord,
  MergeGroupRecord,
  SeedImage,
  SystemEntityLists,
  TreeViewRecord,
  VideoStreamRecord,
} from '../store/config-types.ts';
import { demoFloorPlans } from './demo-floor-plans.ts';
import { demoAppGroups, demoSubscriptionViews } from './demo-app.ts';
import { demoInterconnections } from './demo-interconnections.ts';

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

/** The ward catalogue's stable ids (twin/src/ward/catalog.ts). */
const CT = { emergency: 2, bath: 3, call: 4, medallion: 5, presence: 6, defect: 7, tech: 8 } as const;
const CS = { room: 1, bath: 2, medallion: 3, corridor: 4, tech: 5 } as const;

/** Keeps the ids that the ward has (a smaller generated ward may lack a call type or source). */
const known = (ids: readonly number[], records: ReadonlyArray<{ id: number }>) =>
  ids.filter((id) => records.some((r) => r.id === id));
const orNull = (id: number, records: ReadonlyArray<{ id: number }>) =>
  records.some((r) => r.id === id) ? id : null;

export function demoSystemExtras(
  systemId: number,
  ward: Ward,
  locale: Locale = 'de',
): { extras: SystemExtras; images: SeedImage[] } {
  const { sections, callTypes, callSources, displayGroups } = ward;
  const house = ward.facility.name;
  const { maps, flightProfiles, images } = demoFloorPlans(systemId, ward);

  // At night the two sections are staffed together (each shows all calls); on weekends section 2 can take section 1's emergencies.
  const all = displayGroups.find((g) => g.name === 'Alle Rufe')?.id ?? DISPLAY_GROUP_ALL;
  const [s1, s2] = sections;
  const wb = (name: string) => name.replace(/^Wohnbereich /, 'WB ');
  const mergeGroups: MergeGroupRecord[] =
    s1 && s2
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

  const callSourceGroups: CallSourceGroupRecord[] = [
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

  // Corridor lamps above the room doors (spec 02 §9: function 1 soft continuous light, 255 none).
  const indicators: IndicatorRecord[] = [
    {
      id: 1,
      number: 1,
      call_source_id: CS.room,
      linked_call_source_id: CS.bath,
      call_types: known([CT.emergency, CT.bath, CT.call], callTypes),
      fn_a: 1,
      fn_b: 255,
    },
    {
      id: 2,
      number: 2,
      call_source_id: CS.medallion,
      linked_call_source_id: CS.room,
      call_types: known([CT.medallion], callTypes),
      fn_a: 1,
      fn_b: 255,
    },
    {
      id: 3,
      number: 3,
      call_source_id: CS.corridor,
      linked_call_source_id: null,
      call_types: known([CT.call, CT.presence], callTypes),
      fn_a: 1,
      fn_b: 1,
    },
  ];

  // Spec 02 §9 button types 1 impulse, 2 come and go, 3 open and close; functions 1 presence, 2 end call, 4 technical, 8/9 acknowledge/hide.
  const btn = (
    id: number,
    button_type: number,
    source: number | null,
    call_type_id: number | null,
    call_type_presence_id: number | null,
    display_group_id: number | null,
    fn: [number, number, number],
  ): ButtonRecord => ({
    id,
    number: id,
    button_type,
    call_source_id: source,
    call_source_number: callSources.find((c) => c.id === source)?.number ?? null,
    call_type_id,
    call_type_presence_id,
    display_group_id,
    fn_a: fn[0],
    fn_b: fn[1],
    fn_c: fn[2],
  });
  const buttons: ButtonRecord[] = [
    btn(1, 2, CS.room, orNull(CT.call, callTypes), orNull(CT.presence, callTypes), null, [1, 2, 0]),
    btn(2, 1, CS.bath, orNull(CT.bath, callTypes), null, null, [2, 0, 0]),
    btn(3, 3, CS.tech, orNull(CT.tech, callTypes), null, null, [4, 0, 0]),
    btn(4, 1, null, null, null, displayGroups[0]?.id ?? null, [8, 9, 0]),
  ];

  // An MJPEG camera on the LAN; the display shows it only on a `videostream` system message (spec 01 §7).
  const videoStreams: VideoStreamRecord[] = [
    {
      id: 1,
      name: 'Kamera Haupteingang',
      url: `http://192.168.${10 + systemId}.60/mjpg/video.mjpg`,
      trigger_start: orNull(CT.tech, callTypes),
      trigger_stop: null,
    },
  ];

  const short = house.replace(/^Haus /, '');
  const alertChannels: AlertChannelRecord[] = [
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

  return {
    extras: {
      checkpoint_maps: maps,
      flight_profiles: flightProfiles,
      merge_groups: mergeGroups,
      call_source_groups: callSourceGroups,
      indicators,
      buttons,
      video_streams: videoStreams,
      alert_channels: alertChannels,
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
