// The history database's migrations in order (history-db.ts runs each once, tracked by PRAGMA user_version).
// A new migration is a new file, appended here; a released one is never changed.
import { migration1 } from './m01-audit-sessions.ts';
import { migration2 } from './m02-call-log.ts';
import { migration3 } from './m03-call-log-daily.ts';
import { migration4 } from './m04-call-log-screen.ts';
import { migration5 } from './m05-call-log-text.ts';
import { migration6 } from './m06-export-jobs.ts';
import { migration7 } from './m07-app-actions.ts';
import { migration8 } from './m08-send-log.ts';
import { migration9 } from './m09-incidents.ts';
import { migration10 } from './m10-call-log-revisions.ts';
import { migration11 } from './m11-app-statistics.ts';
import { migration12 } from './m12-device-notes.ts';
import { migration13 } from './m13-send-log-scope.ts';

export const HISTORY_MIGRATIONS: readonly string[] = [
  migration1,
  migration2,
  migration3,
  migration4,
  migration5,
  migration6,
  migration7,
  migration8,
  migration9,
  migration10,
  migration11,
  migration12,
  migration13,
];
