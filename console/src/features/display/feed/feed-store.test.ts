// ARCHITECTURE §9: one card re-renders per change. A push keeps the objects of unchanged calls (duration,
// which grows with every push, ignored); sequence gaps are counted (ARCHITECTURE §11).
import { describe, expect, it, vi } from 'vitest';
import { mockCall } from '../../../../../mocks/display-data.ts';
import { FeedStore, reconcile } from './feed-store.ts';

const now = Date.parse('2026-03-02T10:00:00Z');

describe('feed store', () => {
  it('keeps unchanged calls by identity, replaces changed ones, drops closed ones', () => {
    const a = mockCall({ id: 1, callType: 4, room: '101' }, now);
    const b = mockCall({ id: 2, callType: 4, room: '102' }, now);
    const next = reconcile(
      [a, b],
      [
        { ...a, duration: a.duration + 5 },
        { ...b, handled_by_app_username: 'Anna' },
      ],
    );
    expect(next[0]).toBe(a);
    expect(next[1]).not.toBe(b);
    expect(reconcile([a, b], [b])).toEqual([b]);
  });

  it('a call with the same id in another system is another call', () => {
    const a = mockCall({ id: 1, callType: 4, room: '101', system: 1 }, now);
    const other = mockCall({ id: 1, callType: 4, room: '101', system: 2 }, now);
    expect(reconcile([a], [other])[0]).toBe(other);
  });

  const push = (sequence: number, calls: ReturnType<typeof mockCall>[]) => ({
    sequence,
    calls,
    link: 'online',
    sentAt: now,
    receivedAt: now,
  });

  it('is ready with the first push, relations or not; counts missed pushes', () => {
    const store = new FeedStore();
    store.setSystems([1]);
    expect(store.get(1)?.status).toBe('loading');
    store.push(1, push(1, [mockCall({ id: 1, callType: 4, room: '101' }, now)]));
    expect(store.get(1)).toMatchObject({ status: 'ready', relations: null });
    expect(store.get(1)?.calls).toHaveLength(1);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    store.push(1, push(5, []));
    expect(store.get(1)).toMatchObject({ gaps: 3, sequence: 5, calls: [] });
  });

  it('a failure is shown until the next success: relations until they load, calls until the next push', () => {
    const store = new FeedStore();
    store.setSystems([2]);
    store.setRelationsError(2, 'relations failed');
    store.setCallsError(2, 'socket closed');
    expect(store.get(2)).toMatchObject({ relationsError: 'relations failed', callsError: 'socket closed' });
    store.push(2, push(1, []));
    expect(store.get(2)).toMatchObject({
      status: 'ready',
      callsError: null,
      relationsError: 'relations failed',
    });
    store.setRelations(2, { schedules: [], displayGroups: [], callTypes: [] });
    expect(store.get(2)?.relationsError).toBeNull();
  });

  it('the open calls of an HTTP answer show until the first push; after it an answer is older and ignored (issue 11)', () => {
    const store = new FeedStore();
    store.setSystems([1]);
    const early = mockCall({ id: 1, callType: 1, room: '101' }, now);
    store.firstList(1, [early]);
    expect(store.get(1)).toMatchObject({ status: 'ready', calls: [early], pushed: [], sequence: null });
    const pushed = mockCall({ id: 2, callType: 4, room: '102' }, now);
    store.push(1, push(1, [pushed]));
    store.firstList(1, [early]);
    expect(store.get(1)?.calls).toEqual([pushed]);
  });
});
