// 10: what changed in closed days of the call log besides new rows (issue 17): the analytics keep closed days in
// memory (modules/analytics/analytics-cache.ts) and see new rows by their ids; a delete or an update of a row is
// written here by trigger, in the same transaction, so the cache drops that day's chunk before its next read.

export const migration10 = `CREATE TABLE call_log_revisions (
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
 END;`;
