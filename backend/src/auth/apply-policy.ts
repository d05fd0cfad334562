// The ONE schema wrapper that enforces auth/policy.ts on every root field, for HTTP and WebSocket
// alike, and writes the audit rows for access denials and mutations. Resolvers contain no checks.
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, GraphQLError } from 'graphql';
import type { GraphQLFieldConfig, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { createPushIterator } from '../platform/push-iterator.ts';
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
        deny(policy, ctx, where);
        if (!isMutation) return resolve(source, args, ctx, info);
        return auditMutation(policy, ctx, fieldName, args, () => resolve(source, args, ctx, info));
      },
    };
  };
  return mapSchema(schema, { [MapperKind.ROOT_FIELD]: wrap as never });
}

/** Throws the policy's error and records the denial. */
function deny(policy: Policy | undefined, ctx: GraphQLContext, where: string): void {
  const error = authorize(policy, ctx);
  if (!error) return;
  ctx.services.audit.record({
    ...who(ctx),
    action: 'access_denied',
    entity: where,
    changes: { code: error.extensions.code },
    outcome: 'denied',
  });
  throw error;
}

async function auditMutation(
  policy: Policy | undefined,
  ctx: GraphQLContext,
  fieldName: string,
  args: Record<string, unknown>,
  run: () => unknown,
) {
  const entity = (policy !== 'public' && policy?.entity) || fieldName;
  const base = { ...who(ctx), action: fieldName, entity, changes: redact(args) };
  try {
    const result = await run();
    const entityId = (result as { id?: unknown } | null)?.id ?? args.id ?? ctx.user?.id;
    // A resolver that knows the field changes (before/after per field, crud/) records those instead.
    const changes = ctx.auditChanges ?? base.changes;
    ctx.auditChanges = undefined;
    ctx.services.audit.record({ ...base, changes, entityId: entityId as number, outcome: 'ok' });
    return result;
  } catch (error) {
    try {
      ctx.services.audit.record({ ...base, entityId: (args.id as number) ?? null, outcome: 'failed' });
    } catch (auditError) {
      // The resolver's own error says what the user must know (e.g. STORAGE_FAILED: not saved); a full disk
      // also refuses this row, and that must not replace it (issue 7).
      console.error('audit row of a failed mutation not written:', auditError);
    }
    throw error;
  }
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
      deny(policy, ctx, where);
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

const who = (ctx: GraphQLContext) => ({
  userId: ctx.user?.id ?? 0,
  userName: ctx.user?.name ?? '',
  systemId: ctx.systemId,
  address: ctx.address,
});

/** Secrets never reach the audit log, only the fact that they changed. */
function redact(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      /password|secret|token|code/i.test(key) ? '***' : value,
    ]),
  );
}
