import { describe, expect, it, vi } from 'vitest';
import { lazyActor, type StartedActor } from './lazy-actor.ts';

type Event = { type: 'ADD'; n: number } | { type: 'NOOP' };

function counter(): StartedActor<Event, number> & { sent: Event[] } {
  let value = 0;
  const listeners = new Set<() => void>();
  const sent: Event[] = [];
  return {
    sent,
    send: (event) => {
      sent.push(event);
      if (event.type === 'ADD') value += event.n;
      listeners.forEach((l) => l());
    },
    getSnapshot: () => value,
    subscribe: (l) => {
      listeners.add(l);
      return { unsubscribe: () => listeners.delete(l) };
    },
    stop: vi.fn(),
  };
}

describe('lazyActor (the shell machines start on first use)', () => {
  it('does not start for events that do not wake it', async () => {
    const start = vi.fn(() => Promise.resolve(counter()));
    const actor = lazyActor(start, { wakes: (e) => e.type !== 'NOOP' });
    actor.send({ type: 'NOOP' });
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    expect(actor.getSnapshot()).toBeNull();
  });

  it('queues events until the actor runs, then forwards everything and notifies subscribers', async () => {
    const inner = counter();
    const start = vi.fn(() => Promise.resolve(inner));
    const actor = lazyActor(start, { wakes: (e) => e.type !== 'NOOP' });
    const listener = vi.fn();
    actor.subscribe(listener);
    actor.send({ type: 'ADD', n: 1 });
    actor.send({ type: 'ADD', n: 2 });
    expect(actor.getSnapshot()).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot()).toBe(3));
    expect(start).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    actor.send({ type: 'NOOP' });
    expect(inner.sent.at(-1)).toEqual({ type: 'NOOP' });
    actor.send({ type: 'ADD', n: 4 });
    expect(actor.getSnapshot()).toBe(7);
  });

  it('reports a chunk that cannot load and tries again on the next event', async () => {
    const onLoadError = vi.fn();
    const start = vi.fn<() => Promise<StartedActor<Event, number>>>().mockRejectedValueOnce(new Error('404'));
    start.mockResolvedValue(counter());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = lazyActor(start, { onLoadError });
    actor.send({ type: 'ADD', n: 1 });
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    actor.send({ type: 'ADD', n: 5 });
    await vi.waitFor(() => expect(actor.getSnapshot()).toBe(5));
    error.mockRestore();
  });

  it('stops an actor that arrives after stop()', async () => {
    const inner = counter();
    const actor = lazyActor(() => Promise.resolve(inner));
    actor.send({ type: 'ADD', n: 1 });
    actor.stop();
    await vi.waitFor(() => expect(inner.stop).toHaveBeenCalled());
    expect(actor.getSnapshot()).toBeNull();
  });
});
