// The SDL and the console's operation documents of every admin entity, generated from the
// descriptions (scripts/admin-sdl.ts writes them; `npm run codegen` runs it first, and a test fails
// when the committed files are stale). Secrets are in the input type only; read-only fields in the
// output type only. Input fields are all optional: a missing value is the validation catalogue's
// `required`, shown under its field, not a GraphQL type error.
import type { EntityDescription, FieldSpec } from './entity.ts';
import { operationNames } from './names.ts';

const scalar = (spec: FieldSpec, input: boolean): string => {
  if (spec.gql) return (input ? spec.gqlInput : spec.gql) ?? 'String';
  if (spec.shape) {
    const type = `Admin${spec.shape.type}${input ? 'Input' : ''}`;
    return spec.shape.list ? (input ? `[${type}!]` : `[${type}!]!`) : type;
  }
  if (spec.kind === 'object') return (input ? spec.gqlInput : spec.gql) ?? 'String';
  if (spec.kind === '[Int]') return input ? '[Int!]' : '[Int!]!';
  if (spec.kind === '[String]') return input ? '[String!]' : '[String!]!';
  return spec.kind;
};

const doc = (text: string | undefined, indent = '  ') =>
  text ? `${indent}"${text.replace(/"/g, "'")}"\n` : '';

/** The output and input types of the nested records of an entity's fields (shape). */
function shapeSdl(d: EntityDescription): string[] {
  return Object.values(d.fields).flatMap((spec) => {
    // A shape with its own GraphQL types (gql) only validates and types the stored items.
    if (!spec.shape || spec.gql) return [];
    const { type, fields, ids, description } = spec.shape;
    const entries = Object.entries(fields);
    // Nullable in the output too: items stored before they had ids answer null until their record is saved.
    const id = ids ? ['  "unique within the collection; missing for a new item"\n  id: Int'] : [];
    return [
      `${doc(description ?? `A nested record of Admin${d.type}.`, '')}type Admin${type} {\n${[...id, ...entries.map(([n, s]) => `${doc(s.description)}  ${n}: ${scalar(s, false)}`)].join('\n')}\n}`,
      `input Admin${type}Input {\n${[...id, ...entries.map(([n, s]) => `  ${n}: ${scalar(s, true)}`)].join('\n')}\n}`,
    ];
  });
}

export function entitySdl(d: EntityDescription): string {
  const n = operationNames(d);
  const fields = Object.entries(d.fields);
  const out = fields
    .filter(([, s]) => !s.secret || s.superuserReadable)
    .map(([name, s]) => `${doc(s.description)}  ${name}: ${scalar(s, false)}`);
  const inp = fields.filter(([, s]) => !s.readOnly).map(([name, s]) => `  ${name}: ${scalar(s, true)}`);
  const gate = (permissions: readonly string[], licences?: readonly string[]) =>
    permissions.join(', ') + (licences?.length ? ` and the ${licences.join(', ')} licence` : '');
  const also = d.alsoManagedAt;
  const perms =
    gate(d.permissions, d.licences) + (also ? `, or ${gate(also.permissions, also.licences)}` : '');
  const head = [
    ...shapeSdl(d),
    `"Admin ${d.lookupOnly ? 'lookup' : 'entity'} ${d.type} (spec 02 §3), stored per ${d.store === 'system' ? 'system' : 'installation'}. Needs ${perms}."`,
    `type ${n.outputType} {\n  id: Int!\n${out.join('\n')}\n}`,
  ];
  const query = `extend type Query {\n  ${n.list}: [${n.outputType}!]!\n  ${n.get}(id: Int!): ${n.outputType}\n}`;
  if (d.lookupOnly) return [...head, query].join('\n');
  return [
    ...head,
    `"id -1 or missing creates (spec 01 §4 form lifecycle)."`,
    `input ${n.inputType} {\n  id: Int\n${inp.join('\n')}\n}`,
    query,
    `extend type Mutation {\n  ${n.create}(input: ${n.inputType}!): ${n.outputType}!\n  ${n.update}(input: ${n.inputType}!): ${n.outputType}!\n  "Deletes by id list; answers the deleted records."\n  ${n.remove}(ids: [Int!]!): [${n.outputType}!]!${n.sort ? `\n  "Sort page: the ids in their new order."\n  ${n.sort}(ids: [Int!]!): [${n.outputType}!]!` : ''}\n}`,
  ].join('\n');
}

/** The sub-selection of every object field: generated for shapes, else the description's `select`. */
export const nestedSelections = (d: EntityDescription): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(d.fields).flatMap(([name, s]) =>
      s.shape
        ? [
            [
              name,
              [...(s.shape.ids || s.shape.numbered ? ['id'] : []), ...Object.keys(s.shape.fields)].join(' '),
            ],
          ]
        : [],
    ),
  ),
  ...d.select,
});

/** The selection of an output type: scalars by name, object fields with their sub-selection. */
function selection(d: EntityDescription, nested: Readonly<Record<string, string>>): string {
  const names = Object.entries(d.fields)
    .filter(([, s]) => !s.secret || s.superuserReadable)
    .map(([name, s]) => (s.kind === 'object' ? `${name} { ${nested[name] ?? ''} }` : name));
  return ['id', '__typename', ...names].join(' ');
}

/** Console documents: fragment, list, get, create, update, delete (and sort). */
export function entityDocuments(
  d: EntityDescription,
  nested: Readonly<Record<string, string>> = nestedSelections(d),
): string {
  const n = operationNames(d);
  const frag = `Admin${d.type}Fields`;
  const queries = [
    `fragment ${frag} on ${n.outputType} { ${selection(d, nested)} }`,
    `query Admin${d.type}List { ${n.list} { ...${frag} } }`,
    `query Admin${d.type}Get($id: Int!) { ${n.get}(id: $id) { ...${frag} } }`,
  ];
  if (d.lookupOnly) return queries.join('\n');
  return [
    ...queries,
    `mutation Admin${d.type}Create($input: ${n.inputType}!) { ${n.create}(input: $input) { ...${frag} } }`,
    `mutation Admin${d.type}Update($input: ${n.inputType}!) { ${n.update}(input: $input) { ...${frag} } }`,
    `mutation Admin${d.type}Delete($ids: [Int!]!) { ${n.remove}(ids: $ids) { id } }`,
    ...(n.sort
      ? [`mutation Admin${d.type}Sort($ids: [Int!]!) { ${n.sort}(ids: $ids) { id sort_order } }`]
      : []),
  ].join('\n');
}
