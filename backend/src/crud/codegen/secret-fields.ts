// The names of the fields the descriptions mark secret, at any depth of their nested shapes, written to
// generated/secret-fields.ts: the audit's redaction (auth/secrets.ts) reads the list without importing every
// entity (storage must not depend on the whole domain: issue 34 layering).
import type { EntityDescription, FieldSpec } from '../entity.ts';

function described(fields: Readonly<Record<string, FieldSpec>>, into: Set<string>): Set<string> {
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.secret) into.add(name);
    if (spec.shape) described(spec.shape.fields, into);
  }
  return into;
}

export function secretFields(entities: readonly EntityDescription[]): string {
  const names = [...entities.reduce((into, d) => described(d.fields, into), new Set<string>())].sort();
  return [
    '// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.',
    '',
    '/** Every field an entity description marks secret, at any depth (auth/secrets.ts redacts them). */',
    `export const SECRET_FIELDS: readonly string[] = [${names.map((n) => `'${n}'`).join(', ')}];`,
    '',
  ].join('\n');
}
