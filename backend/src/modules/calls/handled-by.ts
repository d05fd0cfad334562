// Who ended a device's calls from the console: an EndCalls marks the device for a short while, and the call
// closes that follow within it are logged as handled by that user (spec 02 §3 call handled_by).

/** An EndCalls from the console marks the device's next close as handled by that user for this long. */
export const HANDLED_BY_WINDOW_MS = 60_000;

export class HandledByMarks {
  private readonly marks = new Map<number, { user: string; until: number }>();

  mark(deviceId: number, user: string, now: number): void {
    this.marks.set(deviceId, { user, until: now + HANDLED_BY_WINDOW_MS });
  }

  /** The user who ended this device's calls, if the mark still holds (an expired mark is forgotten). */
  userFor(deviceId: number, now: number): string | null {
    const mark = this.marks.get(deviceId);
    if (!mark) return null;
    if (mark.until >= now) return mark.user;
    this.marks.delete(deviceId);
    return null;
  }

  forget(deviceId: number): void {
    this.marks.delete(deviceId);
  }
}
