// Spec 01 §3 app state outdated_hubs, judged from what the gateways report (docs/protocols.md §4):
// a hub is outdated when its last_sync is older than the START of the Gets' last successful commit.
// The start, not the end: hubs take the configuration in the commit's 'syncing' step, before the task
// is done, so comparing with the finish time would call every hub outdated.
//
// Where the two times come from:
// - the hub's last_sync: its event stream's Hello on every (re)connect, and its status (GET /status)
//   asked again after every successful commit, because the stream carries no sync event;
// - the last commit's start: the task of every finished commit.progress event, and GET /commit after
//   every (re)connect of the Gets stream (a commit may have finished while we were away).
// A hub that never reported since the backend started is not listed: its last_sync is unknown (the sync
// status shows it offline). A hub that reported last_sync null (never synced) is outdated once a commit exists.
import type { GetsCommitTask } from '@cs/contracts/gets';
import type { GetsGateway, HubGateway } from '../../gateways/types.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';

export interface OutdatedHub {
  id: number;
  name: string;
  last_sync: string | null;
}

interface SystemSync {
  /** started_at of the last commit that finished with status done; null: none known */
  lastCommitStart: string | null;
  /** last_sync per hub id, as far as the hub told us; absent: it never reported */
  lastSync: Map<number, string | null>;
}

export function isOutdated(lastSync: string | null, lastCommitStart: string | null): boolean {
  if (lastCommitStart === null) return false;
  return lastSync === null || Date.parse(lastSync) < Date.parse(lastCommitStart);
}

export class OutdatedHubs {
  private readonly state = new Map<number, SystemSync>();
  private readonly offs: Array<() => void> = [];

  constructor(
    private readonly systems: SystemRepository,
    private readonly hubsOf: (systemId: number) => HubGateway[],
    private readonly getsOf: (systemId: number) => GetsGateway | null,
    /** called when a system's list may have changed (the caller publishes a system message) */
    private readonly onChange: (systemId: number, hubs: OutdatedHub[]) => void = () => {},
  ) {
    for (const doc of systems.list()) {
      for (const hub of hubsOf(doc.id)) this.watchHub(doc.id, hub);
      const gets = getsOf(doc.id);
      if (gets) this.watchGets(doc.id, gets);
    }
  }

  private sync(systemId: number): SystemSync {
    let sync = this.state.get(systemId);
    if (!sync) this.state.set(systemId, (sync = { lastCommitStart: null, lastSync: new Map() }));
    return sync;
  }

  /** Follows a hub's hello (also one added at runtime). */
  watchHub(systemId: number, hub: HubGateway): void {
    const sync = this.sync(systemId);
    this.offs.push(
      hub.on((event) => {
        if (event.type === 'hello')
          this.update(systemId, () => sync.lastSync.set(hub.hubId, event.last_sync));
      }),
    );
  }

  /** Follows a Gets' commits (also of a system added at runtime). */
  watchGets(systemId: number, gets: GetsGateway): void {
    this.sync(systemId);
    this.offs.push(
      gets.on((event) => {
        if (event.type === 'snapshot') void this.askLastCommit(systemId, gets);
        if (event.type === 'commit.progress' && event.task.status === 'done')
          void this.commitDone(systemId, event.task);
      }),
    );
  }

  stop(): void {
    for (const off of this.offs.splice(0)) off();
  }

  /** The system's outdated hubs, in hub id order. */
  list(systemId: number): OutdatedHub[] {
    const sync = this.state.get(systemId);
    const doc = this.systems.get(systemId);
    if (!sync || !doc) return [];
    return doc.hubs
      .filter(
        (h) => sync.lastSync.has(h.id) && isOutdated(sync.lastSync.get(h.id) ?? null, sync.lastCommitStart),
      )
      .map((h) => ({ id: h.id, name: h.name, last_sync: sync.lastSync.get(h.id) ?? null }))
      .sort((a, b) => a.id - b.id);
  }

  /** A hub's last_sync as it last reported it (spec 02 §3 hub last_sync, for the hub list); undefined: it never reported. */
  lastSync(systemId: number, hubId: number): string | null | undefined {
    return this.state.get(systemId)?.lastSync.get(hubId);
  }

  /** Runs a change and reports the list when it differs from before. */
  private update(systemId: number, change: () => void): void {
    const before = JSON.stringify(this.list(systemId));
    change();
    const after = this.list(systemId);
    if (JSON.stringify(after) !== before) this.onChange(systemId, after);
  }

  private async askLastCommit(systemId: number, gets: GetsGateway): Promise<void> {
    const task = await gets.commitTask().catch(() => null);
    if (task?.status === 'done') await this.commitDone(systemId, task);
  }

  private async commitDone(systemId: number, task: GetsCommitTask): Promise<void> {
    const sync = this.state.get(systemId);
    if (!sync) return;
    if (sync.lastCommitStart !== null && Date.parse(sync.lastCommitStart) >= Date.parse(task.started_at))
      return;
    // The hubs that were online took the configuration: ask them first, then judge, so an up-to-date hub is
    // never listed in between.
    const answers = await Promise.all(
      this.hubsOf(systemId).map(async (hub) => ({
        hubId: hub.hubId,
        status: await hub.hubStatus().catch(() => null),
      })),
    );
    this.update(systemId, () => {
      sync.lastCommitStart = task.started_at;
      for (const { hubId, status } of answers) if (status) sync.lastSync.set(hubId, status.last_sync);
    });
  }
}
