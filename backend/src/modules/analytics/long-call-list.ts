// The longest calls of an analytics range (issue 17: long calls over call_duration_threshold, each linked to its
// detail): the few longest kept while the calls stream past, without sorting them all.

/** How many long calls the dashboard lists. */
export const LONG_CALL_LIST = 10;

export interface LongCallItem {
  id: number;
  opened_at: string;
  duration: number;
  call_type_text: string | null;
  device_text: string | null;
  section_name: string | null;
}

interface Entry {
  id: number;
  at: number;
  duration: number;
  item: () => LongCallItem;
}

/** Longest first; at equal length the earlier, then the smaller id. */
const before = (a: Omit<Entry, 'item'>, b: Omit<Entry, 'item'>) =>
  a.duration !== b.duration ? a.duration > b.duration : a.at !== b.at ? a.at < b.at : a.id < b.id;

export class LongCallList {
  private readonly top: Entry[] = [];

  /** item is called only for a call that makes the list (the texts are looked up then). */
  offer(id: number, at: number, duration: number, item: () => LongCallItem): void {
    const candidate = { id, at, duration, item };
    const last = this.top.at(-1);
    if (this.top.length === LONG_CALL_LIST && last && !before(candidate, last)) return;
    let i = this.top.length;
    while (i > 0 && before(candidate, this.top[i - 1]!)) i--;
    this.top.splice(i, 0, candidate);
    if (this.top.length > LONG_CALL_LIST) this.top.pop();
  }

  list(): LongCallItem[] {
    return this.top.map((e) => e.item());
  }
}
