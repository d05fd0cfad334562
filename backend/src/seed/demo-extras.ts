// The rest of the demo facility's admin lists: checkpoint maps with floor plans, flight profiles,
// merge groups, call source groups, indicators, buttons, a video stream and alert channels per system, display
// notes and a report for the installation. Derived from the system's ward (twin/ward: sections, call sources,
// call types, display groups, tree nodes), so every reference points at something the ward has, and every
// record passes its entity's rules (crud/entities/*.ts; crud/admin-api.test.ts saves each one unchanged).
import { DEVICE_TEXT_MAX, toDeviceText } from '@cs/contracts/gets/device-text';
import type { Ward } from '@cs/twin';
import type {
  AlertChannelRecord,
  ButtonRecord,
  CallSourceGroupRecord,
  CheckpointMapRecord,
  DisplayNoteRecord,
  FlightProfileRecord,
  IndicatorRecord,
  MergeGroupRecord,
  ReportRecord,
  SeedImage,
  SystemEntityLists,
  TreeViewRecord,
  VideoStreamRecord,
} from '../store/config-types.ts';
import { floorPlan } from './floor-plan.ts';

/** Every admin list of a system that the ward generator does not fill (a new entity must be seeded here). */
type SystemExtras = Required<
  Omit<
    SystemEntityLists,
    'call_types' | 'call_sources' | 'sections' | 'schedules' | 'display_groups' | 'nodes' | 'hubs'
  >
>;

/** The ward catalogue's stable ids (twin/src/ward/catalog.ts). */
const CT = { emergency: 2, bath: 3, call: 4, medallion: 5, presence: 6, defect: 7, tech: 8 } as const;
const CS = { room: 1, bath: 2, medallion: 3, corridor: 4, tech: 5 } as const;
const DISPLAY_GROUP_ALL = 254;

/** Keeps the ids that the ward has (a smaller generated ward may lack a call type or source). */
const known = (ids: readonly number[], records: ReadonlyArray<{ id: number }>) =>
  ids.filter((id) => records.some((r) => r.id === id));
const orNull = (id: number, records: ReadonlyArray<{ id: number }>) =>
  records.some((r) => r.id === id) ? id : null;

export function demoSystemExtras(
  systemId: number,
  ward: Ward,
): { extras: SystemExtras; images: SeedImage[] } {
  const { nodes, sections, callTypes, callSources, displayGroups } = ward;
  const house = ward.facility.name;
  const sectionName = (id: number | null) => sections.find((s) => s.id === id)?.name ?? '';
  const floors = nodes
    .filter((n) => n.kind === 'floor')
    .sort((a, b) => a.sort_order - b.sort_order)
    .slice(0, 2);
  const personsOn = (floorId: number) =>
    nodes.filter(
      (p) => p.kind === 'person' && nodes.find((r) => r.id === p.parent_id)?.parent_id === floorId,
    );

  // One floor plan per floor (the first two), checkpoints at its stairwell, lift, emergency exit and balcony.
  const images: SeedImage[] = [];
  let checkpointId = 0;
  const maps: CheckpointMapRecord[] = floors.map((floor, i) => {
    const rooms = nodes
      .filter((r) => r.kind === 'room' && r.parent_id === floor.id)
      .sort((a, b) => a.sort_order - b.sort_order);
    const plan = floorPlan(
      `${house} – ${floor.name}`,
      sectionName(floor.section_id),
      rooms.map((r) => ({
        name: r.name,
        beds: nodes.filter((p) => p.kind === 'person' && p.parent_id === r.id).length,
      })),
    );
    const file = `system-${systemId}-map-${i + 1}-seed.svg`;
    images.push({ file, content: plan.svg });
    const where = toDeviceText(floor.text_short, DEVICE_TEXT_MAX.long);
    const cp = (k: number, text: string, char: string, door: { x: number; y: number }) => ({
      id: ++checkpointId,
      number: (i + 1) * 10 + k,
      text: toDeviceText(`${text} ${where}`, DEVICE_TEXT_MAX.long),
      char,
      diameter: 6,
      position_x: door.x,
      position_y: door.y,
      section_id: floor.section_id,
    });
    return {
      id: i + 1,
      name: `Grundriss ${floor.name}`,
      section_id: floor.section_id,
      sort_order: i + 1,
      image_file: file,
      checkpoints: [
        cp(1, 'Treppenhaus', 'T', plan.doors.stairs),
        cp(2, 'Lift', 'L', plan.doors.lift),
        cp(3, 'Notausgang', 'N', plan.doors.exit),
        cp(4, 'Balkon', 'B', plan.doors.balcony),
      ],
    };
  });

  // Residents with dementia must not pass their floor's exits; one more may use the balcony only with staff.
  const exits = (m: CheckpointMapRecord | undefined) =>
    (m?.checkpoints ?? []).filter((c) => c.char !== 'B').map((c) => c.id);
  const balconies = maps.flatMap((m) => m.checkpoints.filter((c) => c.char === 'B').map((c) => c.id));
  const flightProfiles: FlightProfileRecord[] = floors.map((floor, i) => ({
    id: i + 1,
    name: `Weglaufschutz ${sectionName(floor.section_id) || floor.name}`,
    checkpoints: exits(maps[i]),
    system_tree_nodes: personsOn(floor.id)
      .slice(0, 2 - i)
      .map((p) => p.id),
  }));
  const lastPerson = floors[1] ? personsOn(floors[1].id).at(-1) : undefined;
  if (lastPerson)
    flightProfiles.push({
      id: flightProfiles.length + 1,
      name: 'Balkon nur mit Begleitung',
      checkpoints: balconies,
      system_tree_nodes: [lastPerson.id],
    });

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
                systemtree_display_group_id: 253,
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
      tree_views: treeViews(),
    },
    images,
  };
}

/**
 * The system view (the whole tree, spec 02 §4) and a view of the technical devices that only the
 * technicians' role may change; the care staff's role reads it.
 */
const treeViews = (): TreeViewRecord[] => [
  {
    id: 1,
    name: 'Systemansicht',
    is_enabled: true,
    is_system_view: true,
    sort_order: 1,
    filters: [],
    apply_permissions: false,
    role_permissions: [],
  },
  {
    id: 2,
    name: 'Technik',
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

const DAY_MS = 24 * 60 * 60_000;
const day = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString();

/**
 * Display notes: none shows on a fresh display (its empty state 'Keine offenen Rufe' stays, tests/display);
 * one is scheduled two months ahead for a week, one is switched off, ready to be switched on.
 */
export function demoDisplayNotes(nowMs: number): DisplayNoteRecord[] {
  return [
    {
      id: 1,
      title: 'Angehörigenabend',
      text: 'Informationsabend für Angehörige im Aufenthaltsraum, 18:30 Uhr. Bitte Bewohnerinnen und Bewohner bis 18 Uhr begleiten.',
      color: 'green',
      sort_order: 1,
      display_date: day(nowMs + 67 * DAY_MS),
      active: true,
      display_from: day(nowMs + 60 * DAY_MS),
      display_until: day(nowMs + 68 * DAY_MS),
    },
    {
      id: 2,
      title: 'Probealarm Brandmeldeanlage',
      text: 'Dienstag 10:00 Uhr im 2. Stock. Bewohner vorher informieren, Rufe normal bearbeiten.',
      color: 'yellow',
      sort_order: 2,
      display_date: null,
      active: false,
      display_from: null,
      display_until: null,
    },
  ];
}

/** The licence has analytics: a weekly and monthly report to the head of nursing and the technician. */
export function demoReports(): ReportRecord[] {
  return [
    {
      id: 1,
      email: 'pflegedienstleitung@demo-pflegeheim.example, technik@demo-pflegeheim.example',
      enabled: true,
      send_daily: false,
      send_weekly: true,
      send_monthly: true,
      include_battery: true,
      include_long_calls: true,
      include_not_reachable: true,
      include_probable_defects: true,
      battery_threshold: 25,
      call_duration_threshold: 10,
      notify_battery: true,
      notify_defects: true,
      notify_not_reachable: true,
      notify_probable_defects: false,
      radio_enabled: true,
      technical_enabled: true,
      wired_enabled: true,
      timeouts: true,
      probable_defect_criterion: '0x6A',
      probable_defect_duration: 24,
      probable_defect_count_threshold: 3,
    },
  ];
}
