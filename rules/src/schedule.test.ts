// Spec 02 §5 "A schedule has 2 to 5 steps. Times must ascend."; spec 02 §3 schedule intervals; spec 01 §4
// the active interval picks the display groups.
import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_ALL_DAY,
  activeIntervalIndex,
  boundaries,
  intervalCount,
  scheduleTimeViolations,
} from './schedule.ts';
import { formatClockTime, parseClockTime } from './time/clock-time.ts';

const dayNight = { id: 1, time_1: '06:00', time_2: '22:00' };

describe('schedule intervals (spec 02 §3, spec 01 §4)', () => {
  it('counts one interval per boundary, all-day and empty schedules have one', () => {
    expect(boundaries(dayNight)).toEqual([360, 1320]);
    expect(intervalCount(dayNight)).toBe(2);
    expect(intervalCount({ id: SCHEDULE_ALL_DAY, time_1: '00:00' })).toBe(1);
    expect(intervalCount({ id: 3 })).toBe(1);
    expect(intervalCount(undefined)).toBe(1);
  });

  it('finds the active interval, before the first boundary the last one still runs', () => {
    expect(activeIntervalIndex(dayNight, 5 * 60 + 59)).toBe(1);
    expect(activeIntervalIndex(dayNight, 6 * 60)).toBe(0);
    expect(activeIntervalIndex(dayNight, 21 * 60 + 59)).toBe(0);
    expect(activeIntervalIndex(dayNight, 22 * 60)).toBe(1);
    expect(activeIntervalIndex({ id: SCHEDULE_ALL_DAY, time_1: '08:00' }, 0)).toBe(0);
  });
});

describe('schedule times (spec 02 §5)', () => {
  it('accepts two to five ascending times', () => {
    expect(scheduleTimeViolations(dayNight)).toEqual([]);
    expect(
      scheduleTimeViolations({
        id: 2,
        time_1: '01:00',
        time_2: '02:00',
        time_3: '03:00',
        time_4: '04:00',
        time_5: '05:00',
      }),
    ).toEqual([]);
  });

  it('needs two steps, one for the all-day schedule', () => {
    expect(scheduleTimeViolations({ id: 2, time_1: '06:00' })).toEqual([
      { field: 'time_2', key: 'required' },
    ]);
    expect(scheduleTimeViolations({ id: SCHEDULE_ALL_DAY, time_1: '00:00' })).toEqual([]);
  });

  it('refuses a gap before a later time', () => {
    expect(scheduleTimeViolations({ id: 2, time_1: '06:00', time_2: '12:00', time_4: '20:00' })).toEqual([
      { field: 'time_3', key: 'required' },
    ]);
  });

  it('names the first time that is not later than the one before', () => {
    expect(scheduleTimeViolations({ id: 2, time_1: '06:00', time_2: '06:00', time_3: '05:00' })).toEqual([
      { field: 'time_2', key: 'time_overlap', data: { previous: '06:00' } },
    ]);
  });
});

describe('clock times', () => {
  it('parses HH:mm and hours alone, refuses the rest', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('23:59')).toBe(1439);
    expect(parseClockTime('24:00')).toBe(0);
    expect(parseClockTime('6')).toBe(360);
    expect(parseClockTime('24:01')).toBeNull();
    expect(parseClockTime('7:60')).toBeNull();
    expect(parseClockTime('')).toBeNull();
    expect(parseClockTime(null)).toBeNull();
  });

  it('formats minutes since midnight as HH:mm, wrapping at midnight', () => {
    expect(formatClockTime(0)).toBe('00:00');
    expect(formatClockTime(1439)).toBe('23:59');
    expect(formatClockTime(1440 + 65)).toBe('01:05');
    expect(formatClockTime(-1)).toBe('23:59');
  });
});
