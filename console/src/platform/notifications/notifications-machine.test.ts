import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SimulatedClock } from '@cs/contracts/clock';
import { notificationsMachine, toNotification, type NotificationInput } from './notifications-machine.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock }).start();
  const show = (n: NotificationInput) => actor.send({ type: 'SHOW', notification: toNotification(n) });
  const current = () => actor.getSnapshot().context.queue[0]?.title;
  return { clock, actor, show, current };
}

describe('notifications queue (spec 01 §4 Notifications)', () => {
  it('shows one at a time, first in queue, and dismisses it after 5000 ms by default', () => {
    const { clock, show, current, actor } = start();
    show({ title: 'A' });
    show({ title: 'B' });
    expect(current()).toBe('A');
    clock.advance(4999);
    expect(current()).toBe('A');
    clock.advance(1);
    expect(current()).toBe('B');
    clock.advance(5000);
    expect(current()).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('honours a custom duration', () => {
    const { clock, show, current } = start();
    show({ title: 'short', duration: 1000 });
    clock.advance(1000);
    expect(current()).toBeUndefined();
  });

  it('a persistent one stays until dismissed', () => {
    const { clock, show, current, actor } = start();
    show({ id: 'p', title: 'stays', persist: true });
    show({ title: 'next' });
    clock.advance(60_000);
    expect(current()).toBe('stays');
    actor.send({ type: 'DISMISS', id: 'p' });
    expect(current()).toBe('next');
    clock.advance(5000);
    expect(current()).toBeUndefined();
  });

  it('a new one with the same id replaces the older and restarts its time', () => {
    const { clock, show, current, actor } = start();
    show({ id: 'x', title: 'old' });
    clock.advance(4000);
    show({ id: 'x', title: 'new' });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    expect(current()).toBe('new');
    clock.advance(4000);
    expect(current()).toBe('new');
    clock.advance(1000);
    expect(current()).toBeUndefined();
  });

  it('replacing a queued (not shown) one keeps its place', () => {
    const { show, actor } = start();
    show({ id: 'a', title: 'A' });
    show({ id: 'b', title: 'B1' });
    show({ id: 'c', title: 'C' });
    show({ id: 'b', title: 'B2' });
    expect(actor.getSnapshot().context.queue.map((n) => n.title)).toEqual(['A', 'B2', 'C']);
  });

  it('dismissing shows the next one at once with its full duration', () => {
    const { clock, show, current, actor } = start();
    show({ title: 'A' });
    show({ title: 'B' });
    clock.advance(3000);
    actor.send({ type: 'DISMISS' });
    expect(current()).toBe('B');
    clock.advance(4999);
    expect(current()).toBe('B');
  });
});
