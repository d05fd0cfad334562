// A resource's field as the form and the list draw it (resource.ts joins the description's facts with the
// presentation), apart from resource.ts so what builds the fields (from-meta.ts, options.ts) names them without
// importing the resource that imports it (no import cycle: ARCHITECTURE §2).
import type { ComponentType } from 'react';
import type { RuleSpec } from '@cs/rules/validation/rule-spec';

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
  /** the field's hint, translated: for a secret, that a changed address removes the stored one (form-state.ts secretHint) */
  hint?: string;
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
  /** required for this record although the description requires it only sometimes (a new record's password) */
  requiredWhen?: (record: CrudRecord) => boolean;
  /**
   * read-only for this record (e.g. LDAP users' names, spec 02 §6); `stored` is the record as saved (null while new
   * or copying): an enabled interconnection's fields are locked by what is stored, not by the switch being edited
   */
  readOnly?: (record: CrudRecord, stored: CrudRecord | null) => boolean;
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
  /** the description's rules the console judges by itself (codegen) */
  rules?: readonly RuleSpec[];
  /** a stored secret's address fields (codegen): a changed address without the secret removes it on save */
  address?: readonly string[];
  /** presentation of the nested items' fields (their facts come from the description) */
  itemFields?: Readonly<Record<string, Partial<FieldDef>>>;
  /** a read-only field of the description shown in the form: drawn disabled, never sent */
  shownOnly?: boolean;
  /** numeric codes of spec 02 §9: a select of every value in the field's range, labels under this prefix */
  codes?: string;
}
