import { SCHEDULE_ALL_DAY } from '@cs/contracts/vocabulary';
import type { CallSource, CallType, DeviceKind, Schedule } from './types.ts';

/** spec 02 §7: the demo's call type ids. */
export const DEMO_CALL_TYPE_IDS = { alert: 4, presence: 6, emergency: 2 } as const;

/** Further call types every generated facility has (ids stable across seeds). */
export const CALL_TYPE_IDS = {
  ...DEMO_CALL_TYPE_IDS,
  bathCall: 3,
  medallionAlert: 5,
  defect: 7,
  techAlarm: 8,
} as const;

/** spec 02 §7: the demo polls nodes 23, 24 and 10; these are its devices on floors 1 and 2. */
export const DEMO_DEVICE_IDS = { floor1TwoButton: 23, floor1Medallion: 24, floor2TwoButton: 10 } as const;
/** The demo devices' kinds, as ward-floor.ts builds them (the console's demo mock runs the same machines). */
export const DEMO_DEVICE_KINDS = {
  [DEMO_DEVICE_IDS.floor1TwoButton]: 'two-button',
  [DEMO_DEVICE_IDS.floor1Medallion]: 'medallion',
  [DEMO_DEVICE_IDS.floor2TwoButton]: 'two-button',
} as const satisfies Record<number, DeviceKind>;

/** Call type texts are long device texts (19), call source texts short ones (7): no umlauts (spec 02 §5). */
export const CALL_TYPES: readonly CallType[] = [
  ct(2, 'Notruf', 'Notruf im Zimmer', 'N', '#d32f2f', 1, 'EMERGENCY', 'none', 4, 1, 4),
  ct(5, 'Medaillon-Alarm', 'Alarm vom Medaillon', 'M', '#e64a19', 2, 'URGENT', 'none', 3, 1, 0),
  ct(3, 'Bad-Ruf', 'Ruf aus dem Bad', 'B', '#f57c00', 3, 'URGENT', 'none', 3, 5, 0),
  ct(8, 'Technik-Alarm', 'Technischer Alarm', 'T', '#1976d2', 4, 'URGENT', 'none', 2, 3, 0),
  ct(4, 'Ruf', 'Patientenruf', 'R', '#fbc02d', 5, 'NORMAL', 'none', 2, 5, 0),
  ct(6, 'Anwesenheit', 'Pflege anwesend', 'A', '#388e3c', 10, 'NORMAL', 'presence', 1, 2, 0),
  ct(7, 'Störung', 'Geraetestoerung', 'S', '#757575', 20, 'NORMAL', 'defect', 0, 0, 0),
];

function ct(
  id: number,
  name: string,
  text: string,
  char: string,
  color: string,
  sort_order: number,
  urgency: CallType['urgency'],
  flag: CallType['flag'],
  indication_type: number,
  led_primary_color: number,
  led_secondary_color: number,
): CallType {
  return {
    id,
    name,
    text,
    char,
    color,
    sort_order,
    urgency,
    flag,
    indication_type,
    led_primary_color,
    led_secondary_color,
  };
}

export const CALL_SOURCE_IDS = { room: 1, bath: 2, medallion: 3, corridor: 4, tech: 5 } as const;

export const CALL_SOURCES: readonly CallSource[] = [
  { id: 1, number: 1, text: 'Zimmer', char: 'Z' },
  { id: 2, number: 2, text: 'Bad', char: 'B' },
  { id: 3, number: 3, text: 'Medail.', char: 'M' },
  { id: 4, number: 4, text: 'Flur', char: 'F' },
  { id: 5, number: 5, text: 'Technik', char: 'T' },
];

export const SCHEDULE_IDS = { dayNight: 1, shifts: 2, rounds: 3, allDay: SCHEDULE_ALL_DAY } as const;

export function baseSchedules(): Schedule[] {
  return [
    sched(1, 'Tag/Nacht', ['07:00', '21:00']),
    sched(2, 'Schichtwechsel', ['06:30', '14:30', '22:30']),
    sched(3, 'Pflegerunden', ['06:00', '10:00', '14:00', '18:00', '22:00']),
    // spec 01 §3: schedule 20 means all day; it has one boundary so one interval.
    sched(SCHEDULE_ALL_DAY, 'Ganztags', ['00:00']),
  ];
}

export function sched(id: number, name: string, times: string[]): Schedule {
  const t = (i: number) => times[i] ?? null;
  return { id, name, time_1: t(0), time_2: t(1), time_3: t(2), time_4: t(3), time_5: t(4) };
}

export const HOUSE_NAMES = [
  'Lindenhof',
  'Birkenweg',
  'Eichengrund',
  'Ahornblick',
  'Kastanienhof',
  'Buchenrain',
  'Tannenhöhe',
  'Weidenau',
  'Erlenbach',
  'Sonnmatt',
  'Rosengarten',
  'Seeblick',
];
