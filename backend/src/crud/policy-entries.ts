// The policy entries of every admin entity operation, derived from the descriptions; auth/policy.ts
// spreads them into THE authorization table, so the schema-walking policy test covers them too.
import type { Policy } from '../auth/policy.ts';
import { operationNames } from './names.ts';
import { ENTITIES } from './registry.ts';

export function entityPolicies(): Record<string, Policy> {
  const entries: Record<string, Policy> = {};
  for (const d of ENTITIES) {
    const n = operationNames(d);
    const policy: Policy = {
      session: true,
      permissions: [...d.permissions],
      ...(d.anyPermission ? { any: true } : {}),
      ...(d.licences ? { licences: [...d.licences] } : {}),
      // An admin-area list or its lookup (spec 01 §2: /admin needs admin::use_module), unless the description
      // names its own area (spec 01 §2: /appmanagement needs app::use_module).
      area: [...(d.area ?? ['admin::use_module'])],
      entity: d.entity,
    };
    entries[`Query.${n.list}`] = policy;
    entries[`Query.${n.get}`] = policy;
    for (const op of d.lookupOnly ? [] : [n.create, n.update, n.remove, n.sort])
      if (op) entries[`Mutation.${op}`] = policy;
  }
  return entries;
}
