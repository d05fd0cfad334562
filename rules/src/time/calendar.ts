// Calendar arithmetic in the facility's zone: days are local days (23 or 25 hours on DST change days),
// weeks start on Monday (spec 01 §9). date-fns does the arithmetic in the zone @date-fns/tz gives it.
import { tz } from '@date-fns/tz';
import { addDays, addMonths, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { epochMs, type Instant } from './instant.ts';
import { zoneOffsetMinutes } from './wall-clock.ts';
import { FACILITY_TIME_ZONE } from './zone.ts';

/** Weeks start on Monday (spec 01 §9), as date-fns counts weekdays (0 Sunday). */
export const WEEK_STARTS_ON = 1;

/** The instant the local day of `instant` began (local midnight). */
export const startOfFacilityDay = (instant: Instant, zone = FACILITY_TIME_ZONE): number =>
  startOfDay(epochMs(instant), { in: tz(zone) }).getTime();

/** The instant the local week of `instant` began (Monday, local midnight). */
export const startOfFacilityWeek = (instant: Instant, zone = FACILITY_TIME_ZONE): number =>
  startOfWeek(epochMs(instant), { in: tz(zone), weekStartsOn: WEEK_STARTS_ON }).getTime();

/** The same wall-clock time `days` local days later (across a DST change too). */
export const addFacilityDays = (instant: Instant, days: number, zone = FACILITY_TIME_ZONE): number =>
  addDays(epochMs(instant), days, { in: tz(zone) }).getTime();

const HOUR_MS = 3_600_000;

/**
 * The instant the local hour of `instant` began (a half-hour zone's hours begin at :30 UTC). From the offset at the
 * instant, not date-fns' startOfHour: in the hour the clocks go back, that names the second 02:00, after the instant.
 */
export function startOfFacilityHour(instant: Instant, zone = FACILITY_TIME_ZONE): number {
  const ms = epochMs(instant);
  const local = ms + zoneOffsetMinutes(ms, zone) * 60_000;
  return ms - (((local % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

/** The instant the local month of `instant` began (the 1st, local midnight). */
export const startOfFacilityMonth = (instant: Instant, zone = FACILITY_TIME_ZONE): number =>
  startOfMonth(epochMs(instant), { in: tz(zone) }).getTime();

/** The same wall-clock time `months` local months later (the month's last day when the day does not exist). */
export const addFacilityMonths = (instant: Instant, months: number, zone = FACILITY_TIME_ZONE): number =>
  addMonths(epochMs(instant), months, { in: tz(zone) }).getTime();
