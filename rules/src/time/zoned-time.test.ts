// ARCHITECTURE §7 and spec 01 §9: instants in UTC, inputs and displays in the facility's zone, dd.MM.yyyy
// and HH:mm, weeks from Monday, de-CH numbers, file sizes B to TB. The same cases run with the process in
// UTC, Europe/Zurich and America/New_York: a server's or browser's own zone must never shift a time (in 2019
// a date rollover bug silenced the real system in hundreds of Swiss care homes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize, formatNumber } from '../numbers.ts';
import {
  addFacilityDays,
  addFacilityMonths,
  startOfFacilityDay,
  startOfFacilityHour,
  startOfFacilityMonth,
  startOfFacilityWeek,
} from './calendar.ts';
import { epochMs, isInstantText, toUtcIso } from './instant.ts';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatWallClockInput,
  parseWallClock,
  readInstant,
  wallClock,
} from './wall-clock.ts';
import { facilityTimeZone, isTimeZone } from './zone.ts';

const HOUR = 3_600_000;
const utc = (iso: string) => Date.parse(iso);
const parsed = (text: string, zone?: string) => {
  const result = parseWallClock(text, zone);
  return result.ok ? new Date(result.ms).toISOString() : result.reason;
};

/** The process zone and its offset on 1 January 2025 (getTimezoneOffset: minutes west of UTC). */
const PROCESS_ZONES = [
  ['UTC', 0],
  ['Europe/Zurich', -60],
  ['America/New_York', 300],
] as const;

describe.each(PROCESS_ZONES)('with the process in %s', (processZone, januaryOffset) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = processZone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('really runs in that zone', () => {
    expect(new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset()).toBe(januaryOffset);
  });

  it('midnight: 23:00 UTC is the next day 00:00 in Zurich, a Tuesday', () => {
    expect(formatDateTime(utc('2026-01-05T23:00:00Z'))).toBe('06.01.2026 00:00');
    expect(wallClock(utc('2026-01-05T23:00:00Z'))).toMatchObject({ weekday: 2, minutes: 0 });
    expect(formatDateTime(utc('2026-01-05T22:59:00Z'))).toBe('05.01.2026 23:59');
    expect(parsed('06.01.2026 00:00')).toBe('2026-01-05T23:00:00.000Z');
  });

  it('New Year: the year turns at local midnight, not at UTC midnight', () => {
    expect(formatDate(utc('2025-12-31T23:30:00Z'))).toBe('01.01.2026');
    expect(formatTime(utc('2025-12-31T23:30:00Z'))).toBe('00:30');
    expect(wallClock(utc('2025-12-31T23:30:00Z'))).toMatchObject({ year: 2026, weekday: 4 });
    expect(parsed('2026-01-01 00:00')).toBe('2025-12-31T23:00:00.000Z');
    expect(startOfFacilityDay(utc('2026-01-01T12:00:00Z'))).toBe(utc('2025-12-31T23:00:00Z'));
  });

  it('spring DST day (30.03.2025): 02:00 to 03:00 never happens, the day has 23 hours', () => {
    expect(formatTime(utc('2025-03-30T00:59:00Z'))).toBe('01:59');
    expect(formatTime(utc('2025-03-30T01:00:00Z'))).toBe('03:00');
    expect(parsed('2025-03-30 02:30')).toBe('nonexistent');
    expect(parsed('30.03.2025 03:00')).toBe('2025-03-30T01:00:00.000Z');
    const start = startOfFacilityDay(utc('2025-03-30T12:00:00Z'));
    expect(start).toBe(utc('2025-03-29T23:00:00Z'));
    expect(addFacilityDays(start, 1) - start).toBe(23 * HOUR);
    expect(formatDateTime(addFacilityDays(utc('2025-03-29T07:00:00Z'), 1))).toBe('30.03.2025 08:00');
  });

  it('autumn DST day (26.10.2025): 02:30 happens twice, typed it means the first; the day has 25 hours', () => {
    expect(formatTime(utc('2025-10-26T00:30:00Z'))).toBe('02:30');
    expect(formatTime(utc('2025-10-26T01:30:00Z'))).toBe('02:30');
    expect(parsed('2025-10-26 02:30')).toBe('2025-10-26T00:30:00.000Z');
    expect(parsed('2025-10-26 03:00')).toBe('2025-10-26T02:00:00.000Z');
    const start = startOfFacilityDay(utc('2025-10-26T12:00:00Z'));
    expect(addFacilityDays(start, 1) - start).toBe(25 * HOUR);
  });

  it('29 February exists only in leap years', () => {
    expect(parsed('29.02.2028 23:59')).toBe('2028-02-29T22:59:00.000Z');
    expect(formatDateTime(utc('2028-02-29T23:00:00Z'))).toBe('01.03.2028 00:00');
    expect(parsed('29.02.2027')).toBe('format');
    expect(parsed('2027-02-29 08:00')).toBe('format');
    expect(formatDate(addFacilityDays(utc('2028-02-28T11:00:00Z'), 1))).toBe('29.02.2028');
  });

  it('weeks start on Monday at local midnight', () => {
    // Sunday 04.01.2026 23:30 in Zurich belongs to the week of Monday 29.12.2025.
    expect(startOfFacilityWeek(utc('2026-01-04T22:30:00Z'))).toBe(utc('2025-12-28T23:00:00Z'));
    // Monday 05.01.2026 00:30 in Zurich (still Sunday in UTC) starts a new week.
    expect(startOfFacilityWeek(utc('2026-01-04T23:30:00Z'))).toBe(utc('2026-01-04T23:00:00Z'));
  });

  it('months begin on the 1st at local midnight; hours on the local hour', () => {
    // 01.01.2026 00:30 in Zurich (still 31 December in UTC) is in January.
    expect(startOfFacilityMonth(utc('2025-12-31T23:30:00Z'))).toBe(utc('2025-12-31T23:00:00Z'));
    // a month after 01.03.2026 00:00 (winter time) is 01.04.2026 00:00 (summer time): 31 days less an hour
    expect(addFacilityMonths(utc('2026-02-28T23:00:00Z'), 1)).toBe(utc('2026-03-31T22:00:00Z'));
    expect(startOfFacilityHour(utc('2026-03-29T01:59:00Z'))).toBe(utc('2026-03-29T01:00:00Z'));
    // 25.10.2026 02:20 summer time, the first of the two 02:00 hours that night
    expect(startOfFacilityHour(utc('2026-10-25T00:20:00Z'))).toBe(utc('2026-10-25T00:00:00Z'));
    // Adelaide is UTC+10:30 in winter: its hours begin at half past in UTC
    expect(startOfFacilityHour(utc('2025-06-01T03:10:00Z'), 'Australia/Adelaide')).toBe(
      utc('2025-06-01T02:30:00Z'),
    );
  });

  it('another facility zone is honoured the same way', () => {
    expect(formatDateTime(utc('2025-03-09T07:30:00Z'), 'America/New_York')).toBe('09.03.2025 03:30');
    expect(parsed('2025-03-09 02:30', 'America/New_York')).toBe('nonexistent');
    expect(formatDateTime(utc('2025-03-09T07:30:00Z'), 'UTC')).toBe('09.03.2025 07:30');
  });

  it('inputs hold the wall clock; a typed local time round-trips to the same instant', () => {
    const instant = utc('2027-01-22T07:00:00Z');
    expect(formatWallClockInput(instant)).toBe('2027-01-22 08:00');
    expect(formatWallClockInput(instant, undefined, true)).toBe('2027-01-22 08:00:00');
    expect(parsed(formatWallClockInput(instant))).toBe('2027-01-22T07:00:00.000Z');
    expect(parsed('2027-01-22T08:00')).toBe('2027-01-22T07:00:00.000Z');
    expect(parsed('22.01.2027 8:00')).toBe('format');
    expect(parsed('2027-13-01')).toBe('format');
  });

  it('instants name their zone: a text without Z or offset is no instant', () => {
    expect(epochMs('2025-01-07T05:30:00.000Z')).toBe(utc('2025-01-07T05:30:00Z'));
    expect(epochMs('2025-01-07T06:30:00+01:00')).toBe(utc('2025-01-07T05:30:00Z'));
    expect(isInstantText('2025-01-07T06:30')).toBe(false);
    expect(toUtcIso(utc('2025-01-07T05:30:00Z'))).toBe('2025-01-07T05:30:00.000Z');
    expect(formatDateTime('2025-01-07T06:30')).toBe('');
  });

  it('reads stored times: exact with a zone, the facility wall clock without one', () => {
    expect(readInstant('2027-01-22T07:00:00.000Z')).toBe(utc('2027-01-22T07:00:00Z'));
    expect(readInstant('2027-01-22T08:00')).toBe(utc('2027-01-22T07:00:00Z'));
    expect(readInstant('2026-03-02')).toBe(utc('2026-03-01T23:00:00Z'));
    expect(readInstant('2026-07-02', 'UTC')).toBe(utc('2026-07-02T00:00:00Z'));
    expect(readInstant('soon')).toBeNaN();
  });
});

describe('facility time zone (system parameter timezone)', () => {
  it('knows IANA zones and falls back to Europe/Zurich for anything else', () => {
    expect(isTimeZone('Europe/Zurich')).toBe(true);
    expect(isTimeZone('Europe/Zürich')).toBe(false);
    expect(facilityTimeZone('America/New_York')).toBe('America/New_York');
    expect(facilityTimeZone('Mars/Base')).toBe('Europe/Zurich');
    expect(facilityTimeZone(null)).toBe('Europe/Zurich');
  });
});

describe('numbers (spec 01 §9: Swiss German format; file sizes B to TB)', () => {
  it('groups thousands with the Swiss apostrophe and uses a decimal point', () => {
    expect(formatNumber(1234567.5)).toBe('1’234’567.5');
    expect(formatNumber(0.25, { style: 'percent' })).toBe('25%');
  });

  it.each([
    [0, '0 B'],
    [1023, '1’023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 ** 2, '5 MB'],
    [3.25 * 1024 ** 3, '3.3 GB'],
    [1500 * 1024 ** 4, '1’500 TB'],
  ])('%d bytes -> %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
