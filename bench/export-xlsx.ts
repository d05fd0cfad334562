// XLSX export of the call log (issue 17 budget: 100,000 calls in under 15 s, progress at least once a second, RSS
// growth under 200 MB). The history holds the calls of one system over 60 days; the export runs through the
// ExportService with the pages, cells and report head the exportCallLog mutation uses, on the wall clock. RSS is
// sampled every 20 ms from just before the job starts; progress gaps are the times between the service's
// announcements while the job runs. The file is read back with ExcelJS' streaming reader to count its rows and check
// the first data row's types (read-excel-file ran out of stack at 100,000 rows).
// Run: npm run bench -- export-xlsx   Env: CALLS (100000), FORMAT (XLSX).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { realClock } from '../contracts/src/clock.ts';
import { CallLogRepository, type CallLogEntry } from '../backend/src/repositories/call-log-repository.ts';
import { CallLogQuery } from '../backend/src/repositories/call-log-query.ts';
import {
  ExportJobRepository,
  type ExportFormat,
  type ExportJobRow,
} from '../backend/src/repositories/export-job-repository.ts';
import { openHistoryDb } from '../backend/src/store/history-db.ts';
import { callCells, callColumns, callLogPages } from '../backend/src/modules/exports/call-rows.ts';
import { ExportService, PAGE_ROWS } from '../backend/src/modules/exports/export-service.ts';
import { XLSX_FORMATS } from '../backend/src/modules/exports/writers/xlsx-writer.ts';

const CALLS = Number(process.env.CALLS ?? 100_000);
const FORMAT = (process.env.FORMAT ?? 'XLSX') as ExportFormat;
const START = Date.UTC(2025, 0, 1);
const SPAN_MS = 60 * 86_400_000;
const ZONE = 'Europe/Zurich';

let seed = 1717;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const entry = (callId: number, openedMs: number): CallLogEntry => {
  const duration = Math.floor(rnd() * 900) + 5;
  const device = 20 + Math.floor(rnd() * 600);
  const type = 1 + Math.floor(rnd() * 6);
  return {
    system_id: 1,
    call_id: callId,
    opened_at: new Date(openedMs).toISOString(),
    closed_at: new Date(openedMs + duration * 1000).toISOString(),
    duration,
    call_type_id: type,
    call_type_text: `Ruftyp ${type}`,
    call_source_id: 1 + (device % 3),
    call_source_text: `Quelle ${1 + (device % 3)}`,
    section_id: 1 + (device % 20),
    section_name: `Wohnbereich ${1 + (device % 20)}`,
    device_number: device,
    device_text_short: `${device}`,
    device_text_long: `Zimmer ${device} Bett ${1 + (device % 2)}`,
    is_presence: false,
    handled_by: rnd() < 0.1 ? 'pflege' : null,
    position: rnd() < 0.2 ? `Flur ${device % 7}` : null,
    call_type_flag: 'none',
    urgency: 'NORMAL',
  };
};

const dir = mkdtempSync(path.join(tmpdir(), 'cs-bench-export-'));
try {
  const db = openHistoryDb(dir);
  const log = new CallLogRepository(db);
  db.exec('BEGIN');
  for (let i = 0; i < CALLS; i++) log.record(entry(i + 1, START + Math.floor((i * SPAN_MS) / CALLS)));
  db.exec('COMMIT');
  const query = new CallLogQuery(db);
  const service = new ExportService({
    dir: path.join(dir, 'exports'),
    jobs: new ExportJobRepository(db),
    clock: realClock,
  });
  service.start();
  const filter = { systemId: 1, from: null, to: null, maxId: query.lastId() };
  const total = query.count(filter, service.maxRows(FORMAT));

  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const progress: number[] = [];
  const states: string[] = [];
  const begin = performance.now();
  const done = new Promise<ExportJobRow>((resolve) =>
    service.onChange((job) => {
      progress.push(performance.now());
      states.push(`${job.state} ${job.rows_done}`);
      if (job.state !== 'New' && job.state !== 'Running') resolve(job);
    }),
  );
  service.enqueue(
    {
      user_id: 1,
      system_id: 1,
      source: 'Calls',
      format: FORMAT,
      request: '{}',
      locale: 'de',
      rows_total: total,
    },
    {
      head: {
        title: 'Rufprotokoll',
        filters: ['Zeitraum: Seit Beginn'],
        created: 'Erstellt am 01.03.2025 09:00 von bench',
        columns: callColumns('de'),
        total,
        pageLabel: 'Seite {page} von {pages}',
        zone: 'Europe/Zurich',
      },
      pages: () => callLogPages(query, filter, callCells('de', ZONE), PAGE_ROWS),
    },
  );
  const job = await done;
  const seconds = (performance.now() - begin) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const gaps = progress.slice(1).map((t, i) => t - progress[i]!);
  const maxGap = Math.max(...gaps);
  const at = gaps.indexOf(maxGap);
  const file = service.filePath(job)!;
  let rows = job.rows_done;
  let typed = true;
  if (FORMAT === 'XLSX') {
    rows = 0;
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, { styles: 'cache' }))
      for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
        // the first data row: the opening a date cell, the duration a duration cell (issue 38)
        if (r.number === 2)
          typed = r.getCell(1).value instanceof Date && r.getCell(3).numFmt === XLSX_FORMATS.duration;
        if (r.number > 1) rows++;
      }
  }
  const growth = (peak - baseline) / 2 ** 20;
  const row = (k: string, v: string, budget: string, ok: boolean) =>
    console.log(`${k.padEnd(26)} ${v.padStart(12)}   ${budget.padEnd(12)} ${ok ? 'ok' : 'OVER'}`);
  console.log(
    `${FORMAT} export of ${CALLS.toLocaleString('de-CH')} calls (${job.state}, ${((job.size ?? 0) / 2 ** 20).toFixed(1)} MB)`,
  );
  console.log(`${'measure'.padEnd(26)} ${'value'.padStart(12)}   ${'budget'.padEnd(12)}`);
  row('time', `${seconds.toFixed(2)} s`, '< 15 s', seconds < 15);
  row('progress updates', String(progress.length), '', true);
  row('longest progress gap', `${maxGap.toFixed(0)} ms`, '<= 1000 ms', maxGap <= 1000);
  console.log(`  (between '${states[at]}' and '${states[at + 1]}')`);
  row('RSS growth (peak)', `${growth.toFixed(1)} MB`, '< 200 MB', growth < 200);
  row('rows read back', String(rows), String(total), rows === total);
  row('dates and durations typed', typed ? 'yes' : 'no', 'yes', typed);
  await service.stop();
  db.close();
  const ok =
    job.state === 'Complete' && seconds < 15 && maxGap <= 1000 && growth < 200 && rows === total && typed;
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
