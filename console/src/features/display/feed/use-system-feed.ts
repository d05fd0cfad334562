// One system's live calls (spec 01 §7: CallDisplayRelations per system without cache, OpenCalls per
// system, callsChanged with override_system), written into the display's feed store.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { CallDisplayRelationsDocument, CallsChangedDocument, OpenCallsDocument } from '../../../generated/graphql.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import type { FeedStore } from './feed-store.ts';

export function useSystemFeed(store: FeedStore, systemId: number, relationsVersion: number): void {
  const client = useApolloClient();
  const runtime = useRuntime();

  useEffect(() => {
    let live = true;
    client
      .query({ query: CallDisplayRelationsDocument, fetchPolicy: 'no-cache', context: { systemId } })
      .then(({ data }) => {
        if (live && data) store.setRelations(systemId, data.callDisplayRelations);
      })
      .catch((error: Error) => {
        // Spec 01 §8: logged, and the panel shows its error callout.
        console.error(`call display relations of system ${systemId} failed`, error);
        if (live) store.setError(systemId, error.message);
      });
    return () => {
      live = false;
    };
  }, [client, store, systemId, relationsVersion]);

  useEffect(() => {
    let live = true;
    client
      .query({ query: OpenCallsDocument, fetchPolicy: 'no-cache', context: { systemId } })
      .then(({ data }) => {
        if (live && data) store.setInitialCalls(systemId, data.openCalls);
      })
      .catch((error: Error) => {
        console.error(`open calls of system ${systemId} failed`, error);
        if (live) store.setError(systemId, error.message);
      });
    return () => {
      live = false;
    };
  }, [client, store, systemId]);

  useSubscription(CallsChangedDocument, {
    variables: { override_system: systemId },
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const change = data.data?.callsChanged;
      if (change) store.push(systemId, change.sequence, change.calls, runtime.serverClock.now());
    },
    onError: (error) => {
      console.error(`callsChanged of system ${systemId} failed`, error);
      store.setError(systemId, error.message);
    },
  });
}

/** A component per system, so the number of subscriptions follows the profile without breaking hook rules. */
export function SystemFeed({ store, systemId, relationsVersion }: { store: FeedStore; systemId: number; relationsVersion: number }) {
  useSystemFeed(store, systemId, relationsVersion);
  return null;
}
