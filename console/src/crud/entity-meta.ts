// The field metadata codegen writes from the backend's entity descriptions (generated/entities.ts):
// what a field is, must be and may be. The console judges with the same portable rules the backend
// enforces (@cs/rules) and restates none of them; resources add presentation only (resource.ts).
import type { RuleSpec } from '@cs/rules/validation/rule-spec';

export type FieldKind = 'String' | 'Int' | 'Float' | 'Boolean' | '[Int]' | '[String]' | 'object';

export interface RefMeta {
  /** the referenced entity's GraphQL type (without Admin) and list field */
  type: string;
  plural: string;
  /** ids with a meaning that need no record (spec 01 §3 special ids) */
  special?: readonly number[];
  /** the ids are those of the items of this nested list of the referenced records */
  items?: string;
}

export interface FieldMeta {
  name: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** the fixed set of values the field takes */
  options?: readonly (string | number)[];
  /** a new record's value */
  default: unknown;
  /** may be empty (no rule requires it and it has no default) */
  nullable?: boolean;
  /** the rules the console can judge by itself */
  rules: readonly RuleSpec[];
  secret?: boolean;
  /** a stored secret's address fields: changing one without the secret removes the stored secret */
  address?: readonly string[];
  readOnly?: boolean;
  ref?: RefMeta;
  /** a nested record's (or, with list, each nested item's) fields */
  items?: readonly FieldMeta[];
  list?: boolean;
  /** nested items keep stable ids, sent back with the item */
  itemIds?: boolean;
}

export interface EntityMeta {
  type: string;
  plural: string;
  sortable?: boolean;
  lookupOnly?: boolean;
  reservedIds?: readonly number[];
  fields: readonly FieldMeta[];
}
