// Call display data for tests and stories, shaped like the backend's ward-seeded configuration (call
// types 2 emergency, 5 medallion, 3 bath, 8 technical, 4 alert, 6 presence, 7 defect; sections 1 and 2).
import { mockClock } from './mock-clock.ts';
import type {
  ActiveDisplayNotesQuery,
  CallDisplayRelationsQuery,
  DisplayCallFragment,
  DisplayCallTypeFragment,
  DisplayProfileFieldsFragment,
} from '../console/src/generated/graphql.ts';

export type MockCall = DisplayCallFragment;
export type MockRelations = CallDisplayRelationsQuery['callDisplayRelations'];
export type MockNote = ActiveDisplayNotesQuery['activeDisplayNotes'][number];
export type MockProfile = DisplayProfileFieldsFragment;

export const CALL_TYPES: DisplayCallTypeFragment[] = [
  {
    id: 2,
    name: 'Notruf',
    flag: 'none',
    urgency: 'EMERGENCY',
    char: 'N',
    color: '#d32f2f',
    sort_order: 1,
    text: 'Notruf im Zimmer',
  },
  {
    id: 5,
    name: 'Medaillon-Alarm',
    flag: 'none',
    urgency: 'URGENT',
    char: 'M',
    color: '#e64a19',
    sort_order: 2,
    text: 'Medaillon',
  },
  {
    id: 3,
    name: 'Bad-Ruf',
    flag: 'none',
    urgency: 'URGENT',
    char: 'B',
    color: '#f57c00',
    sort_order: 3,
    text: 'Ruf aus dem Bad',
  },
  {
    id: 8,
    name: 'Technik-Alarm',
    flag: 'none',
    urgency: 'URGENT',
    char: 'T',
    color: '#1976d2',
    sort_order: 4,
    text: 'Technik',
  },
  {
    id: 4,
    name: 'Ruf',
    flag: 'none',
    urgency: 'NORMAL',
    char: 'R',
    color: '#fbc02d',
    sort_order: 5,
    text: 'Patientenruf',
  },
  {
    id: 6,
    name: 'Anwesenheit',
    flag: 'presence',
    urgency: 'NORMAL',
    char: 'A',
    color: '#388e3c',
    sort_order: 10,
    text: 'Anwesenheit',
  },
  {
    id: 7,
    name: 'Störung',
    flag: 'defect',
    urgency: 'NORMAL',
    char: 'S',
    color: '#757575',
    sort_order: 20,
    text: 'Stoerung',
  },
];

const pairs = (section: number, types: number[]) =>
  types.map((t, i) => ({ id: section * 100 + i, section_id: section, call_type_id: t }));

export function mockRelations(): MockRelations {
  return {
    schedules: [
      {
        id: 1,
        name: 'Tag/Nacht',
        time_1: '07:00',
        time_2: '21:00',
        time_3: null,
        time_4: null,
        time_5: null,
      },
      { id: 20, name: 'Ganztags', time_1: '00:00', time_2: null, time_3: null, time_4: null, time_5: null },
    ],
    displayGroups: [
      {
        id: 1,
        name: 'Alle Rufe',
        connections: [...pairs(1, [2, 5, 3, 8, 4, 6]), ...pairs(2, [2, 5, 3, 8, 4, 6])],
      },
      { id: 3, name: 'Wohnbereich 1', connections: pairs(1, [2, 5, 3, 8, 4, 6]) },
      { id: 4, name: 'Wohnbereich 2', connections: pairs(2, [2, 5, 3, 8, 4, 6]) },
    ],
    callTypes: CALL_TYPES,
  };
}

const SECTIONS: Record<number, string> = { 1: 'Wohnbereich 1', 2: 'Wohnbereich 2' };
const SYSTEMS: Record<number, string> = { 1: 'Haus Lindenhof', 2: 'Haus Birkenweg' };

export interface CallSpec {
  id: number;
  callType: number;
  room: string;
  section?: number;
  system?: number;
  /** seconds since opened */
  age?: number;
  handler?: string | null;
  allowClose?: boolean;
}

export function mockCall(spec: CallSpec, now = mockClock.now()): MockCall {
  const type = CALL_TYPES.find((t) => t.id === spec.callType) ?? null;
  const section = spec.section ?? 1;
  const system = spec.system ?? 1;
  const bath = spec.callType === 3;
  return {
    id: spec.id,
    system_id: system,
    system_name: SYSTEMS[system] ?? `System ${system}`,
    call_type_id: spec.callType,
    call_type_text: type?.text ?? null,
    call_source_id: 1,
    call_source_text: bath ? 'Bad' : 'Zimmer',
    section_id: section,
    section_name: SECTIONS[section] ?? `Bereich ${section}`,
    number: 1000 + spec.id,
    device_text_short: spec.room,
    device_text_long: `${bath ? 'Bad ' : ''}Zimmer ${spec.room}`,
    position: null,
    duration: spec.age ?? 30,
    opened_at: new Date(now - (spec.age ?? 30) * 1000).toISOString(),
    closed_at: null,
    handled_by_app_username: spec.handler ?? null,
    call_type: type,
    call_source: { id: 1, char: bath ? 'B' : 'Z' },
    section: {
      id: section,
      name: SECTIONS[section] ?? `Bereich ${section}`,
      allow_manual_call_closure: spec.allowClose ?? true,
    },
    system_tree_node: {
      id: 1000 + spec.id,
      serial: null,
      text_short: spec.room,
      text_long: `Zimmer ${spec.room}`,
      deny_manual_call_closure: false,
    },
  };
}

/** A ward evening: an emergency, urgent and normal calls and a few presences. */
export function wardCalls(now = mockClock.now()): MockCall[] {
  return [
    mockCall({ id: 1, callType: 4, room: '102', age: 240 }, now),
    mockCall({ id: 2, callType: 4, room: '205', section: 2, age: 75, handler: 'Anna Meier' }, now),
    mockCall({ id: 3, callType: 3, room: '101', age: 130 }, now),
    mockCall({ id: 4, callType: 2, room: '103', age: 5 }, now),
    mockCall({ id: 5, callType: 6, room: '104', age: 600, handler: 'Luca Rossi' }, now),
    mockCall({ id: 6, callType: 6, room: '201', section: 2, age: 45 }, now),
    mockCall({ id: 7, callType: 7, room: '106', age: 3600 }, now),
  ];
}

export function manyCalls(count: number, now = mockClock.now()): MockCall[] {
  const types = [4, 4, 4, 3, 5, 8, 4];
  return Array.from({ length: count }, (_, i) =>
    mockCall(
      {
        id: 100 + i,
        callType: types[i % types.length] as number,
        room: String(101 + i),
        section: (i % 2) + 1,
        age: 20 + i * 37,
      },
      now,
    ),
  );
}

export function presences(count: number, now = mockClock.now()): MockCall[] {
  return Array.from({ length: count }, (_, i) =>
    mockCall(
      { id: 500 + i, callType: 6, room: String(301 + i), section: (i % 2) + 1, age: 60 * (i + 1) },
      now,
    ),
  );
}

export const NOTES: MockNote[] = [
  {
    id: 1,
    title: 'Visite Dr. Keller',
    text: 'Heute ab 14:00 Uhr im Wohnbereich 1.',
    color: 'blue',
    sort_order: 1,
    display_date: '2026-03-02',
    active: true,
    display_from: null,
    display_until: null,
  },
  {
    id: 2,
    title: 'Lift ausser Betrieb',
    text: 'Bitte den Lift im Ostflügel nicht benutzen.',
    color: 'red',
    sort_order: 2,
    display_date: null,
    active: true,
    display_from: null,
    display_until: null,
  },
];

const NONE5 = {
  weekday_display_group_1_id: 255,
  weekday_display_group_2_id: 255,
  weekday_display_group_3_id: 255,
  weekday_display_group_4_id: 255,
  weekday_display_group_5_id: 255,
  weekend_display_group_1_id: 255,
  weekend_display_group_2_id: 255,
  weekend_display_group_3_id: 255,
  weekend_display_group_4_id: 255,
  weekend_display_group_5_id: 255,
};

export function mockProfiles(): MockProfile[] {
  return [
    {
      id: 1,
      name: 'Wohnbereich 2',
      slug: 'wohnbereich-2',
      locale: 'de',
      font_size: 'NORMAL',
      fullscreen: false,
      show_video_stream: false,
      show_presences: true,
      settings: [
        {
          system_id: 1,
          weekday_schedule_id: 20,
          weekend_schedule_id: 20,
          ...NONE5,
          weekday_display_group_1_id: 4,
          weekend_display_group_1_id: 4,
        },
      ],
    },
    {
      id: 2,
      name: 'Leer',
      slug: 'leer',
      locale: 'de',
      font_size: 'LARGER',
      fullscreen: false,
      show_video_stream: false,
      show_presences: true,
      settings: [],
    },
  ];
}
