import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import { createRuntime, type Runtime } from './runtime.ts';

let runtime: Runtime | undefined;
afterEach(() => runtime?.dispose());

// The shell's machines load with their first real event, so a display that shows no notification and
// runs the current version never loads XState (ARCHITECTURE §11).
describe('runtime: the shell machines start on first use', () => {
  it('the update machine stays unloaded while the reported version is this client’s', async () => {
    runtime = createRuntime({ clientVersion: '5.406', reload: vi.fn() });
    runtime.update.send({ type: 'VERSION_REPORTED', version: '5.406' });
    runtime.update.send({ type: 'VERSION_REPORTED', version: '' });
    // Whether to load the machine is decided as each event is sent.
    expect(runtime.update.requested()).toBe(false);
    expect(runtime.update.getSnapshot()).toBeNull();
  });

  it('a new version starts it counting down from 30 s', async () => {
    runtime = createRuntime({ clientVersion: '5.406', reload: vi.fn() });
    runtime.update.send({ type: 'VERSION_REPORTED', version: '5.407' });
    expect(runtime.update.requested()).toBe(true);
    await vi.waitFor(() => expect(runtime?.update.getSnapshot()?.matches('counting')).toBe(true));
    expect(runtime.update.getSnapshot()?.context.remaining).toBe(30);
  });

  it('notify queues the notification until the queue runs, then shows it', async () => {
    runtime = createRuntime({ reload: vi.fn() });
    expect(runtime.notifications.getSnapshot()).toBeNull();
    runtime.notify({ title: 'first' });
    runtime.notify({ title: 'second' });
    await vi.waitFor(() =>
      expect(runtime?.notifications.getSnapshot()?.context.queue.map((n) => n.title)).toEqual([
        'first',
        'second',
      ]),
    );
  });
});

// ARCHITECTURE §7: every timer through the injected clock, the shell's machines too.
describe("runtime: the shell machines run on the runtime's clock", () => {
  it('a notification goes after 5 s of the runtime’s clock', async () => {
    const clock = new SimulatedClock(Date.parse('2026-03-02T10:00:00Z'));
    runtime = createRuntime({ reload: vi.fn(), clock });
    runtime.notify({ title: 'saved' });
    await vi.waitFor(() => expect(runtime?.notifications.getSnapshot()?.context.queue).toHaveLength(1));
    clock.advance(5_000);
    expect(runtime.notifications.getSnapshot()?.context.queue).toEqual([]);
  });

  it('the update banner counts down and reloads on the runtime’s clock', async () => {
    const clock = new SimulatedClock(Date.parse('2026-03-02T10:00:00Z'));
    const reload = vi.fn();
    runtime = createRuntime({ clientVersion: '5.406', reload, clock });
    runtime.update.send({ type: 'VERSION_REPORTED', version: '5.407' });
    await vi.waitFor(() => expect(runtime?.update.getSnapshot()?.matches('counting')).toBe(true));
    clock.advance(29_000);
    expect(runtime.update.getSnapshot()?.context.remaining).toBe(1);
    clock.advance(1_000);
    expect(reload).toHaveBeenCalledOnce();
  });
});
