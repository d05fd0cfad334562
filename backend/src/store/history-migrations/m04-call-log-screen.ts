// 4: the call log as the log screen reads it (spec 02 §3 call). A call keeps its position and its call type's
// flag and urgency as they were when it closed (NULL in rows written before: readers fall back to the current
// call type). Console device actions (EndCalls, Mute, ...) are kept per device for the call's timeline.
// Keyset pagination (CallLogQuery) walks an index per sort column, (system_id, column) plus the rowid id, so a
// page is a range read at any depth; the filters' columns get (system_id, column, opened_at) for the default sort.

export const migration4 = `ALTER TABLE call_log ADD COLUMN position TEXT;
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
 CREATE INDEX call_log_sys_device_opened ON call_log(system_id, device_number, opened_at);`;
