// The operation names of an entity, derived from its description in one place so the SDL, the policy,
// the resolvers and the console's generated documents agree.
import type { EntityDescription } from './entity.ts';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function operationNames(d: EntityDescription) {
  return {
    outputType: `Admin${d.type}`,
    inputType: `Admin${d.type}Input`,
    list: d.plural,
    get: d.getName ?? lowerFirst(d.type),
    create: `create${d.type}`,
    update: `update${d.type}`,
    remove: `delete${d.type}`,
    sort: d.sortable ? `sort${upperFirst(d.plural)}` : null,
  };
}
