// The analytics dashboard's query at 1 M calls (issue 17 budget: the dashboard's queries together < 500 ms). The
// history is the call log bench's year (bench/lib/call-log-rows.ts: two systems, 40 sections, six call types, 1,200
// devices); each range runs RUNS times through the resolver's path: CallLogQuery.analyticsRows into callAnalytics,
// plus the previous period's count. Prints one line per range: rows read, p50 and max in ms.
// Run: npm run bench -- analytics   Env: CALLS (1000000), RUNS (5).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dateRangeBounds, type DateRange } from '../rules/src/time.ts';
import { callAnalytics } from '../backend/src/modules/analytics/call-analytics.ts';
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
  const now = START + 365 * DAY;
  console.log(
    `analytics of system 1 (half of ${CALLS.toLocaleString('de-CH')} calls over a year), ${RUNS} runs, Node ${process.versions.node}`,
  );
  console.log('range               rows read  previous   p50 ms   max ms   budget 500 ms');
  for (const range of [
    'LAST_24_HOURS',
    'LAST_7_DAYS',
    'LAST_30_DAYS',
    'THIS_YEAR',
    'SINCE_BEGINNING',
  ] as DateRange[]) {
    const b = dateRangeBounds(range, now, ZONE);
    const filter: CallLogFilter = {
      systemId: 1,
      from: b.from === null ? null : new Date(b.from).toISOString(),
      to: new Date(b.to).toISOString(),
    };
    const times: number[] = [];
    let rows = 0;
    let previous = 0;
    for (let r = 0; r < RUNS; r++) {
      const t = performance.now();
      const a = callAnalytics(query.analyticsRows(filter), {
        zone: ZONE,
        shifts: { early: 6, late: 14, night: 22 },
        longCallSeconds: 600,
        fromMs: b.from,
        toMs: b.to,
      });
      previous = 0;
      if (b.from !== null) {
        const before = { ...filter, from: new Date(2 * b.from - b.to).toISOString(), to: filter.from };
        previous = query.countCalls(before);
      }
      times.push(performance.now() - t);
      rows = a.calls + a.presences;
    }
    times.sort((x, y) => x - y);
    const p50 = times[Math.floor(times.length / 2)]!;
    const max = times.at(-1)!;
    console.log(
      `${range.padEnd(18)} ${String(rows).padStart(10)} ${String(previous).padStart(9)} ${p50.toFixed(0).padStart(8)} ${max.toFixed(0).padStart(8)}   ${max < 500 ? 'met' : 'OVER'}`,
    );
  }
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
