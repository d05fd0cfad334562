// The analytics' wall clock (spec 01 §9: the facility's local hours, weekdays from Monday, local days of 23 or 25
// hours on DST change days) agrees with the zoned-time module at instants spread over a year, change days too.
import { describe, expect, it } from 'vitest';
import { startOfFacilityDay, startOfFacilityHour, wallClock } from '@cs/rules/time';
import { FacilityClock } from './facility-clock.ts';

describe('FacilityClock', () => {
  for (const zone of ['Europe/Zurich', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe'])
    it(`gives the zoned-time module's hour, weekday, day and hour start across a year in ${zone}`, () => {
      const clock = new FacilityClock(zone);
      const from = Date.UTC(2025, 0, 1);
      const mismatches: string[] = [];
      // every 53 minutes: over a year the instants fall on every minute of the hour, around the changes too
      for (let at = from; at < from + 366 * 86_400_000; at += 53 * 60_000) {
        const w = wallClock(at, zone);
        const expected = {
          hour: w.hour,
          weekday: w.weekday,
          day: startOfFacilityDay(at, zone),
          hourStart: startOfFacilityHour(at, zone),
        };
        const got = clock.fields(at);
        if (JSON.stringify(got) !== JSON.stringify(expected))
          mismatches.push(
            `${new Date(at).toISOString()} ${JSON.stringify(got)} != ${JSON.stringify(expected)}`,
          );
      }
      expect(mismatches.slice(0, 3)).toEqual([]);
    });
});
