// Issue 17 (spec 01 §2 analytics; spec 02 §3 call log, §9 date ranges in the facility's zone): the analytics over
// cached closed days give exactly what callAnalytics gives over the raw call_log rows, for every range and filter,
// across both DST change days of Europe/Zurich, and still do after a closed day changes (a late close, a delete,
// an update).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateRangeBounds, DATE_RANGES, startOfFacilityDay } from '@cs/rules/time';
import { CallLogRepository, type CallLogEntry } from '../../repositories/call-log-repository.ts';
import { CallLogQuery, type CallLogFilter } from '../../repositories/call-log-query.ts';
import { openHistoryDb } from '../../store/history-db.ts';
import { AnalyticsService } from './analytics-service.ts';
import { callAnalytics, type AnalyticsOptions } from './call-analytics.ts';

const ZONE = 'Europe/Zurich';
const MIN = 60_000;
const NOW = Date.parse('2025-11-10T10:17:00Z');
const URGENCIES = ['NORMAL', 'URGENT', null];

let seed = 17;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

function row(id: number, opened: number, over: Partial<CallLogEntry> = {}): CallLogEntry {
  const device = 100 + Math.floor(rnd() * 60);
  const type = 1 + Math.floor(rnd() * 4);
  const duration = Math.floor(rnd() * 1500);
  const section = device % 7 === 0 ? null : 1 + (device % 5);
  return {
    system_id: 1,
    call_id: id,
    opened_at: new Date(opened).toISOString(),
    closed_at: new Date(opened + duration * 1000).toISOString(),
    duration,
    call_type_id: type,
    call_type_text: type === 4 ? null : `Ruftyp ${type}`,
    call_source_id: type === 3 ? null : 1 + (device % 3),
    call_source_text: null,
    section_id: section,
    // the section was renamed on 1 June: its label is the newest call's
    section_name:
      section === null ? null : `${opened < Date.UTC(2025, 5, 1) ? 'Station' : 'Wohnbereich'} ${section}`,
    device_number: device,
    device_text_short: null,
    device_text_long: device % 11 === 0 ? null : `Zimmer ${device}`,
    is_presence: false,
    handled_by: null,
    position: null,
    call_type_flag: null,
    urgency: URGENCIES[Math.floor(rnd() * 3)]!,
    ...over,
  };
}

/** Calls every 80 minutes or so from 1 March to now (both DST changes), a presence after most of them. */
function seedLog(repo: CallLogRepository) {
  let id = 1;
  for (let at = Date.UTC(2025, 2, 1); at < NOW + 60 * MIN; at += Math.floor(rnd() * 160 * MIN)) {
    const call = row(id++, at);
    repo.record(call);
    if (rnd() < 0.7)
      repo.record(
        row(id++, at + Math.floor(rnd() * 20 * MIN), {
          is_presence: true,
          call_type_id: 9,
          call_type_text: 'Anwesenheit',
          device_number: call.device_number + (rnd() < 0.5 ? 1 : 0),
          section_id: call.section_id,
          call_source_id: null,
        }),
      );
  }
}

const options = (from: number | null, to: number): AnalyticsOptions => ({
  zone: ZONE,
  shifts: { early: 7, late: 15, night: 23 },
  longCallSeconds: 900,
  fromMs: from,
  toMs: to,
  roomOf: (device) => Math.floor(device / 2),
});

const filterOf = (from: number | null, to: number, more: Partial<CallLogFilter> = {}): CallLogFilter => ({
  systemId: 1,
  from: from === null ? null : new Date(from).toISOString(),
  to: new Date(to).toISOString(),
  ...more,
});

let dir: string;
let db: DatabaseSync;
let repo: CallLogRepository;
let query: CallLogQuery;
let service: AnalyticsService;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-analytics-cache-'));
  db = openHistoryDb(dir);
  repo = new CallLogRepository(db);
  query = new CallLogQuery(db);
  seed = 17;
  db.exec('BEGIN');
  seedLog(repo);
  db.exec('COMMIT');
  service = new AnalyticsService(db, query);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function expectSame(from: number | null, to: number, more: Partial<CallLogFilter> = {}) {
  const filter = filterOf(from, to, more);
  // every presence of the range answers the calls, whatever the filter (issue 38)
  const answering = query.presences(filter);
  const raw = callAnalytics(query.analyticsRows(filter), options(from, to), answering);
  const cached = service.analytics(filter, options(from, to), NOW);
  expect(cached).toEqual(raw);
  return cached;
}

const localDay = (iso: string) => startOfFacilityDay(Date.parse(iso), ZONE);
const DST_SPRING = [localDay('2025-03-30T12:00:00Z'), localDay('2025-03-31T12:00:00Z')] as const;
const DST_AUTUMN = [localDay('2025-10-26T12:00:00Z'), localDay('2025-10-27T12:00:00Z')] as const;

describe('AnalyticsService over cached closed days', () => {
  it('gives the raw figures for every date range of spec 02 §9', () => {
    for (const range of DATE_RANGES) {
      const b = dateRangeBounds(range, NOW, ZONE);
      const a = expectSame(b.from, b.to);
      if (range === 'SINCE_BEGINNING') {
        expect(a.calls).toBeGreaterThan(2_000);
        // the ten longest, longest first, each a row of the log
        expect(a.long_call_list.map((c) => c.duration)).toEqual(
          [...a.long_call_list.map((c) => c.duration)].sort((x, y) => y - x),
        );
        expect(a.long_call_list).toHaveLength(10);
        const first = a.long_call_list[0]!;
        expect(query.get(1, first.id)).toMatchObject({
          duration: first.duration,
          opened_at: first.opened_at,
        });
      }
    }
    expect(service.cache.size(1)).toBeGreaterThan(200);
  });

  it('gives the raw figures on the DST change days (23 and 25 hours) and across them', () => {
    const spring = expectSame(...DST_SPRING);
    expect(DST_SPRING[1] - DST_SPRING[0]).toBe(23 * 60 * MIN);
    expect(spring.per_hour[2]).toBe(0); // 02:00-03:00 does not exist that night
    expect(DST_AUTUMN[1] - DST_AUTUMN[0]).toBe(25 * 60 * MIN);
    expect(expectSame(...DST_AUTUMN).calls).toBeGreaterThan(0);
    expect(expectSame(DST_SPRING[0] - 3 * 3_600_000, DST_AUTUMN[1] + 5 * MIN).period).toBe('WEEK');
  });

  it('gives the raw figures with each filter of the call log but the text', () => {
    const b = dateRangeBounds('LAST_30_DAYS', NOW, ZONE);
    expectSame(b.from, b.to, { sectionIds: [1, 3] });
    expectSame(b.from, b.to, { callTypeIds: [2, 9] });
    // the calls of one call type are answered by the presences (another call type) of their rooms
    expect(expectSame(b.from, b.to, { callTypeIds: [2] }).answered).toBeGreaterThan(0);
    expectSame(b.from, b.to, { callSourceIds: [2] });
    // a reader restricted to call source 2 (issue 33): the presences that answer the calls are within it too
    expectSame(b.from, b.to, { scope: new Set([2]) });
    expectSame(null, NOW, {
      urgency: { values: ['URGENT'], currentCallTypeIds: [1] },
    });
    const text = expectSame(null, NOW, { text: 'Zimmer 12' });
    expect(text.calls).toBeGreaterThan(0);
  });

  it('sees a late close, a delete and an update in a closed day', () => {
    const b = dateRangeBounds('LAST_7_DAYS', NOW, ZONE);
    const before = expectSame(b.from, b.to);
    // a call opened three days ago, closed (and logged) only now
    repo.record(row(900_001, NOW - 3 * 86_400_000, { duration: 40_000 }));
    const late = expectSame(b.from, b.to);
    expect(late.calls).toBe(before.calls + 1);
    expect(late.long_calls).toBe(before.long_calls + 1);
    db.prepare('DELETE FROM call_log WHERE call_id = 900001').run();
    expect(expectSame(b.from, b.to)).toEqual(before);
    // a short call of a closed day corrected to a long one
    db.prepare(
      `UPDATE call_log SET duration = 5000 WHERE id = (SELECT id FROM call_log
         WHERE opened_at >= ? AND opened_at < ? AND is_presence = 0 AND duration < 900 ORDER BY opened_at LIMIT 1)`,
    ).run(new Date(b.from!).toISOString(), new Date(NOW - 86_400_000).toISOString());
    expect(expectSame(b.from, b.to).long_calls).toBe(before.long_calls + 1);
  });

  it('counts the previous period as call_log does', () => {
    const b = dateRangeBounds('LAST_30_DAYS', NOW, ZONE);
    const from = 2 * b.from! - b.to;
    for (const more of [{}, { sectionIds: [2] }, { text: 'Zimmer 13' }])
      expect(service.countCalls(filterOf(b.from, b.to, more), ZONE, from, b.from!, NOW)).toBe(
        query.countCalls(filterOf(from, b.from!, more)),
      );
  });
});
