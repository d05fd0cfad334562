// The export's fast wall clock agrees with the zoned-time module (spec 02 §9 dd.MM.yyyy HH:mm in the facility's
// zone) at every minute around both DST changes, New Year and a leap day, in two zones.
import { describe, expect, it } from 'vitest';
import { formatDateTime, wallClock } from '@cs/rules/time';
import { wallClockFormatter } from './wall-clock.ts';

const AROUND = [
  '2025-03-30T00:00:00.000Z', // Zurich: spring forward at 02:00 local
  '2025-10-26T00:00:00.000Z', // Zurich: fall back at 03:00 local
  '2024-12-31T21:00:00.000Z', // New Year
  '2024-02-28T21:00:00.000Z', // 29 February
  '2025-04-05T14:00:00.000Z', // Adelaide: fall back (UTC+10:30 -> +9:30), a half-hour zone
];

describe('wallClockFormatter', () => {
  it.each(['Europe/Zurich', 'Australia/Adelaide'])(
    'matches formatDateTime minute by minute in %s',
    (zone) => {
      const format = wallClockFormatter(zone);
      for (const start of AROUND)
        for (let m = 0; m < 6 * 60; m += 1) {
          const iso = new Date(Date.parse(start) + m * 60_000 + 17_000).toISOString();
          const got = format(Date.parse(iso));
          const w = wallClock(iso, zone);
          expect(got.text).toBe(formatDateTime(iso, zone));
          expect(got.weekday).toBe(w.weekday);
          expect(got.local).toBe(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
        }
    },
  );
});
