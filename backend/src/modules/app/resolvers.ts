// AppData (spec 01 §7): licence, app state, global settings, app settings, public system params.
import { systemTimeZone } from '../../store/system-zone.ts';
import type { QueryResolvers } from '../../generated/graphql.ts';
import { mayUseSystem } from '@cs/rules/permissions';

export const appResolvers: { Query: QueryResolvers } = {
  Query: {
    license: (_p, _a, ctx) => ctx.services.installation.licence(),
    appState: (_p, _a, ctx) => {
      const system = ctx.services.systems.get(ctx.systemId);
      const sync = system?.sync;
      const signedIn = ctx.user !== null;
      return {
        last_gets_change: sync?.last_gets_change ?? null,
        last_gets_commit: sync?.last_gets_commit ?? null,
        // spec 01 §4: a commit of the product or one started at the Gets, for at most 900 s (modules/sync)
        committing_gets_config: ctx.services.sync.committing(ctx.systemId),
        // Where the configurator lives is nobody's business on an anonymous wall display.
        configurator_ip: signedIn ? (system?.configurator.ip ?? null) : null,
        configurator_version: signedIn ? (system?.configurator.version ?? null) : null,
        setup_time: ctx.services.installation.setupTime(),
        offline_mode: sync?.offline_mode ?? false,
        // The app gateway is the backend's own (modules/app-gateway, docs/protocols.md §7, issue 19): it runs in
        // every server, so the header's App item (spec 01 §2) depends on app::use_module alone.
        app_gateway_enabled: true,
        app_gateway_system_id: sync?.app_gateway_system_id ?? null,
        // Judged live from the gateways (modules/hubs/outdated-hubs.ts, docs/protocols.md §4).
        outdated_hubs: ctx.services.hubs.outdated.list(ctx.systemId),
        features: { display_group_overrides: false, demo_mode: ctx.services.demoMode },
      };
    },
    globalSettings: (_p, _a, ctx) => {
      const s = ctx.services.installation.globalSettings();
      return {
        ignore_linkable_node_pool_for_super_users: s.ignore_linkable_node_pool_for_super_users,
        battery_threshold_low: s.battery_threshold_low,
        battery_threshold_critical: s.battery_threshold_critical,
      };
    },
    globalAppSettings: (_p, _a, ctx) => ctx.services.installation.appSettings(),
    publicSystemParams: (_p, _a, ctx) =>
      ctx.services.systems
        .list()
        .filter((s) => mayUseSystem(ctx.user, s.id))
        .map((s) => ({
          id: s.id,
          name: s.name,
          weekend_start: s.weekend_start,
          weekend_stop: s.weekend_stop,
          time_zone: systemTimeZone(s),
        })),
  },
};
