// A date and time field holds an instant (UTC, zone explicit: ARCHITECTURE §7); its input shows and takes the
// facility's wall clock (spec 01 §9), whatever zone the browser or the server runs in. A stored value without a
// zone (typed before times carried theirs) is read as the facility's wall clock.
import { FACILITY_TIME_ZONE, formatDateTime, parseWallClock, readInstant } from '@cs/rules/time';

/** The stored instant as the input shows it: 'dd.MM.yyyy HH:mm' on the facility's clock, in every language. */
export function toInputValue(stored: string | null | undefined, zone = FACILITY_TIME_ZONE): string {
  if (!stored) return '';
  return formatDateTime(readInstant(stored, zone), zone);
}

/**
 * What the input typed, as the instant to store (ISO, UTC). A time the clocks skip (the spring change) is
 * passed on as typed, so the server's check refuses it with its message instead of it being moved silently.
 */
export function fromInputValue(typed: string, zone = FACILITY_TIME_ZONE): string | null {
  if (!typed) return null;
  const parsed = parseWallClock(typed, zone);
  return parsed.ok ? new Date(parsed.ms).toISOString() : typed;
}
