// One commit popup actor per page (per runtime): it outlives the main layout (a visit to a bare route) and starts
// with the first event that means a commit runs, so its machine, XState and its views load only then
// (platform/lazy-actor.ts). The navigation it asks for goes to whoever holds the router at that moment.
import type { SnapshotFrom } from 'xstate';
import { lazyActor, type LazyActor } from '../../../platform/lazy-actor.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type { CommitPopupEvent, CommitTask, commitPopupMachine } from './commit-popup-machine.ts';

export type CommitPopupSnapshot = SnapshotFrom<typeof commitPopupMachine>;

export interface CommitPopupHost {
  actor: LazyActor<CommitPopupEvent, CommitPopupSnapshot>;
  /** set by the mounted layout (it has the router) */
  hooks: { goToSync: () => void };
}

const hosts = new WeakMap<Runtime, CommitPopupHost>();

const wakes = (event: CommitPopupEvent) =>
  event.type === 'COMMIT_STARTED' ||
  (event.type === 'RUNNING' && event.running) ||
  (event.type === 'PROGRESS' && event.task.status === 'running');

export function commitPopupHost(runtime: Runtime): CommitPopupHost {
  let host = hosts.get(runtime);
  if (host) return host;
  const hooks = { goToSync: () => {} };
  const actor = lazyActor<CommitPopupEvent, CommitPopupSnapshot>(
    () =>
      import('./sync-popups-chunk.tsx').then((m) =>
        m.startCommitPopup({ runtime, goToSync: () => hooks.goToSync() }),
      ),
    { wakes },
  );
  hosts.set(runtime, (host = { actor, hooks }));
  return host;
}

/** The event of a getsconfig.* system message (spec 01 §7), or null for any other subject or payload. */
export function commitEventOf(subject: string, data: unknown): CommitPopupEvent | null {
  const type =
    subject === 'getsconfig.commit'
      ? 'COMMIT_STARTED'
      : subject === 'getsconfig.progress'
        ? 'PROGRESS'
        : subject === 'getsconfig.commit_done'
          ? 'COMMIT_DONE'
          : null;
  if (!type || !data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const task: CommitTask = {
    step: typeof d.step === 'string' ? d.step : 'init',
    progress: typeof d.progress === 'number' ? d.progress : 0,
    status: typeof d.status === 'string' ? d.status : 'running',
    error: typeof d.error === 'string' ? d.error : null,
    ...(typeof d.wipe === 'boolean' ? { wipe: d.wipe } : {}),
  };
  return { type, task };
}
