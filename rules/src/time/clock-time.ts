// Times of day as the spec writes them ('HH:mm', or 'H' as in ignore_sections_time=22-6): wall-clock
// minutes since local midnight, independent of any date or time zone.

/** 'HH:mm' or 'H' to minutes since midnight (24:00 counts as 0); null when empty or malformed. */
export function parseClockTime(value: string | null | undefined): number | null {
  if (value == null) return null;
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*$/.exec(value);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return (h * 60 + min) % 1440;
}

/** Minutes since midnight as HH:mm (spec 01 §9). */
export function formatClockTime(minutes: number): string {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
