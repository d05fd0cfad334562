// Wall-clock time: what the facility's clocks show at an instant, and the instant a typed local time means.
// Spec 01 §9: dates dd.MM.yyyy and times HH:mm in every language. The zone arithmetic (offsets, DST) is
// @date-fns/tz's offset lookup; nothing here depends on the zone the process runs in.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { epochMs, type Instant } from './instant.ts';
import { FACILITY_TIME_ZONE } from './zone.ts';

export interface WallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 Monday ... 7 Sunday (weeks start Monday, spec 01 §9) */
  weekday: number;
  /** minutes since local midnight, 0..1439 */
  minutes: number;
}

export function wallClock(instant: Instant, zone = FACILITY_TIME_ZONE): WallClock {
  const ms = epochMs(instant);
  // The zone's offset at that instant, then the fields of the shifted time read in UTC: only @date-fns/tz's
  // offset lookup, not its TZDate class, goes with every route that shows a time (the display's budget).
  const d = new Date(ms + tzOffset(zone, new Date(ms)) * 60_000);
  const hour = d.getUTCHours();
  const minute = d.getUTCMinutes();
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour,
    minute,
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay() === 0 ? 7 : d.getUTCDay(),
    minutes: hour * 60 + minute,
  };
}

/** The zone's offset from UTC at the instant, in minutes (Europe/Zurich: 60 in winter, 120 in summer). */
export const zoneOffsetMinutes = (instant: Instant, zone = FACILITY_TIME_ZONE): number =>
  tzOffset(zone, new Date(epochMs(instant)));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** dd.MM.yyyy in the facility's zone (spec 01 §9); '' for an invalid instant. */
export function formatDate(instant: Instant, zone = FACILITY_TIME_ZONE): string {
  const ms = epochMs(instant);
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms, zone);
  return `${pad(w.day)}.${pad(w.month)}.${pad(w.year, 4)}`;
}

/** HH:mm in the facility's zone (spec 01 §9); '' for an invalid instant. */
export function formatTime(instant: Instant, zone = FACILITY_TIME_ZONE): string {
  const ms = epochMs(instant);
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms, zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** dd.MM.yyyy HH:mm in the facility's zone; '' for an invalid instant. */
export function formatDateTime(instant: Instant, zone = FACILITY_TIME_ZONE): string {
  const date = formatDate(instant, zone);
  return date && `${date} ${formatTime(instant, zone)}`;
}

/** The wall clock as an input holds it: 'yyyy-MM-dd HH:mm' (Mantine's date-time inputs, the scenarios). */
export function formatWallClockInput(instant: Instant, zone = FACILITY_TIME_ZONE, seconds = false): string {
  const ms = epochMs(instant);
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms, zone);
  const time = `${pad(w.hour)}:${pad(w.minute)}${seconds ? `:${pad(w.second)}` : ''}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${time}`;
}

export type WallClockParse =
  | { ok: true; ms: number }
  | {
      ok: false;
      /** 'format': not a local date or time; 'nonexistent': the clocks jump over it (spring DST change) */
      reason: 'format' | 'nonexistent';
    };

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const SWISS_LOCAL = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A local date and time in the facility's zone to its instant: 'yyyy-MM-dd[ HH:mm[:ss]]' (also with T) or
 * 'dd.MM.yyyy[ HH:mm[:ss]]'; a date alone means its midnight. A time the clocks jump over (the hour lost in
 * spring) does not exist; a time the clocks show twice (the hour repeated in autumn) is its first occurrence,
 * still in summer time.
 */
export function parseWallClock(text: string, zone = FACILITY_TIME_ZONE): WallClockParse {
  const trimmed = text.trim();
  const iso = ISO_LOCAL.exec(trimmed);
  const swiss = iso ? null : SWISS_LOCAL.exec(trimmed);
  if (!iso && !swiss) return { ok: false, reason: 'format' };
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(swiss?.[3]), Number(swiss?.[2]), Number(swiss?.[1])];
  const [hour, minute, second] = [4, 5, 6].map((i) => Number((iso ?? swiss)?.[i] ?? 0)) as [
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return { ok: false, reason: 'format' };
  const wanted = { year, month, day, hour, minute, second };
  const shows = (ms: number) => {
    const w = wallClock(ms, zone);
    return (Object.keys(wanted) as (keyof typeof wanted)[]).every((k) => w[k] === wanted[k]);
  };
  // The wall clock read as UTC, less the zone's offset, taken again at the instant that gives (it may differ
  // near a change of offset); `shows` then tells gaps and overflows from real times.
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetAt = (at: number) => tzOffset(zone, new Date(at)) * 60_000;
  const ms = asUtc - offsetAt(asUtc - offsetAt(asUtc));
  if (Number.isNaN(ms)) return { ok: false, reason: 'format' };
  if (!shows(ms)) {
    // 31.02. rolls over to March: a format error; 02:30 on the spring change day: a gap.
    const sameDay = wallClock(ms, zone);
    return sameDay.day === day && sameDay.month === month
      ? { ok: false, reason: 'nonexistent' }
      : { ok: false, reason: 'format' };
  }
  const earlier = ms - 3_600_000;
  return { ok: true, ms: shows(earlier) ? earlier : ms };
}

/**
 * A stored time to its instant: an ISO text with Z or an offset is exact; a local date or time without a zone
 * (typed before times carried theirs) is the facility's wall clock, a date alone its midnight. NaN when neither.
 */
export function readInstant(value: Instant, zone = FACILITY_TIME_ZONE): number {
  const ms = epochMs(value);
  if (!Number.isNaN(ms) || typeof value !== 'string') return ms;
  const local = parseWallClock(value, zone);
  return local.ok ? local.ms : NaN;
}
