// Wall-clock time in the facility's time zone (ARCHITECTURE §7: default Europe/Zurich). The display's
// rules reason in local weekday and minutes since midnight, never in UTC: a schedule boundary at 06:00
// means 06:00 on the ward's clock, on DST change days too. The zone arithmetic is the zoned-time module's.
import { wallClock, type WallClock } from '../time/wall-clock.ts';

export { FACILITY_TIME_ZONE } from '../time/zone.ts';
export { parseClockTime } from '../time/clock-time.ts';

/** The local weekday (1 Monday ... 7 Sunday) and minutes since local midnight. */
export type ZonedClock = Pick<WallClock, 'weekday' | 'minutes'>;

export function zonedClock(nowMs: number, timeZone?: string): ZonedClock {
  const { weekday, minutes } = wallClock(nowMs, timeZone);
  return { weekday, minutes };
}
