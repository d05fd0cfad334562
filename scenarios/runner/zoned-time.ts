// Local wall time in the facility's time zone (Europe/Zurich by default, ARCHITECTURE §7) for scenario
// start times and the timeline: '2025-03-30 01:59' means what the ward's clock shows.
export const FACILITY_TIME_ZONE = 'Europe/Zurich';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

export function localParts(ms: number, timeZone = FACILITY_TIME_ZONE): LocalParts {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: String(p.weekday),
  };
}

/** Offset of local time from UTC at that instant, in ms (Zurich: +1 h in winter, +2 h in summer). */
export function offsetMs(ms: number, timeZone = FACILITY_TIME_ZONE): number {
  const p = localParts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * 'yyyy-MM-dd HH:mm[:ss]' local time to epoch ms. A time that does not exist (the hour lost in spring)
 * is an error; a time that exists twice (the hour repeated in autumn) is its first occurrence (summer time).
 */
export function parseLocal(text: string, timeZone = FACILITY_TIME_ZONE): number {
  const m = LOCAL.exec(text.trim());
  if (!m) throw new Error(`"${text}" is not a local time like 2025-01-07 06:30`);
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Candidates: the wall time read with each offset seen around it; keep those that format back to it.
  const candidates = [...new Set([offsetMs(wall - 36e5 * 3, timeZone), offsetMs(wall + 36e5 * 3, timeZone)])]
    .map((off) => wall - off)
    .filter((ms) => {
      const p = localParts(ms, timeZone);
      return (
        p.year === y && p.month === mo && p.day === d && p.hour === h && p.minute === mi && p.second === s
      );
    })
    .sort((a, b) => a - b);
  if (candidates.length === 0)
    throw new Error(`"${text}" does not exist in ${timeZone} (the clocks jump over it)`);
  return candidates[0]!;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Tue 07.01.2025 06:30:00' (spec 01 §9 dd.MM.yyyy HH:mm, with seconds and weekday for the timeline). */
export function formatLocal(ms: number, timeZone = FACILITY_TIME_ZONE): string {
  const p = localParts(ms, timeZone);
  return `${p.weekday} ${pad(p.day)}.${pad(p.month)}.${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
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
