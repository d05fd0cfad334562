// Calendar arithmetic in the facility's zone: days are local days (23 or 25 hours on DST change days),
// weeks start on Monday (spec 01 §9). date-fns does the arithmetic in the zone @date-fns/tz gives it.
import { tz } from '@date-fns/tz';
import { addDays, startOfDay, startOfWeek } from 'date-fns';
import { epochMs, type Instant } from './instant.ts';
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
