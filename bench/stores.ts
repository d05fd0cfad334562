// Stores (ARCHITECTURE §5, §11: a lowdb write under 20 ms, a history insert under 2 ms, analytics
// over a million calls under 500 ms), on a temp folder:
// - lowdb: durable writes (DurableJsonFile: temp file, fsync, rename, fsync folder) of the installation document,
//   the demo system document and a 1,000-bed hospital's system document (the twin's ward generator), with the
//   event-loop delay p99 while writing;
// - node:sqlite history: single call-log inserts through CallLogRepository (autocommit, as the CallService does),
//   bulk load of CALLS (1 M) generated calls in 10k-row transactions, then analytics-style range queries (raw
//   scans of call_log, and the whole-year section report through the daily pre-aggregation table).
// Run: npm run bench -- stores   Env: WRITES (50), CALLS (1000000), SINGLE_INSERTS (5000).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { CallLogRepository, type CallLogEntry } from '../backend/src/repositories/call-log-repository.ts';
import { seedDemoFacility } from '../backend/src/seed/demo-facility.ts';
import { DurableJsonFile } from '../backend/src/store/durable-json-file.ts';
import { openHistoryDb } from '../backend/src/store/history-db.ts';

const WRITES = Number(process.env.WRITES ?? 50);
const CALLS = Number(process.env.CALLS ?? 1_000_000);
const SINGLE_INSERTS = Number(process.env.SINGLE_INSERTS ?? 5_000);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const f = (v: number, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : '-').padStart(9);
const stats = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `${String(s.length).padStart(7)} ${f(quantile(s, 0.5))} ${f(quantile(s, 0.9))} ${f(quantile(s, 0.99))} ${f(s.at(-1) ?? NaN)}`;
};

const dir = mkdtempSync(path.join(tmpdir(), 'cs-bench-stores-'));
try {
  // ---- lowdb ----
  const port = { getsPort: 4711, hubPort: 4720 };
  const demo = await seedDemoFacility(async (p) => `bench$${p}`, Date.now());
  const hospital = await seedDemoFacility(async (p) => `bench$${p}`, Date.now(), [
    { id: 1, name: 'Spital Bench', seed: 3, ...port, size: { beds: 1000 } },
  ]);
  const docs: [string, object][] = [
    ['installation (demo)', demo.installation],
    ['system, demo ward', demo.systems[0]!],
    ['system, 1,000-bed hospital', hospital.systems[0]!],
  ];
  console.log(
    `lowdb durable write (temp file, fsync, rename, fsync folder), ${WRITES} writes each, Node ${process.versions.node}`,
  );
  console.log(
    'document                      size kB  nodes       n       p50       p90       p99       max (ms) | loop delay p99 (ms)',
  );
  for (const [name, doc] of docs) {
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
    const adapter = new DurableJsonFile<object>(file, () => {
      throw new Error('the bench only writes');
    });
    await adapter.write(doc);
    const times: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    for (let i = 0; i < WRITES; i++) {
      (doc as { bench_counter?: number }).bench_counter = i;
      const t0 = performance.now();
      await adapter.write(doc);
      times.push(performance.now() - t0);
    }
    loop.disable();
    const nodes = (doc as { nodes?: unknown[] }).nodes?.length ?? 0;
    console.log(
      `${name.padEnd(28)} ${(statSync(file).size / 1024).toFixed(0).padStart(8)} ${String(nodes).padStart(6)} ${stats(times)} | ${f(loop.percentile(99) / 1e6)}`,
    );
  }

  // ---- node:sqlite history ----
  const db = openHistoryDb(path.join(dir, 'history'));
  const repo = new CallLogRepository(db);
  const DAY = 86_400_000;
  const start = Date.UTC(2025, 0, 1);
  const spanDays = 365;
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let callId = 0;
  const entry = (openedMs: number): CallLogEntry => {
    const duration = Math.floor(rnd() * 900) + 5;
    const device = 20 + Math.floor(rnd() * 1200);
    const type = [1, 2, 3, 4, 5, 6][Math.floor(rnd() * 6)]!;
    return {
      system_id: 1 + Math.floor(rnd() * 2),
      call_id: ++callId,
      opened_at: new Date(openedMs).toISOString(),
      closed_at: new Date(openedMs + duration * 1000).toISOString(),
      duration,
      call_type_id: type,
      call_type_text: `Typ ${type}`,
      call_source_id: null,
      call_source_text: null,
      section_id: 1 + (device % 40),
      section_name: `Station ${1 + (device % 40)}`,
      device_number: device,
      device_text_short: `${device}`,
      device_text_long: `Zimmer ${device}`,
      is_presence: type === 6,
      handled_by: null,
      position: null,
      call_type_flag: type === 6 ? 'presence' : 'none',
      urgency: 'NORMAL',
    };
  };

  // single inserts, as the CallService writes a closed call (autocommit, WAL, synchronous=NORMAL)
  const single: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  for (let i = 0; i < SINGLE_INSERTS; i++) {
    const e = entry(start + Math.floor(rnd() * spanDays * DAY));
    const t0 = performance.now();
    repo.record(e);
    single.push(performance.now() - t0);
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
  }
  loop.disable();
  console.log(
    `\nnode:sqlite history (WAL, synchronous=NORMAL), SQLite ${(db.prepare('select sqlite_version() v').get() as { v: string }).v}`,
  );
  console.log('measure                                     n       p50       p90       p99       max (ms)');
  console.log(
    `call-log insert, one row (autocommit) ${stats(single)}   loop delay p99 ${f(loop.percentile(99) / 1e6)} ms`,
  );

  // bulk load up to CALLS rows over a year, 10k rows per transaction (the single inserts above are spread randomly)
  const bulkStart = performance.now();
  const batchTimes: number[] = [];
  const bulkLoop = monitorEventLoopDelay({ resolution: 1 });
  bulkLoop.enable();
  while (callId < CALLS) {
    const t0 = performance.now();
    db.exec('BEGIN');
    // in time order, as calls close in reality (about 2,700 a day over the year)
    for (let i = 0; i < 10_000 && callId < CALLS; i++)
      repo.record(entry(start + Math.floor(((callId + rnd()) * spanDays * DAY) / CALLS)));
    db.exec('COMMIT');
    batchTimes.push(performance.now() - t0);
    await new Promise((resolve) => setImmediate(resolve));
  }
  bulkLoop.disable();
  const bulkS = (performance.now() - bulkStart) / 1000;
  const rows = (db.prepare('SELECT count(*) n FROM call_log').get() as { n: number }).n;
  console.log(
    `bulk load, 10k rows per transaction   ${stats(batchTimes)}   ${rows} rows in ${bulkS.toFixed(1)} s = ${Math.round(rows / bulkS)} rows/s, loop delay p99 ${f(bulkLoop.percentile(99) / 1e6)} ms`,
  );
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');

  const yearFrom = new Date(start).toISOString();
  const yearTo = new Date(start + 365 * DAY).toISOString();
  const queries: [string, string | (() => unknown[]), unknown[]][] = [
    [
      'calls per hour of day, 30 days',
      `SELECT substr(opened_at, 12, 2) AS hour, count(*) AS calls, avg(duration) AS avg_s FROM call_log
       WHERE opened_at >= ? AND opened_at < ? GROUP BY hour ORDER BY hour`,
      [new Date(start + 200 * DAY).toISOString(), new Date(start + 230 * DAY).toISOString()],
    ],
    [
      'calls per day and call type, 90 days',
      `SELECT substr(opened_at, 1, 10) AS day, call_type_id, count(*) AS calls, max(duration) AS max_s FROM call_log
       WHERE opened_at >= ? AND opened_at < ? GROUP BY day, call_type_id`,
      [new Date(start + 100 * DAY).toISOString(), new Date(start + 190 * DAY).toISOString()],
    ],
    [
      'top 20 devices by calls, 30 days, one system',
      `SELECT device_number, count(*) AS calls, avg(duration) AS avg_s FROM call_log
       WHERE opened_at >= ? AND opened_at < ? AND system_id = 1 GROUP BY device_number ORDER BY calls DESC LIMIT 20`,
      [new Date(start + 300 * DAY).toISOString(), new Date(start + 330 * DAY).toISOString()],
    ],
    [
      'calls and durations per section, whole year',
      `SELECT section_id, count(*) AS calls, avg(duration) AS avg_s, max(duration) AS max_s FROM call_log
       WHERE opened_at >= ? AND opened_at < ? GROUP BY section_id`,
      [yearFrom, yearTo],
    ],
    // the same report as production runs it: whole days from the daily pre-aggregation (history-db migration 3)
    ['  the same, CallLogRepository.sectionStats', () => repo.sectionStats(yearFrom, yearTo), []],
    // a local-time year (Europe/Zurich, UTC+1): partial days at both ends come from call_log
    [
      '  the same, local-time year (partial end days)',
      () =>
        repo.sectionStats(
          new Date(start - 3_600_000).toISOString(),
          new Date(start + 365 * DAY - 3_600_000).toISOString(),
        ),
      [],
    ],
  ];
  console.log(
    `\nanalytics-style range queries over ${rows} calls (index on opened_at; rows in time order; daily pre-aggregation), 5 runs each`,
  );
  console.log('query                                          rows out     first       p50       max (ms)');
  for (const [name, sql, params] of queries) {
    const stmt = typeof sql === 'string' ? db.prepare(sql) : { all: (..._args: unknown[]) => sql() };
    const times: number[] = [];
    let out = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      out = stmt.all(...(params as string[])).length;
      times.push(performance.now() - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(46)} ${String(out).padStart(8)} ${f(times[0]!)} ${f(quantile(sorted, 0.5))} ${f(sorted.at(-1)!)}`,
    );
  }
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
