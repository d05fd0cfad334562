// The call log's GraphQL (call-log.graphql; spec 02 §3 call log). The policy wrapper has checked the session,
// calllog::use_module and the log licence; the transport has checked the system against the user's system_access
// (HTTP 424 otherwise), so the selected system is one the caller may read; of it, the calls of the call sources
// the caller's roles allow (auth/call-source-scope.ts).
import { GraphQLError } from 'graphql';
import { inScope, scopeOf } from '../../auth/call-source-scope.ts';
import type { QueryResolvers, SubscriptionResolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../context.ts';
import { t } from '../../platform/messages.ts';
import { createPushIterator } from '../../platform/push-iterator.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import { callLogRequest, encodeCursor, zoneOf } from './call-log-args.ts';
import { callLogView } from './call-log-view.ts';
import { callTimeline } from './call-timeline.ts';
import { callTypeLabel } from './call-type-label.ts';

/** The row count stops here: counting every match of a broad filter over a million calls would cost a page's budget. */
export const COUNT_CAP = 10_000;

function systemDoc(ctx: GraphQLContext): SystemDoc {
  const doc = ctx.services.systems.get(ctx.systemId);
  if (!doc)
    throw new GraphQLError(t(ctx.locale, 'system.unavailable'), {
      extensions: { code: 'SYSTEM_UNAVAILABLE' },
    });
  return doc;
}

const callTypesOf = (doc: SystemDoc) => new Map(doc.call_types.map((c) => [c.id, c]));

/**
 * One logged call of the selected system with its timeline, or null (also the analytics' call modal); null too for
 * a call outside the caller's call source groups, as for one that does not exist.
 */
export function callLogDetail(ctx: GraphQLContext, id: number) {
  const doc = systemDoc(ctx);
  const row = ctx.services.callLogQuery.get(doc.id, id);
  if (!row || !inScope(scopeOf(ctx, doc.id), row.call_source_id)) return null;
  const zone = zoneOf(doc);
  const open = ctx.services.calls.system(doc.id)?.openRecords() ?? [];
  const timeline = callTimeline(row, doc, ctx.services.callLogQuery, open, zone);
  return {
    call: callLogView(row, callTypesOf(doc), zone),
    timeline: timeline.events,
    time_to_presence: timeline.timeToPresence,
    time_zone: zone,
  };
}

/**
 * The selected system's log grows: its newest row id at once, then one push per new row. The pushed value is built
 * once per row by the call service (bus 'callLogged'), the same for every subscriber.
 */
function callLogChangedStream(ctx: GraphQLContext) {
  const systemId = ctx.systemId;
  let off = () => {};
  const out = createPushIterator<{ last_id: number }>(() => off());
  off = ctx.services.bus.on('callLogged', (e) => e.systemId === systemId && out.push({ last_id: e.lastId }));
  out.push({ last_id: ctx.services.callLogQuery.lastId() });
  return out;
}

export const callLogResolvers: { Query: QueryResolvers; Subscription: SubscriptionResolvers } = {
  Subscription: {
    callLogChanged: {
      subscribe: (_p, _a, ctx) => callLogChangedStream(ctx),
      resolve: (change: { last_id: number }) => change,
    },
  },
  Query: {
    callLog: (_p, args, ctx) => {
      const doc = systemDoc(ctx);
      const zone = zoneOf(doc);
      const request = callLogRequest(args, doc, ctx.services.clock.now(), ctx.locale, scopeOf(ctx, doc.id));
      const { callLogQuery } = ctx.services;
      // read first: a row written later is new to this page (node:sqlite reads synchronously, no write between)
      const lastId = callLogQuery.lastId();
      const page = callLogQuery.page(
        request.filter,
        request.sort,
        request.direction,
        request.first,
        request.after,
      );
      const { calls, presences } = callLogQuery.countKinds(request.filter, COUNT_CAP);
      const counted = calls + presences;
      const callTypes = callTypesOf(doc);
      return {
        rows: page.rows.map((row) => callLogView(row, callTypes, zone)),
        next_cursor: page.next && encodeCursor(request.sort, request.direction, page.next),
        total: Math.min(counted, COUNT_CAP),
        total_capped: counted > COUNT_CAP,
        calls: counted > COUNT_CAP ? null : calls,
        presences: counted > COUNT_CAP ? null : presences,
        last_id: lastId,
        range_from: request.range.from,
        range_to: request.range.to,
        time_zone: zone,
      };
    },
    callLogNews: (_p, { filter, since }, ctx) => {
      const doc = systemDoc(ctx);
      const request = callLogRequest(
        { filter },
        doc,
        ctx.services.clock.now(),
        ctx.locale,
        scopeOf(ctx, doc.id),
      );
      const { callLogQuery } = ctx.services;
      const lastId = callLogQuery.lastId();
      const counts = callLogQuery.countKinds({ ...request.filter, afterId: since, maxId: lastId }, COUNT_CAP);
      return { ...counts, last_id: lastId };
    },
    callLogOptions: (_p, _a, ctx) => {
      const doc = systemDoc(ctx);
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');
      const scope = scopeOf(ctx, doc.id);
      return {
        sections: doc.sections.map(({ id, name }) => ({ id, name })).sort(byName),
        // by the name its calls carry (call-type-label.ts)
        call_types: doc.call_types.map((c) => ({ id: c.id, name: callTypeLabel(c) })).sort(byName),
        // a restricted caller's filter offers the call sources they may read
        call_sources: doc.call_sources
          .filter((c) => inScope(scope, c.id))
          .map(({ id, text }) => ({ id, name: text }))
          .sort(byName),
      };
    },
    callLogCall: (_p, { id }, ctx) => callLogDetail(ctx, id),
  },
};
