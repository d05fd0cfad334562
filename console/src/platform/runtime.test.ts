import { afterEach, describe, expect, it, vi } from 'vitest';
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
