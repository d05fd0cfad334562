// The calls of every subscribed system in one external store: the display's only copy of the calls (Apollo's
// cache never holds them). A push replaces a system's whole list (spec 01 §7 callsChanged); calls that did not
// change keep their object, so their memoised cards do not re-render (ARCHITECTURE §9: one card re-renders per
// change). duration is ignored: it grows with every push and the cards compute elapsed time from opened_at.
import type { CallDisplayRelationsQuery, DisplayCallFragment } from '../../../generated/graphql.ts';

export type DisplayCall = DisplayCallFragment;
export type Relations = CallDisplayRelationsQuery['callDisplayRelations'];

export interface SystemFeedState {
  systemId: number;
  /** loading until the first push arrived; the calls show from then on, whatever fails later */
  status: 'loading' | 'ready';
  calls: readonly DisplayCall[];
  /** the last push's list exactly as it arrived: the self-test checks the screen against it */
  pushed: readonly DisplayCall[];
  /** schedules, display groups, call types; null until loaded (the calls show unfiltered meanwhile) */
  relations: Relations | null;
  /** the last failure of the relations fetch; cleared by the next success */
  relationsError: string | null;
  /** the last failure of the callsChanged subscription; cleared by the next push */
  callsError: string | null;
  /** last callsChanged sequence; null before the first push */
  sequence: number | null;
  /** pushes missed while away (sequence gaps); the next full list made the display whole again */
  gaps: number;
  /** this browser's clock when the last push arrived */
  receivedAt: number | null;
  /** the backend's clock when it sent the last push (CallsChange.sent_at), ms */
  sentAt: number | null;
  /** the backend's link to the system's Gets from the last push (CallsChange.link); not 'online': the list may be stale */
  link: string | null;
}

export interface Push {
  sequence: number;
  calls: readonly DisplayCall[];
  link: string | null;
  sentAt: number | null;
  receivedAt: number;
}

export const callKey = (c: { system_id: number; id: number }) => `${c.system_id}:${c.id}`;

function sameCall(a: DisplayCall, b: DisplayCall): boolean {
  return JSON.stringify({ ...a, duration: 0 }) === JSON.stringify({ ...b, duration: 0 });
}

export function reconcile(previous: readonly DisplayCall[], next: readonly DisplayCall[]): DisplayCall[] {
  const old = new Map(previous.map((c) => [callKey(c), c]));
  return next.map((c) => {
    const before = old.get(callKey(c));
    return before && sameCall(before, c) ? before : c;
  });
}

const initial = (systemId: number): SystemFeedState => ({
  systemId,
  status: 'loading',
  calls: [],
  pushed: [],
  relations: null,
  relationsError: null,
  callsError: null,
  sequence: null,
  gaps: 0,
  receivedAt: null,
  sentAt: null,
  link: null,
});

export class FeedStore {
  private states = new Map<number, SystemFeedState>();
  private snapshot: readonly SystemFeedState[] = [];
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly SystemFeedState[] => this.snapshot;

  get(systemId: number): SystemFeedState | undefined {
    return this.states.get(systemId);
  }

  /** Keeps exactly these systems (a profile change may add or drop some). */
  setSystems(ids: readonly number[]): void {
    const next = new Map<number, SystemFeedState>();
    for (const id of ids) next.set(id, this.states.get(id) ?? initial(id));
    this.states = next;
    this.emit();
  }

  private update(systemId: number, change: (s: SystemFeedState) => SystemFeedState): void {
    const state = this.states.get(systemId);
    if (!state) return;
    const next = change(state);
    if (next === state) return;
    this.states.set(systemId, next);
    this.emit();
  }

  setRelations(systemId: number, relations: Relations): void {
    this.update(systemId, (s) => ({ ...s, relations, relationsError: null }));
  }

  setRelationsError(systemId: number, error: string): void {
    this.update(systemId, (s) => (s.relationsError === error ? s : { ...s, relationsError: error }));
  }

  setCallsError(systemId: number, error: string): void {
    this.update(systemId, (s) => (s.callsError === error ? s : { ...s, callsError: error }));
  }

  /**
   * The open calls as an HTTP answer gave them (cold start, issue 11): shown while no push has arrived, as the
   * socket's first list comes later than the queries' answers; the first push replaces them, an answer after it is
   * older and ignored. Not a push: the self-test and the freshness line keep waiting for the pushes.
   */
  firstList(systemId: number, calls: readonly DisplayCall[]): void {
    this.update(systemId, (s) => (s.status === 'loading' ? { ...s, status: 'ready', calls } : s));
  }

  /** A callsChanged push: the full list replaces the previous one. */
  push(systemId: number, push: Push): void {
    this.update(systemId, (s) => {
      const gap = s.sequence !== null && push.sequence > s.sequence + 1 ? push.sequence - s.sequence - 1 : 0;
      // the full list replaces what was missed
      if (gap) console.warn(`callsChanged of system ${systemId}: ${gap} missed`);
      return {
        ...s,
        status: 'ready',
        sequence: push.sequence,
        calls: reconcile(s.calls, push.calls),
        pushed: push.calls,
        gaps: s.gaps + gap,
        receivedAt: push.receivedAt,
        sentAt: push.sentAt,
        callsError: null,
        link: push.link,
      };
    });
  }

  private emit(): void {
    this.snapshot = [...this.states.values()];
    for (const l of this.listeners) l();
  }
}
