// graphql-ws (graphql-transport-ws) at /ws/backend. The upgrade is refused for foreign origins; the
// session is resolved once from the cookie at connection_init and re-checked at every subscribe.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getOperationAST, GraphQLError } from 'graphql';
import type { DocumentNode, ExecutionArgs } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { RequestState, Services } from '../context.ts';
import { resolveRequestState } from '../auth/request-state.ts';
import { PRODUCT_VERSION } from '../platform/version.ts';
import { clientAddress, type TrustFunction } from '../http/client-address.ts';
import { isAllowedHost, type HostAllowList } from '../http/host-guard.ts';
import { isAllowedOrigin } from '../http/origin.ts';
import type { GraphQLServer } from './create-yoga.ts';
import { broadcastKey, createBroadcast } from './broadcast.ts';
import { MAX_OPERATIONS_PER_SOCKET, MAX_REQUEST_BYTES, tooManyOperations } from './request-limits.ts';
import { keepSessionAlive } from './socket-session.ts';

export const WS_PATH = '/ws/backend';
/** Close code when X-CS-System names an unknown or forbidden system: the WebSocket twin of HTTP 424. */
export const CLOSE_SYSTEM_UNAVAILABLE = 4424;

interface ConnectionParams extends Record<string, unknown> {
  'X-CS-System'?: string;
  'Accept-Language'?: string;
}

interface ConnectionExtra extends Record<PropertyKey, unknown> {
  params: ConnectionParams;
}

type Enveloped = ReturnType<GraphQLServer['getEnveloped']>;

interface RootValue {
  execute: Enveloped['execute'];
  subscribe: Enveloped['subscribe'];
  /** set when the operation may join a shared execution */
  shareKey: string | null;
}

export interface WebSocketOptions {
  allowedOrigins: readonly string[];
  /** DNS rebinding (http/host-guard.ts): the upgrade's Host must name this server */
  allowedHosts: HostAllowList;
  /** the reverse proxies to believe (http/client-address.ts), as for HTTP */
  trust: TrustFunction;
  /** other WebSocket endpoints on the same server, by path (the app gateway's /ws/app), behind the same guards */
  endpoints?: Readonly<Record<string, WebSocketServer>>;
}

export function attachWebSocket(
  server: Server,
  yoga: GraphQLServer,
  services: Services,
  { allowedOrigins, allowedHosts, trust, endpoints = {} }: WebSocketOptions,
) {
  // A larger message is refused unread and the socket closed with 1009 (ws' default is 100 MiB).
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BYTES });
  wss.on('headers', (headers) => headers.push(`X-CS-Version: ${PRODUCT_VERSION}`));

  const faults = services.networkFaults;
  const onUpgrade = upgradeGuard(
    (pathname) => (pathname === WS_PATH ? wss : endpoints[pathname]),
    faults,
    allowedHosts,
    allowedOrigins,
  );
  server.on('upgrade', onUpgrade);

  const stateOf = (request: IncomingMessage, params: ConnectionParams): RequestState | null =>
    resolveRequestState(services, {
      system: params['X-CS-System'],
      acceptLanguage: params['Accept-Language'] ?? request.headers['accept-language'],
      cookieHeader: request.headers.cookie,
      address: clientAddress(request, trust),
    });

  // One execution and one serialisation per change for callsChanged, however many displays listen.
  const broadcast = createBroadcast();
  // CS_SHARED_SUBSCRIPTIONS=off executes every subscriber's subscription on its own: only for the bench's
  // comparison (bench/press-to-display.ts), never in production.
  const sharing = process.env.CS_SHARED_SUBSCRIPTIONS !== 'off';
  wss.on('connection', (socket, request: IncomingMessage) => {
    broadcast.attach(socket);
    keepSessionAlive(socket, request, services);
  });
  const disposable = useServer<ConnectionParams, ConnectionExtra>(
    {
      onConnect: (ctx) => {
        const params = ctx.connectionParams ?? {};
        if (!stateOf(ctx.extra.request, params)) {
          ctx.extra.socket.close(CLOSE_SYSTEM_UNAVAILABLE, 'System unavailable');
          return false;
        }
        ctx.extra.params = params;
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // Re-resolved per subscription: after logout or expiry the socket is anonymous, not stale.
        const wsState = stateOf(ctx.extra.request, ctx.extra.params ?? {});
        if (!wsState) {
          ctx.extra.socket.close(CLOSE_SYSTEM_UNAVAILABLE, 'System unavailable');
          return [new GraphQLError('System unavailable', { extensions: { code: 'SYSTEM_UNAVAILABLE' } })];
        }
        // this one included: a socket may not pile up operations (every change is pushed to each of them)
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET)
          return [tooManyOperations(wsState.locale)];
        return operationArgs(yoga, wsState, payload);
      },
      // Announced once the operation's stream and its checks are in place (tests wait for it).
      onOperation: (_ctx, _id, _payload, args) => {
        const operation = getOperationAST(args.document, args.operationName);
        services.bus.publish('operationStarted', { operationName: operation?.name?.value ?? null });
      },
      onNext: (_ctx, _id, _payload, args, result) =>
        sharing && (args.rootValue as RootValue).shareKey ? broadcast.placeholder(result) : undefined,
      execute: (args) => (args.rootValue as RootValue).execute(args),
      subscribe: (args) => {
        const root = args.rootValue as RootValue;
        return root.shareKey && sharing
          ? broadcast.subscribe(root.shareKey, args, root.subscribe)
          : root.subscribe(args);
      },
    },
    wss,
  );
  // A frame ws refuses (over 1 MiB: 1009, invalid UTF-8: 1007, a broken frame: 1002) closes that socket with its
  // code and is reported as 'error'. graphql-ws listens for it (registered just before this listener) only to print
  // 'Internal error ... check your implementation' with the stack to stderr, for every hostile frame: it is the
  // peer's fault, so it is counted and logged once per connection instead.
  wss.on('connection', (socket, request: IncomingMessage) => {
    socket.removeAllListeners('error');
    socket.on('error', (error) => faults.record(WS_PATH, request.socket.remoteAddress, error));
  });

  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/**
 * The upgrade's guard: a known path (this endpoint or another one on the server), a Host naming this server and an
 * allowed Origin, else 403; a peer's fault meanwhile ends its socket only.
 */
function upgradeGuard(
  endpointAt: (pathname: string) => WebSocketServer | undefined,
  faults: Services['networkFaults'],
  allowedHosts: HostAllowList,
  allowedOrigins: readonly string[],
) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node hands over an upgrade's socket without its error listener: a peer that resets while we answer 403
    // would end the process. Until ws takes the socket over (it listens itself), a fault ends this socket only.
    const onError = (error: Error) => {
      faults.record('upgrade', req.socket.remoteAddress, error);
      socket.destroy();
    };
    socket.on('error', onError);
    const target = endpointAt(new URL(req.url ?? '/', 'http://x').pathname);
    if (!target) return void socket.destroy();
    if (
      !isAllowedHost(req.headers.host, allowedHosts) ||
      !isAllowedOrigin(req.headers.origin, req.headers.host, allowedOrigins)
    ) {
      socket.end(
        `HTTP/1.1 403 Forbidden\r\nX-CS-Version: ${PRODUCT_VERSION}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    socket.off('error', onError);
    target.handleUpgrade(req, socket, head, (ws) => target.emit('connection', ws, req));
  };
}

/** A subscription's execution: parsed and validated through yoga's envelope, with its key for a shared execution. */
async function operationArgs(
  yoga: GraphQLServer,
  wsState: RequestState,
  payload: SubscribePayload,
): Promise<ExecutionArgs | readonly GraphQLError[]> {
  const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ wsState });
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch (error) {
    // A syntax error or a request over the size limits (request-limits.ts) is the client's: say so.
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
  const errors = validate(schema, document);
  if (errors.length > 0) return errors;
  return {
    schema,
    document,
    operationName: payload.operationName,
    variableValues: payload.variables,
    contextValue: await contextFactory(),
    rootValue: {
      execute,
      subscribe,
      shareKey: broadcastKey(
        document,
        payload.operationName,
        wsState.systemId,
        payload.variables,
        payload.query,
      ),
    } satisfies RootValue,
  };
}
