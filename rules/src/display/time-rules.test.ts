// The display's time rules: the facility's wall clock, the weekend window and the active schedule interval
// (spec 01 §4, ARCHITECTURE §7).
import { describe, expect, it } from 'vitest';
import { activeIntervalIndex, intervalCount } from '../schedule.ts';
import { parseClockTime, zonedClock } from './time.ts';
import { isWeekend } from './weekend.ts';

const at = (iso: string) => Date.parse(iso);

describe('zoned clock (ARCHITECTURE §7: facility time zone Europe/Zurich)', () => {
  it.each([
    ['2026-01-05T23:30:00Z', 2, 30, 'Tue 00:30 CET while UTC is still Monday'],
    ['2025-12-31T23:30:00Z', 4, 30, 'New Year: Thu 01.01.2026 00:30'],
    ['2026-03-29T00:59:00Z', 7, 119, 'spring DST day, 01:59 CET'],
    ['2026-03-29T01:00:00Z', 7, 180, 'spring DST day, 03:00 CEST (02:00 never happens)'],
    ['2026-10-25T00:30:00Z', 7, 150, 'autumn DST day, first 02:30 CEST'],
    ['2026-10-25T01:30:00Z', 7, 150, 'autumn DST day, second 02:30 CET'],
    ['2028-02-29T22:59:00Z', 2, 1439, 'leap day 23:59'],
  ])('%s is weekday %i minute %i (%s)', (iso, weekday, minutes) => {
    expect(zonedClock(at(iso))).toEqual({ weekday, minutes });
  });

  it.each([
    ['06:00', 360],
    ['0:05', 5],
    ['22', 1320],
    ['24:00', 0],
    ['25:00', null],
    ['6:61', null],
    ['x', null],
    [null, null],
  ])('parses %s as %s', (value, minutes) => expect(parseClockTime(value)).toBe(minutes));
});

describe('weekend window (spec 01 §4: Friday weekend_start to Monday weekend_stop; Tue-Thu always weekdays)', () => {
  const params = { weekend_start: '18:00', weekend_stop: '06:00' };
  it.each([
    ['2026-03-27T16:59:00Z', false, 'Fri 17:59'],
    ['2026-03-27T17:00:00Z', true, 'Fri 18:00'],
    ['2026-03-28T12:00:00Z', true, 'Sat noon'],
    ['2026-03-29T01:30:00Z', true, 'Sun 03:30 CEST, DST day'],
    ['2026-03-30T03:59:00Z', true, 'Mon 05:59 CEST'],
    ['2026-03-30T04:00:00Z', false, 'Mon 06:00 CEST'],
    ['2026-03-31T17:00:00Z', false, 'Tue 19:00: Tuesday is always a weekday'],
    ['2026-04-02T20:00:00Z', false, 'Thu 22:00'],
    ['2026-12-31T17:30:00Z', false, 'Thu 31.12.2026 18:30, New Year’s Eve is a Thursday'],
    ['2026-12-31T23:30:00Z', false, 'Fri 01.01.2027 00:30: New Year’s Day is a Friday, before weekend_start'],
    ['2027-01-01T17:00:00Z', true, 'Fri 01.01.2027 18:00'],
    ['2027-01-04T04:59:00Z', true, 'Mon 04.01.2027 05:59 CET'],
  ])('%s -> weekend %s (%s)', (iso, expected) => {
    expect(isWeekend(zonedClock(at(iso)), params)).toBe(expected);
  });

  it('UTC would be wrong: Friday 23:30 UTC in winter is already Saturday 00:30 in Zurich', () => {
    expect(
      isWeekend(zonedClock(at('2026-01-09T23:30:00Z')), { weekend_start: '23:59', weekend_stop: '00:00' }),
    ).toBe(true);
  });

  it('a window the other way round (start 06:00, stop 18:00) still opens Friday and closes Monday', () => {
    const p = { weekend_start: '06:00', weekend_stop: '18:00' };
    expect(isWeekend(zonedClock(at('2026-03-27T04:30:00Z')), p)).toBe(false); // Fri 05:30 CET
    expect(isWeekend(zonedClock(at('2026-03-27T05:00:00Z')), p)).toBe(true); // Fri 06:00 CET
    expect(isWeekend(zonedClock(at('2026-03-30T15:59:00Z')), p)).toBe(true); // Mon 17:59 CEST
    expect(isWeekend(zonedClock(at('2026-03-30T16:00:00Z')), p)).toBe(false); // Mon 18:00 CEST
  });
});

describe('active schedule interval (spec 01 §4: wraps to the last interval before the first boundary)', () => {
  const three = { id: 3, time_1: '06:00', time_2: '14:00', time_3: '22:00', time_4: null, time_5: null };
  it.each([
    [0, 2, 'midnight belongs to the night interval of the day before'],
    [359, 2, '05:59 still night'],
    [360, 0, '06:00 early'],
    [839, 0, '13:59'],
    [840, 1, '14:00 late'],
    [1319, 1, '21:59'],
    [1320, 2, '22:00 night'],
    [1439, 2, '23:59'],
  ])('minute %i -> interval %i (%s)', (minutes, index) => {
    expect(activeIntervalIndex(three, minutes)).toBe(index);
  });

  it('schedule 20 (all day) has one interval whatever its times say', () => {
    expect(activeIntervalIndex({ id: 20, time_1: '06:00', time_2: '18:00' }, 100)).toBe(0);
    expect(intervalCount({ id: 20, time_1: '06:00', time_2: '18:00' })).toBe(1);
  });
  it('a schedule without boundaries has one interval', () => {
    expect(activeIntervalIndex({ id: 9 }, 700)).toBe(0);
  });
  it('five boundaries give five display-group rows; two give two', () => {
    expect(
      intervalCount({
        id: 1,
        time_1: '01:00',
        time_2: '02:00',
        time_3: '03:00',
        time_4: '04:00',
        time_5: '05:00',
      }),
    ).toBe(5);
    expect(intervalCount(three)).toBe(3);
    expect(intervalCount({ id: 2, time_1: '07:00', time_2: '19:00' })).toBe(2);
  });
});

// A ward: sections 1 and 2; call types 4 alert (NORMAL), 2 emergency, 7 urgent, 6 presence, 9 defect.
