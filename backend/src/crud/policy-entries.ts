// The policy entries of every admin entity operation, derived from the descriptions; auth/policy.ts
// spreads them into THE authorization table, so the schema-walking policy test covers them too.
import type { Gate, Policy } from '../auth/policy-types.ts';
import type { EntityGate } from './entity.ts';
import { operationNames } from './names.ts';
import { ENTITIES } from './registry.ts';

const gate = (g: EntityGate): Gate => ({
  permissions: [...g.permissions],
  ...(g.licences ? { licences: [...g.licences] } : {}),
  area: [...g.area],
});

export function entityPolicies(): Record<string, Policy> {
  const entries: Record<string, Policy> = {};
  for (const d of ENTITIES) {
    const n = operationNames(d);
    // A second list route's gate opens every operation (spec 01 §2 /appmanagement/displaygroups).
    const also = d.alsoManagedAt ? [gate(d.alsoManagedAt)] : [];
    const policy: Policy = {
      session: true,
      permissions: [...d.permissions],
      ...(d.anyPermission ? { any: true } : {}),
      ...(d.licences ? { licences: [...d.licences] } : {}),
      // An admin-area list or its lookup (spec 01 §2: /admin needs admin::use_module), unless the description
      // names its own area (spec 01 §2: /appmanagement needs app::use_module).
      area: [...(d.area ?? ['admin::use_module'])],
      entity: d.entity,
      ...(also.length ? { or: also } : {}),
    };
    // Pickers read the list only (a form's options), never the single record or a change.
    const pickers = [...also, ...(d.pickedBy ?? []).map(gate)];
    entries[`Query.${n.list}`] = pickers.length ? { ...policy, or: pickers } : policy;
    entries[`Query.${n.get}`] = policy;
    const write: Policy = d.writePermissions
      ? { ...policy, permissions: [...d.permissions, ...d.writePermissions] }
      : policy;
    for (const op of d.lookupOnly ? [] : [n.create, n.update, n.remove, n.sort])
      if (op) entries[`Mutation.${op}`] = write;
  }
  return entries;
}
