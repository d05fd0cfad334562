// The facility's wall clock for many instants at once (analytics): hour, ISO weekday and the starts of the local
// day and hour of each call. A zone lookup costs about 0.1 ms; one per quarter hour made a year of calls 4 s of zone
// arithmetic. The offset is looked up at both ends of each UTC day: where they agree (every day but the two DST
// change days) every instant of the day shares it and the fields are plain arithmetic; on a change day each
// quarter hour is looked up (offsets are whole quarter hours in every zone). Local day starts are looked up once
// per local date.
import { startOfFacilityDay, wallClock, zoneOffsetMinutes } from '@cs/rules/time';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const QUARTER = 900_000;

export interface ClockFields {
  hour: number;
  /** 1 Monday ... 7 Sunday */
  weekday: number;
  /** the instant the local day began */
  day: number;
  /** the instant the local hour began (the analytics' hourly periods) */
  hourStart: number;
}

export class FacilityClock {
  /** UTC day number -> its one offset in ms, or null when the offset changes within the day */
  private readonly dayOffsets = new Map<number, number | null>();
  private readonly quarters = new Map<number, ClockFields>();
  private readonly dayStarts = new Map<number, number>();

  constructor(private readonly zone: string) {}

  fields(ms: number): ClockFields {
    const utcDay = Math.floor(ms / DAY);
    let offset = this.dayOffsets.get(utcDay);
    if (offset === undefined) {
      const start = zoneOffsetMinutes(utcDay * DAY, this.zone);
      const end = zoneOffsetMinutes((utcDay + 1) * DAY - 1, this.zone);
      offset = start === end ? start * 60_000 : null;
      this.dayOffsets.set(utcDay, offset);
    }
    if (offset === null) return this.byQuarter(ms);
    const local = ms + offset;
    const localDate = Math.floor(local / DAY);
    const weekday = ((localDate + 3) % 7) + 1; // 1 Jan 1970 was a Thursday (4)
    const sinceMidnight = local - localDate * DAY;
    return {
      hour: Math.floor(sinceMidnight / HOUR),
      weekday,
      day: this.dayStart(localDate, ms),
      hourStart: ms - (sinceMidnight % HOUR),
    };
  }

  private dayStart(localDate: number, ms: number): number {
    let start = this.dayStarts.get(localDate);
    if (start === undefined) {
      start = startOfFacilityDay(ms, this.zone);
      this.dayStarts.set(localDate, start);
    }
    return start;
  }

  private byQuarter(ms: number): ClockFields {
    const quarter = Math.floor(ms / QUARTER);
    let fields = this.quarters.get(quarter);
    if (!fields) {
      const start = quarter * QUARTER;
      const w = wallClock(start, this.zone);
      // the offset is the same within a quarter hour: its hour began w.minute minutes before its start
      const hourStart = start - w.minute * 60_000;
      fields = { hour: w.hour, weekday: w.weekday, day: startOfFacilityDay(start, this.zone), hourStart };
      this.quarters.set(quarter, fields);
    }
    return fields;
  }
}
