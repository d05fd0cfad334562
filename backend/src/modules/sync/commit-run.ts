// One configuration commit of the product (spec 02 §4): the product's changes go to the Gets through
// config/{kind}/changes, then the Gets' send task runs (init, preparing, wiping, sending, syncing, validating,
// finishing, done or failed). The task is followed from the stream's commit.progress and, in case the stream
// misses one, by asking GET /commit every second on the injected clock; it counts as running for 900 s at most.
import type { Clock } from '@cs/contracts/clock';
import type { ConfigKind, ConfigRow, GetsCommitTask } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import { SEND_ORDER } from './config-rows.ts';
import type { ChangelogEntry } from './changelog.ts';
import { SyncError, syncErrorOf } from './sync-errors.ts';

/** spec 02 §4, §9: a commit counts as running for 900 s after it starts */
export const COMMIT_RUNNING_MS = 900_000;
export const COMMIT_POLL_MS = 1_000;

export interface CommitProgress {
  task_id: number | null;
  wipe: boolean;
  step: string;
  progress: number;
  status: 'running' | 'done' | 'failed';
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

/** The changes per kind that make theirs equal ours for the given entries. */
export function changesOf(entries: readonly ChangelogEntry[]) {
  const byKind = new Map<ConfigKind, { upsert: ConfigRow[]; delete: number[] }>();
  for (const e of entries) {
    const change = byKind.get(e.entity_kind) ?? { upsert: [], delete: [] };
    byKind.set(e.entity_kind, change);
    if (e.ours) change.upsert.push(e.ours);
    else change.delete.push(e.entity_id);
  }
  return byKind;
}

/**
 * Bytes of JSON per changes request: the Gets takes bodies up to 1 MiB (docs/protocols.md §2, 413 too_large); a
 * whole 1,000-bed tree in one request was refused, so large changes go out in several requests.
 */
export const CHANGES_BATCH_BYTES = 256 * 1024;

/** Splits items into consecutive batches whose JSON stays under `maxBytes` (an item larger alone is its own batch). */
export function batches<T>(items: readonly T[], maxBytes = CHANGES_BATCH_BYTES): T[][] {
  const out: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (batch.length && bytes + size > maxBytes) {
      out.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += size;
  }
  if (batch.length) out.push(batch);
  return out;
}

/** Pushes the changes: upserts with references first, deletes in the reverse order, each in batches. */
export async function pushChanges(gateway: GetsGateway, entries: readonly ChangelogEntry[]): Promise<void> {
  const byKind = changesOf(entries);
  for (const kind of SEND_ORDER)
    for (const upsert of batches(byKind.get(kind)?.upsert ?? [])) await gateway.pushChanges(kind, { upsert });
  for (const kind of [...SEND_ORDER].reverse())
    for (const ids of batches(byKind.get(kind)?.delete ?? []))
      await gateway.pushChanges(kind, { delete: ids });
}

/** Follows a started task to its end; resolves with the final progress (done or failed), never throws. */
export function followTask(
  gateway: GetsGateway,
  clock: Clock,
  first: GetsCommitTask,
  startedAt: number,
  onProgress: (p: CommitProgress) => void,
): Promise<CommitProgress> {
  return new Promise((resolve) => {
    let timer: unknown;
    let last = progressOf(first);
    let ended = false;
    const end = (p: CommitProgress) => {
      if (ended) return;
      ended = true;
      clock.clearTimeout(timer);
      off();
      resolve(p);
    };
    const seen = (task: GetsCommitTask) => {
      if (ended || task.id !== first.id) return;
      last = progressOf(task);
      onProgress(last);
      if (task.status !== 'running') end(last);
    };
    const off = gateway.on((e) => {
      if (e.type === 'commit.progress') seen(e.task);
    });
    const poll = async () => {
      if (ended) return;
      if (clock.now() - startedAt >= COMMIT_RUNNING_MS) {
        const failed = failedProgress(last, 'timeout', clock.now());
        onProgress(failed);
        return end(failed);
      }
      try {
        const task = await gateway.commitTask();
        if (task) seen(task);
      } catch (error) {
        // The Gets went away during the commit: the commit fails visibly; a retry starts a new one.
        const failed = failedProgress(last, syncErrorOf(error).key, clock.now());
        onProgress(failed);
        return end(failed);
      }
      if (!ended) timer = clock.setTimeout(() => void poll(), COMMIT_POLL_MS);
    };
    onProgress(last);
    timer = clock.setTimeout(() => void poll(), COMMIT_POLL_MS);
  });
}

export function progressOf(task: GetsCommitTask): CommitProgress {
  return {
    task_id: task.id,
    wipe: task.wipe,
    step: task.step,
    progress: task.progress,
    status: task.status,
    error: task.error,
    started_at: task.started_at,
    finished_at: task.finished_at,
  };
}

export function failedProgress(before: CommitProgress, error: string, now: number): CommitProgress {
  return { ...before, step: 'failed', status: 'failed', error, finished_at: new Date(now).toISOString() };
}

/** A commit that never got a task (the changes could not be sent, or the Gets refused to start). */
export function refusedProgress(wipe: boolean, error: string, now: number): CommitProgress {
  const at = new Date(now).toISOString();
  return {
    task_id: null,
    wipe,
    step: 'failed',
    progress: 0,
    status: 'failed',
    error,
    started_at: at,
    finished_at: at,
  };
}

export const refuseWhileRunning = (running: boolean) => {
  if (running) throw new SyncError('commit_running');
};
