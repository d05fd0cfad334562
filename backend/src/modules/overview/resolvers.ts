// The home page's overview (spec 01 §2 /home fallback): per system the user may use, the Gets link and what is
// open now, read from the same call mirror the displays use (no extra request to the call system); counted over the
// calls of the caller's call source groups (auth/call-source-scope.ts), as the call log lists them.
import { mayUseSystem } from '@cs/rules/permissions';
import { inScope, scopeOf } from '../../auth/call-source-scope.ts';
import type { QueryResolvers } from '../../generated/graphql.ts';

export const overviewResolvers: { Query: QueryResolvers } = {
  Query: {
    systemsOverview: (_p, _a, ctx) =>
      ctx.services.systems
        .list()
        .filter((s) => mayUseSystem(ctx.user, s.id))
        .map((s) => {
          const mirror = ctx.services.calls.system(s.id);
          const scope = scopeOf(ctx, s.id);
          const calls = (mirror?.openCalls() ?? []).filter((c) => inScope(scope, c.call_source_id));
          const open = calls.filter((c) => c.call_type?.flag !== 'presence');
          return {
            id: s.id,
            name: s.name,
            link: mirror?.status ?? 'unknown',
            open_calls: open.length,
            emergencies: open.filter((c) => c.call_type?.urgency === 'EMERGENCY').length,
            presences: calls.length - open.length,
          };
        }),
  },
};
