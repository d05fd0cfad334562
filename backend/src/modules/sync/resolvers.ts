// Sync with the configurator (spec 02 §2-§5, spec 01 §7 configChangelog). Permission systemtree::sync with the
// management licence (auth/policy.ts); the transport has checked the system against the user's system_access.
import type { GraphQLContext } from '../../context.ts';
import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.ts';
import { t } from '../../platform/messages.ts';
import type { ChangelogEntry } from './changelog.ts';
import type { ImportFailure } from './import-checks.ts';
import { refusedView } from './refused-row.ts';
import { syncGraphQLError, syncMessage } from './sync-errors.ts';
import type { SyncService } from './sync-service.ts';

const entryOut = (e: ChangelogEntry) => ({
  id: e.id,
  entity_id: e.entity_id,
  entity_kind: e.entity_kind,
  state: e.state,
  changes: e.changes,
  ours: e.ours ? JSON.stringify(e.ours) : null,
  theirs: e.theirs ? JSON.stringify(e.theirs) : null,
  csv: { theirs: e.csv_theirs },
});

function changelogOut(ctx: GraphQLContext, state: ReturnType<SyncService['snapshot']>) {
  return {
    ...state,
    error: state.error ? syncMessage(ctx.locale, state.error) : null,
    error_key: state.error?.key ?? null,
    error_record: state.error?.refused ? refusedView(ctx.locale, state.error.refused) : null,
    changelog: state.changelog.map(entryOut),
  };
}

const failureOut = (ctx: GraphQLContext, f: ImportFailure) => ({
  ...f,
  message: t(ctx.locale, `sync.check.${f.check}`, {
    kind: f.entity_kind,
    ids: f.entity_ids.join(', '),
    detail: f.detail ?? '',
  }),
});

export const syncResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    syncChangelog: async (_p, _a, ctx) => changelogOut(ctx, await ctx.services.sync.changelog(ctx.systemId)),
    configChangelog: (_p, _a, ctx) => changelogOut(ctx, ctx.services.sync.snapshot(ctx.systemId)),
  },
  Mutation: {
    commitGetsConfig: async (_p, args, ctx) => {
      try {
        const { sent, commit } = await ctx.services.sync.commit(ctx.systemId, args.wipe ?? false);
        return { sent: sent.map(entryOut), commit };
      } catch (error) {
        throw syncGraphQLError(ctx.locale, error);
      }
    },
    importGetsConfig: async (_p, _a, ctx) => {
      try {
        const result = await ctx.services.sync.importConfig(ctx.systemId);
        return {
          success: result.success,
          imported: result.imported.map(entryOut),
          failures: result.failures.map((f) => failureOut(ctx, f)),
        };
      } catch (error) {
        throw syncGraphQLError(ctx.locale, error);
      }
    },
  },
};
