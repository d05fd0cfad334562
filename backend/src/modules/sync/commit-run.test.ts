// Sending changes in batches the Gets accepts; a commit counts as running for 900 s after it starts (spec 02 §4, §9), on the injected clock: a Gets whose
// task never ends does not block the product's configuration for ever.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import type { GetsCommitTask } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import type { ChangelogEntry } from './changelog.ts';
import {
  batches,
  CHANGES_BATCH_BYTES,
  COMMIT_RUNNING_MS,
  followTask,
  pushChanges,
  type CommitProgress,
} from './commit-run.ts';

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

describe('sending changes in batches (docs/protocols.md §2: bodies up to 1 MiB)', () => {
  it('splits by JSON size, keeps the order, and never leaves an item out', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      id: i + 1,
      name: `Zimmer ${i + 1}`.padEnd(200, '.'),
    }));
    const parts = batches(rows, CHANGES_BATCH_BYTES);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts)
      expect(Buffer.byteLength(JSON.stringify({ upsert: part }))).toBeLessThan(1024 * 1024);
    expect(parts.flat()).toEqual(rows);
    expect(batches([], 10)).toEqual([]);
    expect(batches([{ big: 'x'.repeat(50) }, { id: 1 }], 20)).toEqual([
      [{ big: 'x'.repeat(50) }],
      [{ id: 1 }],
    ]);
  });

  it('a whole 1,000-bed tree goes out as several requests, upserts before deletes', async () => {
    const sent: Array<{ kind: string; upsert?: unknown[]; delete?: number[] }> = [];
    const gateway = {
      pushChanges: async (kind: string, change: { upsert?: unknown[]; delete?: number[] }) => {
        sent.push({ kind, ...change });
        return { pending_changes: sent.length };
      },
    } as unknown as GetsGateway;
    const node = (id: number) => ({ id, name: `Knoten ${id}`, comment: 'x'.repeat(300) });
    const entries = [
      ...Array.from({ length: 3_000 }, (_, i) => ({
        entity_kind: 'nodes',
        entity_id: i + 1,
        ours: node(i + 1),
      })),
      { entity_kind: 'sections', entity_id: 9, ours: null },
    ] as unknown as ChangelogEntry[];
    await pushChanges(gateway, entries);
    const nodeRequests = sent.filter((s) => s.kind === 'nodes');
    expect(nodeRequests.length).toBeGreaterThan(1);
    expect(nodeRequests.flatMap((s) => s.upsert ?? [])).toHaveLength(3_000);
    expect(sent.at(-1)).toEqual({ kind: 'sections', delete: [9] });
  });
});
