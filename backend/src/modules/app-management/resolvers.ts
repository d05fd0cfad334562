// App settings (spec 02 §3): read and changed under the documents' locks (ARCHITECTURE §5). Switching
// subscriptions off removes every subscription view's users, the active priorities (spec 02 §5), in every system.
import { ValidationFailed, validationError } from '../../auth/errors.ts';
import type { GraphQLContext, Services } from '../../context.ts';
import type { Locale } from '../../platform/locale.ts';
import { mergeAppSettings, type AppSettingsRecord } from './app-settings.ts';
import { unpairAppClient } from './unpair.ts';
import { appStatistics } from './app-statistics.ts';
import type { DateRange } from '@cs/rules/time';

async function clearSubscriptions(services: Services): Promise<void> {
  for (const system of services.systems.list()) {
    const views = services.entities.list('system', 'subscription_views', system.id);
    if (views.every((v) => ((v.app_user_ids as number[] | undefined) ?? []).length === 0)) continue;
    const cleared = views.map((v) => ({ ...v, app_user_ids: [] }));
    await services.entities.save('system', 'subscription_views', system.id, cleared, null);
  }
}

/**
 * New app settings over the current ones (the mutation, and trainer mode's scenario steps): a value out of range
 * throws the catalogue's errors in the locale and changes nothing. Returns the settings and the changed fields.
 */
export function writeAppSettings(
  services: Services,
  systemId: number,
  locale: Locale,
  input: Readonly<Record<string, unknown>>,
): Promise<{ next: AppSettingsRecord; fields: Record<string, { before: unknown; after: unknown }> }> {
  // the installation and every system: switching subscriptions off writes the systems' views too
  return services.entities.exclusive('systems', systemId, async () => {
    const current = services.installation.appSettings();
    const { next, violations } = mergeAppSettings(current, input);
    if (violations.length)
      throw new ValidationFailed(
        violations.map((v) => validationError(locale, v.field, v.key, v.data ?? {})),
      );
    if (current.subscriptions_enabled && !next.subscriptions_enabled) await clearSubscriptions(services);
    await services.installation.saveAppSettings(next);
    const fields = Object.fromEntries(
      Object.entries(next)
        .filter(([k, v]) => current[k as keyof typeof current] !== v)
        .map(([k, v]) => [k, { before: current[k as keyof typeof current], after: v }]),
    );
    services.bus.publish('systemMessage', { systemId: null, subject: 'appsettings.updated', payload: null });
    return { next, fields };
  });
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
        ctx.services.installation.appSettings(),
      );
    },
  },
  Mutation: {
    unpairAppClient: (_p: unknown, args: { id: number }, ctx: GraphQLContext) =>
      unpairAppClient(ctx, args.id),
    updateAppSettings: async (_p: unknown, args: { input: Record<string, unknown> }, ctx: GraphQLContext) => {
      const { next, fields } = await writeAppSettings(ctx.services, ctx.systemId, ctx.locale, args.input);
      ctx.auditChanges = { change: 'updated', fields };
      return next;
    },
  },
};
