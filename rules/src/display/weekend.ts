// Spec 01 §4 display filtering, weekend window: weekend applies from the system's weekend_start to
// weekend_stop on Friday through Monday; Tuesday to Thursday are always weekdays. Read as one window:
// it opens on Friday at weekend_start, covers Saturday and Sunday, and closes on Monday at weekend_stop.
import { parseClockTime, type ZonedClock } from './time.ts';

export interface WeekendParams {
  weekend_start: string;
  weekend_stop: string;
}

export function isWeekend(clock: ZonedClock, params: WeekendParams): boolean {
  const start = parseClockTime(params.weekend_start) ?? 0;
  const stop = parseClockTime(params.weekend_stop) ?? 0;
  switch (clock.weekday) {
    case 5:
      return clock.minutes >= start;
    case 6:
    case 7:
      return true;
    case 1:
      return clock.minutes < stop;
    default:
      return false;
  }
}
