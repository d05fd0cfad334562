// The incident list's filter (incidents.graphql IncidentFilter) checked against the caller's data: every system must
// be one the user may use (spec 01 §6 system_access), the node must exist, the range is the call log's (spec 02 §9);
// the incidents read are those of the devices of the caller's call source groups (incident-scope.ts).
import { dateRangeBounds } from '@cs/rules/time';
import type { GraphQLContext } from '../../context.ts';
import { missingPermission, validationError } from '../../auth/errors.ts';
import { mayUseSystem } from '../../auth/permissions.ts';
import type { IncidentFilter } from '../../generated/graphql.ts';
import { t } from '../../platform/messages.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import type { IncidentQuery } from './incident-repository.ts';
import { deviceScope, type DeviceScope } from './incident-scope.ts';

export const MAX_PAGE = 200;

/** The device numbers at or below a node of the system's tree. */
function devicesUnder(
  nodes: ReadonlyArray<{ id: number; parent_id: number | null; number: number | null }>,
  id: number,
) {
  const children = new Map<number, number[]>();
  for (const n of nodes)
    if (n.parent_id !== null) children.set(n.parent_id, [...(children.get(n.parent_id) ?? []), n.id]);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    const number = byId.get(next)?.number;
    if (number !== null && number !== undefined) out.push(number);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

export function incidentQuery(
  ctx: GraphQLContext,
  filter: IncidentFilter | null | undefined,
  first: number,
  offset: number,
): IncidentQuery & { scope: DeviceScope } {
  const { locale } = ctx;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE)
    throw validationError(locale, 'first', 'between', { min: 1, max: MAX_PAGE });
  if (!Number.isInteger(offset) || offset < 0) throw validationError(locale, 'offset', 'min', { min: 0 });
  const systemIds = filter?.system_ids?.length ? [...new Set(filter.system_ids)] : [ctx.systemId];
  for (const id of systemIds) {
    if (!ctx.services.systems.get(id)) throw validationError(locale, 'system_ids', 'invalid');
    if (!mayUseSystem(ctx.user, id))
      throw missingPermission(locale, t(locale, 'auth.missing_permission'), { reason: 'system_access' });
  }
  const doc = ctx.services.systems.get(ctx.systemId)!;
  let devices: number[] | null = null;
  if (filter?.node_id !== null && filter?.node_id !== undefined) {
    if (!doc.nodes.some((n) => n.id === filter.node_id)) throw validationError(locale, 'node_id', 'invalid');
    devices = devicesUnder(doc.nodes, filter.node_id);
  }
  let from: string | null = null;
  let to: string | null = null;
  if (filter?.range) {
    const bounds = dateRangeBounds(filter.range, ctx.services.clock.now(), systemTimeZone(doc));
    from = bounds.from === null ? null : new Date(bounds.from).toISOString();
    to = new Date(bounds.to).toISOString();
  }
  // a node belongs to the selected system's tree
  const read = devices ? [ctx.systemId] : systemIds;
  return {
    systemIds: read,
    scope: deviceScope(ctx, read),
    kinds: filter?.kinds ?? undefined,
    states: filter?.states ?? undefined,
    severities: filter?.severities ?? undefined,
    devices,
    from,
    to,
    limit: first,
    offset,
  };
}
