// The call log's date ranges (spec 02 §9: last hour, 12 hours, 24 hours, yesterday, day before yesterday,
// 7 days, 14 days, 30 days, this year, last year, since the beginning), as instants computed in the
// facility's zone: 'yesterday' is the local day before today (23 or 25 hours long on a DST change day), 'this
// year' begins at local midnight of 1 January, and 'N days' go back to the same wall-clock time N local days
// ago. The backend filters with them; the console shows the same bounds.
import { tz } from '@date-fns/tz';
import { startOfYear } from 'date-fns';
import { addFacilityDays, startOfFacilityDay } from './calendar.ts';
import { epochMs, type Instant } from './instant.ts';
import { FACILITY_TIME_ZONE } from './zone.ts';

export const DATE_RANGES = [
  'LAST_HOUR',
  'LAST_12_HOURS',
  'LAST_24_HOURS',
  'YESTERDAY',
  'DAY_BEFORE_YESTERDAY',
  'LAST_7_DAYS',
  'LAST_14_DAYS',
  'LAST_30_DAYS',
  'THIS_YEAR',
  'LAST_YEAR',
  'SINCE_BEGINNING',
] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** [from, to) in epoch ms; from is null for 'since the beginning'. */
export interface RangeBounds {
  from: number | null;
  to: number;
}

const HOUR_MS = 3_600_000;

const startOfFacilityYear = (ms: number, zone: string): number => startOfYear(ms, { in: tz(zone) }).getTime();

/** The bounds of a date range at `now`; `to` is `now` except for the closed past ranges. */
export function dateRangeBounds(range: DateRange, now: Instant, zone = FACILITY_TIME_ZONE): RangeBounds {
  const ms = epochMs(now);
  const today = startOfFacilityDay(ms, zone);
  // `now + 1` keeps a call opened in this very millisecond inside the half-open range.
  const upToNow = (from: number | null): RangeBounds => ({ from, to: ms + 1 });
  switch (range) {
    case 'LAST_HOUR':
      return upToNow(ms - HOUR_MS);
    case 'LAST_12_HOURS':
      return upToNow(ms - 12 * HOUR_MS);
    case 'LAST_24_HOURS':
      return upToNow(ms - 24 * HOUR_MS);
    case 'YESTERDAY':
      return { from: addFacilityDays(today, -1, zone), to: today };
    case 'DAY_BEFORE_YESTERDAY':
      return { from: addFacilityDays(today, -2, zone), to: addFacilityDays(today, -1, zone) };
    case 'LAST_7_DAYS':
      return upToNow(addFacilityDays(ms, -7, zone));
    case 'LAST_14_DAYS':
      return upToNow(addFacilityDays(ms, -14, zone));
    case 'LAST_30_DAYS':
      return upToNow(addFacilityDays(ms, -30, zone));
    case 'THIS_YEAR':
      return upToNow(startOfFacilityYear(ms, zone));
    case 'LAST_YEAR': {
      const thisYear = startOfFacilityYear(ms, zone);
      return { from: startOfFacilityYear(thisYear - 1, zone), to: thisYear };
    }
    case 'SINCE_BEGINNING':
      return upToNow(null);
  }
}
