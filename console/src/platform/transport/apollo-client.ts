// Spec 01 §7 transport and live connection, spec 01 §8 error handling, as one Apollo client.
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  InMemoryCache,
  ServerError,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
// BaseHttpLink: HttpLink without the client-awareness headers (never configured here; 0.3 kB of the display's budget).
import { BaseHttpLink } from '@apollo/client/link/http';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { tap } from 'rxjs';
import { sleep, type ConsoleClock } from '../clock.ts';
import { createConnectionStatus, type ConnectionStatus } from './connection-status.ts';
import { retryDelayMs } from './retry-wait.ts';
import { systemHeader, VERSION_HEADER } from './headers.ts';
import { createPrefetchLink } from './prefetch-link.ts';

export interface TransportOptions {
  getSystemId: () => number;
  getLocale: () => string;
  /** X-CS-Version of every response (spec 01 §7 version). */
  onVersion: (version: string) => void;
  /** A GraphQL MISSING_AUTH outside AppData, or socket close 4403 (spec 01 §8). */
  onMissingAuth: () => void;
  /** HTTP 424 or socket close 4424: the requested system is unavailable (spec 01 §8). */
  onSystemUnavailable: () => void;
  /** Outside production the operation name and variables go into the query string (spec 01 §7). */
  production?: boolean;
  origin?: string;
  /** the runtime's clock: the pong timeout and the wait before a reconnect (ARCHITECTURE §7) */
  clock: ConsoleClock;
  /** The display's server render answers queries itself (app/ssr/); the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** A pong missing this long closes the socket (graphql-ws has no pong timeout of its own); pings go every half of it, so a dead link shows within 1.5 x. */
  keepAliveMs?: number;
}

export const CLIENT_RESTART_CODE = 4205;
export const CLOSE_SYSTEM_UNAVAILABLE = 4424;

export interface Transport {
  client: ApolloClient;
  ws: Client;
  /** Whether the live connection is up, for the display's connection banner (ARCHITECTURE §11). */
  connection: ConnectionStatus;
  /** Send a query now; the first query of the same operation and variables takes its answer (prefetch-link.ts). */
  prefetch: <TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ) => void;
  /** Close the live connection with 4205 'Client Restart'; graphql-ws reconnects with new params. */
  restartSocket: () => void;
  dispose: () => void;
}

const errorCode = (e: { message: string; extensions?: Record<string, unknown> }) =>
  (e.extensions?.code as string | undefined) ??
  (e.message.includes('MISSING_AUTH')
    ? 'MISSING_AUTH'
    : e.message.includes('MISSING_PERMISSION')
      ? 'MISSING_PERMISSION'
      : undefined);

/** The system and the language of every request (spec 01 §8 headers); a query may name another system. */
function contextLink(options: TransportOptions) {
  return new ApolloLink((operation, forward) => {
    const override = operation.getContext().systemId as number | undefined;
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        'X-CS-System': systemHeader(override ?? options.getSystemId()),
        'Accept-Language': options.getLocale().toLowerCase(),
      },
    }));
    return forward(operation);
  });
}

/** Every answer's backend version (the update banner, spec 01 §4). */
function versionLink(options: TransportOptions) {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap(() => {
        const response = operation.getContext().response as Response | undefined;
        const version = response?.headers?.get(VERSION_HEADER);
        if (version) options.onVersion(version);
      }),
    ),
  );
}

/** What the transport does on errors (spec 01 §8): 424, missing session, refused permission, the rest logged. */
function errorLink(options: TransportOptions) {
  return new ErrorLink(({ error, operation }) => {
    // HTTP 424, whether the body came as a GraphQL result with errors or not.
    const status = (operation.getContext().response as Response | undefined)?.status;
    if (status === 424 || (ServerError.is(error) && error.statusCode === 424)) {
      options.onSystemUnavailable();
      return;
    }
    if (CombinedGraphQLErrors.is(error)) {
      for (const e of error.errors) {
        const code = errorCode(e);
        if (code === 'MISSING_AUTH') {
          // During the app data load a missing session is normal (anonymous display visitors).
          if (operation.operationName !== 'AppData') options.onMissingAuth();
        } else if (code === 'MISSING_PERMISSION') {
          console.warn(`access denied in ${operation.operationName}`, e.message);
        } else if (e.extensions?.validation) {
          // Shown on the form's fields (spec 01 §5); nothing to log.
        } else {
          console.error(`GraphQL error in ${operation.operationName}`, e.message);
        }
      }
      return;
    }
    if (ServerError.is(error)) {
      const version = error.response.headers.get(VERSION_HEADER);
      if (version) options.onVersion(version);
    }
    console.error(`network error in ${operation.operationName}`, error);
  });
}

/** The links every query and mutation passes before the prefetch and the request itself, in order. */
function requestLinks(options: TransportOptions) {
  return [contextLink(options), errorLink(options), versionLink(options)];
}

/** POST /backend/query; outside production the operation and its variables are in the URL (for the network tab). */
function httpLink(origin: string, production: boolean, options: TransportOptions) {
  return new BaseHttpLink({
    uri: (operation) => {
      const url = new URL('/backend/query', origin);
      if (!production) {
        url.searchParams.set('op', operation.operationName ?? '');
        url.searchParams.set('vars', JSON.stringify(operation.variables ?? {}));
      }
      return url.toString();
    },
    credentials: 'include',
    // Resolve fetch per request so interceptors installed later (MSW in tests) apply.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  });
}

/** Apollo's cache with the keys the console's answers need. */
function createCache() {
  return new InMemoryCache({
    // Call ids are unique per system only (calls.graphql): one card per (system, call). The call log's filter
    // choices share ids across entities (section 1, call type 1, call source 1): they stay inside their answer,
    // or one list would show another's names.
    typePolicies: {
      Call: { keyFields: ['system_id', 'id'] },
      CallLogOption: { keyFields: false },
    },
  });
}

export function createTransport(options: TransportOptions): Transport {
  const origin = options.origin ?? window.location.origin;
  const production = options.production ?? import.meta.env.PROD;

  let activeSocket: WebSocket | null = null;
  // A wall display must say within 2 s that its calls may be stale (ARCHITECTURE §11): ping every second,
  // and a pong missing for as long means a dead link even when TCP has not noticed yet.
  const keepAliveMs = options.keepAliveMs ?? 1_000;
  const connection = createConnectionStatus();
  const { clock } = options;
  let pongTimer: unknown;
  const wsUrl = new URL('/ws/backend', origin);
  wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = createClient({
    url: wsUrl.toString(),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => sleep(clock, retryDelayMs(retries)),
    // Pings go out half that interval after the last message, so a hung backend (SIGSTOP, a dead link without
    // FIN) is noticed within 1.5 x keepAliveMs; a full interval for both measured 1.95-1.99 s (bench/faults).
    keepAlive: keepAliveMs / 2,
    connectionParams: () => ({
      'X-CS-System': systemHeader(options.getSystemId()),
      'Accept-Language': options.getLocale().toLowerCase(),
    }),
    on: {
      connected: (socket) => {
        activeSocket = socket as WebSocket;
        connection.set(true);
      },
      ping: (received) => {
        if (received) return;
        clock.clearTimeout(pongTimer);
        pongTimer = clock.setTimeout(() => {
          connection.set(false);
          // terminate(), not close(): a dead link never completes a closing handshake. graphql-ws then
          // reconnects (4499 Terminated is retried) and re-subscribes.
          ws.terminate();
        }, keepAliveMs);
      },
      pong: (received) => {
        if (received) clock.clearTimeout(pongTimer);
      },
      closed: (event) => {
        clock.clearTimeout(pongTimer);
        connection.set(false);
        activeSocket = null;
        const { code, reason } = event as CloseEvent;
        console.info('Socket closed', code, reason);
        if (code === 4403) options.onMissingAuth();
        // The WebSocket twin of HTTP 424 (spec 01 §8): the system in the connection parameters is unavailable.
        if (code === CLOSE_SYSTEM_UNAVAILABLE) options.onSystemUnavailable();
      },
    },
  });

  const prefetchLink = createPrefetchLink(() => clock.now());
  function prefetch<TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): void {
    // The answer waits in the link for its query; this promise is only the request.
    void client
      .query<TData, TVariables>({ query, variables, fetchPolicy: 'no-cache', context: prefetchLink.context })
      .catch(() => undefined);
  }
  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === 'OperationDefinition' && def.operation === 'subscription';
    },
    new GraphQLWsLink(ws),
    ApolloLink.from([...requestLinks(options), prefetchLink.link, httpLink(origin, production, options)]),
  );

  const client = new ApolloClient({
    link,
    cache: createCache(),
  });

  return {
    client,
    ws,
    connection,
    prefetch,
    restartSocket: () => {
      if (activeSocket && activeSocket.readyState === WebSocket.OPEN) {
        activeSocket.close(CLIENT_RESTART_CODE, 'Client Restart');
      }
    },
    dispose: () => {
      clock.clearTimeout(pongTimer);
      // dispose() rejects when the socket was still connecting and closed meanwhile: nothing left to clean up.
      void Promise.resolve(ws.dispose()).catch(() => undefined);
      client.stop();
    },
  };
}
