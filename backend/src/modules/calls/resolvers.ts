// The call path's GraphQL (calls.graphql; spec 01 §7 OpenCalls, CallDisplayRelations, callsChanged,
// sendDeviceAction). Authorization is the policy wrapper's job; the close-call rule is the service's.
import { GraphQLError } from 'graphql';
import type {
  CallsChange,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../context.ts';
import { effectivePermissions, mayUseSystem } from '@cs/rules/permissions';
import { createPushIterator } from '../../platform/push-iterator.ts';
import { t } from '../../platform/messages.ts';
import { callTypeView } from './call-view.ts';
import { displayGroupsNow } from './display-groups-now.ts';
import type { SystemCalls } from './system-calls.ts';

function systemCalls(ctx: GraphQLContext, systemId: number): SystemCalls {
  const calls = mayUseSystem(ctx.user, systemId) ? ctx.services.calls.system(systemId) : null;
  if (!calls)
    throw new GraphQLError(t(ctx.locale, 'system.unavailable'), {
      extensions: { code: 'SYSTEM_UNAVAILABLE' },
    });
  return calls;
}

/**
 * Full list at once, then every change. The pushed value is the system's shared CallsChange object:
 * built once per change, the same for every subscriber; the resolver below only hands it through.
 */
function callsChangedStream(ctx: GraphQLContext, systemId: number) {
  const calls = systemCalls(ctx, systemId);
  let off = () => {};
  const out = createPushIterator<CallsChange>(() => off());
  out.push(calls.current().change);
  off = calls.subscribe((change) => out.push(change));
  return out;
}

export const callResolvers: {
  Query: QueryResolvers;
  Mutation: MutationResolvers;
  Subscription: SubscriptionResolvers;
} = {
  Query: {
    openCalls: (_p, _a, ctx) => systemCalls(ctx, ctx.systemId).openCalls(),
    callDisplayRelations: (_p, _a, ctx) => {
      const doc = ctx.services.systems.get(ctx.systemId);
      if (!doc)
        throw new GraphQLError(t(ctx.locale, 'system.unavailable'), {
          extensions: { code: 'SYSTEM_UNAVAILABLE' },
        });
      return {
        schedules: doc.schedules,
        // spec 02 §3/§4: an active display group override moves its sections' calls to its group; an enabled
        // interconnection then shares a section's calls of its own group with another group as well
        displayGroups: displayGroupsNow(doc),
        callTypes: doc.call_types.map(callTypeView),
      };
    },
  },
  Mutation: {
    // sectionID (spec 01 §7) is accepted and ignored: the rule takes the section from the call system.
    sendDeviceAction: (_p, { action, deviceID }, ctx) => {
      const permissions = ctx.user
        ? effectivePermissions(ctx.user, ctx.services.users.rolesOf(ctx.user))
        : [];
      return ctx.services.calls.sendDeviceAction(
        { systemId: ctx.systemId, locale: ctx.locale, userName: ctx.user?.name ?? null, permissions },
        action,
        deviceID,
      );
    },
  },
  Subscription: {
    callsChanged: {
      subscribe: (_p, { override_system }, ctx) => callsChangedStream(ctx, override_system ?? ctx.systemId),
      resolve: (change: CallsChange) => change,
    },
  },
};
