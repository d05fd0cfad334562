// Spec 01 §4 display filtering, active interval: from the current time and the schedule's boundaries
// the active index is found, wrapping to the last interval before the first boundary.
import { parseClockTime } from './time.ts';
import { SCHEDULE_ALL_DAY } from './special-ids.ts';

export interface ScheduleTimes {
  id: number;
  time_1?: string | null;
  time_2?: string | null;
  time_3?: string | null;
  time_4?: string | null;
  time_5?: string | null;
}

/** The schedule's boundaries in minutes since midnight, in their order (null and malformed times skipped). */
export function boundaries(schedule: ScheduleTimes): number[] {
  return [schedule.time_1, schedule.time_2, schedule.time_3, schedule.time_4, schedule.time_5]
    .map(parseClockTime)
    .filter((m): m is number => m !== null);
}

/**
 * 0-based index of the active interval: the last boundary at or before `minutes`; before the first
 * boundary the previous day's last interval is still running (wrap). Schedule 20 (all day) and a schedule
 * without boundaries have a single interval, index 0.
 */
export function activeIntervalIndex(schedule: ScheduleTimes, minutes: number): number {
  if (schedule.id === SCHEDULE_ALL_DAY) return 0;
  const times = boundaries(schedule);
  if (times.length === 0) return 0;
  let active = -1;
  for (let i = 0; i < times.length; i++) if ((times[i] as number) <= minutes) active = i;
  return active === -1 ? times.length - 1 : active;
}

/** How many display-group rows a schedule offers (spec 01 §4: rows two to five only with more boundaries). */
export function intervalCount(schedule: ScheduleTimes | undefined): number {
  if (!schedule || schedule.id === SCHEDULE_ALL_DAY) return 1;
  return Math.max(1, Math.min(5, boundaries(schedule).length));
}
