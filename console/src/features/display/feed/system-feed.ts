// One system's live calls (spec 01 §7: CallDisplayRelations per system without cache, callsChanged with
// override_system), written into the display's feed store. Nothing here gives up (ARCHITECTURE §9, §11): the
// relations are fetched until they arrive, and a subscription that fails or ends starts again, with the live
// connection's waits on the injected clock. callsChanged sends the full current list on subscribe (ARCHITECTURE
// §6) and is the source; the relations' request asks for openCalls too, whose list shows until the first push (a
// second way for it: a display whose socket cannot open still shows the calls open at load, under the banner).
import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import {
  CallDisplayRelationsDocument,
  CallsChangedDocument,
  type CallsChangedSubscription,
} from '../../../generated/graphql.ts';
import type { ConsoleClock } from '../../../platform/clock.ts';
import { retryDelayMs } from '../../../platform/transport/retry-wait.ts';
import { retryUntilDone } from '../../../platform/transport/retry.ts';
import type { FeedStore } from './feed-store.ts';

export interface FeedDeps {
  client: ApolloClient;
  ws: Client;
  clock: ConsoleClock;
  store: FeedStore;
}

export interface SystemFeed {
  /** Fetch the relations again (schedule, display group or profile changed: spec 01 §7). */
  reloadRelations(): void;
  /** Subscribe again: the server answers with the full current list. */
  resubscribe(): void;
  stop(): void;
}

const CALLS_CHANGED = print(CallsChangedDocument);

/** A failure as one line: GraphQL errors, a socket close event or an Error. */
export function describeFailure(error: unknown): string {
  if (Array.isArray(error)) return error.map((e: { message?: string }) => e.message).join('; ');
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; code?: unknown; reason?: unknown };
    if (typeof e.message === 'string' && e.message) return e.message;
    if (typeof e.code === 'number') return `socket closed ${e.code} ${String(e.reason ?? '')}`.trim();
  }
  return String(error);
}

export function startSystemFeed(deps: FeedDeps, systemId: number): SystemFeed {
  const { client, ws, clock, store } = deps;
  let stopped = false;

  let relationsRun = new AbortController();
  const loadRelations = () => {
    relationsRun.abort();
    const run = (relationsRun = new AbortController());
    retryUntilDone(
      async () => {
        const { data } = await client.query({
          query: CallDisplayRelationsDocument,
          fetchPolicy: 'no-cache',
          context: { systemId },
        });
        if (!data) throw new Error('CallDisplayRelations answered without data');
        store.firstList(systemId, data.openCalls);
        return data.callDisplayRelations;
      },
      {
        clock,
        signal: run.signal,
        onFailure: (error, attempt) => {
          // Spec 01 §8: logged, and the panel says so; the calls keep showing, unfiltered.
          if (attempt === 0) console.error(`call display relations of system ${systemId} failed`, error);
          store.setRelationsError(systemId, describeFailure(error));
        },
      },
    ).then(
      (relations) => store.setRelations(systemId, relations),
      () => {}, // aborted: a newer load or stop() took over
    );
  };

  let attempt = 0;
  // graphql-ws completes a sink when we dispose it too: only the current subscription's events count.
  let current: object | null = null;
  let unsubscribe: (() => void) | null = null;
  let retryTimer: unknown = null;
  const retry = () => {
    current = null;
    unsubscribe?.();
    unsubscribe = null;
    if (stopped) return;
    clock.clearTimeout(retryTimer);
    retryTimer = clock.setTimeout(subscribe, retryDelayMs(attempt++));
  };
  const failed = (error: unknown) => {
    if (attempt === 0) console.error(`callsChanged of system ${systemId} failed`, error);
    store.setCallsError(systemId, describeFailure(error));
  };
  function subscribe() {
    retryTimer = null;
    const self = (current = {});
    unsubscribe = ws.subscribe<CallsChangedSubscription>(
      { query: CALLS_CHANGED, variables: { override_system: systemId } },
      {
        next: (result) => {
          if (current !== self) return;
          const change = result.data?.callsChanged;
          if (!change) return failed(result.errors ?? 'callsChanged without data');
          attempt = 0;
          store.push(systemId, {
            sequence: change.sequence,
            calls: change.calls,
            link: change.link ?? null,
            sentAt: change.sent_at ? Date.parse(change.sent_at) : null,
            receivedAt: clock.now(),
          });
        },
        error: (error) => {
          if (current !== self) return;
          failed(error);
          retry();
        },
        // The server ended the stream (restart, system removed): a wall display subscribes again.
        complete: () => {
          if (current === self) retry();
        },
      },
    );
  }

  loadRelations();
  subscribe();

  return {
    reloadRelations: loadRelations,
    resubscribe: () => {
      attempt = 0;
      retry();
    },
    stop: () => {
      stopped = true;
      current = null;
      relationsRun.abort();
      clock.clearTimeout(retryTimer);
      unsubscribe?.();
    },
  };
}
