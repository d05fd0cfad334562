// The live calls of every system a display shows: one SystemFeed per system, all writing into one FeedStore.
// Framework-free, so the display can start it before React has rendered anything (cold start, lazy.tsx).
import { FeedStore } from './feed-store.ts';
import { startSystemFeed, type FeedDeps, type SystemFeed } from './system-feed.ts';

export class DisplayFeed {
  readonly store = new FeedStore();
  private readonly feeds = new Map<number, SystemFeed>();
  private systems: readonly number[] = [];

  constructor(private readonly deps: Omit<FeedDeps, 'store'>) {}

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
