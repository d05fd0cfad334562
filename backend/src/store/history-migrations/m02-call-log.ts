// 2: call log. Call ids are unique per configurator only and restart at 1 when a Gets (or
// the twin) restarts, so a row is keyed by system, call id AND opened_at; the same close seen twice
// (event, then a reconnect's snapshot) is written once.

export const migration2 = `CREATE TABLE call_log (
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
 CREATE INDEX call_log_system_closed ON call_log(system_id, closed_at);`;
