// CallLogQuery reads the same rows whichever way it plans the read (trigram candidates for a rare text, a scan for
// a common one; a short range through opened_at, a long one along the sort index): every filter and sort below
// is walked page by page and compared with a plain scan of the rows (spec 02 §3 call log, server-side filtering).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHistoryDb } from '../store/history-db.ts';
import { CallLogRepository, type CallLogEntry } from './call-log-repository.ts';
import {
  CALL_LOG_SORTS,
  CallLogQuery,
  type CallLogFilter,
  type CallLogRow,
  type CallLogSortField,
  type SortDirection,
} from './call-log-query.ts';

let dir: string;
let db: ReturnType<typeof openHistoryDb>;
let query: CallLogQuery;
const rows: CallLogRow[] = [];

const START = Date.UTC(2025, 0, 1);
let seed = 99;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-call-log-query-'));
  db = openHistoryDb(dir);
  const repo = new CallLogRepository(db);
  query = new CallLogQuery(db);
  db.exec('BEGIN');
  for (let i = 0; i < 4000; i++) {
    const device = 20 + Math.floor(rnd() * 300);
    const type = 1 + Math.floor(rnd() * 4);
    const opened = START + Math.floor(rnd() * 20 * 86_400_000);
    const duration = Math.floor(rnd() * 50); // many ties
    const e: CallLogEntry = {
      system_id: 1 + (i % 5 === 0 ? 1 : 0),
      call_id: i + 1,
      opened_at: new Date(opened).toISOString(),
      closed_at: new Date(opened + duration * 1000).toISOString(),
      duration,
      call_type_id: type,
      call_type_text: `Ruftyp ${type}`,
      call_source_id: type === 4 ? null : type,
      call_source_text: null,
      section_id: rnd() < 0.1 ? null : 1 + (device % 7),
      section_name: rnd() < 0.1 ? null : `Bereich ${1 + (device % 7)}`,
      device_number: device,
      device_text_short: String(device),
      device_text_long: rnd() < 0.05 ? null : `Zimmer ${device}`,
      is_presence: type === 4,
      handled_by: rnd() < 0.02 ? 'Frau Müller' : null,
      position: null,
      call_type_flag: 'none',
      urgency: type === 2 ? 'EMERGENCY' : rnd() < 0.1 ? null : 'NORMAL',
    };
    repo.record(e);
  }
  db.exec('COMMIT');
  rows.push(...query.page({ systemId: 1, from: null, to: null }, 'opened_at', 'ASC', 10_000, null).rows);
  rows.push(...query.page({ systemId: 2, from: null, to: null }, 'opened_at', 'ASC', 10_000, null).rows);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const texts = (r: CallLogRow) =>
  [
    r.call_type_text,
    r.call_source_text,
    r.device_text_short,
    r.device_text_long,
    r.section_name,
    r.handled_by,
    r.position,
  ]
    .filter((t): t is string => t !== null)
    .map((t) => t.toLowerCase());
function scan(f: CallLogFilter, sort: CallLogSortField, direction: SortDirection): number[] {
  const value = (r: CallLogRow): string | number => {
    const v = r[sort];
    return v ?? '';
  };
  return rows
    .filter(
      (r) =>
        r.system_id === f.systemId &&
        (f.from === null || r.opened_at >= f.from) &&
        (f.to === null || r.opened_at < f.to) &&
        (!f.sectionIds || (r.section_id !== null && f.sectionIds.includes(r.section_id))) &&
        (!f.callTypeIds || f.callTypeIds.includes(r.call_type_id)) &&
        (!f.urgency ||
          (r.urgency !== null
            ? f.urgency.values.includes(r.urgency)
            : f.urgency.currentCallTypeIds.includes(r.call_type_id))) &&
        (!f.text || texts(r).some((t) => t.includes(f.text!.toLowerCase()))),
    )
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const c = x < y ? -1 : x > y ? 1 : a.id - b.id;
      return direction === 'ASC' ? c : -c;
    })
    .map((r) => r.id);
}
function walk(f: CallLogFilter, sort: CallLogSortField, direction: SortDirection, size: number): number[] {
  const out: number[] = [];
  let after = null;
  do {
    const page = query.page(f, sort, direction, size, after);
    out.push(...page.rows.map((r) => r.id));
    after = page.next;
  } while (after);
  return out;
}

const day = (d: number, h = 0) => new Date(START + d * 86_400_000 + h * 3_600_000).toISOString();
const FILTERS: [string, Omit<CallLogFilter, 'systemId'>][] = [
  ['everything', { from: null, to: null }],
  ['a short range (one day: read through opened_at)', { from: day(3, 6), to: day(4, 6) }],
  ['a long range (ten days: read along the sort index)', { from: day(2), to: day(12) }],
  ['sections and call types', { from: null, to: null, sectionIds: [2, 5], callTypeIds: [1, 3] }],
  [
    'urgency with older rows',
    { from: null, to: null, urgency: { values: ['NORMAL'], currentCallTypeIds: [1, 3] } },
  ],
  ['a rare text (trigram candidates)', { from: null, to: null, text: 'Zimmer 123' }],
  ['a common text (scan)', { from: null, to: null, text: 'zimmer' }],
  ['a two-letter text (no trigram)', { from: null, to: null, text: '12' }],
  ['an umlaut in a rare text', { from: day(1), to: day(15), text: 'Müller' }],
  ['a text in no row', { from: null, to: null, text: 'xyz' }],
];

describe('pages walked by cursor equal a scan, for every plan', () => {
  const sorts = Object.keys(CALL_LOG_SORTS) as CallLogSortField[];
  it.each(FILTERS)('%s', (_name, f) => {
    for (const systemId of [1, 2])
      for (const sort of sorts)
        for (const direction of ['ASC', 'DESC'] as const) {
          const filter = { systemId, ...f };
          const expected = scan(filter, sort, direction);
          expect(walk(filter, sort, direction, 150), `${systemId} ${sort} ${direction}`).toEqual(expected);
          expect(query.count(filter, 100_000)).toBe(expected.length);
        }
  });

  it('the count stops after the cap: cap + 1 means more', () => {
    expect(query.count({ systemId: 1, from: null, to: null }, 10)).toBe(11);
    expect(query.count({ systemId: 1, from: null, to: null, text: 'xyz' }, 10)).toBe(0);
  });
});
