// The waiting export jobs in turns (issue 33: one care user's forty PDF exports held everyone else's behind them):
// each user's jobs wait in the order they came, and the next job is the first of the waiting user who was served
// longest ago (never served first; on a tie, the one who has waited longest). A user whose export is running is
// therefore behind everyone else who waits, so a user's one export waits behind at most one export of each other user.

/**
 * Exports one user may have waiting or running at once: enough for one of each format, few enough that one user's
 * burst (forty PDFs at a click each) is refused at the fourth instead of filling the queue.
 */
export const MAX_JOBS_PER_USER = 3;

/** A user has MAX_JOBS_PER_USER exports waiting or running already: nothing is started. */
export class ExportLimitReached extends Error {
  constructor(readonly max: number) {
    super(`at most ${max} exports per user may wait or run`);
  }
}

export class ExportTurns {
  /** per user the waiting job ids; the users in the order they began to wait (a Map keeps its insertion order) */
  private readonly waiting = new Map<number, number[]>();
  /** per user the turn they were last served in */
  private readonly served = new Map<number, number>();
  private turn = 0;

  push(user: number, id: number): void {
    const mine = this.waiting.get(user);
    if (mine) mine.push(id);
    else this.waiting.set(user, [id]);
  }

  /** Takes a job out of its turn (a cancel); false when it was not waiting. */
  remove(user: number, id: number): boolean {
    const mine = this.waiting.get(user) ?? [];
    const at = mine.indexOf(id);
    if (at < 0) return false;
    mine.splice(at, 1);
    if (mine.length === 0) this.waiting.delete(user);
    return true;
  }

  /** The next job to run, or undefined when none waits. */
  next(): number | undefined {
    let chosen: number | undefined;
    for (const user of this.waiting.keys())
      if (chosen === undefined || (this.served.get(user) ?? -1) < (this.served.get(chosen) ?? -1))
        chosen = user;
    if (chosen === undefined) return undefined;
    const jobs = this.waiting.get(chosen)!;
    const id = jobs.shift();
    if (jobs.length === 0) this.waiting.delete(chosen);
    this.served.set(chosen, this.turn++);
    return id;
  }
}
