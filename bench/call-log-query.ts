// Call log pages (spec 02 §3 call log; budget of issue 17: a 50-row page with any filter p99 < 100 ms
// server-side at 1 M calls). The history grows to 10k, 100k and 1 M calls over a year (two systems, 40 sections,
// six call types, 1,200 devices, about 2,700 calls a day in time order, as calls close); at each size every
// query runs RUNS times through CallLogQuery (the repository the callLog resolver calls): the first page of each
// filter and sort, a page 20 pages deep by cursor, and the row count the list shows.
// Run: npm run bench -- call-log-query   Env: SIZES (10000,100000,1000000), RUNS (30).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dateRangeBounds, type DateRange } from '../rules/src/time.ts';
import { CallLogRepository } from '../backend/src/repositories/call-log-repository.ts';
import {
  CallLogQuery,
  type CallLogFilter,
  type CallLogSortField,
  type SortDirection,
} from '../backend/src/repositories/call-log-query.ts';
import { openHistoryDb } from '../backend/src/store/history-db.ts';
import { entry, rnd } from './lib/call-log-rows.ts';

const SIZES = (process.env.SIZES ?? '10000,100000,1000000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 30);
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);
const SPAN_DAYS = 365;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const ms = (v: number) => v.toFixed(2).padStart(8);

const dir = mkdtempSync(path.join(tmpdir(), 'cs-bench-call-log-'));
try {
  const db = openHistoryDb(dir);
  const repo = new CallLogRepository(db);
  const query = new CallLogQuery(db);
  const total = Math.max(...SIZES);
  let written = 0;
  console.log(
    `call log pages of 50 rows, system 1 (half the rows), ${RUNS} runs each, Node ${process.versions.node}`,
  );
  for (const size of SIZES) {
    const t0 = performance.now();
    db.exec('BEGIN');
    for (; written < size; written++) {
      repo.record(entry(written + 1, START + Math.floor(((written + rnd()) * SPAN_DAYS * DAY) / total)));
      if (written % 10_000 === 9_999) db.exec('COMMIT; BEGIN');
    }
    db.exec('COMMIT');
    const loadS = (performance.now() - t0) / 1000;
    // "now": the last written call, so the recent ranges hold rows at every size
    const now = START + Math.floor((size * SPAN_DAYS * DAY) / total);
    const range = (r: DateRange) => {
      const b = dateRangeBounds(r, now);
      return {
        from: b.from === null ? null : new Date(b.from).toISOString(),
        to: new Date(b.to).toISOString(),
      };
    };
    const base: CallLogFilter = { systemId: 1, ...range('SINCE_BEGINNING') };
    const cases: [string, CallLogFilter, CallLogSortField?, SortDirection?][] = [
      ['since the beginning, newest first', base],
      ['last hour', { ...base, ...range('LAST_HOUR') }],
      ['yesterday', { ...base, ...range('YESTERDAY') }],
      ['last 30 days', { ...base, ...range('LAST_30_DAYS') }],
      ['this year', { ...base, ...range('THIS_YEAR') }],
      ['one section', { ...base, sectionIds: [7] }],
      ['two call types, 7 days', { ...base, ...range('LAST_7_DAYS'), callTypeIds: [2, 5] }],
      ['call source', { ...base, callSourceIds: [2] }],
      // a reader whose role is restricted to call source groups (auth/call-source-scope.ts): 2 of the 3 sources
      ['restricted reader (2 of 3 sources)', { ...base, scope: new Set([2, 3]) }],
      ['restricted reader, last 30 days', { ...base, ...range('LAST_30_DAYS'), scope: new Set([2, 3]) }],
      ['restricted reader, one section', { ...base, sectionIds: [7], scope: new Set([2, 3]) }],
      ['restricted reader, rare text', { ...base, text: 'Zimmer 1032', scope: new Set([2, 3]) }],
      ['urgency emergency', { ...base, urgency: { values: ['EMERGENCY'], currentCallTypeIds: [5] } }],
      ['text, common (Zimmer 1)', { ...base, text: 'Zimmer 1' }],
      ['text, rare (Zimmer 1032)', { ...base, text: 'Zimmer 1032' }],
      ['text, none (xyz)', { ...base, text: 'xyz' }],
      ['section + text + 30 days', { ...base, ...range('LAST_30_DAYS'), sectionIds: [7], text: 'pflege' }],
      ['sorted by duration, longest first', base, 'duration', 'DESC'],
      ['sorted by section name, A-Z', base, 'section_name', 'ASC'],
      ['sorted by device text, 1 section', { ...base, sectionIds: [7] }, 'device_text_long', 'ASC'],
      ['sorted by closed_at, oldest first', base, 'closed_at', 'ASC'],
    ];
    console.log(
      `\n${size.toLocaleString('de-CH')} calls (loaded in ${loadS.toFixed(1)} s)\n` +
        'query                                    rows  page p50  page p99  deep p99 count p50 count p99   (ms)',
    );
    for (const [name, filter, sort = 'opened_at', direction = 'DESC'] of cases) {
      const first: number[] = [];
      const deep: number[] = [];
      const counts: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        let t = performance.now();
        const page = query.page(filter, sort, direction, 50, null);
        first.push(performance.now() - t);
        rows = page.rows.length;
        // 20 pages deep, the 20th timed
        let cursor = page.next;
        for (let p = 0; p < 19 && cursor; p++) cursor = query.page(filter, sort, direction, 50, cursor).next;
        t = performance.now();
        if (cursor) query.page(filter, sort, direction, 50, cursor);
        deep.push(cursor ? performance.now() - t : NaN);
        t = performance.now();
        query.count(filter, 10_000);
        counts.push(performance.now() - t);
      }
      const [a, b, c] = [first, deep, counts].map((v) => [...v].sort((x, y) => x - y));
      console.log(
        `${name.padEnd(38)} ${String(rows).padStart(5)} ${ms(quantile(a!, 0.5))}  ${ms(quantile(a!, 0.99))}  ${ms(quantile(b!, 0.99))} ${ms(quantile(c!, 0.5))}  ${ms(quantile(c!, 0.99))}`,
      );
    }
  }
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
