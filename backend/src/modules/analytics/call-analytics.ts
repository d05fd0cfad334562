// The figures of the analytics dashboard (issue 17; spec 01 §2 analytics, spec 02 §3 call log): calls per day or
// week, per hour and weekday (a heat map), by call type, section, shift and weekday with the time to close as
// p50/p90/p95, long calls over the threshold, and the devices (residents) with the most calls. Presences are staff
// at a device, not calls: they are counted apart and never in a call figure. Hours, weekdays, days and shifts are
// the facility's wall clock. Percentiles are exact, by nearest rank over the calls' whole-second durations.
import type { AnalyticsRow } from '../../repositories/call-log-query.ts';
import { formatDate, startOfFacilityDay, startOfFacilityWeek, wallClock } from '@cs/rules/time';

/** Shift starts in local hours (0-23): early until late, late until night, night until early. */
export interface Shifts {
  early: number;
  late: number;
  night: number;
}

export interface Bucket {
  key: string;
  label: string;
  calls: number;
  p50: number | null;
  p90: number | null;
  p95: number | null;
}

export interface Analytics {
  calls: number;
  presences: number;
  p50: number | null;
  p90: number | null;
  p95: number | null;
  long_calls: number;
  per_period: { key: string; label: string; calls: number }[];
  period: 'DAY' | 'WEEK';
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
/** Up to this many days the chart shows days, beyond that weeks. */
export const MAX_DAYS_PER_DAY = 62;

/** Nearest-rank percentile of ascending values: the smallest value with at least p % of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function shiftOf(hour: number, s: Shifts): 'early' | 'late' | 'night' {
  const inRange = (from: number, to: number) =>
    from <= to ? hour >= from && hour < to : hour >= from || hour < to;
  if (inRange(s.early, s.late)) return 'early';
  if (inRange(s.late, s.night)) return 'late';
  return 'night';
}

class Groups {
  private readonly map = new Map<string, { label: string; durations: number[] }>();
  add(key: string, label: string, duration: number) {
    const g = this.map.get(key) ?? { label, durations: [] };
    g.durations.push(duration);
    this.map.set(key, g);
  }
  buckets(order?: readonly string[]): Bucket[] {
    const keys = order ?? [...this.map.keys()];
    return keys.flatMap((key) => {
      const g = this.map.get(key);
      if (!g) return order ? [{ key, label: key, calls: 0, p50: null, p90: null, p95: null }] : [];
      const d = g.durations.sort((a, b) => a - b);
      return [
        {
          key,
          label: g.label,
          calls: d.length,
          p50: percentile(d, 50),
          p90: percentile(d, 90),
          p95: percentile(d, 95),
        },
      ];
    });
  }
}

const byCalls = (a: Bucket, b: Bucket) => b.calls - a.calls || a.label.localeCompare(b.label, 'de');

export function callAnalytics(
  rows: Iterable<AnalyticsRow>,
  options: { zone: string; shifts: Shifts; longCallSeconds: number; fromMs: number | null; toMs: number },
): Analytics {
  const { zone, shifts } = options;
  const all: number[] = [];
  let presences = 0;
  let long = 0;
  let first = options.fromMs;
  const perHour = Array<number>(24).fill(0);
  const heat = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const types = new Groups();
  const sections = new Groups();
  const shiftGroups = new Groups();
  const weekdays = new Groups();
  const devices = new Groups();
  const days = new Map<number, number>();
  // Wall-clock fields per quarter hour (offsets are whole quarter hours in every zone): a year of calls costs
  // at most 35,000 zone lookups instead of one per call.
  const clockCache = new Map<number, { hour: number; weekday: number; day: number }>();
  for (const row of rows) {
    if (row.is_presence) {
      presences++;
      continue;
    }
    first = first === null ? row.opened_ms : Math.min(first, row.opened_ms);
    const quarter = Math.floor(row.opened_ms / 900_000);
    let clock = clockCache.get(quarter);
    if (!clock) {
      const w = wallClock(quarter * 900_000, zone);
      clock = { hour: w.hour, weekday: w.weekday, day: startOfFacilityDay(quarter * 900_000, zone) };
      clockCache.set(quarter, clock);
    }
    const d = row.duration;
    all.push(d);
    if (d > options.longCallSeconds) long++;
    perHour[clock.hour]!++;
    heat[clock.weekday - 1]![clock.hour]!++;
    types.add(String(row.call_type_id), row.call_type_text ?? `#${row.call_type_id}`, d);
    sections.add(String(row.section_id ?? 0), row.section_name ?? '', d);
    shiftGroups.add(shiftOf(clock.hour, shifts), shiftOf(clock.hour, shifts), d);
    weekdays.add(String(clock.weekday), String(clock.weekday), d);
    devices.add(String(row.device_number), row.device_text_long ?? `#${row.device_number}`, d);
    days.set(clock.day, (days.get(clock.day) ?? 0) + 1);
  }
  all.sort((a, b) => a - b);
  const span = first === null ? 0 : (options.toMs - first) / 86_400_000;
  const period = span > MAX_DAYS_PER_DAY ? 'WEEK' : 'DAY';
  const perPeriod = new Map<number, number>();
  for (const [day, n] of days) {
    const key = period === 'WEEK' ? startOfFacilityWeek(day, zone) : day;
    perPeriod.set(key, (perPeriod.get(key) ?? 0) + n);
  }
  return {
    calls: all.length,
    presences,
    p50: percentile(all, 50),
    p90: percentile(all, 90),
    p95: percentile(all, 95),
    long_calls: long,
    period,
    per_period: [...perPeriod.entries()]
      .sort(([a], [b]) => a - b)
      .map(([ms, calls]) => ({ key: new Date(ms).toISOString(), label: formatDate(ms, zone), calls })),
    per_hour: perHour,
    heat_map: heat,
    by_call_type: types.buckets().sort(byCalls),
    by_section: sections.buckets().sort(byCalls),
    by_shift: shiftGroups.buckets(['early', 'late', 'night']),
    by_weekday: weekdays.buckets(['1', '2', '3', '4', '5', '6', '7']),
    top_devices: devices.buckets().sort(byCalls).slice(0, TOP_DEVICES),
  };
}
