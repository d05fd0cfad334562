// Issue 33, history migration 13: rows of the send log written before it get the system their mail is about (from
// the dedupe key of a notification; none for a report), and lose the other side's words in their error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openHistoryDb } from '../store/history-db.ts';
import { SendLogRepository } from './send-log-repository.ts';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'cs-send-log-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('send log rows written before migration 13', () => {
  it('get their system from the dedupe key and keep only a reason of the vocabulary', () => {
    const before = openHistoryDb(dir);
    before.exec(
      'DROP INDEX send_log_system; ALTER TABLE send_log DROP COLUMN system_id; PRAGMA user_version = 12',
    );
    const insert = before.prepare(
      `INSERT INTO send_log (created_at, kind, subject, title, recipients, locale, state, mail, dedupe_key, error)
       VALUES ('2025-01-06T10:00:00.000Z', ?, ?, 't', 'a@heim.example', 'de', 'failed', '{}', ?, ?)`,
    );
    insert.run(
      'notification',
      'device_battery',
      'notification:12:345:de',
      'Invalid greeting. response=SSH-2.0-OpenSSH_9.6',
    );
    insert.run('notification', 'defect', 'notification:2:7:fr', null);
    insert.run('report', 'daily', 'report:1:daily:2025-01-05T23:00:00.000Z:de', 'smtp_not_configured');
    before.close();
    const db = openHistoryDb(dir);
    const rows = new SendLogRepository(db).list(10).reverse();
    expect(rows.map((r) => [r.system_id, r.error])).toEqual([
      [12, 'failed'],
      [2, null],
      [null, 'not_configured'],
    ]);
    expect(new SendLogRepository(db).list(10, [2]).map((r) => r.subject)).toEqual(['defect']);
    db.close();
  });
});
