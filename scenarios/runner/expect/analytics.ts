// Analytics figures (issue 17): the backend's callAnalytics for a range against the scenario's hand-computed values.
import { z } from 'zod';
import type { AnalyticsStep, BucketMatch } from '../format-analytics.ts';
import type { Simulation } from '../simulation.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

const seconds = z.number().nullable();
const buckets = z.array(
  z.object({ key: z.string(), calls: z.int(), p50: seconds, p90: seconds, p95: seconds }),
);
const answer = z.object({
  callAnalytics: z.object({
    calls: z.int(),
    presences: z.int(),
    previous_calls: z.int().nullable(),
    p50: seconds,
    p90: seconds,
    p95: seconds,
    long_calls: z.int(),
    per_hour: z.array(z.int()),
    by_call_type: buckets,
    by_weekday: buckets,
    by_shift: buckets,
    top_devices: buckets,
  }),
});

const BUCKET = '{ key calls p50 p90 p95 }';
const QUERY = `query($range: CallLogRange) { callAnalytics(filter: { range: $range }) {
  calls presences previous_calls p50 p90 p95 long_calls per_hour
  by_call_type ${BUCKET} by_weekday ${BUCKET} by_shift ${BUCKET} top_devices ${BUCKET} } }`;

const FAMILIES = [
  ['byCallType', 'by_call_type'],
  ['byWeekday', 'by_weekday'],
  ['byShift', 'by_shift'],
  ['topDevices', 'top_devices'],
] as const;

export async function expectAnalytics(
  sim: Simulation,
  systemId: number,
  step: AnalyticsStep,
): Promise<Verdict> {
  const { data, errors } = await sim.graphql(
    QUERY,
    { range: step.range },
    { system: systemId, user: 'admin' },
    answer,
  );
  if (!data) return failWith(`callAnalytics answered ${errors?.[0]?.message}`);
  const a = data.callAnalytics;
  const problems: string[] = [];
  const same = (what: string, got: unknown, want: unknown) => {
    if (want !== undefined && got !== want)
      problems.push(`${what} ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  };
  same('calls', a.calls, step.calls);
  same('presences', a.presences, step.presences);
  same('previous_calls', a.previous_calls, step.previousCalls);
  same('p50', a.p50, step.p50);
  same('p90', a.p90, step.p90);
  same('p95', a.p95, step.p95);
  same('long_calls', a.long_calls, step.longCalls);
  if (step.perHour) a.per_hour.forEach((n, hour) => same(`hour ${hour}`, n, step.perHour![hour] ?? 0));
  for (const [name, field] of FAMILIES) {
    const want: Record<string, BucketMatch> | undefined = step[name];
    if (!want) continue;
    for (const [key, figures] of Object.entries(want)) {
      const got = a[field].find((b) => b.key === key);
      if (!got) problems.push(`${field} has no group ${key}`);
      else
        for (const [f, v] of Object.entries(figures))
          same(`${field} ${key} ${f}`, got[f as keyof BucketMatch], v);
    }
    if (step.exact && a[field].length !== Object.keys(want).length)
      problems.push(`${field} has groups ${a[field].map((b) => b.key).join(', ')}`);
  }
  const seen = `${a.calls} calls, p50/p90/p95 ${a.p50}/${a.p90}/${a.p95} s, ${a.long_calls} long`;
  return problems.length
    ? failWith(`${seen}; ${problems.join('; ')}`)
    : pass(`analytics ${step.range}: ${seen}, every group as computed`);
}
