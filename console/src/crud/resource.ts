// A resource description (ARCHITECTURE §9, the way react-admin's resources work): one per admin
// entity. It names the entity's route and GraphQL type (the documents are the generated ones of
// that type, see documents.ts), the list columns, the form fields with their widgets, and optional
// custom pieces. The list page, the modal form, copy, delete and sort all come from crud/.
import type { ComponentType } from 'react';
import type { PermissionCode } from '@cs/rules';

export type CrudRecord = { id: number; [field: string]: unknown };

export interface Option {
  value: string | number;
  /** an i18n key, or a plain label when `plain` */
  label: string;
  plain?: boolean;
}

/** Options read from another entity's list (e.g. the sections of a display group). */
export interface RelationOptions {
  /** the GraphQL type and list field that provide the options */
  type: string;
  plural: string;
  label?: string;
  /** special ids offered first (spec 01 §3: schedule 255 none, display group 255 none, ...) */
  extra?: readonly Option[];
  /** options made from the rows otherwise (e.g. every checkpoint of every checkpoint map) */
  toOptions?: (rows: readonly CrudRecord[], t: (key: string) => string) => Option[];
}

export type Widget =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'switch'
  | 'select'
  | 'multiselect'
  | 'color'
  | 'time'
  | 'datetime'
  /** spec 01 §5 text-normalising input: on blur strips all but space, dot, backslash, letters, digits; uppercases */
  | 'normalised'
  /** an object of booleans, one checkbox per option (e.g. a call type's display_config) */
  | 'flags'
  /** a list of records edited in rows, one input per `items` field (recipients, interconnections, checkpoints) */
  | 'records'
  /** sent with the form but drawn by a custom piece (FormExtra), e.g. an uploaded image */
  | 'none';

export interface CustomWidgetProps {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled: boolean;
  label: string;
  record: CrudRecord;
  /** the resource's name (i18n keys admin.<resource>...) and the field's */
  resource: string;
  name: string;
  /** errors of the field's parts: 'sub' or 'index.sub' under the field (spec 01 §5 per input) */
  errors: Readonly<Record<string, string>>;
}

export interface FieldDef {
  name: string;
  widget: Widget | ComponentType<CustomWidgetProps>;
  /** maximum length; with `counter` the remaining characters show under the input (spec 01 §5) */
  maxLength?: number;
  counter?: boolean;
  min?: number;
  max?: number;
  required?: boolean;
  options?: readonly Option[] | RelationOptions;
  /** read-only for this record (e.g. LDAP users' names, spec 02 §6) */
  readOnly?: (record: CrudRecord) => boolean;
  /** not shown (and not sent) for this record; `lookup` holds the rows of the resource's `lookup` list */
  hidden?: (record: CrudRecord, lookup: readonly CrudRecord[]) => boolean;
  /** i18n key of a hint under the input (or one per record, e.g. only for stored records) */
  hint?: string | ((record: CrudRecord) => string | undefined);
  /** a value that follows from the others (e.g. a schedule's interval): shown read-only, never sent */
  derive?: (record: CrudRecord) => unknown;
  /** number inputs: decimal places allowed (default none) */
  decimals?: number;
  /** 'records': the fields of one row (labels admin.<resource>.items.<name>) */
  items?: readonly FieldDef[];
  /** 'records': a new row; without it rows are only added elsewhere (checkpoints are placed on the map) */
  newItem?: Readonly<Record<string, unknown>>;
  /** 'records': the rows keep their id (stable item ids of the backend) */
  itemIds?: boolean;
  /** 'records': i18n key of the add button (default admin.crud.addRow) */
  addLabel?: string;
  /** 'records': grid column width of this item field (CSS, default 1fr) */
  width?: string;
}

export interface ColumnDef {
  name: string;
  /** renders the cell; default: the value as text */
  render?: (record: CrudRecord) => React.ReactNode;
}

export interface ResourceDef {
  /** route name of the list in the route table (the form is `${name}Form`, the sort page `${name}Sort`) */
  name: string;
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
  FormExtra?: ComponentType<{ record: CrudRecord; setRecord: (r: CrudRecord) => void; disabled: boolean }>;
  /** another list the form's `hidden` rules read (e.g. the schedules, whose intervals decide a section's rows) */
  lookup?: RelationOptions;
  /** a warning (i18n key) to confirm before saving, e.g. unsaved checkpoints (spec 02 §5); saving again proceeds */
  beforeSubmit?: (record: CrudRecord) => string | null;
}

export const define = (r: ResourceDef): ResourceDef => r;
