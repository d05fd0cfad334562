// One system's live calls (spec 01 §7: CallDisplayRelations per system without cache, OpenCalls per
// system, callsChanged with override_system), written into the display's feed store.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  CallDisplayRelationsDocument,
  CallsChangedDocument,
  OpenCallsDocument,
} from '../../../generated/graphql.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import type { FeedStore } from './feed-store.ts';

export function useSystemFeed(
  store: FeedStore,
  systemId: number,
  relationsVersion: number,
  onFatal: () => void = () => {},
): void {
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
      if (change)
        store.push(systemId, change.sequence, change.calls, runtime.serverClock.now(), change.link ?? null);
    },
    onError: (error) => {
      console.error(`callsChanged of system ${systemId} failed`, error);
      store.setError(systemId, error.message);
      onFatal();
    },
  });
}

/** Subscribing again after a subscription ended with an error (ARCHITECTURE §11: retry forever). */
export const RESUBSCRIBE_MS = 2_000;

function SystemFeedLive(props: {
  store: FeedStore;
  systemId: number;
  relationsVersion: number;
  onFatal: () => void;
}) {
  useSystemFeed(props.store, props.systemId, props.relationsVersion, props.onFatal);
  return null;
}

/**
 * A component per system, so the number of subscriptions follows the profile without breaking hook rules.
 * graphql-ws gives up on some close codes (1011, 4500, ...) whatever shouldRetry says; a wall display must
 * not, so a failed subscription is started again after RESUBSCRIBE_MS, for as long as it takes.
 */
export function SystemFeed({
  store,
  systemId,
  relationsVersion,
}: {
  store: FeedStore;
  systemId: number;
  relationsVersion: number;
}) {
  const [generation, setGeneration] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setGeneration((g) => g + 1);
    }, RESUBSCRIBE_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  return (
    <SystemFeedLive
      key={generation}
      store={store}
      systemId={systemId}
      relationsVersion={relationsVersion}
      onFatal={() => setFailed(true)}
    />
  );
}
