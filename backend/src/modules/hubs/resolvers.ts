// Device search (spec 01 §7 HubPrinterMessage). Permission: see auth/policy.ts.
import type { SubscriptionResolvers } from '../../generated/graphql.ts';
import type { HubPrinterMessage } from './hub-service.ts';

export const hubResolvers: { Subscription: SubscriptionResolvers } = {
  Subscription: {
    hubPrinterMessage: {
      subscribe: (_p, _a, ctx) => ctx.services.hubs.deviceSearch(ctx.systemId, ctx.locale),
      resolve: (message: HubPrinterMessage) => message,
    },
  },
};
