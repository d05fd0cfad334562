// Exact nearest-rank percentiles of many groups at once (the analytics over cached days): the values are put in
// ascending order once, then walked; each group's p-th value is the one at its rank (analytics-groups.ts percentile:
// the smallest value with at least p % of the group's values at or below it). One sort instead of one per group.

/** The percentiles asked for, in order. */
export const RANKS = [50, 90, 95] as const;

export interface GroupRanks {
  /** values per group */
  counts: Int32Array;
  /** [group * RANKS.length + r]: the RANKS[r] percentile of the group, NaN without values */
  values: Float64Array;
}

/** The indexes 0..n-1 ordered by their values (integers), ties by index. */
function order(values: ArrayLike<number>, n: number): Uint32Array {
  const out = new Uint32Array(n);
  let scale = 1;
  while (scale <= n) scale *= 2;
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, Math.abs(values[i]!));
  if ((max + 1) * scale < Number.MAX_SAFE_INTEGER) {
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
  const seen = out.map(({ counts }) => new Int32Array(counts.length));
  const sorted = order(values, n);
  for (let k = 0; k < n; k++) {
    const i = sorted[k]!;
    const v = values[i]!;
    for (let f = 0; f < gids.length; f++) {
      const g = gids[f]![i]!;
      const rank = seen[f]![g]!++;
      const base = g * RANKS.length;
      for (let r = 0; r < RANKS.length; r++) if (targets[f]![base + r] === rank) out[f]!.values[base + r] = v;
    }
  }
  return out;
}
