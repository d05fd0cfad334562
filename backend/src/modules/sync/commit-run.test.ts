// A commit counts as running for 900 s after it starts (spec 02 §4, §9), on the injected clock: a Gets whose
// task never ends does not block the product's configuration for ever.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import type { GetsCommitTask } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import { COMMIT_RUNNING_MS, followTask, type CommitProgress } from './commit-run.ts';

const task: GetsCommitTask = {
  id: 7,
  wipe: false,
  step: 'sending',
  progress: 20,
  status: 'running',
  error: null,
  started_at: '2025-01-06T08:00:00.000Z',
  finished_at: null,
  changes: 1,
  chunks_left: 1,
  chunks_total: 1,
};

describe('following a commit task', () => {
  it('fails it with timeout 900 s after its start when the Gets never finishes', async () => {
    const clock = new SimulatedClock(Date.parse(task.started_at));
    let asked = 0;
    const gateway = {
      on: () => () => {},
      commitTask: async () => (asked++, task),
    } as unknown as GetsGateway;
    const seen: CommitProgress[] = [];
    const done = followTask(gateway, clock, task, clock.now(), (p) => seen.push(p));
    for (let t = 0; t < COMMIT_RUNNING_MS; t += 1_000) {
      clock.advance(1_000);
      await Promise.resolve();
      await Promise.resolve();
    }
    clock.advance(1_000);
    const final = await done;
    expect(final).toMatchObject({ status: 'failed', step: 'failed', error: 'timeout', task_id: 7 });
    expect(asked).toBeGreaterThan(800); // asked every second meanwhile
    expect(seen.at(-1)).toEqual(final);
  });

  it('ends with the task the Gets reports as done', async () => {
    const clock = new SimulatedClock(Date.parse(task.started_at));
    const doneTask = { ...task, step: 'done' as const, status: 'done' as const, progress: 100 };
    const gateway = { on: () => () => {}, commitTask: async () => doneTask } as unknown as GetsGateway;
    const done = followTask(gateway, clock, task, clock.now(), () => {});
    clock.advance(1_000);
    expect(await done).toMatchObject({ status: 'done', progress: 100 });
  });
});
