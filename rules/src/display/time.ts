// Wall-clock time in the facility's time zone (ARCHITECTURE §7: default Europe/Zurich). The display's
// rules reason in local weekday and minutes since midnight, never in UTC: a schedule boundary at 06:00
// means 06:00 on the ward's clock, on DST change days too.
export const FACILITY_TIME_ZONE = 'Europe/Zurich';

export interface ZonedClock {
  /** ISO weekday: 1 Monday ... 7 Sunday (weeks start Monday, spec 01 §9) */
  weekday: number;
  /** minutes since local midnight, 0..1439 */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export function zonedClock(nowMs: number, timeZone = FACILITY_TIME_ZONE): ZonedClock {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(nowMs)).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export { parseClockTime } from '../time/clock-time.ts';
