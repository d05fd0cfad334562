// 8: the send log of report mails and instant notifications (spec 02 §3 send log: created_at, kind, subject).
// A row is the mail itself (mail: JSON of recipients, subject line, text and HTML), so a failed one is retried
// after a restart too and nothing is lost; state pending (queued or waiting for its retry at next_attempt_at),
// sent or failed (spec 02 §8 'Report send failed': error says why; next_attempt_at set while retries remain).
// dedupe_key makes a report of one period, or a notification of one incident, exactly one row.

export const migration8 = `CREATE TABLE send_log (
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
 CREATE INDEX send_log_retry ON send_log(state, next_attempt_at);`;
