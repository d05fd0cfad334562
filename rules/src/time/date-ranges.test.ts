// Spec 02 §9 call log date ranges, computed in the facility's zone (ARCHITECTURE §7): the same rows run with
// the process in UTC and in New York, because the server's own zone must never move a range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGES, dateRangeBounds, type DateRange } from './date-ranges.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const at = (text: string) => Date.parse(text);
const bounds = (range: DateRange, now: string, zone?: string) => {
  const b = dateRangeBounds(range, at(now), zone);
  return [iso(b.from), iso(b.to)];
};

// [what, range, now (UTC), from, to]
const ROWS: [string, DateRange, string, string | null, string][] = [
  ['last hour', 'LAST_HOUR', '2026-01-06T10:30:00Z', '2026-01-06T09:30:00.000Z', '2026-01-06T10:30:00.001Z'],
  [
    '12 hours',
    'LAST_12_HOURS',
    '2026-01-06T10:30:00Z',
    '2026-01-05T22:30:00.000Z',
    '2026-01-06T10:30:00.001Z',
  ],
  [
    '24 hours',
    'LAST_24_HOURS',
    '2026-01-06T10:30:00Z',
    '2026-01-05T10:30:00.000Z',
    '2026-01-06T10:30:00.001Z',
  ],
  // 00:30 local on 6 January is still 5 January in UTC: yesterday is the local 5th, not the UTC 4th
  [
    'yesterday just after local midnight',
    'YESTERDAY',
    '2026-01-05T23:30:00Z',
    '2026-01-04T23:00:00.000Z',
    '2026-01-05T23:00:00.000Z',
  ],
  [
    'day before yesterday',
    'DAY_BEFORE_YESTERDAY',
    '2026-01-06T10:00:00Z',
    '2026-01-03T23:00:00.000Z',
    '2026-01-04T23:00:00.000Z',
  ],
  // the spring change (29 March 2026): yesterday, the 29th, had 23 hours
  [
    'yesterday was the spring DST day (23 h)',
    'YESTERDAY',
    '2026-03-30T08:00:00Z',
    '2026-03-28T23:00:00.000Z',
    '2026-03-29T22:00:00.000Z',
  ],
  // the autumn change (25 October 2026): 25 hours
  [
    'yesterday was the autumn DST day (25 h)',
    'YESTERDAY',
    '2026-10-26T08:00:00Z',
    '2026-10-24T22:00:00.000Z',
    '2026-10-25T23:00:00.000Z',
  ],
  // 7 days back across the spring change: the same wall clock (10:00), 167 hours
  [
    '7 days across DST keep the wall-clock time',
    'LAST_7_DAYS',
    '2026-04-01T08:00:00Z',
    '2026-03-25T09:00:00.000Z',
    '2026-04-01T08:00:00.001Z',
  ],
  ['14 days', 'LAST_14_DAYS', '2026-01-20T10:00:00Z', '2026-01-06T10:00:00.000Z', '2026-01-20T10:00:00.001Z'],
  // 30 days back from 1 March 2024 (leap year) is 31 January
  [
    '30 days over a leap February',
    'LAST_30_DAYS',
    '2024-03-01T11:00:00Z',
    '2024-01-31T11:00:00.000Z',
    '2024-03-01T11:00:00.001Z',
  ],
  // New Year: at 00:30 local on 1 January the year has begun, although UTC is still in the old one
  [
    'this year right after local New Year',
    'THIS_YEAR',
    '2025-12-31T23:30:00Z',
    '2025-12-31T23:00:00.000Z',
    '2025-12-31T23:30:00.001Z',
  ],
  ['last year', 'LAST_YEAR', '2026-06-15T12:00:00Z', '2024-12-31T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
  [
    'last year right after local New Year',
    'LAST_YEAR',
    '2025-12-31T23:30:00Z',
    '2024-12-31T23:00:00.000Z',
    '2025-12-31T23:00:00.000Z',
  ],
  [
    'since the beginning has no lower bound',
    'SINCE_BEGINNING',
    '2026-01-06T10:30:00Z',
    null,
    '2026-01-06T10:30:00.001Z',
  ],
];

describe.each(['UTC', 'America/New_York'])('call log date ranges, process in %s', (processZone) => {
  const before = process.env.TZ;
  beforeAll(() => void (process.env.TZ = processZone));
  afterAll(() => void (process.env.TZ = before));

  it.each(ROWS)('%s', (_what, range, now, from, to) => {
    expect(bounds(range, now)).toEqual([from, to]);
  });

  it('another facility zone moves the local days with it (New York: yesterday from 05:00 UTC)', () => {
    expect(bounds('YESTERDAY', '2026-01-06T12:00:00Z', 'America/New_York')).toEqual([
      '2026-01-05T05:00:00.000Z',
      '2026-01-06T05:00:00.000Z',
    ]);
  });
});

it('there are the eleven ranges of spec 02 §9, and every one ends no later than now', () => {
  expect(DATE_RANGES).toHaveLength(11);
  const now = at('2026-05-05T05:05:05Z');
  for (const range of DATE_RANGES) {
    const b = dateRangeBounds(range, now);
    expect(b.to).toBeLessThanOrEqual(now + 1);
    if (b.from !== null) expect(b.from).toBeLessThan(b.to);
  }
});
