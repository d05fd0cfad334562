// 3: daily pre-aggregation of the call log (bench/stores.ts: a whole-year section report read all
// 1 M rows, 490-500 ms against the 500 ms budget). One row per (day, system, section, call type), kept by
// a trigger in the inserting transaction, so it can never disagree with call_log (INSERT OR IGNORE of a
// call seen twice does not fire it). day is the text prefix of opened_at (UTC, like the range filters);
// a report over a range reads whole days here and only the partial days at its ends from call_log
// (CallLogRepository.sectionStats). No section = -1 (a primary key column cannot be NULL).

export const migration3 = `CREATE TABLE call_log_daily (
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
 END;`;
