// The time to presence of a logged call, over the presences of its room sorted by their opening (analytics).
import type { AnalyticsRow } from '../../repositories/call-log-query.ts';
import { PRESENCE_GRACE_MS } from '../call-log/call-timeline.ts';

/**
 * Seconds from a call's opening to the first presence in its room while it was open (up to the grace after its
 * close: the presence press is what closes it, spec 02 §4), as the call's timeline counts it; null without one.
 */
export function timeToPresence(
  row: AnalyticsRow,
  sortedPresences: ArrayLike<number> | undefined,
): number | null {
  return presenceAfter(row.opened_ms, row.duration, sortedPresences);
}

/** The same for a call opened at openedMs that lasted durationSeconds. */
export function presenceAfter(
  openedMs: number,
  durationSeconds: number,
  sortedPresences: ArrayLike<number> | undefined,
): number | null {
  if (!sortedPresences || sortedPresences.length === 0) return null;
  let lo = 0;
  let hi = sortedPresences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sortedPresences[mid]! < openedMs) lo = mid + 1;
    else hi = mid;
  }
  const at = sortedPresences[lo];
  if (at === undefined || at > openedMs + durationSeconds * 1000 + PRESENCE_GRACE_MS) return null;
  return Math.round((at - openedMs) / 1000);
}
