// The incident list, its boxes, one incident, a device's 14-day reachability, assign and close (incidents.graphql;
// issue 18). The policy wrapper has checked the session, analytics::manage_incidents and the analytics licence and
// audits the mutations; here the data rules: system access per incident, the assignee, the state.
import { DAY } from '@cs/contracts/clock';
import type { GraphQLContext } from '../../context.ts';
import { validationError } from '../../auth/errors.ts';
import { effectivePermissions, mayUseSystem, type PermissionCode } from '../../auth/permissions.ts';
import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import { defectList } from './defect-list.ts';
import { incidentCall } from './incident-call.ts';
import { incidentQuery } from './incident-filter.ts';
import type { IncidentRow } from './incident-repository.ts';
import { mayReadDevice, type DeviceScope } from './incident-scope.ts';
import { incidentView } from './incident-view.ts';
import { notificationSettings, updateUserNotifications } from './notification-settings.ts';

export const REACHABILITY_DAYS = 14;

/**
 * An incident the caller may see, or null (unknown, of a system outside their system_access, or of a device outside
 * their call source groups).
 */
function visible(ctx: GraphQLContext, id: number): IncidentRow | null {
  const row = ctx.services.incidents.get(id);
  return row && mayUseSystem(ctx.user, row.system_id) && mayReadDevice(ctx, row.system_id, row.device_number)
    ? row
    : null;
}

/** An incident to change: visible and not closed; else the catalogue's 'invalid' on the field at fault. */
function changeable(ctx: GraphQLContext, id: number): IncidentRow {
  const row = visible(ctx, id);
  if (!row) throw validationError(ctx.locale, 'id', 'invalid');
  if (row.state === 'Closed') throw validationError(ctx.locale, 'state', 'invalid');
  return row;
}

function boxes(ctx: GraphQLContext, systemIds: readonly number[], scope: DeviceScope) {
  const held = ctx.user ? effectivePermissions(ctx.user, ctx.services.users.rolesOf(ctx.user)) : [];
  const counts = ctx.services.incidents.openCounts(systemIds, scope);
  const box = (permission: PermissionCode, n: number) => (held.includes(permission) ? n : null);
  return {
    low_battery: box('analytics::see_low_battery_box', counts.get('battery') ?? 0),
    not_reachable: box('analytics::see_not_reachable_box', counts.get('reachability') ?? 0),
    defects: box(
      'analytics::see_defects',
      (counts.get('defects') ?? 0) + (counts.get('probable_defects') ?? 0),
    ),
  };
}

function reachabilitySpans(ctx: GraphQLContext, device: number) {
  const now = ctx.services.clock.now();
  const from = new Date(now - REACHABILITY_DAYS * DAY).toISOString();
  const rows = ctx.services.deviceLog.reachabilitySince(ctx.systemId, device, from);
  // Before the first recorded change a device counts as reachable: the monitor records only changes.
  let state = rows[0] && rows[0].at < from ? rows[0].reachable === 1 : true;
  let start = from;
  const spans: Array<{ from: string; to: string | null; reachable: boolean }> = [];
  for (const row of rows) {
    if (row.at < from || (row.reachable === 1) === state) continue;
    if (row.at > start) spans.push({ from: start, to: row.at, reachable: state });
    start = row.at;
    state = row.reachable === 1;
  }
  spans.push({ from: start, to: null, reachable: state });
  return spans;
}

export const incidentResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    incidents: (_p, { filter, first, offset }, ctx) => {
      const query = incidentQuery(ctx, filter, first ?? 50, offset ?? 0);
      const { rows, total } = ctx.services.incidents.query(query);
      const paused = query.systemIds.flatMap((systemId) => {
        const ids = new Set(ctx.services.monitoring.pausedHubs(systemId));
        const hubs = ctx.services.systems.get(systemId)?.hubs ?? [];
        return hubs
          .filter((h) => ids.has(h.id))
          .map((h) => ({ system_id: systemId, id: h.id, name: h.name }));
      });
      return {
        items: rows.map((r) => incidentView(r, ctx.services)),
        total,
        boxes: boxes(ctx, query.systemIds, query.scope),
        paused_hubs: paused,
        assignees: ctx.services.users
          .all()
          .filter((u) => mayUseSystem(u, ctx.systemId))
          .map((u) => ({ id: u.id, name: u.name })),
        time_zone: systemTimeZone(ctx.services.systems.get(ctx.systemId) ?? {}),
      };
    },
    incident: (_p, { id }, ctx) => {
      const row = visible(ctx, id);
      return row && incidentView(row, ctx.services);
    },
    incidentCall: (_p, { id }, ctx) => {
      const row = visible(ctx, id);
      return row && incidentCall(ctx, row);
    },
    incidentNotifications: (_p, _a, ctx) => notificationSettings(ctx),
    defects: (_p, _a, ctx) => defectList(ctx),
    deviceReachability: (_p, { device_number }, ctx) => {
      const doc = ctx.services.systems.get(ctx.systemId);
      // a device outside the caller's call source groups is answered as one the system does not have
      if (!doc?.nodes.some((n) => n.number === device_number) || !mayReadDevice(ctx, doc.id, device_number))
        throw validationError(ctx.locale, 'device_number', 'invalid');
      return reachabilitySpans(ctx, device_number);
    },
  },
  Mutation: {
    updateUserNotifications: (_p, { user_id, call_source_group_ids }, ctx) =>
      updateUserNotifications(ctx, user_id, call_source_group_ids),
    assignIncident: (_p, { id, user_id }, ctx) => {
      const row = changeable(ctx, id);
      const user = ctx.services.users.byId(user_id);
      if (!user || !mayUseSystem(user, row.system_id))
        throw validationError(ctx.locale, 'user_id', 'invalid');
      const at = new Date(ctx.services.clock.now()).toISOString();
      const updated = ctx.services.incidents.assign(id, user, ctx.user!.name, at);
      ctx.services.monitoring.updated(updated);
      ctx.auditChanges = { state: ['New', 'Assigned'], assigned_user: user.name };
      return incidentView(updated, ctx.services);
    },
    closeIncident: (_p, { id }, ctx) => {
      const row = changeable(ctx, id);
      const at = new Date(ctx.services.clock.now()).toISOString();
      const updated = ctx.services.incidents.close(id, ctx.user!.name, at);
      ctx.services.monitoring.updated(updated);
      ctx.auditChanges = { state: [row.state, 'Closed'] };
      return incidentView(updated, ctx.services);
    },
  },
};
