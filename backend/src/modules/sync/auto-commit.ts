// The system parameter auto_commit (spec 02 §3): when it is on, the backend publishes the administration's changes
// itself. A change waits AUTO_COMMIT_DEBOUNCE_MS on the injected clock for the next one, so a burst of edits goes out
// as one commit; a commit running then (the product's or one started at the Gets) puts it off by as long again.
// A failed commit is not retried on its own (a dead Gets would be asked forever): it goes out as getsHTTPError and
// the consoles say 'run a manual sync' (spec 02 §8); the change stays pending and the next edit tries again.
import type { Clock } from '@cs/contracts/clock';
import type { EventBus } from '../../platform/event-bus.ts';
import { log } from '../../platform/logger.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import type { SyncService } from './sync-service.ts';

/** How long a change waits for the next before the automatic commit starts. */
export const AUTO_COMMIT_DEBOUNCE_MS = 10_000;

export interface AutoCommitDeps {
  bus: EventBus;
  clock: Clock;
  systems: SystemRepository;
  sync: Pick<SyncService, 'commit' | 'committing' | 'snapshot'>;
}

export class AutoCommit {
  private readonly timers = new Map<number, unknown>();
  private off: () => void = () => {};

  constructor(private readonly deps: AutoCommitDeps) {}

  start(): void {
    // 'system': a change of the call configuration; 'systems': the parameters, auto_commit switched on among them
    this.off = this.deps.bus.on('configSaved', (e) => {
      if (e.store === 'system' || e.store === 'systems')
        for (const id of e.store === 'system' ? [e.systemId] : this.deps.systems.list().map((s) => s.id))
          if (this.wanted(id)) this.schedule(id);
    });
  }

  stop(): void {
    this.off();
    for (const timer of this.timers.values()) this.deps.clock.clearTimeout(timer);
    this.timers.clear();
  }

  private wanted(systemId: number): boolean {
    const doc = this.deps.systems.get(systemId);
    return doc?.params?.auto_commit === true && this.deps.sync.snapshot(systemId).pending;
  }

  private schedule(systemId: number): void {
    const { clock } = this.deps;
    clock.clearTimeout(this.timers.get(systemId));
    this.timers.set(
      systemId,
      clock.setTimeout(() => void this.run(systemId), AUTO_COMMIT_DEBOUNCE_MS),
    );
  }

  private async run(systemId: number): Promise<void> {
    this.timers.delete(systemId);
    if (!this.wanted(systemId)) return;
    if (this.deps.sync.committing(systemId)) return this.schedule(systemId);
    try {
      await this.deps.sync.commit(systemId, false);
      log().info({ system: systemId }, 'sync: automatic commit started (auto_commit)');
    } catch (error) {
      log().warn({ err: error, system: systemId }, 'sync: automatic commit refused');
    }
  }
}
