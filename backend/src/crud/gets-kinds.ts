// The entity descriptions against the Gets' kinds (docs/protocols.md §2.1), checked by `npm run codegen` (and so by
// codegen:check): every column of a kind is a described field of the entity that names the kind, every stored
// field of that entity is a column or marked productOnly, and every kind is carried by exactly one entity. A
// column the Gets must carry can no longer be forgotten by the product, nor a product field silently stay home.
import { CONFIG_KINDS, columnsOf, type ConfigKind } from '@cs/contracts/gets';
import type { EntityDescription, FieldSpec } from './entity.ts';

const stored = (f: FieldSpec) => f.stored !== false && !f.readOnly;

function fieldsAgainstColumns(
  where: string,
  kind: ConfigKind,
  fields: Readonly<Record<string, FieldSpec>>,
  notColumns: ReadonlySet<string>,
  own: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const columns = columnsOf(kind).filter((c) => !own.has(c));
  for (const c of columns)
    if (!fields[c] || !stored(fields[c]) || fields[c].productOnly)
      problems.push(`${where}: column ${kind}.${c} is not a stored field of its description`);
  for (const [name, f] of Object.entries(fields))
    if (stored(f) && !f.productOnly && !notColumns.has(name) && !columns.includes(name))
      problems.push(`${where}.${name}: stored but neither a column of ${kind} nor marked productOnly`);
  return problems;
}

/** What is wrong between the descriptions and the Gets' kinds; empty when every column has its field. */
export function getsKindProblems(entities: readonly EntityDescription[]): string[] {
  const problems: string[] = [];
  const carriers = new Map<ConfigKind, string[]>();
  const carried = (kind: ConfigKind, by: string) => carriers.set(kind, [...(carriers.get(kind) ?? []), by]);
  for (const d of entities) {
    if (!d.gets) continue;
    const { kind, items } = d.gets;
    carried(kind, d.type);
    problems.push(
      ...fieldsAgainstColumns(d.type, kind, d.fields, new Set(items ? [items.field] : []), new Set(['id'])),
    );
    for (const extra of Object.keys(d.storedExtras ?? {}))
      problems.push(`${d.type}.${extra}: stored extra of a Gets-carried entity that is no column`);
    if (!items) continue;
    carried(items.kind, `${d.type}.${items.field}`);
    const shape = d.fields[items.field]?.shape;
    if (!shape?.list) {
      problems.push(`${d.type}.${items.field}: the items of ${items.kind} must be a nested list`);
      continue;
    }
    problems.push(
      ...fieldsAgainstColumns(
        `${d.type}.${items.field}`,
        items.kind,
        shape.fields,
        new Set(),
        new Set(['id', items.parent]),
      ),
    );
  }
  for (const kind of CONFIG_KINDS) {
    const by = carriers.get(kind) ?? [];
    if (by.length !== 1)
      problems.push(`Gets kind ${kind} is carried by ${by.length ? by.join(', ') : 'no description'}`);
  }
  return problems;
}

/** Stops codegen with every problem listed. */
export function assertGetsKinds(entities: readonly EntityDescription[]): void {
  const problems = getsKindProblems(entities);
  if (problems.length)
    throw new Error(
      `The entity descriptions do not match the Gets' kinds (docs/protocols.md §2.1):\n  ${problems.join('\n  ')}`,
    );
}
