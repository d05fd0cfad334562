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
import { DisplayFeed } from './display-feed.ts';

let early: { runtime: Runtime; feed: DisplayFeed } | null = null;

/** The profile slug of a display path: /display/<slug>, /display/<slug>/call/<id>; not /display/call/<id>. */
export function slugOfPath(pathname: string): string | null {
  const [, first, second] = /^\/display(?:\/([^/]+))?(?:\/([^/]+))?/.exec(pathname) ?? [];
  if (!first || (first === 'call' && second !== undefined)) return null;
  return decodeURIComponent(first);
}

export function startEarlyFeed(runtime: Runtime, location: { pathname: string; search: string }): void {
  if (early) return;
  const { client } = runtime.transport;
  const feed = new DisplayFeed({ client, ws: runtime.transport.ws, clock: runtime.clock });
  early = { runtime, feed };
  const current = urlSystem(new URLSearchParams(location.search)) ?? chooseSystem(null, storedSystem(), []);
  const slug = slugOfPath(location.pathname) ?? (hasQuery(location.search) ? null : rememberedProfile());
  if (!slug) return feed.setSystems([current]);
  // The screen asks for the profiles too (cache-and-network): this answer fills the cache it renders from.
  client.query({ query: DisplayProfilesDocument }).then(
    ({ data }) => {
      const profile = data?.displayProfiles.find((p) => p.slug === slug);
      if (early?.feed === feed && feed.systemIds().length === 0)
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
  return early && early.runtime === runtime ? early.feed : null;
}

/** The screen committed with `feed`: the early feed is taken (or, if the screen made its own, stopped). */
export function claimEarlyFeed(runtime: Runtime, feed: DisplayFeed): void {
  if (!early || early.runtime !== runtime) return;
  if (early.feed !== feed) early.feed.stop();
  early = null;
}
