// Typed row readers (issue 34: no `as unknown as` on SQLite rows): a row whose column does not hold what the reader
// states is refused where it is read, naming the column, instead of travelling on as a wrong value.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceLog } from '../modules/incidents/device-log.ts';
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
