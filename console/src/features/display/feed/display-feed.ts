// The live calls of every system a display shows: one SystemFeed per system, all writing into one FeedStore.
// Framework-free, so the display can start it before React has rendered anything (cold start, lazy.tsx).
import { FeedStore, type DisplayCall, type Relations, type SystemFeedState } from './feed-store.ts';
import { startSystemFeed, type FeedDeps, type SystemFeed } from './system-feed.ts';

/** A system's lists as the server rendered them (ARCHITECTURE §12a): its relations and the calls open then. */
export interface FeedSeed {
  systemId: number;
  relations: Relations;
  openCalls: readonly DisplayCall[];
}

export class DisplayFeed {
  readonly store = new FeedStore();
  private readonly feeds = new Map<number, SystemFeed>();
  private systems: readonly number[] = [];
  /** The store as the server rendered it, for the hydration; null unless seeded. */
  seeded: readonly SystemFeedState[] | null = null;

  constructor(private readonly deps: Omit<FeedDeps, 'store'>) {}

  /**
   * A server-rendered display: the server's lists, before anything starts (the first push replaces the calls; the
   * relations are fetched again, as after a reconnect).
   */
  seed(seeds: readonly FeedSeed[]): void {
    this.store.setSystems(seeds.map((s) => s.systemId));
    for (const s of seeds) {
      this.store.firstList(s.systemId, s.openCalls);
      this.store.setRelations(s.systemId, s.relations);
    }
    this.seeded = this.store.getSnapshot();
  }

  /** Follows the systems the display shows (profile, URL): starts new feeds, stops dropped ones. */
  setSystems(ids: readonly number[]): void {
    this.systems = [...ids];
    this.store.setSystems(ids);
    for (const [id, feed] of this.feeds)
      if (!ids.includes(id)) {
        feed.stop();
        this.feeds.delete(id);
      }
    for (const id of ids)
      if (!this.feeds.has(id)) this.feeds.set(id, startSystemFeed({ ...this.deps, store: this.store }, id));
  }

  /** The systems this feed follows, in the order given. */
  systemIds(): readonly number[] {
    return this.systems;
  }

  /** Schedules, display groups or profiles changed (spec 01 §7 *.updated messages). */
  reloadRelations(): void {
    for (const feed of this.feeds.values()) feed.reloadRelations();
  }

  /** Everything again: the self-test found the screen out of step with the last push. */
  reload(): void {
    for (const feed of this.feeds.values()) {
      feed.reloadRelations();
      feed.resubscribe();
    }
  }

  /** Stops every system's feed; setSystems starts them again (React's strict mode remounts). */
  stop(): void {
    for (const feed of this.feeds.values()) feed.stop();
    this.feeds.clear();
  }
}
