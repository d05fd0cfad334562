// The analytics query (analytics.graphql; issue 17). The policy wrapper has checked the session,
// analytics::use_module and the analytics licence; the transport has checked the system against the user's
// system_access, so the selected system is one the caller may read; its calls of the call sources the caller's roles
// allow (auth/call-source-scope.ts). The filter is the call log's (its checks, its
// date ranges in the facility's zone).
import { inScope, scopeOf } from '../../auth/call-source-scope.ts';
import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.ts';
import { callLogRequest, zoneOf } from '../call-log/call-log-args.ts';
import { callLogDetail } from '../call-log/resolvers.ts';
import { systemDoc } from '../tree/resolvers.ts';
import { checkShifts, storedShifts, updateShifts } from './shift-settings.ts';

/** Without a report that sets call_duration_threshold, a call open longer than this many minutes is long. */
export const DEFAULT_LONG_CALL_MINUTES = 10;

export const analyticsResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Mutation: {
    updateAnalyticsShifts: (_p, { shifts }, ctx) => updateShifts(ctx, shifts),
  },
  Query: {
    // the call log's detail of one call (its system access and timeline), under the analytics' policy
    analyticsCall: (_p, { id }, ctx) => callLogDetail(ctx, id),
    callAnalytics: (_p, { filter, shifts }, ctx) => {
      const doc = systemDoc(ctx);
      const zone = zoneOf(doc);
      // the calls of the caller's call source groups only (auth/call-source-scope.ts), presences too
      const scope = scopeOf(ctx, doc.id);
      const request = callLogRequest({ filter }, doc, ctx.services.clock.now(), ctx.locale, scope);
      // the query's own boundaries (a what-if), else the system's stored ones
      const shiftHours = shifts ? checkShifts(shifts, ctx.locale) : storedShifts(ctx, doc.id);
      const thresholds = ctx.services.entities
        .list('installation', 'reports', doc.id)
        .filter((r) => r.enabled && r.include_long_calls && typeof r.call_duration_threshold === 'number')
        .map((r) => r.call_duration_threshold as number);
      const longMinutes = thresholds.length ? Math.min(...thresholds) : DEFAULT_LONG_CALL_MINUTES;
      const { from, to } = request.range;
      const toMs = Date.parse(to);
      const fromMs = from === null ? null : Date.parse(from);
      // A presence answers the calls of its room: the devices under the same parent node (the call timeline's rule).
      const parents = new Map(doc.nodes.map((n) => [n.id, n.parent_id ?? n.id]));
      const now = ctx.services.clock.now();
      // the presences open now answer calls from their start, as in the call's timeline (issue 38)
      const openPresences = [...(ctx.services.calls.system(doc.id)?.openRecords() ?? [])]
        .filter((c) => c.is_presence && inScope(scope, c.call_source_id))
        .map((c) => ({ device_number: c.number, opened_ms: Date.parse(c.opened_at) }))
        .filter((p) => (fromMs === null || p.opened_ms >= fromMs) && p.opened_ms < toMs);
      const options = {
        zone,
        roomOf: (device: number) => parents.get(device) ?? device,
        openPresences,
        shifts: shiftHours,
        longCallSeconds: longMinutes * 60,
        fromMs,
        toMs,
      };
      const result = ctx.services.analytics.analytics(request.filter, options, now);
      const previous =
        fromMs === null
          ? null
          : ctx.services.analytics.countCalls(request.filter, zone, 2 * fromMs - toMs, fromMs, now);
      return {
        ...result,
        range_from: from,
        range_to: to,
        time_zone: zone,
        previous_calls: previous,
        long_call_minutes: longMinutes,
        shifts: shiftHours,
      };
    },
  },
};
