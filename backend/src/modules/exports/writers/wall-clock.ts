// The facility's wall clock for the many instants of an export (spec 02 §9 dd.MM.yyyy HH:mm in the facility's
// zone): the zone's offset is looked up once per quarter hour (zones change their offset only on quarter hours)
// instead of once per call, which made the time columns a quarter of an XLSX export's cost.
import { wallClock } from '@cs/rules/time';

const QUARTER_HOUR = 900_000;
const pad = (n: number) => String(n).padStart(2, '0');

export interface WallTime {
  /** dd.MM.yyyy HH:mm */
  text: string;
  /** ISO weekday: 1 Monday ... 7 Sunday */
  weekday: number;
  /** the wall clock's fields as a UTC instant: what a spreadsheet's date cell holds (it has no zone) */
  local: number;
}

export function wallClockFormatter(zone: string): (ms: number) => WallTime {
  const offsets = new Map<number, number>();
  return (ms) => {
    const bucket = Math.floor(ms / QUARTER_HOUR);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const start = bucket * QUARTER_HOUR;
      const w = wallClock(start, zone);
      offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - start;
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(bucket, offset);
    }
    const local = ms + offset;
    const d = new Date(local);
    const text = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    return { text, weekday: d.getUTCDay() === 0 ? 7 : d.getUTCDay(), local };
  };
}
