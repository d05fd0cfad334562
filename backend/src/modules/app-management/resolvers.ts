// App settings (spec 02 §3): read and changed under the documents' locks (ARCHITECTURE §5). Switching
// subscriptions off removes every subscription view's users, the active priorities (spec 02 §5), in every system.
import { ValidationFailed, validationError } from '../../auth/errors.ts';
import type { GraphQLContext } from '../../context.ts';
import { mergeAppSettings } from './app-settings.ts';
import { unpairAppClient } from './unpair.ts';
import { appStatistics } from './app-statistics.ts';
import type { DateRange } from '@cs/rules/time';

async function clearSubscriptions(ctx: GraphQLContext): Promise<void> {
  for (const system of ctx.services.systems.list()) {
    const views = ctx.services.entities.list('system', 'subscription_views', system.id);
    if (views.every((v) => ((v.app_user_ids as number[] | undefined) ?? []).length === 0)) continue;
    const cleared = views.map((v) => ({ ...v, app_user_ids: [] }));
    await ctx.services.entities.save('system', 'subscription_views', system.id, cleared, null);
  }
}

export const appManagementResolvers = {
  Query: {
    appSettings: (_p: unknown, _a: unknown, ctx: GraphQLContext) => ctx.services.installation.appSettings(),
    appStatistics: (_p: unknown, args: { range?: DateRange | null }, ctx: GraphQLContext) => {
      const doc = ctx.services.systems.get(ctx.systemId);
      if (!doc) throw new ValidationFailed([validationError(ctx.locale, 'system', 'invalid', {})]);
      return appStatistics(
        ctx.services.appStatistics,
        doc,
        args.range ?? 'LAST_7_DAYS',
        ctx.services.clock.now(),
      );
    },
  },
  Mutation: {
    unpairAppClient: (_p: unknown, args: { id: number }, ctx: GraphQLContext) =>
      unpairAppClient(ctx, args.id),
    updateAppSettings: (_p: unknown, args: { input: Record<string, unknown> }, ctx: GraphQLContext) =>
      // the installation and every system: switching subscriptions off writes the systems' views too
      ctx.services.entities.exclusive('systems', ctx.systemId, async () => {
        const current = ctx.services.installation.appSettings();
        const { next, violations } = mergeAppSettings(current, args.input);
        if (violations.length)
          throw new ValidationFailed(
            violations.map((v) => validationError(ctx.locale, v.field, v.key, v.data ?? {})),
          );
        if (current.subscriptions_enabled && !next.subscriptions_enabled) await clearSubscriptions(ctx);
        await ctx.services.installation.saveAppSettings(next);
        const fields = Object.fromEntries(
          Object.entries(next)
            .filter(([k, v]) => current[k as keyof typeof current] !== v)
            .map(([k, v]) => [k, { before: current[k as keyof typeof current], after: v }]),
        );
        ctx.auditChanges = { change: 'updated', fields };
        ctx.services.bus.publish('systemMessage', {
          systemId: null,
          subject: 'appsettings.updated',
          payload: null,
        });
        return next;
      }),
  },
};
