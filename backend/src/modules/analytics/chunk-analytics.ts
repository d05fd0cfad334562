// The analytics over day chunks (analytics-cache.ts): the same figures as callAnalytics over the raw rows
// (call-analytics.ts; the test compares both on seeded data, DST days included), computed over typed arrays:
// rows picked by the filter in one pass, groups as small integers, all percentiles of a kind from one sort.
import { shiftOf } from './analytics-groups.ts';
import type { Bucket } from './analytics-groups.ts';
import type { Analytics, AnalyticsOptions } from './call-analytics.ts';
import { TOP_DEVICES, byCalls } from './call-analytics.ts';
import type { DayChunk } from './day-chunk.ts';
import { chunkFilter, type RowFilter } from './chunk-filter.ts';
import { groupRanks, RANKS, type GroupRanks } from './group-ranks.ts';
import { Labels } from './chunk-labels.ts';
import { LongCallList } from './long-call-list.ts';
import { FacilityClock } from './facility-clock.ts';
import { PeriodCounter, periodOf } from './period-series.ts';
import { presenceAfter, RoomPresences } from './time-to-presence.ts';

const SHIFT_KEYS = ['early', 'late', 'night'] as const;
const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'];

export function chunkAnalytics(
  chunks: readonly DayChunk[],
  texts: readonly string[],
  filter: RowFilter,
  options: AnalyticsOptions,
): Analytics {
  const roomOf = options.roomOf ?? ((device: number) => device);
  const pick = chunkFilter(filter);
  const cap = chunks.reduce((sum, c) => sum + c.n, 0);
  const ref = new Int32Array(cap); // chunk index
  const row = new Int32Array(cap);
  // Every presence of the range answers calls, whatever the filter picks (call-analytics.ts), the open ones too; the
  // reader's call source groups hold for them as for the calls (auth/call-source-scope.ts).
  const rooms = new RoomPresences(roomOf).addAll(options.openPresences ?? []);
  const answers = (c: DayChunk, i: number) =>
    (filter.from === null || c.opened[i]! >= filter.from) &&
    c.opened[i]! < filter.to &&
    (filter.scope === null || (c.source[i]! >= 0 && filter.scope.has(c.source[i]!)));
  let n = 0;
  let presences = 0;
  chunks.forEach((c, ci) => {
    for (let i = 0; i < c.n; i++) {
      if (c.presence[i]) {
        if (answers(c, i)) rooms.add(c.device[i]!, c.opened[i]!);
        if (pick(c, i)) presences++;
        continue;
      }
      if (!pick(c, i)) continue;
      ref[n] = ci;
      row[n++] = i;
    }
  });
  const sortedPresences = rooms.sorted();

  const shiftByHour = Array.from({ length: 24 }, (_, h) => SHIFT_KEYS.indexOf(shiftOf(h, options.shifts)));
  const durations = new Int32Array(n);
  const toPresence = new Float64Array(n).fill(NaN);
  const types = new Labels(n);
  const sections = new Labels(n);
  const devices = new Labels(n);
  const shift = new Int32Array(n);
  const weekday = new Int32Array(n);
  const perHour = Array<number>(24).fill(0);
  const heat = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const perChunk = new Int32Array(chunks.length);
  let long = 0;
  const longList = new LongCallList();
  const text = (i: number) => (i < 0 ? null : texts[i]!);
  let first = options.fromMs;
  for (let k = 0; k < n; k++) {
    const c = chunks[ref[k]!]!;
    const i = row[k]!;
    const d = c.duration[i]!;
    const at = c.opened[i]!;
    const hour = c.hour[i]!;
    first = first === null ? at : Math.min(first, at);
    durations[k] = d;
    const p = presenceAfter(at, d, sortedPresences.get(roomOf(c.device[i]!)));
    if (p !== null) toPresence[k] = p;
    if (d > options.longCallSeconds) {
      long++;
      longList.offer(c.id[i]!, at, d, () => ({
        id: c.id[i]!,
        opened_at: new Date(at).toISOString(),
        duration: d,
        call_type_text: text(c.callTypeText[i]!),
        device_text: text(c.deviceText[i]!),
        section_name: text(c.sectionName[i]!),
      }));
    }
    perHour[hour]!++;
    heat[c.weekday - 1]![hour]!++;
    perChunk[ref[k]!]!++;
    shift[k] = shiftByHour[hour]!;
    weekday[k] = c.weekday - 1;
    const t = c.callType[i]!;
    types.add(k, t, at, c.callTypeText[i]! < 0 ? `#${t}` : texts[c.callTypeText[i]!]!);
    const s = c.section[i]! < 0 ? 0 : c.section[i]!;
    sections.add(k, s, at, c.sectionName[i]! < 0 ? '' : texts[c.sectionName[i]!]!);
    const dev = c.device[i]!;
    devices.add(k, dev, at, c.deviceText[i]! < 0 ? `#${dev}` : texts[c.deviceText[i]!]!);
  }

  const families = [new Int32Array(n), types.gids, sections.gids, shift, weekday, devices.gids];
  const sizes = [1, types.size, sections.size, 3, 7, devices.size];
  const closeRanks = groupRanks(durations, n, families, sizes);
  // the answered calls only, in their own order
  const answeredIdx: number[] = [];
  for (let k = 0; k < n; k++) if (!Number.isNaN(toPresence[k]!)) answeredIdx.push(k);
  const answeredValues = Float64Array.from(answeredIdx, (k) => toPresence[k]!);
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
  const overall = bucket(0, 0, '', '');
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
  return {
    calls: n,
    presences,
    p50: overall.p50,
    p90: overall.p90,
    p95: overall.p95,
    answered: overall.answered,
    presence_p50: overall.presence_p50,
    presence_p90: overall.presence_p90,
    presence_p95: at(presenceRanks[0]!, 0, 2),
    long_calls: long,
    long_call_list: longList.list(),
    period: periods.period,
    per_period: periods.series(first, options.toMs),
    per_hour: perHour,
    heat_map: heat,
    by_call_type: types.keys.map((key, g) => bucket(1, g, String(key), types.label(g))).sort(byCalls),
    by_section: sections.keys.map((key, g) => bucket(2, g, String(key), sections.label(g))).sort(byCalls),
    by_shift: SHIFT_KEYS.map((key, g) => bucket(3, g, key, key)),
    by_weekday: WEEKDAY_KEYS.map((key, g) => bucket(4, g, key, key)),
    top_devices: devices.keys
      .map((key, g) => bucket(5, g, String(key), devices.label(g)))
      .sort(byCalls)
      .slice(0, TOP_DEVICES),
  };
}
