// The calls of every subscribed system in one external store. A push replaces a system's whole list
// (spec 01 §7 callsChanged); calls that did not change keep their object, so their memoised cards do not
// re-render (ARCHITECTURE §9: one card re-renders per change). duration is ignored: it grows with every
// push and the cards compute elapsed time locally from opened_at.
import type { CallDisplayRelationsQuery, DisplayCallFragment } from '../../../generated/graphql.ts';

export type DisplayCall = DisplayCallFragment;
export type Relations = CallDisplayRelationsQuery['callDisplayRelations'];

export interface SystemFeedState {
  systemId: number;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  calls: readonly DisplayCall[];
  relations: Relations | null;
  /** last callsChanged sequence; null before the first push */
  sequence: number | null;
  /** pushes missed while away (sequence gaps); the next full list made the display whole again */
  gaps: number;
  /** server time of the last push, for the measured delay */
  lastPushAt: number | null;
  /** the backend's link to the system's Gets from the last push (CallsChange.link); not 'online': the list may be stale */
  link: string | null;
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
    for (const id of ids) {
      next.set(
        id,
        this.states.get(id) ?? {
          systemId: id,
          status: 'loading',
          error: null,
          calls: [],
          relations: null,
          sequence: null,
          gaps: 0,
          lastPushAt: null,
          link: null,
        },
      );
    }
    this.states = next;
    this.emit();
  }

  private update(systemId: number, change: (s: SystemFeedState) => SystemFeedState): void {
    const state = this.states.get(systemId);
    if (!state) return;
    this.states.set(systemId, change(state));
    this.emit();
  }

  private static readyIf(s: SystemFeedState): SystemFeedState['status'] {
    return s.relations && s.sequence !== null ? 'ready' : s.status === 'error' ? 'error' : 'loading';
  }

  setRelations(systemId: number, relations: Relations): void {
    this.update(systemId, (s) => {
      const next = { ...s, relations };
      return { ...next, status: FeedStore.readyIf(next) };
    });
  }

  /** The initial OpenCalls answer; ignored once the subscription has delivered a list. */
  setInitialCalls(systemId: number, calls: readonly DisplayCall[]): void {
    this.update(systemId, (s) => (s.sequence !== null ? s : { ...s, calls: reconcile(s.calls, calls) }));
  }

  /** A callsChanged push: the full list replaces the previous one. */
  push(
    systemId: number,
    sequence: number,
    calls: readonly DisplayCall[],
    at: number,
    link: string | null = null,
  ): void {
    this.update(systemId, (s) => {
      const gap = s.sequence !== null && sequence > s.sequence + 1 ? sequence - s.sequence - 1 : 0;
      if (gap)
        console.warn(
          `callsChanged: ${gap} push(es) of system ${systemId} missed; the full list replaces them`,
        );
      const next = {
        ...s,
        sequence,
        calls: reconcile(s.calls, calls),
        gaps: s.gaps + gap,
        lastPushAt: at,
        error: null,
        link,
      };
      return { ...next, status: FeedStore.readyIf(next) };
    });
  }

  setError(systemId: number, error: string): void {
    this.update(systemId, (s) => ({ ...s, status: 'error', error }));
  }

  private emit(): void {
    this.snapshot = [...this.states.values()];
    for (const l of this.listeners) l();
  }
}
