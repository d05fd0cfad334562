// Instants: points in time, stored and sent in UTC with the zone explicit ('2025-01-07T05:30:00.000Z').

/** An instant as epoch milliseconds, a Date, or an ISO text that names its zone (Z or an offset). */
export type Instant = number | Date | string;

const EXPLICIT_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch milliseconds of an instant; NaN for a text without Z or offset, which is no instant at all. */
export function epochMs(instant: Instant): number {
  if (typeof instant === 'number') return instant;
  if (instant instanceof Date) return instant.getTime();
  const text = instant.trim();
  return EXPLICIT_ZONE.test(text) ? new Date(text).getTime() : NaN;
}

/** Whether a text is an ISO instant with its zone explicit. */
export const isInstantText = (text: string): boolean => !Number.isNaN(epochMs(text));

/** The instant in UTC, as stored ('2025-01-07T05:30:00.000Z'). */
export const toUtcIso = (instant: Instant): string => new Date(epochMs(instant)).toISOString();
