// Local wall time in the facility's time zone (Europe/Zurich by default, ARCHITECTURE §7) for scenario
// start times and the timeline: '2025-03-30 01:59' means what the ward's clock shows. The zone arithmetic
// is the zoned-time module's (@cs/rules/time); this adds the scenarios' error messages and timeline format.
import { FACILITY_TIME_ZONE, formatDate, parseWallClock, wallClock, type WallClock } from '@cs/rules/time';

export { FACILITY_TIME_ZONE };

/** The wall clock at an instant; weekday 1 Monday ... 7 Sunday. */
export const localParts = (ms: number, timeZone = FACILITY_TIME_ZONE): WallClock => wallClock(ms, timeZone);

const LOCAL = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/;

/**
 * 'yyyy-MM-dd HH:mm[:ss]' local time to epoch ms. A time that does not exist (the hour lost in spring)
 * is an error; a time that exists twice (the hour repeated in autumn) is its first occurrence (summer time).
 */
export function parseLocal(text: string, timeZone = FACILITY_TIME_ZONE): number {
  const parsed = LOCAL.test(text.trim()) ? parseWallClock(text, timeZone) : null;
  if (parsed?.ok) return parsed.ms;
  if (parsed?.reason === 'nonexistent')
    throw new Error(`"${text}" does not exist in ${timeZone} (the clocks jump over it)`);
  throw new Error(`"${text}" is not a local time like 2025-01-07 06:30`);
}

const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'Tue 07.01.2025 06:30:00' (spec 01 §9 dd.MM.yyyy HH:mm, with seconds and weekday for the timeline). */
export function formatLocal(ms: number, timeZone = FACILITY_TIME_ZONE): string {
  const p = wallClock(ms, timeZone);
  return `${WEEKDAYS[p.weekday]} ${formatDate(ms, timeZone)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

const UNITS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/** '90s', '2m', '1h30m', '3d', '2w' (or a number of ms) to ms; null when malformed. */
export function parseDuration(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const text = value.replace(/\s+/g, '');
  if (!/^(\d+(?:\.\d+)?(ms|min|s|m|h|d|w))+$/.test(text)) return null;
  let total = 0;
  for (const [, n, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|min|s|m|h|d|w)/g))
    total += Number(n) * UNITS[unit!]!;
  return Math.round(total);
}
