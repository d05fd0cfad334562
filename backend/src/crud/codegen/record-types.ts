// The stored records' TypeScript types, written from the descriptions (generated/records.ts), so the
// repositories, the seed and the services read the same shape the admin writes. A field is non-null
// when a rule requires it or it has a default; a fixed set of values becomes a union of literals.
import type { EntityDescription, FieldSpec } from '../entity.ts';

type Shape = NonNullable<FieldSpec['shape']>;

const literal = (v: string | number) => (typeof v === 'string' ? `'${v.replace(/'/g, "\\'")}'` : String(v));

/** The values of a one_of rule, if the field has one. */
export const fixedValues = (spec: FieldSpec): readonly (string | number)[] | undefined => {
  const rule = spec.rules?.find((r) => r.spec?.rule === 'one_of')?.spec;
  return rule?.rule === 'one_of' ? rule.values : undefined;
};

/** A value is always there: required, a non-empty list, or a default. */
export const alwaysSet = (spec: FieldSpec): boolean =>
  spec.default != null ||
  (spec.rules ?? []).some((r) => r.spec?.rule === 'required' || r.spec?.rule === 'contains');

function baseType(spec: FieldSpec): string {
  const values = fixedValues(spec);
  const union = values?.map(literal).join(' | ');
  switch (spec.kind) {
    case 'String':
      return union ?? 'string';
    case 'Int':
    case 'Float':
      return union ?? 'number';
    case 'Boolean':
      return 'boolean';
    case '[Int]':
      return 'number[]';
    case '[String]':
      return union ? `Array<${union}>` : 'string[]';
    case 'object':
      if (!spec.shape) throw new Error('an object field needs a shape to be typed');
      return `${spec.shape.type}Record${spec.shape.list ? '[]' : ''}`;
  }
}

const fieldLine = (name: string, spec: FieldSpec) => {
  const doc = spec.description ? `  /** ${spec.description} */\n` : '';
  return `${doc}  ${name}: ${baseType(spec)}${alwaysSet(spec) ? '' : ' | null'};`;
};

function shapeInterface(shape: Shape): string {
  const lines = Object.entries(shape.fields).map(([n, s]) => fieldLine(n, s));
  const doc = shape.description ? `/** ${shape.description} */\n` : '';
  return `${doc}export interface ${shape.type}Record {\n${[...(shape.ids || shape.numbered ? ['  id: number;'] : []), ...lines].join('\n')}\n}`;
}

function recordInterface(d: EntityDescription): string {
  const lines = Object.entries(d.fields)
    .filter(([, s]) => s.stored !== false)
    .map(([n, s]) => fieldLine(n, s));
  const extras = Object.entries(d.storedExtras ?? {}).map(([n, t]) => `  ${n}: ${t};`);
  return `/** Spec 02 §3 ${d.type}, stored in the ${d.store === 'installation' ? 'installation' : 'system'} document (${d.collection}). */\nexport interface ${d.type}Record {\n${['  id: number;', ...lines, ...extras].join('\n')}\n}`;
}

export function recordTypes(entities: readonly EntityDescription[]): string {
  const shapes = new Map<string, Shape>();
  for (const d of entities)
    for (const spec of Object.values(d.fields)) if (spec.shape) shapes.set(spec.shape.type, spec.shape);
  const lists = (store: EntityDescription['store'], name: string, doc: string) =>
    `/** ${doc} */\nexport interface ${name} {\n${entities
      .filter((d) => d.store === store)
      .map((d) => `  ${d.collection}?: ${d.type}Record[];`)
      .join('\n')}\n}`;
  return [
    '// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.',
    ...[...shapes.values()].map(shapeInterface),
    ...entities.map(recordInterface),
    lists(
      'system',
      'SystemEntityLists',
      "The admin entities' lists of a system document; a document older than a list lacks it.",
    ),
    lists(
      'installation',
      'InstallationEntityLists',
      "The admin entities' lists of the installation document.",
    ),
  ].join('\n\n');
}
