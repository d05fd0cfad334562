// Exact nearest-rank percentiles of many groups at once (the analytics over cached days): the values are put in
// ascending order once (counting whole seconds), then walked; each group's p-th value is the one at its rank (analytics-groups.ts percentile:
// the smallest value with at least p % of the group's values at or below it). One sort instead of one per group.

/** The percentiles asked for, in order. */
export const RANKS = [50, 90, 95] as const;

export interface GroupRanks {
  /** values per group */
  counts: Int32Array;
  /** [group * RANKS.length + r]: the RANKS[r] percentile of the group, NaN without values */
  values: Float64Array;
}

/** Whole seconds up to this many are ordered by counting (linear), longer ones by a packed numeric sort. */
const COUNTING_MAX = 1 << 22;

/** The indexes 0..n-1 ordered by their values, ties by index. */
function order(values: ArrayLike<number>, n: number): Uint32Array {
  const out = new Uint32Array(n);
  let max = 0;
  let magnitude = 0;
  let integers = true;
  let negative = false;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (!Number.isInteger(v)) integers = false;
    if (v < 0) negative = true;
    if (v > max) max = v;
    magnitude = Math.max(magnitude, Math.abs(v));
  }
  if (integers && !negative && max <= COUNTING_MAX) {
    const start = new Int32Array(max + 2);
    for (let i = 0; i < n; i++) start[values[i]! + 1]!++;
    for (let v = 1; v <= max + 1; v++) start[v]! += start[v - 1]!;
    for (let i = 0; i < n; i++) out[start[values[i]!]!++] = i;
    return out;
  }
  let scale = 1;
  while (scale <= n) scale *= 2;
  if (integers && (magnitude + 1) * scale < Number.MAX_SAFE_INTEGER) {
    // value and index packed in one double: a native numeric sort, no comparator
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = values[i]! * scale + i;
    packed.sort();
    for (let i = 0; i < n; i++) {
      const v = Math.floor(packed[i]! / scale);
      out[i] = packed[i]! - v * scale;
    }
    return out;
  }
  for (let i = 0; i < n; i++) out[i] = i;
  return out.sort((a, b) => values[a]! - values[b]! || a - b);
}

/** The RANKS percentiles of values[0..n) per group, for each family of groups (gids[f][i] = the group of value i). */
export function groupRanks(
  values: ArrayLike<number>,
  n: number,
  gids: readonly Int32Array[],
  groups: readonly number[],
): GroupRanks[] {
  const out = gids.map((g, f) => {
    const counts = new Int32Array(groups[f]!);
    for (let i = 0; i < n; i++) counts[g[i]!]!++;
    return { counts, values: new Float64Array(groups[f]! * RANKS.length).fill(NaN) };
  });
  const targets = out.map(({ counts }) => {
    const t = new Int32Array(counts.length * RANKS.length);
    counts.forEach((c, g) =>
      RANKS.forEach((p, r) => (t[g * RANKS.length + r] = Math.max(0, Math.ceil((p / 100) * c) - 1))),
    );
    return t;
  });
  const sorted = order(values, n);
  // one family at a time: a tight loop over its own arrays; ranks of a group come in order (p50 <= p90 <= p95)
  for (let f = 0; f < gids.length; f++) {
    const g = gids[f]!;
    const target = targets[f]!;
    const result = out[f]!.values;
    const seen = new Int32Array(out[f]!.counts.length);
    const next = new Int32Array(out[f]!.counts.length);
    for (let k = 0; k < n; k++) {
      const i = sorted[k]!;
      const group = g[i]!;
      const rank = seen[group]!++;
      let r = next[group]!;
      while (r < RANKS.length && target[group * RANKS.length + r] === rank) {
        result[group * RANKS.length + r] = values[i]!;
        r++;
      }
      next[group] = r;
    }
  }
  return out;
}
