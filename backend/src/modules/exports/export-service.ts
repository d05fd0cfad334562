// Export jobs (spec 02 §4 export job: New, Running, Complete, Failed, Canceled; spec 02 §9 exports are deleted
// after one month). One job runs at a time, the others wait as New, in turns between the users (export-turns.ts:
// the waiting user served longest ago goes first), so one user's exports never hold back another's; a user has at
// most MAX_JOBS_PER_USER waiting or running (a further one is refused, ExportLimitReached). A job reads its rows a page at a time and hands
// each page to the format's writer, which streams it to a file in the data folder, so memory stays flat however
// many rows; after each page the progress is stored and announced, and the event loop gets its turn (requests,
// a cancel). A job found New or Running at start-up was cut off by a restart: it is Failed 'interrupted'.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { MINUTE, type Clock } from '@cs/contracts/clock';
import { log } from '../../platform/logger.ts';
import type {
  ExportFormat,
  ExportJobRepository,
  ExportJobRow,
  NewExportJob,
} from '../../repositories/export-job-repository.ts';
import { ExportLimitReached, ExportTurns, MAX_JOBS_PER_USER } from './export-turns.ts';
import { csvWriter } from './writers/csv-writer.ts';
import { pdfWriter } from './writers/pdf-writer.ts';
import type { Cell, ExportWriter, ReportHead } from './writers/types.ts';
import { xlsxWriter } from './writers/xlsx-writer.ts';

/**
 * The most rows per format (spec 02 §5 export maximum; the spec leaves the figures open): a spreadsheet's sheet
 * ends at 1,048,576 rows (one is the header), so CSV and XLSX stop there; a PDF of more than 10,000 rows (about
 * 250 pages) is no longer a report anyone reads.
 */
export const MAX_ROWS: Readonly<Record<ExportFormat, number>> = {
  CSV: 1_048_575,
  XLSX: 1_048_575,
  PDF: 10_000,
};
/**
 * rows per read and per progress step: small enough that a page's synchronous work (read, format, write: about
 * 10-20 ms for XLSX) leaves the event loop to the displays' pushes between pages
 */
export const PAGE_ROWS = 250;

export const EXTENSIONS: Readonly<Record<ExportFormat, string>> = { CSV: 'csv', XLSX: 'xlsx', PDF: 'pdf' };
const WRITERS: Readonly<Record<ExportFormat, (file: string, head: ReportHead) => ExportWriter>> = {
  CSV: csvWriter,
  XLSX: xlsxWriter,
  PDF: pdfWriter,
};

/** What a job writes: the report's head and its rows, a page at a time. */
export interface ExportPlan {
  head: ReportHead;
  pages(): Iterable<Cell[][]>;
}

export interface ExportServiceOptions {
  dir: string;
  jobs: ExportJobRepository;
  clock: Clock;
  maxRows?: Partial<Record<ExportFormat, number>>;
}

/** One calendar month before an instant (UTC), the age at which an export is deleted. */
export const monthBefore = (ms: number): number => {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.getTime();
};
export const monthAfter = (ms: number): number => {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.getTime();
};

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Active {
  user: number;
  plan: ExportPlan;
  canceled: boolean;
  done: Promise<void>;
  finish: () => void;
}

export class ExportService {
  private readonly turns = new ExportTurns();
  private readonly active = new Map<number, Active>();
  private readonly listeners = new Set<(job: ExportJobRow) => void>();
  private running: Promise<void> | null = null;
  private stopped = false;
  private expiryTimer: unknown = null;

  constructor(private readonly o: ExportServiceOptions) {
    mkdirSync(o.dir, { recursive: true });
  }

  maxRows(format: ExportFormat): number {
    return this.o.maxRows?.[format] ?? MAX_ROWS[format];
  }

  /** At start-up: jobs a previous process left unfinished failed; old exports go. */
  start(): void {
    const now = new Date(this.o.clock.now()).toISOString();
    for (const job of this.o.jobs.unfinished()) {
      this.remove(job.file);
      this.o.jobs.update(job.id, {
        state: 'Failed',
        error: 'export.errors.interrupted',
        file: null,
        finished_at: now,
      });
    }
    this.sweep();
  }

  /** Stops after the current page; a job cut off here is found Running by the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.o.clock.clearTimeout(this.expiryTimer);
    await this.running;
  }

  onChange(listener: (job: ExportJobRow) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  list(userId: number): ExportJobRow[] {
    return this.o.jobs.listForUser(userId);
  }

  get(id: number): ExportJobRow | null {
    return this.o.jobs.get(id);
  }

  filePath(job: ExportJobRow): string | null {
    return job.file ? path.join(this.o.dir, job.file) : null;
  }

  /** Throws ExportLimitReached when the user has MAX_JOBS_PER_USER exports waiting or running. */
  assertRoomFor(user: number): void {
    const held = [...this.active.values()].filter((a) => a.user === user).length;
    if (held >= MAX_JOBS_PER_USER) throw new ExportLimitReached(MAX_JOBS_PER_USER);
  }

  /** Queues a job; throws ExportLimitReached (and stores nothing) when the user has too many waiting or running. */
  enqueue(job: Omit<NewExportJob, 'created_at'>, plan: ExportPlan): ExportJobRow {
    this.assertRoomFor(job.user_id);
    const row = this.o.jobs.create({ ...job, created_at: new Date(this.o.clock.now()).toISOString() });
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    this.active.set(row.id, { user: job.user_id, plan, canceled: false, done, finish });
    this.turns.push(job.user_id, row.id);
    this.scheduleExpiry();
    this.running ??= this.pump().finally(() => (this.running = null));
    return row;
  }

  /** A New job is Canceled at once, a Running one after its current page; resolves with the job as it ends. */
  async cancel(id: number): Promise<ExportJobRow | null> {
    const active = this.active.get(id);
    if (active) {
      active.canceled = true;
      if (this.turns.remove(active.user, id)) this.finishJob(id, { state: 'Canceled' });
      await active.done;
    }
    return this.o.jobs.get(id);
  }

  private async pump(): Promise<void> {
    while (!this.stopped) {
      const id = this.turns.next();
      if (id === undefined) return;
      await this.run(id);
    }
  }

  private async run(id: number): Promise<void> {
    const active = this.active.get(id)!;
    const job = this.o.jobs.get(id)!;
    const file = `${id}-${randomBytes(6).toString('hex')}.${EXTENSIONS[job.format]}`;
    const full = path.join(this.o.dir, file);
    this.update(id, { state: 'Running', file });
    let writer: ExportWriter | null = null;
    try {
      writer = WRITERS[job.format](full, active.plan.head);
      let done = 0;
      for (const page of active.plan.pages()) {
        if (active.canceled || this.stopped) break;
        await writer.write(page);
        done += page.length;
        this.update(id, { rows_done: done });
        await turn();
      }
      if (this.stopped) {
        await writer.abort();
        return;
      }
      if (active.canceled) {
        await writer.abort();
        this.remove(file);
        this.finishJob(id, { state: 'Canceled', file: null });
        return;
      }
      await writer.finish();
      this.finishJob(id, { state: 'Complete', rows_done: done, size: statSync(full).size });
    } catch (error) {
      log().error({ err: error, job: id, format: job.format }, 'export failed');
      await writer?.abort().catch(() => undefined);
      this.remove(file);
      const key = job.format === 'XLSX' ? 'export.errors.xlsx_failed' : 'export.errors.failed';
      this.finishJob(id, { state: 'Failed', error: key, file: null });
    }
  }

  private finishJob(id: number, patch: Parameters<ExportJobRepository['update']>[1]): void {
    this.update(id, { ...patch, finished_at: new Date(this.o.clock.now()).toISOString() });
    const active = this.active.get(id);
    this.active.delete(id);
    active?.finish();
  }

  private update(id: number, patch: Parameters<ExportJobRepository['update']>[1]): void {
    this.o.jobs.update(id, patch);
    const job = this.o.jobs.get(id);
    if (job) for (const listener of this.listeners) listener(job);
  }

  private remove(file: string | null): void {
    if (file) rmSync(path.join(this.o.dir, file), { force: true });
  }

  /** Deletes the jobs (and files) older than a month, then waits on the clock for the next one to come of age. */
  private sweep(): void {
    const cutoff = new Date(monthBefore(this.o.clock.now())).toISOString();
    for (const job of this.o.jobs.createdBefore(cutoff)) {
      if (this.active.has(job.id)) continue;
      this.remove(job.file);
      this.o.jobs.delete(job.id);
    }
    this.scheduleExpiry();
  }

  private scheduleExpiry(): void {
    if (this.stopped) return;
    this.o.clock.clearTimeout(this.expiryTimer);
    const oldest = this.o.jobs.oldestCreatedAt();
    this.expiryTimer =
      oldest === null
        ? null
        : this.o.clock.setTimeout(
            () => this.sweep(),
            // at least a minute apart, should the oldest be a job still running
            Math.max(MINUTE, monthAfter(Date.parse(oldest)) - this.o.clock.now() + 1),
          );
  }
}
