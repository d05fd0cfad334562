// History store, migration 3: the daily pre-aggregation behind CallLogRepository.sectionStats must
// give exactly what a scan of call_log gives, for any range (partial days at both ends, one system, no
// section), also for rows that existed before the migration, and a call seen twice counts once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CallLogRepository, type CallLogEntry } from '../repositories/call-log-repository.ts';
import { openHistoryDb } from './history-db.ts';

let dir: string;
beforeEach(() => void (dir = mkdtempSync(path.join(tmpdir(), 'cs-call-log-daily-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const start = Date.UTC(2025, 11, 28, 20);
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const calls = (n: number, firstId = 1): CallLogEntry[] =>
  Array.from({ length: n }, (_, i) => {
    const opened = start + Math.floor(rnd() * 100 * HOUR);
    const duration = Math.floor(rnd() * 600);
    const section = rnd() < 0.1 ? null : 1 + Math.floor(rnd() * 4);
    return {
      system_id: 1 + Math.floor(rnd() * 2),
      call_id: firstId + i,
      opened_at: new Date(opened).toISOString(),
      closed_at: new Date(opened + duration * 1000).toISOString(),
      duration,
      call_type_id: 1 + Math.floor(rnd() * 3),
      call_type_text: null,
      call_source_id: null,
      call_source_text: null,
      section_id: section,
      section_name: null,
      device_number: 20,
      device_text_short: null,
      device_text_long: null,
      is_presence: rnd() < 0.3,
      handled_by: null,
      position: null,
      call_type_flag: null,
      urgency: null,
    };
  });

/** What the report must say: a plain scan of the entries. */
function scan(entries: CallLogEntry[], from: string, to: string, systemId: number | null) {
  const bySection = new Map<number | null, CallLogEntry[]>();
  for (const e of entries) {
    if (e.opened_at < from || e.opened_at >= to || (systemId !== null && e.system_id !== systemId)) continue;
    bySection.set(e.section_id, [...(bySection.get(e.section_id) ?? []), e]);
  }
  return [...bySection.entries()]
    .sort(([a], [b]) => (a ?? -1) - (b ?? -1))
    .map(([section_id, es]) => ({
      section_id,
      calls: es.length,
      presences: es.filter((e) => e.is_presence).length,
      avg_duration: es.reduce((s, e) => s + e.duration, 0) / es.length,
      max_duration: Math.max(...es.map((e) => e.duration)),
    }));
}

const ranges: [string, string, number | null][] = [
  ['2025-12-28T23:00:00.000Z', '2026-01-01T23:00:00.000Z', null], // a local-time (UTC+1) range: partial days at both ends
  ['2025-12-29T00:00:00.000Z', '2025-12-31T00:00:00.000Z', 1], // whole days only, one system
  ['2025-12-30T10:15:00.000Z', '2025-12-30T17:45:00.000Z', null], // inside one day
  ['2025-12-30T10:15:00.000Z', '2025-12-31T00:30:00.000Z', 2], // across one midnight, no whole day
  ['2020-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z', null], // everything
];

describe('call log daily pre-aggregation (history-db migration 3, bench/stores whole-year report)', () => {
  it('sectionStats equals a scan of call_log for ranges with partial days, one system, no section', () => {
    const db = openHistoryDb(dir);
    const repo = new CallLogRepository(db);
    const entries = calls(2000);
    for (const e of entries) repo.record(e);
    expect(repo.record(entries[0]!)).toBeNull(); // the same close seen twice is not counted again
    for (const [from, to, system] of ranges) {
      const stats = repo.sectionStats(from, to, system);
      const expected = scan(entries, from, to, system);
      expect(stats.map((s) => ({ ...s, avg_duration: Math.round(s.avg_duration * 1e6) }))).toEqual(
        expected.map((s) => ({ ...s, avg_duration: Math.round(s.avg_duration * 1e6) })),
      );
    }
    db.close();
  });

  it('the migration fills the table from rows written before it', () => {
    const before = openHistoryDb(dir);
    const old = calls(500).map((e, i) => ({ ...e, device_text_long: `Zimmer ${i}` }));
    const oldRepo = new CallLogRepository(before);
    for (const e of old) oldRepo.record(e);
    // back to a version-2 file holding these rows: what migrations 3 to 12 added goes again
    before.exec(`DROP TRIGGER call_log_daily_insert; DROP TABLE call_log_daily;
      DROP TRIGGER call_log_text_insert; DROP TABLE call_log_text; DROP TABLE call_device_actions;
      DROP INDEX call_log_sys_opened; DROP INDEX call_log_sys_duration; DROP INDEX call_log_sys_type_text;
      DROP INDEX call_log_sys_section_name; DROP INDEX call_log_sys_device_text; DROP INDEX call_log_sys_section_opened;
      DROP INDEX call_log_sys_type_opened; DROP INDEX call_log_sys_device_opened;
      ALTER TABLE call_log DROP COLUMN position; ALTER TABLE call_log DROP COLUMN call_type_flag;
      ALTER TABLE call_log DROP COLUMN urgency; DROP TABLE export_jobs; DROP TABLE send_log;
      DROP TABLE device_events; DROP TABLE device_heard; DROP TABLE device_reachability; DROP TABLE incidents;
      DROP TABLE incident_events; DROP TRIGGER call_log_revise_delete; DROP TRIGGER call_log_revise_update;
      DROP TABLE call_log_revisions; DROP TABLE device_notes; PRAGMA user_version = 2`);
    before.close();
    const db = openHistoryDb(dir);
    const repo = new CallLogRepository(db);
    const added = calls(300, 10_000);
    for (const e of added) repo.record(e);
    const [from, to] = ranges[0]!;
    expect(repo.sectionStats(from, to).map((s) => s.calls)).toEqual(
      scan([...old, ...added], from, to, null).map((s) => s.calls),
    );
    // migration 5 indexed the old rows' texts too: the trigram index finds 'Zimmer 499', and only it
    const { n } = db
      .prepare('SELECT count(*) AS n FROM call_log_text WHERE call_log_text MATCH ?')
      .get('"499"') as { n: number };
    expect(n).toBe(1);
    db.close();
  });
});
