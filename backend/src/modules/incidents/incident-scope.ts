// The incidents a caller may read (spec 01 §6 roles restrict to call source groups; auth/call-source-scope.ts): an
// incident counts by its device, a device by its call source (the tree node with the incident's device number).
// A device the tree does not know has no call source: a restricted caller does not read its incidents.
import type { GraphQLContext } from '../../context.ts';
import { inScope, scopeOf } from '../../auth/call-source-scope.ts';

/** Per system the caller is restricted in, the device numbers they may read; systems not named: every device. */
export type DeviceScope = ReadonlyMap<number, readonly number[]>;

export function deviceScope(ctx: GraphQLContext, systemIds: readonly number[]): DeviceScope {
  const out = new Map<number, number[]>();
  for (const systemId of systemIds) {
    const scope = scopeOf(ctx, systemId);
    if (scope === null) continue;
    const nodes = ctx.services.systems.get(systemId)?.nodes ?? [];
    out.set(
      systemId,
      nodes.flatMap((n) => (n.number !== null && inScope(scope, n.call_source_id) ? [n.number] : [])),
    );
  }
  return out;
}

export function mayReadDevice(ctx: GraphQLContext, systemId: number, deviceNumber: number): boolean {
  const scope = scopeOf(ctx, systemId);
  if (scope === null) return true;
  const node = ctx.services.systems.get(systemId)?.nodes.find((n) => n.number === deviceNumber);
  return inScope(scope, node?.call_source_id);
}
