// Spec 01 §3 app state outdated_hubs; docs/protocols.md §4: a hub is outdated when its last_sync is older
// than the start of the Gets' last successful commit. Fake gateways, so each rule is shown on its own.
import { describe, expect, it } from 'vitest';
import type { GetsCommitTask } from '@cs/contracts/gets';
import type { HubStatus } from '@cs/contracts/hub';
import type { GetsGateway, GetsGatewayEvent, HubGateway, HubGatewayEvent } from '../../gateways/types.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import { Listeners } from '../../gateways/listeners.ts';
import { isOutdated, OutdatedHubs, type OutdatedHub } from './outdated-hubs.ts';

class FakeHub {
  readonly listeners = new Listeners<HubGatewayEvent>();
  online = true;
  lastSync: string | null;
  constructor(
    readonly hubId: number,
    lastSync: string | null,
  ) {
    this.lastSync = lastSync;
  }
  on(l: (e: HubGatewayEvent) => void) {
    return this.listeners.add(l);
  }
  hello() {
    this.listeners.emit({ type: 'hello', hubId: this.hubId, searching: false, last_sync: this.lastSync });
  }
  async hubStatus(): Promise<HubStatus> {
    if (!this.online) throw new Error('ECONNRESET');
    return {
      id: this.hubId,
      name: '',
      status: 'online',
      firmware: '',
      last_sync: this.lastSync,
      devices: 0,
      reachable: 0,
      searching: false,
    };
  }
}

class FakeGets {
  readonly listeners = new Listeners<GetsGatewayEvent>();
  task: GetsCommitTask | null = null;
  on(l: (e: GetsGatewayEvent) => void) {
    return this.listeners.add(l);
  }
  async commitTask() {
    return this.task;
  }
  /** A commit: the online hubs sync during it, then the task is done. */
  commit(startedAt: string, syncedAt: string, hubs: FakeHub[]) {
    for (const hub of hubs) if (hub.online) hub.lastSync = syncedAt;
    this.task = {
      id: 1,
      wipe: false,
      step: 'done',
      progress: 100,
      status: 'done',
      error: null,
      started_at: startedAt,
      finished_at: syncedAt,
      changes: 1,
      chunks_left: 0,
      chunks_total: 1,
    };
    this.listeners.emit({ type: 'commit.progress', seq: 1, at: syncedAt, task: this.task });
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(initial: Array<string | null> = ['2025-01-07T08:00:00.000Z', '2025-01-07T08:00:00.000Z']) {
  const hubs = initial.map((s, i) => new FakeHub(i + 1, s));
  const gets = new FakeGets();
  const doc = { id: 1, hubs: hubs.map((h) => ({ id: h.hubId, name: `Hub ${h.hubId}` })) };
  const systems = {
    list: () => [doc],
    get: (id: number) => (id === 1 ? doc : undefined),
  } as unknown as SystemRepository;
  const changes: OutdatedHub[][] = [];
  const tracker = new OutdatedHubs(
    systems,
    () => hubs as unknown as HubGateway[],
    () => gets as unknown as GetsGateway,
    (_id, list) => changes.push(list),
  );
  return { hubs, gets, tracker, changes };
}

describe('outdated hubs (spec 01 §3, docs/protocols.md §4)', () => {
  it('the rule: older than the commit start; never synced counts as outdated; no commit, nothing is outdated', () => {
    expect(isOutdated('2025-01-07T09:09:59Z', '2025-01-07T09:10:00Z')).toBe(true);
    expect(isOutdated('2025-01-07T09:10:05Z', '2025-01-07T09:10:00Z')).toBe(false);
    expect(isOutdated(null, '2025-01-07T09:10:00Z')).toBe(true);
    expect(isOutdated(null, null)).toBe(false);
  });

  it('a hub that was offline during a commit is outdated; the hubs that synced are not, though they synced after the start', async () => {
    const { hubs, gets, tracker, changes } = setup();
    for (const h of hubs) h.hello();
    expect(tracker.list(1)).toEqual([]);
    hubs[1]!.online = false;
    gets.commit('2025-01-07T09:10:00.000Z', '2025-01-07T09:10:08.000Z', hubs);
    await flush();
    expect(tracker.list(1)).toEqual([{ id: 2, name: 'Hub 2', last_sync: '2025-01-07T08:00:00.000Z' }]);
    expect(tracker.lastSync(1, 1)).toBe('2025-01-07T09:10:08.000Z');
    expect(changes).toEqual([[{ id: 2, name: 'Hub 2', last_sync: '2025-01-07T08:00:00.000Z' }]]);
    // Back online with the old configuration: still outdated (its Hello says so).
    hubs[1]!.online = true;
    hubs[1]!.hello();
    expect(tracker.list(1).map((h) => h.id)).toEqual([2]);
    // The next commit reaches it: no hub is outdated any more, and the change is reported.
    gets.commit('2025-01-07T10:00:00.000Z', '2025-01-07T10:00:09.000Z', hubs);
    await flush();
    expect(tracker.list(1)).toEqual([]);
    expect(changes.at(-1)).toEqual([]);
  });

  it('a commit that finished while the Gets link was down is learned at the reconnect (GET /commit)', async () => {
    const { hubs, gets, tracker } = setup(['2025-01-07T08:00:00.000Z', null]);
    for (const h of hubs) h.hello();
    expect(tracker.list(1)).toEqual([]);
    gets.task = {
      id: 7,
      wipe: false,
      step: 'done',
      progress: 100,
      status: 'done',
      error: null,
      started_at: '2025-01-07T09:00:00.000Z',
      finished_at: '2025-01-07T09:00:12.000Z',
      changes: 1,
      chunks_left: 0,
      chunks_total: 1,
    };
    gets.listeners.emit({
      type: 'snapshot',
      seq: 1,
      at: '2025-01-07T09:30:00.000Z',
      version: null,
      calls: [],
      devices: [],
    });
    await flush();
    await flush();
    expect(tracker.list(1)).toEqual([
      { id: 1, name: 'Hub 1', last_sync: '2025-01-07T08:00:00.000Z' },
      { id: 2, name: 'Hub 2', last_sync: null },
    ]);
  });

  it('a hub that never reported is not listed (its last_sync is unknown); a failed commit changes nothing', async () => {
    const { hubs, gets, tracker } = setup();
    hubs[0]!.hello();
    hubs[1]!.online = false;
    gets.listeners.emit({
      type: 'commit.progress',
      seq: 1,
      at: 'x',
      task: {
        id: 1,
        wipe: false,
        step: 'failed',
        progress: 40,
        status: 'failed',
        error: 'validation failed',
        started_at: '2025-01-07T09:00:00.000Z',
        finished_at: null,
        changes: 1,
        chunks_left: 1,
        chunks_total: 1,
      },
    });
    await flush();
    expect(tracker.list(1)).toEqual([]);
    hubs[0]!.online = false;
    gets.commit('2025-01-07T09:10:00.000Z', '2025-01-07T09:10:08.000Z', []);
    await flush();
    expect(tracker.list(1).map((h) => h.id)).toEqual([1]);
  });
});
