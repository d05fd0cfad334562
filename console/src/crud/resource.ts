// A resource (ARCHITECTURE §9, the way react-admin's resources work): one per admin entity. The
// backend's description states the entity's fields, rules, defaults, references and route; codegen
// brings them here (generated/entities.ts) and `define` joins them with the resource's presentation:
// its list columns, widgets where the default one is wrong, hints, custom pieces. The list page, the
// modal form, copy, delete and sort all come from crud/.
import type { ComponentType } from 'react';
import type { PermissionCode } from '@cs/rules';
import { ENTITY_META } from './generated/entities.ts';
import { ADMIN_ROUTES } from './generated/admin-routes.ts';
import { areaOf, type ResourceArea } from '../platform/routes/admin-routes.ts';
import { emptyOf, fieldFromMeta } from './from-meta.ts';
import type { CrudRecord, FieldDef, RelationOptions } from './field-def.ts';

export type {
  CrudRecord,
  CustomWidgetProps,
  FieldDef,
  Option,
  RelationOptions,
  Widget,
} from './field-def.ts';

export interface FormExtraProps {
  record: CrudRecord;
  /** the record as saved (null while new or copying) */
  stored: CrudRecord | null;
  setRecord: (r: CrudRecord) => void;
  /** sets one field of the record as it is now (for work that finishes later, e.g. a loaded image) */
  set: (name: string, value: unknown) => void;
  disabled: boolean;
}

export interface ColumnDef {
  name: string;
  /** renders the cell; default: the value as text */
  render?: (record: CrudRecord) => React.ReactNode;
}

export interface ResourceDef {
  /** route name of the list in the route table (the form is `${name}Form`, the sort page `${name}Sort`) */
  name: string;
  /** the area the list lives in (its description's route; react-admin's base path): admin or appmanagement */
  area?: ResourceArea;
  /** GraphQL type without the Admin prefix (Schedule) and the list field (schedules) */
  type: string;
  plural: string;
  /** write access; defaults to the list route's permissions */
  permissions?: readonly PermissionCode[];
  columns: readonly ColumnDef[];
  fields: readonly FieldDef[];
  /** values of a new record */
  defaults?: Readonly<Record<string, unknown>>;
  /** the fields the list search looks at (default: the columns) */
  search?: readonly string[];
  /** the list has a sort page (spec 01 §2 calltypes/sort, displaynotes/sort, checkpointmaps/sort) */
  sortable?: boolean;
  /** deleting this record deletes or detaches others: the confirmation warns (spec 02 §5) */
  hasChildren?: (record: CrudRecord) => boolean;
  /** the whole form is read-only for this record */
  readOnly?: (record: CrudRecord) => boolean;
  /** the label of a record in confirmations (default: name or title) */
  label?: (record: CrudRecord) => string;
  /** extra pieces above the form's fields (e.g. the roles' copy and paste) */
  FormExtra?: ComponentType<FormExtraProps>;
  /** another list the form's `hidden` rules read (e.g. the schedules, whose intervals decide a section's rows) */
  lookup?: RelationOptions;
  /** a warning (i18n key) to confirm before saving, e.g. unsaved checkpoints (spec 02 §5); saving again proceeds */
  beforeSubmit?: (record: CrudRecord) => string | null;
  /**
   * a new record's form stays open on the saved record instead of closing (spec 02 §4 form lifecycle: the optional
   * follow-up route), for what the server gives it on creation (an app client's pairing code)
   */
  openAfterCreate?: boolean;
}

/** What a resource states beyond its entity's description: presentation only. */
export interface ResourcePresentation extends Omit<
  ResourceDef,
  'name' | 'plural' | 'fields' | 'defaults' | 'sortable' | 'area'
> {
  /** per field: a widget where the default one is wrong, options labels, hint, counter ...; false: not in the form */
  fields?: Readonly<Record<string, Partial<FieldDef> | false>>;
  /** fields listed first in the form, in this order (the rest follow in the description's order) */
  order?: readonly string[];
  /** read-only fields of the description the form shows (never sent) */
  shown?: readonly string[];
  /** a new record's form values where the form preselects other than the API's defaults */
  defaults?: Readonly<Record<string, unknown>>;
  /** the i18n prefix of fixed options' labels (default admin.options.<field>) */
  optionLabels?: Readonly<Record<string, string>>;
}

/** The resource of an entity: its description's facts (codegen) joined with its presentation. */
export function define(p: ResourcePresentation): ResourceDef {
  const meta = ENTITY_META[p.type];
  if (!meta) throw new Error(`no generated metadata for ${p.type}: run npm run codegen`);
  const {
    fields: look = {},
    order = [],
    shown = [],
    defaults: preselect = {},
    optionLabels = {},
    ...rest
  } = p;
  const derived = (name: string) => Boolean(look[name] && look[name].derive);
  // A sortable list's order is the sort page's business, not the form's.
  const sortPage = (name: string) => meta.sortable && name === 'sort_order' && !look[name];
  const inForm = meta.fields.filter(
    (f) =>
      look[f.name] !== false &&
      !sortPage(f.name) &&
      (!f.readOnly || shown.includes(f.name) || derived(f.name)),
  );
  const position = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const sortedFields = [...inForm].sort((a, b) => position(a.name) - position(b.name));
  const fields = sortedFields.map((f) =>
    fieldFromMeta(
      f,
      { ...(f.readOnly && !derived(f.name) ? { shownOnly: true } : {}), ...(look[f.name] || {}) },
      (name) => optionLabels[name] ?? `admin.options.${name}`,
    ),
  );
  const defaults = Object.fromEntries(
    sortedFields.filter((f) => !f.readOnly).map((f) => [f.name, f.default ?? emptyOf(f)]),
  );
  const route = ADMIN_ROUTES.find((r) => r.name === meta.plural);
  return {
    ...rest,
    name: meta.plural,
    plural: meta.plural,
    area: route ? areaOf(route) : 'admin',
    fields,
    defaults: { ...defaults, ...preselect },
    ...(meta.sortable ? { sortable: true } : {}),
  };
}

/**
 * The same resource under another list route of its description (spec 01 §2: the admin area's display groups are
 * app management's too, /appmanagement/displaygroups): its route name, area and texts (admin.<name>.…).
 */
export function atRoute(resource: ResourceDef, name: string): ResourceDef {
  const route = ADMIN_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no ${resource.type} route ${name}: run npm run codegen`);
  return { ...resource, name, area: areaOf(route) };
}
