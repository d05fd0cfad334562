// The ONE schema wrapper that enforces auth/policy.ts on every root field, for HTTP and WebSocket
// alike, and writes the audit rows for access denials and mutations. Resolvers contain no checks.
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, GraphQLError } from 'graphql';
import type { GraphQLFieldConfig, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { createPushIterator } from '../platform/push-iterator.ts';
import { auditMutation, reasonOf, targetOf, who } from './audit-rows.ts';
import { authorize } from './authorize.ts';
import { missingAuth } from './errors.ts';
import { policyFor } from './policy.ts';
import type { Policy } from './policy.ts';

/** Pushed into a subscription when its session ends; the wrapped resolver turns it into MISSING_AUTH. */
const SESSION_ENDED = Symbol('session ended');

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext>;

export function applyPolicy(schema: GraphQLSchema): GraphQLSchema {
  const wrap = (
    config: GraphQLFieldConfig<unknown, GraphQLContext>,
    fieldName: string,
    typeName: string,
  ): GraphQLFieldConfig<unknown, GraphQLContext> => {
    const policy = policyFor(typeName, fieldName);
    const where = `${typeName}.${fieldName}`;
    if (typeName === schema.getSubscriptionType()?.name) return wrapSubscription(config, policy, where);
    const resolve: Resolver = config.resolve ?? defaultFieldResolver;
    const isMutation = typeName === schema.getMutationType()?.name;
    return {
      ...config,
      resolve: async (source, args: Record<string, unknown>, ctx: GraphQLContext, info) => {
        deny(policy, ctx, where, args);
        if (!isMutation) return resolve(source, args, ctx, info);
        return auditMutation(policy, ctx, fieldName, args, () => resolve(source, args, ctx, info));
      },
    };
  };
  return mapSchema(schema, { [MapperKind.ROOT_FIELD]: wrap });
}

/** Throws the policy's error and records the denial, naming the entity and record it was aimed at. */
function deny(
  policy: Policy | undefined,
  ctx: GraphQLContext,
  where: string,
  args: Record<string, unknown>,
): void {
  const error = authorize(policy, ctx);
  if (!error) return;
  ctx.services.audit.record({
    ...who(ctx),
    action: 'access_denied',
    entity: (policy !== 'public' && policy?.entity) || where,
    entityId: targetOf(args, undefined),
    changes: { code: error.extensions.code, operation: where, ...reasonOf(error) },
    outcome: 'denied',
  });
  throw error;
}

function wrapSubscription(
  config: GraphQLFieldConfig<unknown, GraphQLContext>,
  policy: Policy | undefined,
  where: string,
) {
  const subscribe = config.subscribe ?? defaultFieldResolver;
  const resolve: Resolver = config.resolve ?? defaultFieldResolver;
  return {
    ...config,
    subscribe: async (
      source: unknown,
      args: Record<string, unknown>,
      ctx: GraphQLContext,
      info: Parameters<Resolver>[3],
    ) => {
      deny(policy, ctx, where, args);
      const stream = (await subscribe(source, args, ctx, info)) as AsyncIterable<unknown>;
      // Public subscriptions (the display's) outlive a session; the others end with it.
      return policy === 'public' || !ctx.session ? stream : endWithSession(stream, ctx);
    },
    resolve: (
      payload: unknown,
      args: Record<string, unknown>,
      ctx: GraphQLContext,
      info: Parameters<Resolver>[3],
    ) => {
      if (payload === SESSION_ENDED) throw missingAuth(ctx.locale);
      return resolve(payload, args, ctx, info);
    },
  };
}

function endWithSession(stream: AsyncIterable<unknown>, ctx: GraphQLContext): AsyncIterable<unknown> {
  const source = stream[Symbol.asyncIterator]();
  let unwatch = () => {};
  const out = createPushIterator<unknown>(() => {
    unwatch();
    void source.return?.();
  });
  unwatch = ctx.services.sessions.watch((ctx.session as { id: string }).id, () => {
    out.push(SESSION_ENDED);
    out.end();
  });
  void (async () => {
    try {
      for (let next = await source.next(); !next.done; next = await source.next()) out.push(next.value);
    } catch (error) {
      out.push(new GraphQLError(String(error)));
    } finally {
      out.end();
    }
  })();
  return out;
}
