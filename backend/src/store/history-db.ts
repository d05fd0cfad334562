// History store (ARCHITECTURE §5): one SQLite file through node:sqlite, WAL, migrations in code.
// Each migration runs once, in order, tracked by PRAGMA user_version.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The texts a call log search looks in (CallLogQuery), kept one per line in the trigram index. */
export const CALL_LOG_TEXT_COLUMNS = [
  'call_type_text',
  'call_source_text',
  'device_text_short',
  'device_text_long',
  'section_name',
  'handled_by',
  'position',
] as const;
const CALL_TEXTS = (row: string) =>
  `concat_ws(char(10), ${CALL_LOG_TEXT_COLUMNS.map((c) => row + c).join(', ')})`;

const migrations: string[] = [
  // 1: audit log and sessions
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
  // 2: call log. Call ids are unique per configurator only and restart at 1 when a Gets (or
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
  // 3: daily pre-aggregation of the call log (bench/stores.ts: a whole-year section report read all
  // 1 M rows, 490-500 ms against the 500 ms budget). One row per (day, system, section, call type), kept by
  // a trigger in the inserting transaction, so it can never disagree with call_log (INSERT OR IGNORE of a
  // call seen twice does not fire it). day is the text prefix of opened_at (UTC, like the range filters);
  // a report over a range reads whole days here and only the partial days at its ends from call_log
  // (CallLogRepository.sectionStats). No section = -1 (a primary key column cannot be NULL).
  `CREATE TABLE call_log_daily (
     day TEXT NOT NULL,
     system_id INTEGER NOT NULL,
     section_id INTEGER NOT NULL,
     call_type_id INTEGER NOT NULL,
     calls INTEGER NOT NULL,
     presences INTEGER NOT NULL,
     duration_sum INTEGER NOT NULL,
     duration_max INTEGER NOT NULL,
     PRIMARY KEY (day, system_id, section_id, call_type_id)
   ) WITHOUT ROWID;
   INSERT INTO call_log_daily
     SELECT substr(opened_at, 1, 10), system_id, ifnull(section_id, -1), call_type_id, count(*), sum(is_presence), sum(duration), max(duration)
     FROM call_log GROUP BY 1, 2, 3, 4;
   CREATE TRIGGER call_log_daily_insert AFTER INSERT ON call_log BEGIN
     INSERT INTO call_log_daily VALUES (substr(NEW.opened_at, 1, 10), NEW.system_id, ifnull(NEW.section_id, -1), NEW.call_type_id,
       1, NEW.is_presence, NEW.duration, NEW.duration)
     ON CONFLICT (day, system_id, section_id, call_type_id) DO UPDATE SET calls = calls + 1, presences = presences + excluded.presences,
       duration_sum = duration_sum + excluded.duration_sum, duration_max = max(duration_max, excluded.duration_max);
   END;`,
  // 4: the call log as the log screen reads it (spec 02 §3 call). A call keeps its position and its call type's
  // flag and urgency as they were when it closed (NULL in rows written before: readers fall back to the current
  // call type). Console device actions (EndCalls, Mute, ...) are kept per device for the call's timeline.
  // Keyset pagination (CallLogQuery) walks an index per sort column, (system_id, column) plus the rowid id, so a
  // page is a range read at any depth; the filters' columns get (system_id, column, opened_at) for the default sort.
  `ALTER TABLE call_log ADD COLUMN position TEXT;
   ALTER TABLE call_log ADD COLUMN call_type_flag TEXT;
   ALTER TABLE call_log ADD COLUMN urgency TEXT;
   CREATE TABLE call_device_actions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     system_id INTEGER NOT NULL,
     device_number INTEGER NOT NULL,
     at TEXT NOT NULL,
     action TEXT NOT NULL,
     user_name TEXT
   );
   CREATE INDEX call_device_actions_device ON call_device_actions(system_id, device_number, at);
   CREATE INDEX call_log_sys_opened ON call_log(system_id, opened_at);
   CREATE INDEX call_log_sys_duration ON call_log(system_id, duration);
   CREATE INDEX call_log_sys_type_text ON call_log(system_id, ifnull(call_type_text, ''));
   CREATE INDEX call_log_sys_section_name ON call_log(system_id, ifnull(section_name, ''));
   CREATE INDEX call_log_sys_device_text ON call_log(system_id, ifnull(device_text_long, ''));
   CREATE INDEX call_log_sys_section_opened ON call_log(system_id, section_id, opened_at);
   CREATE INDEX call_log_sys_type_opened ON call_log(system_id, call_type_id, opened_at);
   CREATE INDEX call_log_sys_device_opened ON call_log(system_id, device_number, opened_at);`,
  // 5: text search of the call log. A LIKE over 1 M rows scans them all (about 600 ms when nothing matches); this
  // trigram index (contentless, no positions: small) finds the candidate rows of a rare text, which LIKE then
  // confirms (CallLogQuery). Kept by a trigger in the inserting transaction; contentless_delete lets a later
  // cleanup remove rows.
  `CREATE VIRTUAL TABLE call_log_text USING fts5(texts, content='', contentless_delete=1, tokenize='trigram', detail='none');
   INSERT INTO call_log_text (rowid, texts) SELECT id, ${CALL_TEXTS('')} FROM call_log;
   CREATE TRIGGER call_log_text_insert AFTER INSERT ON call_log BEGIN
     INSERT INTO call_log_text (rowid, texts) VALUES (NEW.id, ${CALL_TEXTS('NEW.')});
   END;`,
  // 6: export jobs (spec 02 §4 export job: New, Running, Complete, Failed, Canceled). request is the job's filter
  // as JSON; error a message key, translated when read; file the name in the data folder's exports/.
  `CREATE TABLE export_jobs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     system_id INTEGER NOT NULL,
     source TEXT NOT NULL,
     format TEXT NOT NULL,
     state TEXT NOT NULL,
     request TEXT NOT NULL,
     locale TEXT NOT NULL,
     rows_done INTEGER NOT NULL DEFAULT 0,
     rows_total INTEGER NOT NULL DEFAULT 0,
     error TEXT,
     file TEXT,
     size INTEGER,
     created_at TEXT NOT NULL,
     finished_at TEXT
   );
   CREATE INDEX export_jobs_user ON export_jobs(user_id, id);
   CREATE INDEX export_jobs_state ON export_jobs(state);`,
  // 7: app gateway (issue 19): the phones' actions and the escalation join the console's device actions in a call's
  // timeline; they belong to one call of the device, named by its opened_at (console actions have none).
  `ALTER TABLE call_device_actions ADD COLUMN call_opened_at TEXT;`,
  // 8: the send log of report mails and instant notifications (spec 02 §3 send log: created_at, kind, subject).
  // A row is the mail itself (mail: JSON of recipients, subject line, text and HTML), so a failed one is retried
  // after a restart too and nothing is lost; state pending (queued or waiting for its retry at next_attempt_at),
  // sent or failed (spec 02 §8 'Report send failed': error says why; next_attempt_at set while retries remain).
  // dedupe_key makes a report of one period, or a notification of one incident, exactly one row.
  `CREATE TABLE send_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL,
     kind TEXT NOT NULL,
     subject TEXT NOT NULL,
     title TEXT NOT NULL,
     recipients TEXT NOT NULL,
     locale TEXT NOT NULL,
     state TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     sent_at TEXT,
     error TEXT,
     mail TEXT NOT NULL,
     dedupe_key TEXT UNIQUE
   );
   CREATE INDEX send_log_created ON send_log(created_at);
   CREATE INDEX send_log_retry ON send_log(state, next_attempt_at);`,
  // 9: device monitoring and incidents (issue 18; spec 02 §3 hub log events, incidents). device_events keeps the
  // hubs' and the Gets' device log (BatteryUpdate, Criterion, DeviceFound, DeviceLost, Info; never Supervision);
  // device_heard is the last time each device was heard, written in batches by the monitor's sweep (not per
  // heartbeat); device_reachability one row per change of a device's reachability (the 14-day history).
  // An incident is keyed by (system, device, kind, monitor): recovered_at is set when its condition clears, so a
  // condition whose latest incident is not recovered has an incident already (closed by a user or not).
  `CREATE TABLE device_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     system_id INTEGER NOT NULL,
     device_number INTEGER,
     hub_id INTEGER,
     source TEXT NOT NULL,
     at TEXT NOT NULL,
     type TEXT NOT NULL,
     battery INTEGER,
     criterion TEXT,
     text TEXT
   );
   CREATE INDEX device_events_device ON device_events(system_id, device_number, at);
   CREATE INDEX device_events_type_at ON device_events(type, at);
   CREATE TABLE device_heard (
     system_id INTEGER NOT NULL,
     device_number INTEGER NOT NULL,
     heard_at TEXT NOT NULL,
     hub_id INTEGER,
     PRIMARY KEY (system_id, device_number)
   ) WITHOUT ROWID;
   CREATE TABLE device_reachability (
     system_id INTEGER NOT NULL,
     device_number INTEGER NOT NULL,
     at TEXT NOT NULL,
     reachable INTEGER NOT NULL
   );
   CREATE INDEX device_reachability_device ON device_reachability(system_id, device_number, at);
   CREATE TABLE incidents (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     system_id INTEGER NOT NULL,
     device_number INTEGER NOT NULL,
     hub_id INTEGER,
     kind TEXT NOT NULL,
     monitor_id INTEGER NOT NULL DEFAULT 0,
     severity TEXT NOT NULL,
     state TEXT NOT NULL,
     assigned_user_id INTEGER,
     assigned_user_name TEXT,
     detail TEXT NOT NULL DEFAULT '{}',
     opened_at TEXT NOT NULL,
     closed_at TEXT,
     closed_by TEXT,
     recovered_at TEXT
   );
   CREATE INDEX incidents_condition ON incidents(system_id, device_number, kind, monitor_id, id);
   CREATE INDEX incidents_open ON incidents(recovered_at);
   CREATE INDEX incidents_system_opened ON incidents(system_id, opened_at);
   CREATE TABLE incident_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     incident_id INTEGER NOT NULL REFERENCES incidents(id),
     at TEXT NOT NULL,
     type TEXT NOT NULL,
     user_name TEXT,
     data TEXT NOT NULL DEFAULT '{}'
   );
   CREATE INDEX incident_events_incident ON incident_events(incident_id, id);`,
  // 10: what changed in closed days of the call log besides new rows (issue 17): the analytics keep closed days in
  // memory (modules/analytics/analytics-cache.ts) and see new rows by their ids; a delete or an update of a row is
  // written here by trigger, in the same transaction, so the cache drops that day's chunk before its next read.
  `CREATE TABLE call_log_revisions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     system_id INTEGER NOT NULL,
     opened_at TEXT NOT NULL
   );
   CREATE TRIGGER call_log_revise_delete AFTER DELETE ON call_log BEGIN
     INSERT INTO call_log_revisions (system_id, opened_at) VALUES (OLD.system_id, OLD.opened_at);
   END;
   CREATE TRIGGER call_log_revise_update AFTER UPDATE ON call_log BEGIN
     INSERT INTO call_log_revisions (system_id, opened_at) VALUES (OLD.system_id, OLD.opened_at);
     INSERT INTO call_log_revisions (system_id, opened_at) VALUES (NEW.system_id, NEW.opened_at);
   END;`,
  // 11: app statistics (spec 01 §2 /appmanagement/statistic): the app user and group a phone's action (and a
  // call's first offer to a user, 'Received') belongs to, so the statistic counts per user and group as they were.
  `ALTER TABLE call_device_actions ADD COLUMN app_user_id INTEGER;
   ALTER TABLE call_device_actions ADD COLUMN app_group_id INTEGER;
   CREATE INDEX call_device_actions_app ON call_device_actions(system_id, call_opened_at) WHERE call_opened_at IS NOT NULL;`,
];

export function openHistoryDb(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'history.sqlite'));
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
