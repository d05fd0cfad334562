// History store (ARCHITECTURE §5): one SQLite file through node:sqlite, WAL, migrations in code.
// Each migration runs once, in order, tracked by PRAGMA user_version.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const migrations: string[] = [
  // 1: audit log and sessions (issue 2)
  `CREATE TABLE audit (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     user_name TEXT NOT NULL,
     action TEXT NOT NULL,
     entity TEXT NOT NULL,
     entity_id TEXT,
     changes TEXT NOT NULL DEFAULT '{}',
     system_id INTEGER,
     address TEXT,
     outcome TEXT NOT NULL DEFAULT 'ok'
   );
   CREATE INDEX audit_at ON audit(at);
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     ended_at INTEGER,
     end_reason TEXT,
     address TEXT,
     user_agent TEXT
   );
   CREATE INDEX sessions_user ON sessions(user_id);`,
  // 2: call log (issue 3). Call ids are unique per configurator only and restart at 1 when a Gets (or
  // the twin) restarts, so a row is keyed by system, call id AND opened_at; the same close seen twice
  // (event, then a reconnect's snapshot) is written once.
  `CREATE TABLE call_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     system_id INTEGER NOT NULL,
     call_id INTEGER NOT NULL,
     opened_at TEXT NOT NULL,
     closed_at TEXT NOT NULL,
     duration INTEGER NOT NULL,
     call_type_id INTEGER NOT NULL,
     call_type_text TEXT,
     call_source_id INTEGER,
     call_source_text TEXT,
     section_id INTEGER,
     section_name TEXT,
     device_number INTEGER NOT NULL,
     device_text_short TEXT,
     device_text_long TEXT,
     is_presence INTEGER NOT NULL DEFAULT 0,
     handled_by TEXT,
     UNIQUE (system_id, call_id, opened_at)
   );
   CREATE INDEX call_log_opened ON call_log(opened_at);
   CREATE INDEX call_log_system_closed ON call_log(system_id, closed_at);`,
];

export function openHistoryDb(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'history.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
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
