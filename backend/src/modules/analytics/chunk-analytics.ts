// The analytics over day chunks (analytics-cache.ts): the same figures as callAnalytics over the raw rows
// (call-analytics.ts; the test compares both on seeded data, DST days included), computed over typed arrays:
// rows picked by the filter in one pass, groups as small integers, all percentiles of a kind from one sort.
import type { Bucket } from './analytics-groups.ts';
import type { Analytics, AnalyticsOptions } from './call-analytics.ts';
import { TOP_DEVICES, byCalls } from './call-analytics.ts';
import type { DayChunk } from './day-chunk.ts';
import type { RowFilter } from './chunk-filter.ts';
import { pickCalls, SHIFT_KEYS, tally, type PickedCalls, type Tally } from './chunk-tally.ts';
import { groupRanks, RANKS, type GroupRanks } from './group-ranks.ts';
import { FacilityClock } from './facility-clock.ts';
import { PeriodCounter, periodOf } from './period-series.ts';

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'];

export function chunkAnalytics(
  chunks: readonly DayChunk[],
  texts: readonly string[],
  filter: RowFilter,
  options: AnalyticsOptions,
): Analytics {
  const roomOf = options.roomOf ?? ((device: number) => device);
  const picked = pickCalls(chunks, filter, options, roomOf);
  const t = tally(chunks, texts, picked, options, roomOf);
  const { bucket, presenceP95 } = groupFigures(t, picked.n);
  const overall = bucket(0, 0, '', '');
  const periods = periodsOf(chunks, picked, t, options);
  return {
    calls: picked.n,
    presences: picked.presences,
    p50: overall.p50,
    p90: overall.p90,
    p95: overall.p95,
    answered: overall.answered,
    presence_p50: overall.presence_p50,
    presence_p90: overall.presence_p90,
    presence_p95: presenceP95,
    long_calls: t.long,
    long_call_list: t.longList.list(),
    period: periods.period,
    per_period: periods.series(t.first, options.toMs),
    per_hour: t.perHour,
    heat_map: t.heat,
    by_call_type: t.types.keys.map((key, g) => bucket(1, g, String(key), t.types.label(g))).sort(byCalls),
    by_section: t.sections.keys.map((key, g) => bucket(2, g, String(key), t.sections.label(g))).sort(byCalls),
    by_shift: SHIFT_KEYS.map((key, g) => bucket(3, g, key, key)),
    by_weekday: WEEKDAY_KEYS.map((key, g) => bucket(4, g, key, key)),
    top_devices: t.devices.keys
      .map((key, g) => bucket(5, g, String(key), t.devices.label(g)))
      .sort(byCalls)
      .slice(0, TOP_DEVICES),
  };
}

/**
 * The times to close and to presence as percentiles per group of each family (0 overall, 1 call type, 2 section,
 * 3 shift, 4 weekday, 5 device): a family's group as a Bucket, and the overall presence p95.
 */
function groupFigures(t: Tally, n: number) {
  const families = [new Int32Array(n), t.types.gids, t.sections.gids, t.shift, t.weekday, t.devices.gids];
  const sizes = [1, t.types.size, t.sections.size, 3, 7, t.devices.size];
  const closeRanks = groupRanks(t.durations, n, families, sizes);
  // the answered calls only, in their own order
  const answeredIdx: number[] = [];
  for (let k = 0; k < n; k++) if (!Number.isNaN(t.toPresence[k]!)) answeredIdx.push(k);
  const answeredValues = Float64Array.from(answeredIdx, (k) => t.toPresence[k]!);
  const answeredFamilies = families.map((g) => Int32Array.from(answeredIdx, (k) => g[k]!));
  const presenceRanks = groupRanks(answeredValues, answeredIdx.length, answeredFamilies, sizes);

  const at = (r: GroupRanks, g: number, i: number) => {
    const v = r.values[g * RANKS.length + i]!;
    return Number.isNaN(v) ? null : v;
  };
  const bucket = (f: number, g: number, key: string, label: string): Bucket => {
    const close = closeRanks[f]!;
    const pres = presenceRanks[f]!;
    return {
      key,
      label,
      calls: close.counts[g]!,
      p50: at(close, g, 0),
      p90: at(close, g, 1),
      p95: at(close, g, 2),
      answered: pres.counts[g]!,
      presence_p50: at(pres, g, 0),
      presence_p90: at(pres, g, 1),
    };
  };
  return { bucket, presenceP95: at(presenceRanks[0]!, 0, 2) };
}

/** The calls per period of the range: per call by the hour, else per chunk (a day) into its day, week or month. */
function periodsOf(
  chunks: readonly DayChunk[],
  { n, ref, row }: PickedCalls,
  { first, perChunk }: Tally,
  options: AnalyticsOptions,
): PeriodCounter {
  const periods = new PeriodCounter(
    periodOf(first, options.toMs),
    options.zone,
    new FacilityClock(options.zone),
  );
  if (periods.period === 'HOUR') for (let k = 0; k < n; k++) periods.add(chunks[ref[k]!]!.opened[row[k]!]!);
  else {
    // a day's week or month start is a zone lookup: kept on the (cached) chunk
    const startOf = (c: DayChunk) =>
      periods.period === 'DAY'
        ? c.start
        : periods.period === 'WEEK'
          ? (c.week ??= periods.startOf(c.start))
          : (c.month ??= periods.startOf(c.start));
    chunks.forEach((c, ci) => perChunk[ci] && periods.addTo(startOf(c), perChunk[ci]));
  }
  return periods;
}
