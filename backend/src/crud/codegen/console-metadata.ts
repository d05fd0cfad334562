// What the console needs of each description, written as data (console/src/crud/generated/): the
// field metadata its forms and lists start from (kind, required, limits, options, defaults, the portable
// rules they judge with, references), and the admin routes with their permissions and licences.
// The console restates none of it; its resources add presentation only.
import { ENTITIES, entityByType } from '../registry.ts';
import type { EntityDescription, FieldSpec } from '../entity.ts';
import { fieldRules } from '../field-rules.ts';
import { portableSpecs } from '../rules.ts';
import { alwaysSet, fixedValues } from './record-types.ts';

const HEADER = '// Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.\n';

function fieldMeta(name: string, spec: FieldSpec): Record<string, unknown> {
  const rules = portableSpecs(fieldRules(spec));
  const find = <R extends (typeof rules)[number]['rule']>(rule: R) =>
    rules.find((r): r is Extract<(typeof rules)[number], { rule: R }> => r.rule === rule);
  const length = find('max_length') ?? find('device_text');
  const range = find('between');
  const lowest = range?.min ?? find('min')?.min;
  const target = spec.ref ? entityByType(spec.ref.to) : undefined;
  const values = fixedValues(spec);
  return {
    name,
    kind: spec.kind,
    ...(rules.some((r) => r.rule === 'required' || r.rule === 'contains') ? { required: true } : {}),
    ...(length ? { maxLength: length.max } : {}),
    ...(lowest !== undefined ? { min: lowest } : {}),
    ...(range ? { max: range.max } : {}),
    ...(values ? { options: values } : {}),
    default: spec.default ?? null,
    ...(alwaysSet(spec) ? {} : { nullable: true }),
    rules,
    ...(spec.secret ? { secret: true } : {}),
    ...(spec.address?.length ? { address: spec.address } : {}),
    ...(spec.readOnly ? { readOnly: true } : {}),
    ...(spec.ref && target
      ? {
          ref: {
            type: target.type,
            plural: target.plural,
            ...(spec.ref.special ? { special: spec.ref.special } : {}),
            ...(spec.ref.items ? { items: spec.ref.items } : {}),
          },
        }
      : {}),
    ...(spec.shape
      ? {
          items: Object.entries(spec.shape.fields).map(([n, s]) => fieldMeta(n, s)),
          ...(spec.shape.list ? { list: true } : {}),
          ...(spec.shape.ids ? { itemIds: true } : {}),
        }
      : {}),
  };
}

const entityMeta = (d: EntityDescription) => ({
  type: d.type,
  plural: d.plural,
  ...(d.sortable ? { sortable: true } : {}),
  ...(d.lookupOnly ? { lookupOnly: true } : {}),
  ...(d.reservedIds ? { reservedIds: d.reservedIds } : {}),
  fields: Object.entries(d.fields).map(([n, s]) => fieldMeta(n, s)),
});

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One entity per line: compact for the admin chunk, and a change still shows as the entity it touches. */
export const consoleEntities = () =>
  `${HEADER}import type { EntityMeta } from '../entity-meta.ts';\n\n` +
  `export const ENTITY_META: Readonly<Record<string, EntityMeta>> = {\n${ENTITIES.map(
    (d) => `  ${d.type}: ${JSON.stringify(entityMeta(d))},\n`,
  ).join('')}};\n`;

/**
 * The admin routes of spec 01 §2 that the entities bring, in the admin menu's order: name, path and gate only (the
 * route table is part of the shell, whose every byte counts for the display route's budget).
 */
export const consoleRoutes = () =>
  `${HEADER}import type { AdminRouteEntry } from '../../platform/routes/admin-routes.ts';\n\n` +
  `export const ADMIN_ROUTES: readonly AdminRouteEntry[] = ${json(
    ENTITIES.flatMap((d) =>
      d.route
        ? [
            {
              name: d.plural,
              ...d.route,
              permissions: d.anyPermission ? ['@any', ...d.permissions] : d.permissions,
              ...(d.licences ? { licences: d.licences } : {}),
              ...(d.sortable ? { sortable: true } : {}),
            },
            // the second list route of the same records (spec 01 §2 /appmanagement/displaygroups)
            ...(d.alsoManagedAt
              ? [
                  {
                    name: d.alsoManagedAt.name,
                    ...d.alsoManagedAt.route,
                    permissions: d.alsoManagedAt.permissions,
                    ...(d.alsoManagedAt.licences ? { licences: d.alsoManagedAt.licences } : {}),
                  },
                ]
              : []),
          ]
        : [],
    ),
  )};\n`;
