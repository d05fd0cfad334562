// The data of a server-rendered display (ARCHITECTURE §12a): what the browser would ask for on this address, asked for
// the same way (the runtime's Apollo client, whose fetch is the backend's own executor: an anonymous display's
// public operations only), and the same decisions taken from it (system, profile, settings, language).
import {
  ActiveDisplayNotesDocument,
  AppDataDocument,
  CallDisplayRelationsDocument,
  DisplayProfilesDocument,
} from '../../generated/graphql.ts';
import type { NormalizedCacheObject } from '@apollo/client';
import type { FeedSeed } from '../../features/display/feed/display-feed.ts';
import { slugOfPath } from '../../features/display/feed/early-feed.ts';
import { effectiveSettings, type DisplaySettings } from '../../features/display/display-settings.ts';
import { parseDisplayParams } from '../../features/display/url-params.ts';
import { DEFAULT_LOCALE } from '../../platform/i18n/locale-choice.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { chooseSystem } from '../../platform/system/system-choice.ts';
import type { DisplayPayload } from './display-payload.ts';

export interface LoadedDisplay {
  payload: DisplayPayload;
  settings: DisplaySettings;
  slug: string | null;
  /** every profile's slug */
  profiles: string[];
}

/** The display at `url` (path and query) as an anonymous browser without stored choices would show it now. */
export async function loadDisplay(runtime: Runtime, url: URL, now: number): Promise<LoadedDisplay> {
  const { client } = runtime.transport;
  const systemId = chooseSystem(url.searchParams.get('system'), null, []);
  runtime.system.id = systemId;
  const [appData, profiles] = await Promise.all([
    client.query({ query: AppDataDocument, variables: { hasSession: false }, fetchPolicy: 'no-cache' }),
    client.query({ query: DisplayProfilesDocument }),
    // into the cache, which the page carries (its own query shows them from there until it has asked again)
    client.query({ query: ActiveDisplayNotesDocument }),
  ]);
  if (!appData.data || !profiles.data) throw new Error('display data answered without data');
  const systems = appData.data.publicSystemParams.map((s) => s.id);
  // The browser would fall back to another system and say so: left to the browser.
  if (!systems.includes(systemId)) throw new Error(`system ${systemId} is not available`);
  const slug = slugOfPath(url.pathname);
  const profile = (slug && profiles.data.displayProfiles.find((p) => p.slug === slug)) || null;
  const settings = effectiveSettings(profile, parseDisplayParams(url.search), systemId, systems);
  const feeds = await Promise.all(
    settings.systems.map(async ({ system_id }): Promise<FeedSeed> => {
      const { data } = await client.query({
        query: CallDisplayRelationsDocument,
        fetchPolicy: 'no-cache',
        context: { systemId: system_id },
      });
      if (!data) throw new Error(`call display relations of system ${system_id} answered without data`);
      return { systemId: system_id, relations: data.callDisplayRelations, openCalls: data.openCalls };
    }),
  );
  return {
    payload: {
      first: { renderedAt: now, appData: appData.data, fullscreen: settings.fullscreen },
      locale: settings.locale || DEFAULT_LOCALE,
      systemId,
      cache: client.cache.extract() as NormalizedCacheObject,
      feeds,
    },
    settings,
    slug,
    profiles: profiles.data.displayProfiles.map((p) => p.slug),
  };
}
