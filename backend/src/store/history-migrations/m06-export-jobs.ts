// 6: export jobs (spec 02 §4 export job: New, Running, Complete, Failed, Canceled). request is the job's filter
// as JSON; error a message key, translated when read; file the name in the data folder's exports/.

export const migration6 = `CREATE TABLE export_jobs (
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
 CREATE INDEX export_jobs_state ON export_jobs(state);`;
