// History store (ARCHITECTURE §5): one SQLite file through node:sqlite, WAL, migrations in code.
// Each migration runs once, in order, tracked by PRAGMA user_version.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { HISTORY_MIGRATIONS as migrations } from './history-migrations/index.ts';

export { CALL_LOG_TEXT_COLUMNS } from './history-migrations/call-texts.ts';

/**
 * The history database of a data folder; null: one in memory, for a process whose history is thrown away with it
 * (the scenario runner's simulation: no file, no WAL, no lock or write per commit; the same schema and SQL).
 */
export function openHistoryDb(dataDir: string | null): DatabaseSync {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(dataDir === null ? ':memory:' : path.join(dataDir, 'history.sqlite'));
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  migrate(db);
  return db;
}

function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  for (let version = row.user_version; version < migrations.length; version++) {
    db.exec('BEGIN');
    try {
      db.exec(migrations[version] as string);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
