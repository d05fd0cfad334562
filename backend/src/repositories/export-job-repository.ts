// Export jobs in the history store (history-db migration 6; spec 02 §4 export job). The service owns the
// transitions; this module only reads and writes rows.
import type { DatabaseSync } from 'node:sqlite';

export type ExportFormat = 'CSV' | 'XLSX' | 'PDF';
export type ExportSource = 'Calls' | 'SystemTree';
export type ExportState = 'New' | 'Running' | 'Complete' | 'Failed' | 'Canceled';

export interface ExportJobRow {
  id: number;
  user_id: number;
  system_id: number;
  source: ExportSource;
  format: ExportFormat;
  state: ExportState;
  /** the job's filter as JSON (what the report names under its title) */
  request: string;
  locale: string;
  rows_done: number;
  rows_total: number;
  /** a message key, translated in the reader's language */
  error: string | null;
  /** the file's name in the exports folder, once written */
  file: string | null;
  size: number | null;
  created_at: string;
  finished_at: string | null;
}

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
    return (
      (this.db.prepare('SELECT * FROM export_jobs WHERE id = ?').get(id) as ExportJobRow | undefined) ?? null
    );
  }

  /** A user's jobs, newest first. */
  listForUser(userId: number, limit = 50): ExportJobRow[] {
    return this.db
      .prepare('SELECT * FROM export_jobs WHERE user_id = ? ORDER BY id DESC LIMIT ?')
      .all(userId, limit) as unknown as ExportJobRow[];
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
    return this.db
      .prepare("SELECT * FROM export_jobs WHERE state IN ('New', 'Running') ORDER BY id")
      .all() as unknown as ExportJobRow[];
  }

  createdBefore(iso: string): ExportJobRow[] {
    return this.db
      .prepare('SELECT * FROM export_jobs WHERE created_at < ? ORDER BY id')
      .all(iso) as unknown as ExportJobRow[];
  }

  oldestCreatedAt(): string | null {
    return (this.db.prepare('SELECT min(created_at) AS at FROM export_jobs').get() as { at: string | null })
      .at;
  }

  delete(id: number): void {
    this.db.prepare('DELETE FROM export_jobs WHERE id = ?').run(id);
  }
}
