// The commit popup (spec 01 §4 configuration commit, §7): set by the message getsconfig.commit, cleared by
// getsconfig.commit_done; while it is active the popup shows the send task's steps, the configChangelog query is
// polled every 4000 ms (spec 01 §9) and a failed poll, or an error in its answer, sends the user to sync (spec 01
// §8). A commit counts as running for 900 s at most (spec 02 §4). The host provides the poll and the navigation,
// holds the user on /sync and dims the header while the machine is in `committing`.
import { assign, fromPromise, setup } from 'xstate';

/** Spec 01 §9 changelog poll while the popup is active. */
export const COMMIT_POLL_MS = 4_000;
/** Spec 01 §9 / 02 §4: a commit counts as running for 900 s. */
export const COMMIT_RUNNING_MS = 900_000;

/** A send task as the getsconfig.* messages and configChangelog carry it (spec 02 §4 steps). */
export interface CommitTask {
  step: string;
  progress: number;
  /** the task's own: running, done or failed */
  status: string;
  error: string | null;
  wipe?: boolean;
}

/** What the popup needs of configChangelog (spec 01 §3 config changelog result). */
export interface ChangelogPoll {
  /** the system's sync status (spec 02 §4): ready, busy, ... */
  status: string;
  error: string | null;
  progress: number | null;
  committing: boolean;
  commit: CommitTask | null;
}

export type CommitPopupEvent =
  | { type: 'COMMIT_STARTED'; task: CommitTask }
  | { type: 'PROGRESS'; task: CommitTask }
  | { type: 'COMMIT_DONE'; task: CommitTask }
  /** AppData said a commit runs (a page opened during one) */
  | { type: 'RUNNING'; running: boolean }
  | { type: 'CLOSE' };

export interface CommitPopupContext {
  task: CommitTask;
  /** the changelog's status from the last poll; null before the first */
  syncStatus: string | null;
  /** a failed commit's error, shown until the user closes the popup */
  error: string | null;
}

const START: CommitTask = { step: 'init', progress: 0, status: 'running', error: null };

/** Keeps what a message does not say (a message carries no wipe flag; the poll does). */
const merged = (before: CommitTask, next: CommitTask): CommitTask => ({
  ...next,
  wipe: next.wipe ?? before.wipe ?? next.step === 'wiping',
});

export const commitPopupMachine = setup({
  types: { context: {} as CommitPopupContext, events: {} as CommitPopupEvent },
  actors: {
    pollChangelog: fromPromise<ChangelogPoll>(() => Promise.reject(new Error('pollChangelog not provided'))),
  },
  actions: {
    goToSync: () => {},
    start: assign({
      task: ({ event }) =>
        event.type === 'COMMIT_STARTED' || event.type === 'PROGRESS' ? event.task : START,
      syncStatus: null,
      error: null,
    }),
    track: assign({
      task: ({ context, event }) =>
        event.type === 'PROGRESS' || event.type === 'COMMIT_DONE'
          ? merged(context.task, event.task)
          : context.task,
    }),
    rememberFailure: assign({
      error: ({ context, event }) =>
        (event.type === 'COMMIT_DONE' ? event.task.error : null) ?? context.task.error ?? null,
    }),
  },
  guards: {
    runs: ({ event }) => event.type === 'RUNNING' && event.running,
    taskRuns: ({ event }) => event.type === 'PROGRESS' && event.task.status === 'running',
    failed: ({ event }) => event.type === 'COMMIT_DONE' && event.task.status === 'failed',
  },
}).createMachine({
  id: 'commitPopup',
  context: { task: START, syncStatus: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        COMMIT_STARTED: { target: 'committing', actions: 'start' },
        // a progress of a running task means a commit runs even when its start went unheard
        PROGRESS: { guard: 'taskRuns', target: 'committing', actions: 'start' },
        RUNNING: { guard: 'runs', target: 'committing', actions: 'start' },
      },
    },
    committing: {
      after: { [COMMIT_RUNNING_MS]: 'idle' },
      on: {
        PROGRESS: { actions: 'track' },
        // AppData of another system (a switch) or after a reload says none runs
        RUNNING: { guard: ({ event }) => !event.running, target: 'idle' },
        COMMIT_DONE: [
          { guard: 'failed', target: 'failed', actions: ['track', 'rememberFailure'] },
          { target: 'idle', actions: 'track' },
        ],
      },
      initial: 'waiting',
      states: {
        waiting: { after: { [COMMIT_POLL_MS]: 'polling' } },
        polling: {
          invoke: {
            src: 'pollChangelog',
            onDone: [
              // spec 01 §8: an error in the answer goes to the sync route
              { guard: ({ event }) => !!event.output.error, target: 'waiting', actions: 'goToSync' },
              // the commit ended without its message reaching us (a lost socket): the poll tells
              {
                guard: ({ event }) => !event.output.committing && event.output.commit?.status === 'failed',
                target: '#commitPopup.failed',
                actions: assign({
                  task: ({ context, event }) => merged(context.task, event.output.commit!),
                  error: ({ event }) => event.output.commit?.error ?? null,
                }),
              },
              { guard: ({ event }) => !event.output.committing, target: '#commitPopup.idle' },
              {
                target: 'waiting',
                actions: assign({
                  syncStatus: ({ event }) => event.output.status,
                  task: ({ context, event }) =>
                    event.output.commit ? merged(context.task, event.output.commit) : context.task,
                }),
              },
            ],
            // spec 01 §8: a failed configChangelog query goes to the sync route; the poll goes on
            onError: { target: 'waiting', actions: 'goToSync' },
          },
        },
      },
    },
    failed: {
      on: {
        CLOSE: 'idle',
        COMMIT_STARTED: { target: 'committing', actions: 'start' },
        RUNNING: { guard: 'runs', target: 'committing', actions: 'start' },
      },
    },
  },
});

/** Spec 01 §4: the percentage shows when the status is not ready and the progress is above 0. */
export function showsPercent(context: CommitPopupContext): boolean {
  return context.syncStatus !== 'ready' && context.task.progress > 0;
}
