// The configuration commit as the Gets runs it (spec 02 §4 send task): its steps' clock time, the progress each
// step reports, and the task record at its start, at each step and at its end.
import type { CommitStep, GetsCommitTask } from '@cs/contracts/gets';

/** Clock time per send-task step (spec 02 §4); a real Gets takes up to 10 minutes. */
export const COMMIT_TIMING = {
  init: 1_000,
  preparing: 2_000,
  wiping: 20_000,
  chunk: 1_000,
  syncing: 5_000,
  validating: 2_000,
  finishing: 1_000,
  /** spec 02 §4: "a timeout error appears if the configurator does not start sending in time". */
  startTimeout: 120_000,
} as const;
/** Rows sent per chunk while `sending`. */
export const CHUNK_ROWS = 50;

const PROGRESS: Record<CommitStep, number> = {
  init: 0,
  preparing: 5,
  wiping: 10,
  sending: 20,
  syncing: 85,
  validating: 92,
  finishing: 97,
  done: 100,
  failed: 0,
};

/** A new task: how many changes it sends (all rows when wiping) and in how many chunks. */
export function newTask(id: number, wipe: boolean, changes: number, at: string): GetsCommitTask {
  const chunks = Math.max(1, Math.ceil(changes / CHUNK_ROWS));
  return {
    id,
    wipe,
    step: 'init',
    progress: 0,
    status: 'running',
    error: null,
    started_at: at,
    finished_at: null,
    changes,
    chunks_left: chunks,
    chunks_total: chunks,
  };
}

/** The task entering a step; while sending, its progress follows the chunks sent. */
export function atStep(task: GetsCommitTask, step: CommitStep): GetsCommitTask {
  const sent = task.chunks_total - task.chunks_left;
  const progress =
    step === 'sending' ? PROGRESS.sending + Math.round((60 * sent) / task.chunks_total) : PROGRESS[step];
  return { ...task, step, progress };
}

/** The task done, or failed with its error (its progress stays where it stopped). */
export function finished(task: GetsCommitTask, error: string | null, at: string): GetsCommitTask {
  const failed = error !== null;
  return {
    ...task,
    step: failed ? 'failed' : 'done',
    status: failed ? 'failed' : 'done',
    progress: failed ? task.progress : 100,
    error,
    finished_at: at,
  };
}
