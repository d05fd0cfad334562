// Export jobs in the history store (history-db migration 6; spec 02 §4 export job). The service owns the
// transitions; this module only reads and writes rows.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { int, rowOf, rowsOf, text } from '../store/sqlite-rows.ts';

const EXPORT_FORMATS = ['CSV', 'XLSX', 'PDF'] as const;
const EXPORT_SOURCES = ['Calls', 'SystemTree'] as const;
const EXPORT_STATES = ['New', 'Running', 'Complete', 'Failed', 'Canceled'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportSource = (typeof EXPORT_SOURCES)[number];
export type ExportState = (typeof EXPORT_STATES)[number];

/** A row of export_jobs, read through its columns' types (store/sqlite-rows.ts). */
const exportJobRow = z.object({
  id: int(),
  user_id: int(),
  system_id: int(),
  source: z.enum(EXPORT_SOURCES),
  format: z.enum(EXPORT_FORMATS),
  state: z.enum(EXPORT_STATES),
  /** the job's filter as JSON (what the report names under its title) */
  request: text(),
  locale: text(),
  rows_done: int(),
  rows_total: int(),
  /** a message key, translated in the reader's language */
  error: text().nullable(),
  /** the file's name in the exports folder, once written */
  file: text().nullable(),
  size: int().nullable(),
  created_at: text(),
  finished_at: text().nullable(),
});
export type ExportJobRow = z.infer<typeof exportJobRow>;

export type NewExportJob = Pick<
  ExportJobRow,
  'user_id' | 'system_id' | 'source' | 'format' | 'request' | 'locale' | 'rows_total' | 'created_at'
>;

type Patch = Partial<Pick<ExportJobRow, 'state' | 'rows_done' | 'error' | 'file' | 'size' | 'finished_at'>>;

export class ExportJobRepository {
  constructor(private readonly db: DatabaseSync) {}

  create(job: NewExportJob): ExportJobRow {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO export_jobs (user_id, system_id, source, format, state, request, locale, rows_total, created_at)
         VALUES (:user_id, :system_id, :source, :format, 'New', :request, :locale, :rows_total, :created_at)`,
      )
      .run({ ...job });
    return this.get(Number(lastInsertRowid))!;
  }

  get(id: number): ExportJobRow | null {
    return rowOf(exportJobRow, this.db.prepare('SELECT * FROM export_jobs WHERE id = ?').get(id)) ?? null;
  }

  /** A user's jobs, newest first. */
  listForUser(userId: number, limit = 50): ExportJobRow[] {
    return rowsOf(
      exportJobRow,
      this.db
        .prepare('SELECT * FROM export_jobs WHERE user_id = ? ORDER BY id DESC LIMIT ?')
        .all(userId, limit),
    );
  }

  update(id: number, patch: Patch): void {
    const keys = Object.keys(patch) as Array<keyof Patch>;
    if (keys.length === 0) return;
    this.db
      .prepare(`UPDATE export_jobs SET ${keys.map((k) => `${k} = :${k}`).join(', ')} WHERE id = :id`)
      .run({ ...patch, id });
  }

  /** Jobs left New or Running by a process that ended. */
  unfinished(): ExportJobRow[] {
    return rowsOf(
      exportJobRow,
      this.db.prepare("SELECT * FROM export_jobs WHERE state IN ('New', 'Running') ORDER BY id").all(),
    );
  }

  createdBefore(iso: string): ExportJobRow[] {
    return rowsOf(
      exportJobRow,
      this.db.prepare('SELECT * FROM export_jobs WHERE created_at < ? ORDER BY id').all(iso),
    );
  }

  oldestCreatedAt(): string | null {
    const oldest = z.object({ at: text().nullable() });
    return rowOf(oldest, this.db.prepare('SELECT min(created_at) AS at FROM export_jobs').get())?.at ?? null;
  }

  delete(id: number): void {
    this.db.prepare('DELETE FROM export_jobs WHERE id = ?').run(id);
  }
}
