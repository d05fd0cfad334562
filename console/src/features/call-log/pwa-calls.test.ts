// spec 01 §4 call display ordering as the mobile-style overview lists the open calls: urgency (EMERGENCY, URGENT,
// NORMAL), then the call type's sort order (missing counts as 999), then the longest open first.
import { describe, expect, it } from 'vitest';
import { byUrgency } from './pwa-calls.tsx';

type Call = Parameters<typeof byUrgency>[0];
const call = (id: number, urgency: 'EMERGENCY' | 'URGENT' | 'NORMAL', opened: string, sort_order?: number) =>
  ({
    id,
    system_id: 1,
    opened_at: `2026-11-26T${opened}:00Z`,
    call_type: { urgency, sort_order: sort_order ?? null },
  }) as unknown as Call;

describe('byUrgency (spec 01 §4)', () => {
  it('orders by urgency, then sort order, then the longest open first', () => {
    const calls = [
      call(1, 'NORMAL', '10:00', 1),
      call(2, 'URGENT', '10:05', 5),
      call(3, 'EMERGENCY', '10:10'),
      call(4, 'URGENT', '10:01', 5),
      call(5, 'URGENT', '09:00'),
      call(6, 'URGENT', '10:30', 2),
    ];
    expect([...calls].sort(byUrgency).map((c) => c.id)).toEqual([3, 6, 4, 2, 5, 1]);
  });
  it('a call without a call type counts as normal', () => {
    const bare = { ...call(9, 'NORMAL', '08:00'), call_type: null } as Call;
    expect([call(1, 'URGENT', '10:00'), bare].sort(byUrgency).map((c) => c.id)).toEqual([1, 9]);
  });
});
