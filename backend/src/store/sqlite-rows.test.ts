// Typed row readers (issue 34: no `as unknown as` on SQLite rows): a row whose column does not hold what the reader
// states is refused where it is read, naming the column, instead of travelling on as a wrong value.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceLog } from '../modules/incidents/device-log.ts';
import { Dictionary, DayChunkLoader } from '../modules/analytics/day-chunk.ts';
import { FacilityClock } from '../modules/analytics/facility-clock.ts';
import { CallLogQuery } from '../repositories/call-log-query.ts';
import { ExportJobRepository } from '../repositories/export-job-repository.ts';
import { SendLogRepository } from '../repositories/send-log-repository.ts';
import { openHistoryDb } from './history-db.ts';

let dir: string;
let db: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-rows-'));
  db = openHistoryDb(dir);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('device history read through typed row readers (history-db migration 7)', () => {
  it('hands on the rows it wrote, typed', () => {
    const log = new DeviceLog(db);
    log.heard([{ system_id: 1, device_number: 23, heard_at: '2025-01-07T06:00:00.000Z', hub_id: 2 }]);
    log.reachability(1, 23, '2025-01-07T06:01:00.000Z', false);
    expect(log.lastHeard()).toEqual([
      { system_id: 1, device_number: 23, heard_at: '2025-01-07T06:00:00.000Z', hub_id: 2 },
    ]);
    expect(log.lastReachability()).toEqual([
      { system_id: 1, device_number: 23, reachable: 0, at: '2025-01-07T06:01:00.000Z' },
    ]);
  });

  it('refuses a row whose column holds another type, naming the column', () => {
    // SQLite keeps what it is given: a text where the schema means a hub's id
    db.prepare(
      "INSERT INTO device_heard (system_id, device_number, heard_at, hub_id) VALUES (1, 23, '2025-01-07T06:00:00.000Z', 'zwei')",
    ).run();
    expect(() => new DeviceLog(db).lastHeard()).toThrow(/hub_id/);
  });
});

describe('export jobs and the send log read through their row readers (history-db migrations 6, 8)', () => {
  it('refuse a state that is none of the table’s, naming the column (a hand edit, a later version’s state)', () => {
    const jobs = new ExportJobRepository(db);
    const job = jobs.create({
      user_id: 1,
      system_id: 1,
      source: 'Calls',
      format: 'CSV',
      request: '{}',
      locale: 'de',
      rows_total: 3,
      created_at: '2025-01-07T06:00:00.000Z',
    });
    expect(jobs.listForUser(1)).toEqual([job]);
    db.prepare("UPDATE export_jobs SET state = 'Paused'").run();
    expect(() => jobs.listForUser(1)).toThrow(/state/);

    const mails = new SendLogRepository(db);
    const mail = mails.create({
      created_at: '2025-01-07T06:00:00.000Z',
      kind: 'report',
      subject: 'daily',
      locale: 'de',
      dedupe_key: null,
      system_id: null,
      mail: { to: ['pflege@example.org'], subject: 'Tagesbericht', text: '-', html: '<p>-</p>' },
    });
    expect(mails.list(10)).toEqual([mail]);
    db.prepare("UPDATE send_log SET state = 'queued'").run();
    expect(() => mails.list(10)).toThrow(/state/);
  });
});

describe('the call log read through its row reader (history-db migrations 2, 4)', () => {
  it('hands on a row as written, and refuses one whose column holds another type, naming the column', () => {
    const insert = (duration: number | string) =>
      Number(
        db
          .prepare(
            `INSERT INTO call_log (system_id, call_id, opened_at, closed_at, duration, call_type_id, device_number)
             VALUES (1, ?, '2025-01-07T06:00:00.000Z', '2025-01-07T06:02:00.000Z', ?, 4, 23)`,
          )
          .run(typeof duration === 'number' ? duration : 9, duration).lastInsertRowid,
      );
    const query = new CallLogQuery(db);
    expect(query.get(1, insert(120))).toMatchObject({ duration: 120, device_number: 23, is_presence: false });
    expect(() => query.get(1, insert('zwei Minuten'))).toThrow(/call_log\.duration/);
    // the analytics' day chunk reads the same rows: a text is not a duration of 0
    const day = Date.UTC(2025, 0, 7);
    const chunk = () =>
      new DayChunkLoader(db, new Dictionary()).load(1, day, day + 86_400_000, new FacilityClock('UTC'));
    expect(chunk).toThrow(/call_log\.duration/);
  });
});
