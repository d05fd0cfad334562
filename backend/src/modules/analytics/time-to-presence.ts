// The time to presence of a logged call (analytics): the first presence in its room from its opening, over the
// presences of each room sorted by their opening. A presence counts from its start (issue 38): one still open, not
// yet in the log, answers the call as a logged one does, as the call's timeline shows it.
import type { AnalyticsRow, PresenceAt } from '../../repositories/call-log-query.ts';
import { PRESENCE_GRACE_MS } from '../call-log/call-timeline.ts';

/** The presences that may answer calls, by room (the device's parent node: the call timeline's rule). */
export class RoomPresences {
  private readonly byRoom = new Map<number, number[]>();

  constructor(private readonly roomOf: (device: number) => number) {}

  add(device: number, openedMs: number): void {
    const room = this.roomOf(device);
    const list = this.byRoom.get(room);
    if (list) list.push(openedMs);
    else this.byRoom.set(room, [openedMs]);
  }

  addAll(presences: Iterable<PresenceAt>): this {
    for (const p of presences) this.add(p.device_number, p.opened_ms);
    return this;
  }

  /** Each room's presence openings, ascending (a typed array's sort compares numbers natively). */
  sorted(): Map<number, Float64Array> {
    const out = new Map<number, Float64Array>();
    for (const [room, list] of this.byRoom) out.set(room, Float64Array.from(list).sort());
    return out;
  }
}

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
