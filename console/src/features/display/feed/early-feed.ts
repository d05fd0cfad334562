// Cold start (a wall screen reloads every 4 hours and after every power cut): the display's calls
// start loading while the shell still waits for AppData, instead of after the screen rendered. main.tsx
// starts this through lazy.tsx when the page opens on /display; the screen then adopts the running feed.
// Part of the shell chunk (with the feed it starts), so it starts as soon as the runtime exists: from the
// display's chunk it waited for the shell's top-level await and React's first render.
import { DisplayProfilesDocument } from '../../../generated/graphql.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { chooseSystem, storedSystem } from '../../../platform/system/system-choice.ts';
import { rememberedProfile } from '../profile/remembered-profile.ts';
import { hasQuery, urlSystem } from '../url-system.ts';
import { DisplayFeed, type FeedSeed } from './display-feed.ts';

// Per runtime: the server renders several displays side by side, each with its own runtime.
const early = new WeakMap<Runtime, DisplayFeed>();

/** The profile slug of a display path: /display/<slug>, /display/<slug>/call/<id>; not /display/call/<id>. */
export function slugOfPath(pathname: string): string | null {
  const [, first, second] = /^\/display(?:\/([^/]+))?(?:\/([^/]+))?/.exec(pathname) ?? [];
  if (!first || (first === 'call' && second !== undefined)) return null;
  return decodeURIComponent(first);
}

/**
 * The feed of a server-rendered display (ARCHITECTURE §12a), holding the server's lists: on the server it only renders
 * them; in the browser startEarlyFeed then starts it.
 */
export function seedEarlyFeed(runtime: Runtime, seeds: readonly FeedSeed[]): void {
  const feed = new DisplayFeed({
    client: runtime.transport.client,
    ws: runtime.transport.ws,
    clock: runtime.clock,
  });
  feed.seed(seeds);
  early.set(runtime, feed);
}

export function startEarlyFeed(runtime: Runtime, location: { pathname: string; search: string }): void {
  const known = early.get(runtime);
  // Server-rendered: the feed holds the server's lists and starts now, for the systems they are of.
  if (known?.seeded) known.setSystems(known.seeded.map((s) => s.systemId));
  if (known) return;
  const { client } = runtime.transport;
  const feed = new DisplayFeed({ client, ws: runtime.transport.ws, clock: runtime.clock });
  early.set(runtime, feed);
  const current = urlSystem(new URLSearchParams(location.search)) ?? chooseSystem(null, storedSystem(), []);
  const slug = slugOfPath(location.pathname) ?? (hasQuery(location.search) ? null : rememberedProfile());
  if (!slug) return feed.setSystems([current]);
  // The screen asks for the profiles too (cache-and-network): this answer fills the cache it renders from.
  client.query({ query: DisplayProfilesDocument }).then(
    ({ data }) => {
      const profile = data?.displayProfiles.find((p) => p.slug === slug);
      if (early.get(runtime) === feed && feed.systemIds().length === 0)
        feed.setSystems(profile ? profile.settings.map((s) => s.system_id) : [current]);
    },
    () => {}, // the screen's own query retries and shows the failure
  );
}

/**
 * The feed started at page load for this runtime, if any. Peeked during render (a render that suspends or is
 * thrown away runs the state initialiser again and must find the same feed), claimed once committed.
 */
export function earlyFeed(runtime: Runtime): DisplayFeed | null {
  return early.get(runtime) ?? null;
}

/** The screen committed with `feed`: the early feed is taken (or, if the screen made its own, stopped). */
export function claimEarlyFeed(runtime: Runtime, feed: DisplayFeed): void {
  const started = early.get(runtime);
  if (!started) return;
  if (started !== feed) started.stop();
  early.delete(runtime);
}
