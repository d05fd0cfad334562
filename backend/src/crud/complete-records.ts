// Documents written before a field existed (a role before its call source group restriction, a call
// type before its display flags) get the field's default in memory when opened, so every reader sees
// the record its generated type promises (generated/records.ts). The file changes with the next save.
import type { InstallationDoc, SystemDoc } from '../store/config-types.ts';
import type { EntityDescription, FieldSpec } from './entity.ts';
import { ENTITIES } from './registry.ts';

type Item = Record<string, unknown>;

function complete(item: Item, fields: Readonly<Record<string, FieldSpec>>): void {
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.stored === false) continue;
    if (item[name] === undefined) item[name] = structuredClone(spec.default ?? null);
    const shape = spec.shape;
    if (!shape || item[name] == null) continue;
    for (const nested of shape.list ? (item[name] as Item[]) : [item[name] as Item])
      complete(nested, shape.fields);
  }
}

const completeList = (d: EntityDescription, doc: object) => {
  const list = (doc as Record<string, unknown>)[d.collection];
  if (Array.isArray(list)) for (const record of list as Item[]) complete(record, d.fields);
};

export function completeStoredRecords(installation: InstallationDoc, systems: Iterable<SystemDoc>): void {
  for (const d of ENTITIES) {
    if (d.store === 'installation') completeList(d, installation);
    if (d.store === 'system') for (const doc of systems) completeList(d, doc);
  }
}
