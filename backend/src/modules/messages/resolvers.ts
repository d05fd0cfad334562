// Live server messages (spec 01 §7): systemMessages (public, the display listens) and getsHTTPError.
import type { SubscriptionResolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../context.ts';
import type { GetsHttpErrorEvent, SystemMessageEvent } from '../../platform/event-bus.ts';
import { refusedView } from '../sync/refused-row.ts';
import { syncMessage } from '../sync/sync-errors.ts';
import { createPushIterator } from '../../platform/push-iterator.ts';

/** Displays set their clock from 'time' (spec 01 §7); at least once a minute keeps a drifting wall screen right. */
export const TIME_MESSAGE_INTERVAL_MS = 60_000;

function systemMessageStream(ctx: GraphQLContext) {
  const { clock, bus } = ctx.services;
  let timer: unknown;
  let offBus = () => {};
  const out = createPushIterator<{ systemMessages: { subject: string; payload: string | null } }>(() => {
    clock.clearTimeout(timer);
    offBus();
  });
  const send = (e: Pick<SystemMessageEvent, 'subject' | 'payload'>) =>
    out.push({ systemMessages: { subject: e.subject, payload: e.payload } });
  const tick = () => {
    send({ subject: 'time', payload: String(Math.floor(clock.now() / 1000)) });
    timer = clock.setTimeout(tick, TIME_MESSAGE_INTERVAL_MS);
  };
  const forThisSystem = (e: SystemMessageEvent) => e.systemId === null || e.systemId === ctx.systemId;
  offBus = bus.on('systemMessage', (e) => forThisSystem(e) && send(e));
  // The current time at once: a display that just (re)connected must not wait a minute for its clock; nor for
  // what retained messages say (the scenario on stage and its clock).
  tick();
  bus.retained().filter(forThisSystem).forEach(send);
  return out;
}

export const messageResolvers: { Subscription: SubscriptionResolvers } = {
  Subscription: {
    systemMessages: { subscribe: (_p, _a, ctx) => systemMessageStream(ctx) },
    getsHTTPError: {
      subscribe: (_p, _a, ctx) =>
        ctx.services.bus.iterate('getsHttpError', (e) => e.systemId === ctx.systemId),
      // a sync error is said in the subscriber's language (spec 02 §8 sync error, timeout, unknown error)
      resolve: (e: GetsHttpErrorEvent, _a: unknown, ctx: GraphQLContext) => ({
        action: e.action,
        checks: e.checks,
        message: e.key
          ? syncMessage(ctx.locale, { key: e.key, detail: e.detail ?? null, refused: e.refused ?? null })
          : e.message,
        payload: e.payload,
        url: e.url,
        success: e.success,
        record: e.refused ? refusedView(ctx.locale, e.refused) : null,
      }),
    },
  },
};
