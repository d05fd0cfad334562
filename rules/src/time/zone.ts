// The facility's time zone (system parameter `timezone`, ARCHITECTURE §7): every instant is stored in UTC,
// every input and display is in this zone, whatever zone the server process or the browser runs in.
export const FACILITY_TIME_ZONE = 'Europe/Zurich';

const known = new Map<string, boolean>();

/** An IANA zone name the runtime knows ('Europe/Zurich', 'UTC'); anything else is not. */
export function isTimeZone(name: string): boolean {
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      ok = name.trim() !== '';
    } catch {
      ok = false;
    }
    known.set(name, ok);
  }
  return ok;
}

/** The zone to use: the configured one when the runtime knows it, else the default (a typo never shifts times silently to UTC). */
export const facilityTimeZone = (configured: string | null | undefined): string =>
  configured && isTimeZone(configured) ? configured : FACILITY_TIME_ZONE;
