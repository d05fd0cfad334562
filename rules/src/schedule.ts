// Schedules (spec 02 §3, §5; spec 01 §3, §4): up to five times of day split the day into intervals; the
// active interval picks a section's display groups. The admin checks the times by these rules, the display
// and the section form count and pick intervals by them.
import { SCHEDULE_ALL_DAY } from '@cs/contracts/vocabulary';
import { parseClockTime } from './time/clock-time.ts';

/** Spec 01 §3 special schedule ids: 20 is all day (one interval), 255 is none. */
export { SCHEDULE_ALL_DAY, SCHEDULE_NONE } from '@cs/contracts/vocabulary';

export const SCHEDULE_TIME_FIELDS = ['time_1', 'time_2', 'time_3', 'time_4', 'time_5'] as const;
export type ScheduleTimeField = (typeof SCHEDULE_TIME_FIELDS)[number];

/** Spec 02 §5: a schedule has 2 to 5 steps (the all-day schedule 20 has its one boundary). */
export const SCHEDULE_MIN_STEPS = 2;

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
  return SCHEDULE_TIME_FIELDS.map((f) => parseClockTime(schedule[f])).filter((m): m is number => m !== null);
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

export interface ScheduleTimeViolation {
  field: ScheduleTimeField;
  key: 'required' | 'time_overlap';
  data?: { previous: string };
}

/**
 * Spec 02 §5 "A schedule has 2 to 5 steps. Times must ascend.": the first steps are required and no time
 * may follow a gap; each time must be later than the one before (time_overlap names the previous time).
 * Times are expected as HH:mm (their format is checked per field).
 */
export function scheduleTimeViolations(schedule: ScheduleTimes): ScheduleTimeViolation[] {
  const violations: ScheduleTimeViolation[] = [];
  const minSteps = schedule.id === SCHEDULE_ALL_DAY ? 1 : SCHEDULE_MIN_STEPS;
  const set = (f: ScheduleTimeField) => typeof schedule[f] === 'string' && String(schedule[f]).trim() !== '';
  SCHEDULE_TIME_FIELDS.forEach((field, i) => {
    const later = SCHEDULE_TIME_FIELDS.slice(i + 1).some(set);
    if (!set(field) && (i < minSteps || later)) violations.push({ field, key: 'required' });
  });
  let previous: string | null = null;
  for (const field of SCHEDULE_TIME_FIELDS) {
    if (!set(field)) continue;
    const time = String(schedule[field]);
    if (previous !== null && time <= previous) {
      violations.push({ field, key: 'time_overlap', data: { previous } });
      break;
    }
    previous = time;
  }
  return violations;
}
