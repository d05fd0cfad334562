// The GraphQL server (graphql-yoga). The WebSocket server runs its operations through the same
// yoga.getEnveloped, so the plugins below apply to HTTP and WebSocket alike.
import { createYoga } from 'graphql-yoga';
import type { GraphQLContext, RequestState, Services } from '../context.ts';
import { hardeningPlugin } from './hardening-plugin.ts';
import type { OperationLimits } from './operation-limits.ts';
import { buildSchema } from './schema.ts';
import { requestLimitsPlugin } from './request-limits.ts';
import { storageErrorsPlugin } from './storage-errors-plugin.ts';
import { validationErrorsPlugin } from './validation-errors-plugin.ts';
import { yogaLogger } from './yoga-logger.ts';

/** What the transports hand to yoga: express puts the request state on req, the socket passes it directly. */
export interface YogaServerContext {
  req?: { cs?: RequestState };
  wsState?: RequestState;
}

export interface GraphQLServerOptions {
  hardened: boolean;
  limits?: OperationLimits;
}

export function createGraphQLServer(services: Services, options: GraphQLServerOptions) {
  return createYoga<YogaServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/backend/query',
    graphiql: false,
    landingPage: false,
    cors: false,
    // Thrown GraphQLErrors (MISSING_AUTH, validation) pass; a refused disk write becomes STORAGE_FAILED
    // (storageErrorsPlugin); anything else becomes "Unexpected error."
    maskedErrors: true,
    logging: yogaLogger,
    context: ({ req, wsState }): GraphQLContext => {
      const state = wsState ?? req?.cs;
      if (!state) throw new Error('request state missing: the transport middleware did not run');
      return { ...state, services, transport: wsState ? 'ws' : 'http' };
    },
    plugins: [
      requestLimitsPlugin(),
      validationErrorsPlugin,
      storageErrorsPlugin,
      ...(options.hardened ? [hardeningPlugin(options.limits)] : []),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
