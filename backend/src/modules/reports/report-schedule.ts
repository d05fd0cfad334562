// When reports go out (spec 02 §9: daily every day, weekly every Monday, monthly on the 1st), in the facility's
// zone: every day at SEND_TIME local time the reports due that day are sent, each covering the local days before
// it. Local days are 23 or 25 hours long on DST change days; the calendar of rules/time counts them, never a
// fixed 24 h, so a DST change, a month end and 29 February give exactly one run per local day.
import { addFacilityDays, parseWallClock, startOfFacilityDay, wallClock } from '@cs/rules/time';

export type ReportPeriod = 'daily' | 'weekly' | 'monthly';

/** Local time of the daily run: after the night, before the morning shift reads its mail (our choice). */
export const SEND_TIME = '06:00';

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (ms: number, zone: string) => {
  const w = wallClock(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
};
/** The instant a local date and time mean; a time the clocks skip moves to the first one after it. */
const at = (date: string, time: string, zone: string): number => {
  const parsed = parseWallClock(`${date} ${time}`, zone);
  if (!parsed.ok) throw new Error(`no instant for ${date} ${time} in ${zone}`);
  return parsed.ms;
};

/** The first run strictly after `afterMs`. */
export function nextRun(afterMs: number, zone: string): number {
  const today = at(localDate(afterMs, zone), SEND_TIME, zone);
  if (today > afterMs) return today;
  const tomorrow = addFacilityDays(startOfFacilityDay(afterMs, zone), 1, zone);
  return at(localDate(tomorrow, zone), SEND_TIME, zone);
}

/**
 * The runs due in (afterMs, untilMs], oldest first, at most `max` (the newest ones): what a start after an outage
 * catches up (report-scheduler.ts).
 */
export function runsBetween(afterMs: number, untilMs: number, zone: string, max: number): number[] {
  const runs: number[] = [];
  for (let run = nextRun(afterMs, zone); run <= untilMs; run = nextRun(run, zone)) runs.push(run);
  return runs.slice(-max);
}

/** The periods whose reports a run at `runMs` sends. */
export function duePeriods(runMs: number, zone: string): ReportPeriod[] {
  const w = wallClock(runMs, zone);
  const due: ReportPeriod[] = ['daily'];
  if (w.weekday === 1) due.push('weekly');
  if (w.day === 1) due.push('monthly');
  return due;
}

/**
 * What a period's report of a run covers, [from, to) as instants: the local day before the run, the seven local
 * days before it (Monday to Sunday), or the calendar month before it.
 */
export function periodRange(period: ReportPeriod, runMs: number, zone: string): { from: number; to: number } {
  const to = startOfFacilityDay(runMs, zone);
  if (period === 'daily') return { from: addFacilityDays(to, -1, zone), to };
  if (period === 'weekly') return { from: addFacilityDays(to, -7, zone), to };
  const last = wallClock(addFacilityDays(to, -1, zone), zone);
  // From noon back to the day's start: in a zone whose clocks skip midnight the day starts at 01:00.
  const first = at(`${last.year}-${pad(last.month)}-01`, '12:00', zone);
  return { from: startOfFacilityDay(first, zone), to };
}
