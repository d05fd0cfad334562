// The analytics' percentiles of many groups at once equal the nearest-rank percentile of each group on its own
// (issue 17: the figures are exact), whichever way the values are ordered: whole seconds by counting, large or
// fractional values by the packed sort.
import { describe, expect, it } from 'vitest';
import { percentile } from './analytics-groups.ts';
import { groupRanks, RANKS } from './group-ranks.ts';

let seed = 99;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

describe('groupRanks', () => {
  for (const [name, value] of [
    ['whole seconds', () => Math.floor(rnd() * 900)],
    ['beyond the counting range', () => Math.floor(rnd() * 1e9)],
    ['fractions', () => rnd() * 100],
  ] as const)
    it(`gives each group's nearest-rank p50/p90/p95: ${name}`, () => {
      const n = 5_000;
      const values = Float64Array.from({ length: n }, value);
      const families = [7, 40].map((size) => Int32Array.from({ length: n }, () => Math.floor(rnd() * size)));
      const ranks = groupRanks(values, n, families, [7, 41]); // group 40 of the second family stays empty
      families.forEach((gids, f) => {
        const size = [7, 41][f]!;
        for (let g = 0; g < size; g++) {
          const own = Float64Array.from(values.filter((_, i) => gids[i] === g)).sort();
          expect(ranks[f]!.counts[g]).toBe(own.length);
          RANKS.forEach((p, r) => {
            const got = ranks[f]!.values[g * RANKS.length + r]!;
            expect(Number.isNaN(got) ? null : got).toBe(percentile(own, p));
          });
        }
      });
    });
});
