// The display's feed as React state: the feed started early at page load when there is one (early-feed.ts),
// else a new one; it follows the systems the display shows and stops with the screen.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Runtime } from '../../../platform/runtime.ts';
import { useOnReconnect } from '../../../platform/transport/use-on-reconnect.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { DisplayFeed } from './display-feed.ts';
import { claimEarlyFeed, earlyFeed } from './early-feed.ts';
import type { SystemFeedState } from './feed-store.ts';

export const feedDeps = (runtime: Runtime) => ({
  client: runtime.transport.client,
  ws: runtime.transport.ws,
  clock: runtime.clock,
});

export function useDisplayFeed(systemIds: readonly number[]): {
  feed: DisplayFeed;
  states: readonly SystemFeedState[];
} {
  const runtime = useRuntime();
  const client = useApolloClient();
  const [feed] = useState(() => earlyFeed(runtime) ?? new DisplayFeed({ ...feedDeps(runtime), client }));
  useEffect(() => claimEarlyFeed(runtime, feed), [runtime, feed]);
  const key = systemIds.join(',');
  useEffect(() => {
    feed.setSystems(key ? key.split(',').map(Number) : []);
  }, [feed, key]);
  useEffect(() => () => feed.stop(), [feed]);
  useOnReconnect(() => feed.reloadRelations());
  // Hydrating a server-rendered display: its lists as rendered, though a push may have come in meanwhile (React
  // renders again with the push right after).
  const states = useSyncExternalStore(
    feed.store.subscribe,
    feed.store.getSnapshot,
    () => feed.seeded ?? feed.store.getSnapshot(),
  );
  return { feed, states };
}
