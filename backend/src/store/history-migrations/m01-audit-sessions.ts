// 1: audit log and sessions

export const migration1 = `CREATE TABLE audit (
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
 CREATE INDEX sessions_user ON sessions(user_id);`;
