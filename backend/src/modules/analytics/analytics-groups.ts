// The analytics' building blocks: exact nearest-rank percentiles, the shift of a local hour, and groups of calls
// with their times to close and to presence.

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
  /** calls answered by a presence in their room while they were open */
  answered: number;
  presence_p50: number | null;
  presence_p90: number | null;
}

/** Nearest-rank percentile of ascending values: the smallest value with at least p % of them at or below it. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The values ascending as a typed array: its sort compares numbers natively, several times faster than an array's
 * sort with a comparator (half of a year's analytics went into the comparators).
 */
export const ascending = (values: readonly number[]): Float64Array => Float64Array.from(values).sort();

export function shiftOf(hour: number, s: Shifts): 'early' | 'late' | 'night' {
  const inRange = (from: number, to: number) =>
    from <= to ? hour >= from && hour < to : hour >= from || hour < to;
  if (inRange(s.early, s.late)) return 'early';
  if (inRange(s.late, s.night)) return 'late';
  return 'night';
}

export class Groups {
  private readonly map = new Map<
    string,
    { label: string; at: number; durations: number[]; presences: number[] }
  >();
  /** A group's label is its latest call's (at: when the call opened; at the same instant the greater text). */
  add(key: string, label: string, duration: number, toPresence: number | null, at: number) {
    const g = this.map.get(key) ?? { label, at, durations: [], presences: [] };
    if (at > g.at || (at === g.at && label > g.label)) {
      g.label = label;
      g.at = at;
    }
    g.durations.push(duration);
    if (toPresence !== null) g.presences.push(toPresence);
    this.map.set(key, g);
  }
  buckets(order?: readonly string[]): Bucket[] {
    const keys = order ?? [...this.map.keys()];
    return keys.flatMap((key) => {
      const g = this.map.get(key);
      if (!g && !order) return [];
      const d = ascending(g?.durations ?? []);
      const p = ascending(g?.presences ?? []);
      return [
        {
          key,
          label: g?.label ?? key,
          calls: d.length,
          p50: percentile(d, 50),
          p90: percentile(d, 90),
          p95: percentile(d, 95),
          answered: p.length,
          presence_p50: percentile(p, 50),
          presence_p90: percentile(p, 90),
        },
      ];
    });
  }
}
