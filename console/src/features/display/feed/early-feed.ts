// Cold start (issue 11: a wall screen reloads every 4 hours and after every power cut): the display's calls
// start loading while the shell still waits for AppData, instead of after the screen rendered. main.tsx
// starts this through lazy.tsx when the page opens on /display; the screen then adopts the running feed.
import { DisplayProfilesDocument } from '../../../generated/graphql.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { chooseSystem, storedSystem } from '../../../platform/system/system-choice.ts';
import { rememberedProfile } from '../profile/remembered-profile.ts';
import { hasQuery, parseDisplayParams } from '../url-params.ts';
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
  const url = parseDisplayParams(location.search);
  const current = url.system ?? chooseSystem(null, storedSystem(), []);
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

/** The feed started at page load, once, for the runtime it was started with. */
export function adoptEarlyFeed(runtime: Runtime): DisplayFeed | null {
  if (!early || early.runtime !== runtime) return null;
  const { feed } = early;
  early = null;
  return feed;
}
