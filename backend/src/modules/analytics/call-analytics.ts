// The figures of the analytics dashboard (issue 17; spec 01 §2 analytics, spec 02 §3 call log): calls per period of
// the range (period-series.ts), per hour and weekday (a heat map), by call type, section, shift and weekday with the
// time to close as p50/p90/p95, long calls over the threshold, and the devices (residents) with the most calls.
// Presences are staff at a device, not calls: they are counted apart and never in a call figure. Hours, weekdays,
// days and shifts are the facility's wall clock. Percentiles are exact, by nearest rank over whole seconds. The time
// to presence (staff arriving) is the call timeline's: the first presence in the call's room from the call's opening
// while it was open, counted from the presence's start (time-to-presence.ts).
import type { AnalyticsRow, PresenceAt } from '../../repositories/call-log-query.ts';
import { ascending, Groups, percentile, shiftOf, type Bucket, type Shifts } from './analytics-groups.ts';
import { FacilityClock } from './facility-clock.ts';
import { LongCallList, type LongCallItem } from './long-call-list.ts';
import { PeriodCounter, periodOf, type Period, type PeriodCount } from './period-series.ts';
import { RoomPresences, timeToPresence } from './time-to-presence.ts';

export interface Analytics {
  calls: number;
  presences: number;
  p50: number | null;
  p90: number | null;
  p95: number | null;
  answered: number;
  presence_p50: number | null;
  presence_p90: number | null;
  presence_p95: number | null;
  long_calls: number;
  /** the longest of the long calls, longest first */
  long_call_list: LongCallItem[];
  /** every period of the range (empty ones at zero), oldest first */
  per_period: PeriodCount[];
  period: Period;
  per_hour: number[];
  /** [weekday 0 = Monday ... 6 = Sunday][hour 0..23] */
  heat_map: number[][];
  by_call_type: Bucket[];
  by_section: Bucket[];
  by_shift: Bucket[];
  by_weekday: Bucket[];
  top_devices: Bucket[];
}

export const TOP_DEVICES = 10;

/** Most calls first, then by label, then by key (so equal labels keep one order however the rows came). */
export const byCalls = (a: Bucket, b: Bucket) =>
  b.calls - a.calls || a.label.localeCompare(b.label, 'de') || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export interface AnalyticsOptions {
  zone: string;
  shifts: Shifts;
  longCallSeconds: number;
  fromMs: number | null;
  toMs: number;
  /** the room of a device (its parent node): a presence there answers the device's call; default the device */
  roomOf?: (device: number) => number;
  /** the presences open now: not in the log yet, they answer calls from their start (issue 38) */
  openPresences?: readonly PresenceAt[];
}

interface Call {
  row: AnalyticsRow;
  hour: number;
  weekday: number;
}

/**
 * The figures of the rows a filter picked. `answering`: the presences that answer the calls (every presence of the
 * range, whatever the filter; AnalyticsService reads them); without it, the picked rows' own presences.
 */
export function callAnalytics(
  rows: Iterable<AnalyticsRow>,
  options: AnalyticsOptions,
  answering?: Iterable<PresenceAt>,
): Analytics {
  const { zone, shifts } = options;
  const roomOf = options.roomOf ?? ((device: number) => device);
  const calls: Call[] = [];
  const rooms = new RoomPresences(roomOf).addAll(options.openPresences ?? []);
  if (answering) rooms.addAll(answering);
  let presences = 0;
  let first = options.fromMs;
  const clock = new FacilityClock(zone);
  for (const row of rows) {
    if (row.is_presence) {
      presences++;
      if (!answering) rooms.add(row.device_number, row.opened_ms);
      continue;
    }
    first = first === null ? row.opened_ms : Math.min(first, row.opened_ms);
    const { hour, weekday } = clock.fields(row.opened_ms);
    calls.push({ row, hour, weekday });
  }
  const sortedPresences = rooms.sorted();

  const all: number[] = [];
  const answered: number[] = [];
  let long = 0;
  const longList = new LongCallList();
  const perHour = Array<number>(24).fill(0);
  const heat = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const types = new Groups();
  const sections = new Groups();
  const shiftGroups = new Groups();
  const weekdays = new Groups();
  const devices = new Groups();
  const periods = new PeriodCounter(periodOf(first, options.toMs), zone, clock);
  for (const { row, hour, weekday } of calls) {
    const d = row.duration;
    const toPresence = timeToPresence(row, sortedPresences.get(roomOf(row.device_number)));
    all.push(d);
    if (toPresence !== null) answered.push(toPresence);
    if (d > options.longCallSeconds) {
      long++;
      longList.offer(row.id, row.opened_ms, d, () => ({
        id: row.id,
        opened_at: new Date(row.opened_ms).toISOString(),
        duration: d,
        call_type_text: row.call_type_text,
        device_text: row.device_text_long,
        section_name: row.section_name,
      }));
    }
    perHour[hour]!++;
    heat[weekday - 1]![hour]!++;
    const at = row.opened_ms;
    types.add(String(row.call_type_id), row.call_type_text ?? `#${row.call_type_id}`, d, toPresence, at);
    sections.add(String(row.section_id ?? 0), row.section_name ?? '', d, toPresence, at);
    shiftGroups.add(shiftOf(hour, shifts), shiftOf(hour, shifts), d, toPresence, at);
    weekdays.add(String(weekday), String(weekday), d, toPresence, at);
    devices.add(
      String(row.device_number),
      row.device_text_long ?? `#${row.device_number}`,
      d,
      toPresence,
      at,
    );
    periods.add(row.opened_ms);
  }
  const allSorted = ascending(all);
  const answeredSorted = ascending(answered);
  return {
    calls: all.length,
    presences,
    p50: percentile(allSorted, 50),
    p90: percentile(allSorted, 90),
    p95: percentile(allSorted, 95),
    answered: answered.length,
    presence_p50: percentile(answeredSorted, 50),
    presence_p90: percentile(answeredSorted, 90),
    presence_p95: percentile(answeredSorted, 95),
    long_calls: long,
    long_call_list: longList.list(),
    period: periods.period,
    per_period: periods.series(first, options.toMs),
    per_hour: perHour,
    heat_map: heat,
    by_call_type: types.buckets().sort(byCalls),
    by_section: sections.buckets().sort(byCalls),
    by_shift: shiftGroups.buckets(['early', 'late', 'night']),
    by_weekday: weekdays.buckets(['1', '2', '3', '4', '5', '6', '7']),
    top_devices: devices.buckets().sort(byCalls).slice(0, TOP_DEVICES),
  };
}
