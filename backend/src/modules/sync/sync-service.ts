// Synchronisation with the configurator per system (spec 02 §4): the changelog between ours and theirs, the
// status, the commit of the product's changes and the import of the configurator's. Gateway failures become
// a status and a catalogue error; no operation leaves anything half-applied in the product.
import type { Clock } from '@cs/contracts/clock';
import type { GetsCommitTask } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import type { EntityRepository } from '../../repositories/entity-repository.ts';
import { computeChangelog, SENT_STATES, type ChangelogEntry } from './changelog.ts';
import {
  commitFailure,
  isCommitting,
  newSystemSync,
  statusOf,
  type SyncStatusValue,
  type SystemSync,
} from './sync-state.ts';
import { oursOf } from './config-rows.ts';
import { log } from '../../platform/logger.ts';
import {
  refusedProgress,
  followTask,
  progressOf,
  pushChanges,
  refuseWhileRunning,
  type CommitProgress,
} from './commit-run.ts';
import { SyncError, syncErrorOf } from './sync-errors.ts';
import { publishHttpError, recordHttpFailures } from './http-errors.ts';
import { readTheirs } from './theirs.ts';
import { recordGetsVersion } from './gets-version.ts';
import { importTheirs, settleBaseline, type ImportResult } from './import-config.ts';

export interface SyncDeps {
  systems: SystemRepository;
  entities: EntityRepository;
  clock: Clock;
  bus: EventBus;
  gateway: (systemId: number) => GetsGateway | null;
}

export class SyncService {
  private readonly state = new Map<number, SystemSync>();

  constructor(private readonly deps: SyncDeps) {}

  private of(systemId: number): SystemSync {
    let s = this.state.get(systemId);
    if (!s) this.state.set(systemId, (s = newSystemSync()));
    return s;
  }

  /** Follows the Gets' commits from its stream, also those started at the Gets (spec 01 §3 committing_gets_config). */
  watch(systemId: number, gateway: GetsGateway): () => void {
    return gateway.on((e) => {
      if (e.type === 'snapshot') void recordGetsVersion(this.deps.entities, systemId, gateway, e.version);
      // The link is gone: what the Gets' task does now is unknown (its snapshot tells no task); the product's own
      // commit is followed over HTTP (commit-run.ts) and a commit at the Gets shows again with its next progress.
      if (e.type === 'status' && e.status !== 'online') this.of(systemId).getsTask = null;
      if (e.type !== 'commit.progress') return;
      const s = this.of(systemId);
      s.getsTask = { task: e.task, seenAt: this.deps.clock.now() };
      if (e.task.status === 'running') return;
      s.streamEnded.add(e.task.id);
      if (e.task.status === 'done') void this.settleLogged(systemId, e.task);
    });
  }

  committing(systemId: number): boolean {
    return isCommitting(this.state.get(systemId), this.deps.clock.now());
  }

  status(systemId: number): SyncStatusValue {
    return statusOf(this.deps.gateway(systemId), this.of(systemId), this.committing(systemId));
  }

  /** The last changelog and what runs, without asking the Gets (configChangelog's 4 s poll). */
  snapshot(systemId: number) {
    const s = this.of(systemId);
    const doc = this.deps.systems.get(systemId);
    const sync = doc?.sync;
    return {
      status: this.status(systemId),
      // a failed load first; else the last commit's failure stays visible until the next commit
      error: s.error ?? commitFailure(s.commit),
      progress: s.commit?.status === 'running' ? s.commit.progress : (s.getsTask?.task.progress ?? null),
      config: doc?.configurator.ip ? `${doc.configurator.ip}:${doc.configurator.tcp_port ?? ''}` : null,
      changelog: s.entries ?? [],
      loaded_at: s.loadedAt,
      commit: s.commit,
      committing: this.committing(systemId),
      // spec 02 §4: pending when the last change is newer than the last commit
      pending:
        !!sync?.last_gets_change && (!sync.last_gets_commit || sync.last_gets_change > sync.last_gets_commit),
    };
  }

  private gatewayOrFail(systemId: number): GetsGateway {
    const gateway = this.deps.gateway(systemId);
    if (!gateway || !this.deps.systems.get(systemId)?.configurator.ip) throw new SyncError('no_configurator');
    return gateway;
  }

  /** Asks the Gets for its configuration and compares (spec 02 §4 loading). Failures show in status and error. */
  async changelog(systemId: number) {
    const s = this.of(systemId);
    try {
      const gateway = this.gatewayOrFail(systemId);
      if (s.activity === 'idle') s.activity = 'loading';
      const theirs = await readTheirs(gateway);
      const doc = this.deps.systems.get(systemId)!;
      s.entries = computeChangelog(oursOf(doc), theirs.rows, doc.sync.baseline ?? {});
      s.loadedAt = new Date(this.deps.clock.now()).toISOString();
      s.error = null;
    } catch (error) {
      s.error = syncErrorOf(error);
    } finally {
      if (s.activity === 'loading') s.activity = 'idle';
    }
    return this.snapshot(systemId);
  }

  /**
   * Sends the product's changes and starts the Gets' commit (spec 02 §4); resolves once the task runs, the
   * rest is followed in the background. Throws a SyncError when nothing could be started.
   */
  async commit(systemId: number, wipe: boolean): Promise<{ sent: ChangelogEntry[]; commit: CommitProgress }> {
    refuseWhileRunning(this.committing(systemId));
    const gateway = this.gatewayOrFail(systemId);
    const s = this.of(systemId);
    const { clock } = this.deps;
    const startedAt = clock.now();
    s.activity = 'sending';
    const offHttp = recordHttpFailures(this.of(systemId), gateway);
    let sent: ChangelogEntry[];
    let task: GetsCommitTask;
    try {
      const theirs = await readTheirs(gateway);
      const doc = this.deps.systems.get(systemId)!;
      const entries = computeChangelog(oursOf(doc), theirs.rows, doc.sync.baseline ?? {});
      sent = entries.filter((e) => SENT_STATES.has(e.state));
      await pushChanges(gateway, sent);
      task = await gateway.commit(wipe);
    } catch (error) {
      s.activity = 'idle';
      const e = syncErrorOf(error, this.deps.systems.get(systemId));
      s.error = e;
      s.commit = refusedProgress(wipe, e.key, clock.now());
      publishHttpError(this.deps.bus, systemId, this.of(systemId), 'commit', e);
      throw e;
    } finally {
      offHttp();
    }
    s.activity = 'committing';
    s.error = null;
    s.commit = progressOf(task);
    void followTask(gateway, clock, task, startedAt, (p) => (s.commit = p)).then((final) =>
      this.finish(systemId, task, final).catch((error: unknown) =>
        log().error({ err: error, system: systemId }, 'sync: recording the finished commit failed'),
      ),
    );
    return { sent: sent.map((e) => ({ ...e, state: 'sent' as const })), commit: s.commit };
  }

  private async finish(systemId: number, task: GetsCommitTask, final: CommitProgress): Promise<void> {
    const s = this.of(systemId);
    s.commit = final;
    s.activity = 'idle';
    // Without the stream's end (the Gets went away) the consoles learn it here (spec 01 §7 getsconfig.commit_done).
    if (final.task_id !== null && !s.streamEnded.has(final.task_id))
      this.deps.bus.publish('systemMessage', {
        systemId,
        subject: 'getsconfig.commit_done',
        payload: JSON.stringify(final),
      });
    if (final.status === 'done') await this.settle(systemId, { ...task, finished_at: final.finished_at });
    await this.changelog(systemId);
  }

  /**
   * A commit the stream reports done, recorded in the background: a store that refuses the write (disk full, the
   * data folder gone at shutdown) is logged and the task left unsettled for its next report, never an unhandled
   * rejection that would end the process (a scenario run crashed so when its folder was removed mid-write).
   */
  private async settleLogged(systemId: number, task: GetsCommitTask): Promise<void> {
    try {
      await this.settle(systemId, task);
    } catch (error) {
      if (this.of(systemId).settledTask === task.id) this.of(systemId).settledTask = null;
      log().error(
        { err: error, system: systemId, task: task.id },
        'sync: a finished commit could not be recorded',
      );
    }
  }

  /** After a finished commit: last_gets_commit, and every record equal on both sides counts as synced. */
  private async settle(systemId: number, task: GetsCommitTask): Promise<void> {
    const s = this.of(systemId);
    if (s.settledTask === task.id) return;
    s.settledTask = task.id;
    const gateway = this.deps.gateway(systemId);
    const theirs = gateway ? await readTheirs(gateway).catch(() => null) : null;
    const at = task.finished_at ?? new Date(this.deps.clock.now()).toISOString();
    await settleBaseline(this.deps.entities, systemId, theirs?.rows ?? null, at);
  }

  /** Takes the configurator's changes into the product after the config-import checks (spec 02 §5). */
  async importConfig(systemId: number): Promise<ImportResult> {
    refuseWhileRunning(this.committing(systemId));
    const gateway = this.gatewayOrFail(systemId);
    const s = this.of(systemId);
    s.activity = 'importing';
    const offHttp = recordHttpFailures(this.of(systemId), gateway);
    try {
      return await importTheirs(this.deps.entities, systemId, gateway);
    } catch (error) {
      const e = syncErrorOf(error);
      publishHttpError(this.deps.bus, systemId, this.of(systemId), 'import', e);
      throw e;
    } finally {
      offHttp();
      s.activity = 'idle';
      await this.changelog(systemId);
    }
  }
}
