// The two passes of the analytics over day chunks (chunk-analytics.ts): the calls a filter picks, with the presences
// that answer them by room; then one pass over the picked calls that counts them per group, hour, weekday and chunk.
import { shiftOf } from './analytics-groups.ts';
import type { AnalyticsOptions } from './call-analytics.ts';
import { chunkFilter, type RowFilter } from './chunk-filter.ts';
import { Labels } from './chunk-labels.ts';
import type { DayChunk } from './day-chunk.ts';
import { LongCallList } from './long-call-list.ts';
import { presenceAfter, RoomPresences } from './time-to-presence.ts';

export const SHIFT_KEYS = ['early', 'late', 'night'] as const;

/** The calls the filter picked, as chunk and row index, and the presences of the range by room. */
export interface PickedCalls {
  n: number;
  /** chunk index of the k-th picked call */
  ref: Int32Array;
  /** its row in that chunk */
  row: Int32Array;
  /** presences the filter picked (counted apart, never as calls) */
  presences: number;
  /** the presences that answer calls, ascending per room */
  rooms: Map<number, Float64Array>;
}

export function pickCalls(
  chunks: readonly DayChunk[],
  filter: RowFilter,
  options: AnalyticsOptions,
  roomOf: (device: number) => number,
): PickedCalls {
  const pick = chunkFilter(filter);
  const cap = chunks.reduce((sum, c) => sum + c.n, 0);
  const ref = new Int32Array(cap);
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
  return { n, ref, row, presences, rooms: rooms.sorted() };
}

/** What one pass over the picked calls counts: per call its groups and times, per hour, weekday and chunk the calls. */
export interface Tally {
  durations: Int32Array;
  /** seconds to the first presence in the call's room; NaN: none came while it was open */
  toPresence: Float64Array;
  types: Labels;
  sections: Labels;
  devices: Labels;
  shift: Int32Array;
  weekday: Int32Array;
  perHour: number[];
  heat: number[][];
  perChunk: Int32Array;
  long: number;
  longList: LongCallList;
  /** the first call's opening (or the range's start) */
  first: number | null;
}

export function tally(
  chunks: readonly DayChunk[],
  texts: readonly string[],
  { n, ref, row, rooms }: PickedCalls,
  options: AnalyticsOptions,
  roomOf: (device: number) => number,
): Tally {
  const shiftByHour = Array.from({ length: 24 }, (_, h) => SHIFT_KEYS.indexOf(shiftOf(h, options.shifts)));
  const t: Tally = {
    durations: new Int32Array(n),
    toPresence: new Float64Array(n).fill(NaN),
    types: new Labels(n),
    sections: new Labels(n),
    devices: new Labels(n),
    shift: new Int32Array(n),
    weekday: new Int32Array(n),
    perHour: Array<number>(24).fill(0),
    heat: Array.from({ length: 7 }, () => Array<number>(24).fill(0)),
    perChunk: new Int32Array(chunks.length),
    long: 0,
    longList: new LongCallList(),
    first: options.fromMs,
  };
  const {
    durations,
    toPresence,
    types,
    sections,
    devices,
    shift,
    weekday,
    perHour,
    heat,
    perChunk,
    longList,
  } = t;
  const text = (i: number) => (i < 0 ? null : texts[i]!);
  for (let k = 0; k < n; k++) {
    const c = chunks[ref[k]!]!;
    const i = row[k]!;
    const d = c.duration[i]!;
    const at = c.opened[i]!;
    const hour = c.hour[i]!;
    t.first = t.first === null ? at : Math.min(t.first, at);
    durations[k] = d;
    const p = presenceAfter(at, d, rooms.get(roomOf(c.device[i]!)));
    if (p !== null) toPresence[k] = p;
    if (d > options.longCallSeconds) {
      t.long++;
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
    const ct = c.callType[i]!;
    types.add(k, ct, at, c.callTypeText[i]! < 0 ? `#${ct}` : texts[c.callTypeText[i]!]!);
    const s = c.section[i]! < 0 ? 0 : c.section[i]!;
    sections.add(k, s, at, c.sectionName[i]! < 0 ? '' : texts[c.sectionName[i]!]!);
    const dev = c.device[i]!;
    devices.add(k, dev, at, c.deviceText[i]! < 0 ? `#${dev}` : texts[c.deviceText[i]!]!);
  }
  return t;
}
