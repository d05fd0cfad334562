// ARCHITECTURE §7: one simulated clock for twin, backend and scenarios; the same timers give the same order.
import { describe, expect, it } from 'vitest';
import { MINUTE } from './clock.ts';
import { SimulatedClock } from './simulated-clock.ts';

describe('SimulatedClock', () => {
  it('fires timers in due order with now() at each due time, equal due times in creation order', () => {
    const clock = new SimulatedClock(1_000);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 10);
    clock.setTimeout(() => seen.push(`c@${clock.now()}`), 20);
    clock.advance(25);
    expect(seen).toEqual(['a@1010', 'b@1020', 'c@1020']);
    expect(clock.now()).toBe(1_025);
  });

  it('a periodic timer that sets the next one fires every period within one advance (a ward day in one call)', () => {
    const clock = new SimulatedClock();
    const ticks: number[] = [];
    const tick = () => {
      ticks.push(clock.now());
      clock.setTimeout(tick, MINUTE);
    };
    clock.setTimeout(tick, MINUTE);
    clock.advance(5 * MINUTE);
    expect(ticks).toEqual([1, 2, 3, 4, 5].map((m) => m * MINUTE));
  });

  it('a cleared timer never fires and no longer counts as pending', () => {
    const clock = new SimulatedClock();
    const fired: number[] = [];
    const first = clock.setTimeout(() => fired.push(1), 10);
    clock.setTimeout(() => fired.push(2), 20);
    clock.clearTimeout(first);
    expect(clock.pending).toBe(1);
    expect(clock.nextDue()).toBe(20);
    clock.advance(30);
    expect(fired).toEqual([2]);
    expect(clock.pending).toBe(0);
    expect(clock.nextDue()).toBeNull();
  });

  it('steps like the scenario runner: fireUntil fires what is due, moveTo moves without firing', () => {
    const clock = new SimulatedClock(0);
    const fired: number[] = [];
    for (const ms of [30, 10, 20]) clock.setTimeout(() => fired.push(clock.now()), ms);
    expect(clock.fireUntil(20)).toBe(2);
    expect(fired).toEqual([10, 20]);
    clock.moveTo(25);
    expect(clock.now()).toBe(25);
    expect(clock.fireUntil(40)).toBe(1);
    expect(clock.fired).toBe(3);
  });

  it('refuses to go back in time', () => {
    const clock = new SimulatedClock(100);
    expect(() => clock.set(50)).toThrow(/back in time/);
    expect(() => clock.moveTo(99)).toThrow(/back in time/);
  });

  it('a negative or non-finite delay fires at the current time', () => {
    const clock = new SimulatedClock(500);
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now()), -5);
    clock.setTimeout(() => fired.push(clock.now()), Number.NaN);
    clock.advance(0);
    expect(fired).toEqual([500, 500]);
  });

  it('keeps order over many interleaved timers (heap property)', () => {
    const clock = new SimulatedClock();
    const dues = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1_000);
    const fired: number[] = [];
    for (const due of dues) clock.setTimeout(() => fired.push(clock.now()), due);
    clock.advance(1_000);
    expect(fired).toEqual([...dues].sort((a, b) => a - b));
  });
});
