// The export job's life (spec 02 §4 export job: New, Running, Complete, Failed, Canceled; spec 02 §9 exports are
// deleted after one month; spec 02 §8 'Export interrupted by server restart'), on a real history database and
// files, with the clock simulated. Multi-page PDFs are read back with pdftotext.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, SimulatedClock } from '@cs/contracts/clock';
import { ExportJobRepository, type ExportJobRow } from '../../repositories/export-job-repository.ts';
import { openHistoryDb } from '../../store/history-db.ts';
import { ExportService, type ExportPlan } from './export-service.ts';
import { ExportLimitReached, MAX_JOBS_PER_USER } from './export-turns.ts';
import type { Cell, ReportHead } from './writers/types.ts';

let dir: string;
let db: DatabaseSync;
let clock: SimulatedClock;
let jobs: ExportJobRepository;
let service: ExportService;

const head = (total: number): ReportHead => ({
  title: 'Rufprotokoll',
  filters: ['Zeitraum: Seit Beginn'],
  created: 'Erstellt am 06.01.2025 09:00 von technik',
  columns: [
    { label: 'Nr', kind: 'number', width: 5 },
    { label: 'Gerät', kind: 'text', width: 20 },
  ],
  total,
  pageLabel: 'Seite {page} von {pages}',
  zone: 'Europe/Zurich',
});
const rows = (from: number, count: number): Cell[][] =>
  Array.from({ length: count }, (_, i) => [from + i, `Zimmer ${from + i}`]);

const JOB = { user_id: 1, system_id: 1, source: 'Calls', request: '{}', locale: 'de' } as const;

function ended(id: number): Promise<ExportJobRow> {
  return new Promise((resolve) => {
    const check = (job: ExportJobRow | null) => {
      if (job?.id === id && ['Complete', 'Failed', 'Canceled'].includes(job.state)) {
        off();
        resolve(job);
      }
    };
    const off = service.onChange(check);
    check(service.get(id));
  });
}

const open = () => {
  service = new ExportService({ dir: path.join(dir, 'exports'), jobs, clock });
  service.start();
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-exports-'));
  db = openHistoryDb(dir);
  clock = new SimulatedClock(Date.UTC(2025, 0, 6, 8, 0, 0));
  jobs = new ExportJobRepository(db);
  open();
});
afterEach(async () => {
  await service.stop();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('export job states (spec 02 §4)', () => {
  it('New, then Running with progress after every page, then Complete with the file', async () => {
    const plan: ExportPlan = { head: head(250), pages: () => [rows(1, 100), rows(101, 100), rows(201, 50)] };
    const seen: string[] = [];
    service.onChange((j) => seen.push(`${j.state}:${j.rows_done}`));
    const job = service.enqueue({ ...JOB, format: 'CSV', rows_total: 250 }, plan);
    expect(job.state).toBe('New');
    const done = await ended(job.id);
    expect(seen).toEqual(['Running:0', 'Running:100', 'Running:200', 'Running:250', 'Complete:250']);
    expect(done.size).toBeGreaterThan(0);
    expect(existsSync(service.filePath(done)!)).toBe(true);
  });

  it('a cancel while running stops before the next page is written and deletes the partial file', async () => {
    let id = 0;
    let canceled: Promise<ExportJobRow | null> | null = null;
    const plan: ExportPlan = {
      head: head(300),
      *pages() {
        yield rows(1, 100);
        canceled = service.cancel(id); // the user presses cancel while page 2 is read
        yield rows(101, 100);
        yield rows(201, 100);
      },
    };
    const job = service.enqueue({ ...JOB, format: 'XLSX', rows_total: 300 }, plan);
    id = job.id;
    const done = await ended(id);
    expect(done).toMatchObject({ state: 'Canceled', rows_done: 100, file: null });
    expect((await canceled!)?.state).toBe('Canceled');
    expect(readdirSync(path.join(dir, 'exports'))).toEqual([]);
  });

  it('a job waiting its turn is Canceled at once and never runs', async () => {
    const first = service.enqueue(
      { ...JOB, format: 'CSV', rows_total: 1 },
      { head: head(1), pages: () => [rows(1, 1)] },
    );
    let read = false;
    const second = service.enqueue(
      { ...JOB, format: 'CSV', rows_total: 1 },
      { head: head(1), pages: () => ((read = true), [rows(1, 1)]) },
    );
    expect((await service.cancel(second.id))?.state).toBe('Canceled');
    expect((await ended(first.id)).state).toBe('Complete');
    expect(read).toBe(false);
  });

  it('a writer that throws: Failed with the catalogue key of an Excel export (spec 02 §8)', async () => {
    const plan: ExportPlan = {
      head: head(1),
      *pages() {
        yield rows(1, 1);
        throw new Error('disk gone');
      },
    };
    const job = service.enqueue({ ...JOB, format: 'XLSX', rows_total: 1 }, plan);
    expect(await ended(job.id)).toMatchObject({
      state: 'Failed',
      error: 'export.errors.xlsx_failed',
      file: null,
    });
  });

  it('jobs found Running or New after a restart are Failed: interrupted by server restart (spec 02 §8)', async () => {
    const running = jobs.create({
      ...JOB,
      format: 'PDF',
      rows_total: 5,
      created_at: '2025-01-06T07:59:00.000Z',
    });
    jobs.update(running.id, { state: 'Running', rows_done: 2 });
    const waiting = jobs.create({
      ...JOB,
      format: 'CSV',
      rows_total: 5,
      created_at: '2025-01-06T07:59:30.000Z',
    });
    await service.stop();
    open();
    for (const id of [running.id, waiting.id])
      expect(jobs.get(id)).toMatchObject({ state: 'Failed', error: 'export.errors.interrupted' });
  });
});

describe('one user’s exports do not hold back another’s (issue 33: forty PDFs of one care user)', () => {
  const small = (user: number) =>
    service.enqueue(
      { ...JOB, user_id: user, format: 'CSV', rows_total: 1 },
      { head: head(1), pages: () => [rows(1, 1)] },
    );

  it('the next job is the first of the user served longest ago, not the oldest', async () => {
    const started: number[] = [];
    service.onChange((j) => {
      if (j.state === 'Running' && j.rows_done === 0) started.push(j.id);
    });
    const [a1, a2, a3] = [small(1), small(1), small(1)]; // a1 starts at once
    const [b1, b2, b3] = [small(2), small(2), small(2)];
    const c1 = small(3);
    await Promise.all([a1, a2, a3, b1, b2, b3, c1].map((j) => ended(j.id)));
    expect(started).toEqual([a1, b1, c1, a2, b2, a3, b3].map((j) => j!.id));
  });

  it(`a user’s export beyond ${MAX_JOBS_PER_USER} waiting or running is refused and stores nothing`, async () => {
    const mine = Array.from({ length: MAX_JOBS_PER_USER }, () => small(1));
    expect(() => small(1)).toThrow(ExportLimitReached);
    expect(jobs.listForUser(1)).toHaveLength(MAX_JOBS_PER_USER);
    const other = small(2); // another user's is taken
    await ended(mine[0]!.id);
    const again = small(1); // a finished one made room
    expect((await ended(again.id)).state).toBe('Complete');
    expect((await ended(other.id)).state).toBe('Complete');
  });
});

describe('exports are deleted after one month (spec 02 §4, §9) on the injected clock', () => {
  it('the file and the job stay for a month and are gone after it', async () => {
    const job = service.enqueue(
      { ...JOB, format: 'CSV', rows_total: 1 },
      { head: head(1), pages: () => [rows(1, 1)] },
    );
    const file = service.filePath(await ended(job.id))!;
    clock.advance(30 * DAY); // 5 February: not yet a month
    expect(existsSync(file)).toBe(true);
    expect(service.get(job.id)).not.toBeNull();
    clock.advance(2 * DAY); // 7 February: past 6 February 08:00
    expect(existsSync(file)).toBe(false);
    expect(service.get(job.id)).toBeNull();
  });
});

describe('PDF report over several pages (issue 17: title, filters, repeated header, page numbers)', () => {
  it('every page has the table header and "Seite n von m"; every row is there once', async () => {
    const total = 230;
    const job = service.enqueue(
      { ...JOB, format: 'PDF', rows_total: total },
      { head: head(total), pages: () => [rows(1, 100), rows(101, 100), rows(201, 30)] },
    );
    const file = service.filePath(await ended(job.id))!;
    const out = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = out.stdout.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Nr\s+Gerät/);
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
    });
    expect(pages[0]).toContain('Zeitraum: Seit Beginn');
    const numbers = out.stdout.match(/Zimmer \d+/g)!;
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => `Zimmer ${i + 1}`));
  });
});
