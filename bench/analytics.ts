// The analytics dashboard's query at 1 M calls (issue 17 budget: the dashboard's queries together < 500 ms). The
// history is the call log bench's year (bench/lib/call-log-rows.ts: two systems, 40 sections, six call types, 1,200
// devices); each range runs through the resolver's path: AnalyticsService.analytics (closed days from the in-memory
// day chunks, today from call_log) plus the previous period's count. The first run of a range reads the days not
// yet kept (cold); then RUNS warm runs. Each range's result is compared with callAnalytics over the raw rows (the
// path before the chunks, timed once). Prints one line per range.
// Run: npm run bench -- analytics   Env: CALLS (1000000), RUNS (5).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dateRangeBounds, type DateRange } from '../rules/src/time.ts';
import { AnalyticsService } from '../backend/src/modules/analytics/analytics-service.ts';
import { callAnalytics, type AnalyticsOptions } from '../backend/src/modules/analytics/call-analytics.ts';
import { isDeepStrictEqual } from 'node:util';
import { CallLogRepository } from '../backend/src/repositories/call-log-repository.ts';
import { CallLogQuery, type CallLogFilter } from '../backend/src/repositories/call-log-query.ts';
import { openHistoryDb } from '../backend/src/store/history-db.ts';
import { entry, rnd } from './lib/call-log-rows.ts';

const CALLS = Number(process.env.CALLS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);
const ZONE = 'Europe/Zurich';
const dir = mkdtempSync(path.join(tmpdir(), 'cs-bench-analytics-'));
try {
  const db = openHistoryDb(dir);
  const repo = new CallLogRepository(db);
  const query = new CallLogQuery(db);
  db.exec('BEGIN');
  for (let i = 0; i < CALLS; i++) {
    repo.record(entry(i + 1, START + Math.floor(((i + rnd()) * 365 * DAY) / CALLS)));
    if (i % 10_000 === 9_999) db.exec('COMMIT; BEGIN');
  }
  db.exec('COMMIT');
  const now = START + 365 * DAY + 10 * 3_600_000;
  const service = new AnalyticsService(db, query);
  console.log(
    `analytics of system 1 (half of ${CALLS.toLocaleString('de-CH')} calls over a year), ${RUNS} warm runs, Node ${process.versions.node}`,
  );
  console.log(
    'range             calls+presences  raw ms  cold ms  warm p50  warm max  same as raw  budget 500 ms',
  );
  for (const range of [
    'LAST_24_HOURS',
    'LAST_7_DAYS',
    'LAST_30_DAYS',
    'THIS_YEAR',
    'LAST_YEAR',
    'SINCE_BEGINNING',
  ] as DateRange[]) {
    const b = dateRangeBounds(range, now, ZONE);
    const filter: CallLogFilter = {
      systemId: 1,
      from: b.from === null ? null : new Date(b.from).toISOString(),
      to: new Date(b.to).toISOString(),
    };
    const options: AnalyticsOptions = {
      zone: ZONE,
      shifts: { early: 6, late: 14, night: 22 },
      longCallSeconds: 600,
      fromMs: b.from,
      toMs: b.to,
    };
    const once = () => {
      const t = performance.now();
      const a = service.analytics(filter, options, now);
      if (b.from !== null) service.countCalls(filter, ZONE, 2 * b.from - b.to, b.from, now);
      return { a, ms: performance.now() - t };
    };
    const t = performance.now();
    // every presence of the range answers the calls (the service reads them the same way)
    const raw = callAnalytics(query.analyticsRows(filter), options, query.presences(filter));
    const rawMs = performance.now() - t;
    const cold = once();
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) times.push(once().ms);
    times.sort((x, y) => x - y);
    const p50 = times[Math.floor(times.length / 2)]!;
    const max = times.at(-1)!;
    const same = isDeepStrictEqual(raw, cold.a);
    console.log(
      `${range.padEnd(18)} ${String(cold.a.calls + cold.a.presences).padStart(14)} ${rawMs.toFixed(0).padStart(7)} ${cold.ms.toFixed(0).padStart(8)} ${p50.toFixed(0).padStart(9)} ${max.toFixed(0).padStart(9)}  ${same ? 'yes' : 'NO'.padEnd(11)}  ${max < 500 ? 'met' : 'OVER'}`,
    );
  }
  console.log(
    `closed days kept: ${service.cache.size(1)}; heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
  );
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
