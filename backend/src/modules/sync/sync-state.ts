// What the sync service knows per system between operations (spec 02 §4): what runs, the last changelog and
// commit, and the status values derived from them and the link.
import type { GetsCommitTask } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import { SENT_STATES, type ChangelogEntry } from './changelog.ts';
import { COMMIT_RUNNING_MS, type CommitProgress } from './commit-run.ts';
import { SyncError, type SyncErrorKey } from './sync-errors.ts';

export type SyncStatusValue =
  | 'ready'
  | 'in-sync'
  | 'needs-commit'
  | 'busy'
  | 'processing'
  | 'loading'
  | 'offline'
  | 'unauthorized'
  | 'unknown';

export interface SystemSync {
  activity: 'idle' | 'loading' | 'sending' | 'committing' | 'importing';
  commit: CommitProgress | null;
  /** the Gets' own task as the stream last told it (a commit started at the Gets counts as well) */
  getsTask: { task: GetsCommitTask; seenAt: number } | null;
  entries: ChangelogEntry[] | null;
  loadedAt: string | null;
  error: SyncError | null;
  /** tasks whose end the stream reported (getsconfig.commit_done went out from there) */
  streamEnded: Set<number>;
  settledTask: number | null;
  /** the last Gets HTTP request that failed (its address for getsHTTPError, spec 01 §7) */
  lastHttpFailure: { action: string; url: string | null } | null;
}

const KNOWN: ReadonlySet<string> = new Set([
  'timeout',
  'offline',
  'unauthorized',
  'invalid_config',
  'commit_running',
]);

export function commitFailure(commit: CommitProgress | null): SyncError | null {
  if (commit?.status !== 'failed') return null;
  const error = commit.error ?? 'unknown_error';
  return KNOWN.has(error) ? new SyncError(error as SyncErrorKey) : new SyncError('error', error);
}

export function newSystemSync(): SystemSync {
  return {
    activity: 'idle',
    commit: null,
    lastHttpFailure: null,
    getsTask: null,
    entries: null,
    loadedAt: null,
    error: null,
    streamEnded: new Set(),
    settledTask: null,
  };
}

/** spec 02 §4: running while the product sends or the Gets' task runs, for at most 900 s after its start */
export function isCommitting(s: SystemSync | undefined, now: number): boolean {
  if (!s) return false;
  if (s.activity === 'sending' || s.activity === 'committing') return true;
  const gets = s.getsTask;
  if (!gets || gets.task.status !== 'running') return false;
  const started = Date.parse(gets.task.started_at);
  return now - (Number.isNaN(started) ? gets.seenAt : started) < COMMIT_RUNNING_MS;
}

/** spec 02 §4 status values, from the link, what runs, and the last changelog */
export function statusOf(gateway: GetsGateway | null, s: SystemSync, committing: boolean): SyncStatusValue {
  if (!gateway) return 'unknown';
  if (committing) return s.activity === 'sending' ? 'processing' : 'busy';
  if (gateway.status === 'offline' || gateway.status === 'unauthorized') return gateway.status;
  if (s.activity === 'loading' || s.activity === 'importing') return 'loading';
  if (s.error?.key === 'offline' || s.error?.key === 'unauthorized') return s.error.key;
  if (!s.entries) return 'unknown';
  if (s.entries.some((e) => SENT_STATES.has(e.state) || e.state === 'needs_commit')) return 'needs-commit';
  return s.entries.length ? 'ready' : 'in-sync';
}
