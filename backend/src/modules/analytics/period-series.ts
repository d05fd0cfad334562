// The analytics' calls per period (issue 38: every period of the range is on the chart's axis, empty ones at zero):
// hours for a range of up to two days, days up to 62 days, weeks (from Monday) up to a year, months beyond, all
// periods of the facility's wall clock. The counts come in per call or per day; the series lists every period from
// the one the range starts in (since the beginning: the first call's) to the one its end falls in.
import {
  addFacilityDays,
  addFacilityMonths,
  formatDate,
  formatDateTime,
  startOfFacilityDay,
  startOfFacilityMonth,
  startOfFacilityWeek,
} from '@cs/rules/time';
import type { FacilityClock } from './facility-clock.ts';

export type Period = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH';

export interface PeriodCount {
  /** the period's start, ISO-8601 UTC */
  key: string;
  /** its start as the facility's clock shows it: dd.MM.yyyy HH:mm (hours), dd.MM.yyyy (days, weeks), MM.yyyy */
  label: string;
  calls: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The longest range (days) each period is chosen for; a longer one takes the next. */
export const PERIOD_LIMITS: ReadonlyArray<[Period, number]> = [
  ['HOUR', 2],
  ['DAY', 62],
  ['WEEK', 367],
];

/** The period of a range from `from` (the first call's opening, since the beginning) to `to`. */
export function periodOf(from: number | null, to: number): Period {
  const days = from === null ? 0 : (to - from) / DAY_MS;
  return PERIOD_LIMITS.find(([, limit]) => days <= limit)?.[0] ?? 'MONTH';
}

export class PeriodCounter {
  private readonly counts = new Map<number, number>();
  /** a day's week or month start (a zone lookup each), by the day's start */
  private readonly ofDay = new Map<number, number>();

  constructor(
    readonly period: Period,
    private readonly zone: string,
    private readonly clock: FacilityClock,
  ) {}

  /** The start of the period an instant is in. */
  startOf(ms: number): number {
    const fields = this.clock.fields(ms);
    if (this.period === 'HOUR') return fields.hourStart;
    if (this.period === 'DAY') return fields.day;
    let start = this.ofDay.get(fields.day);
    if (start === undefined) {
      start =
        this.period === 'WEEK'
          ? startOfFacilityWeek(fields.day, this.zone)
          : startOfFacilityMonth(fields.day, this.zone);
      this.ofDay.set(fields.day, start);
    }
    return start;
  }

  /** n calls at an instant (for days, weeks and months any instant of the day will do: its start, say). */
  add(ms: number, n = 1): void {
    this.addTo(this.startOf(ms), n);
  }

  /** n calls in the period that begins at `start` (a start startOf gave). */
  addTo(start: number, n: number): void {
    this.counts.set(start, (this.counts.get(start) ?? 0) + n);
  }

  /** Every period from the one `from` is in to the one before `to` (exclusive end), with its count or zero. */
  series(from: number | null, to: number): PeriodCount[] {
    if (from === null || from >= to) return [];
    const out: PeriodCount[] = [];
    for (let start = this.startOf(from); start < to; start = this.next(start))
      out.push({
        key: new Date(start).toISOString(),
        label: this.label(start),
        calls: this.counts.get(start) ?? 0,
      });
    return out;
  }

  private next(start: number): number {
    switch (this.period) {
      case 'HOUR': {
        // the next local hour; an offset change of half an hour (Lord Howe) moves it, never back
        const next = this.clock.fields(start + HOUR_MS).hourStart;
        return next > start ? next : start + HOUR_MS;
      }
      case 'DAY':
        return startOfFacilityDay(addFacilityDays(start, 1, this.zone), this.zone);
      case 'WEEK':
        return startOfFacilityDay(addFacilityDays(start, 7, this.zone), this.zone);
      case 'MONTH':
        return startOfFacilityMonth(addFacilityMonths(start, 1, this.zone), this.zone);
    }
  }

  private label(start: number): string {
    if (this.period === 'HOUR') return formatDateTime(start, this.zone);
    if (this.period === 'MONTH') return formatDate(start, this.zone).slice(3);
    return formatDate(start, this.zone);
  }
}
