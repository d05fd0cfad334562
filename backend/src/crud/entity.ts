// One description per admin entity (ARCHITECTURE §9, the way react-admin's resources work): the only
// place that states where its records live, its GraphQL type, its fields with their validation rules,
// defaults and references, who may touch it, its route, which fields are secrets. The SDL (crud/sdl.ts),
// the policy entries (crud/policy-entries.ts), the generic resolvers (crud/resolvers.ts), the record
// types (generated/records.ts) and the console's field metadata and admin routes (crud/codegen/) all
// follow from these descriptions.
import type { Clock } from '@cs/contracts/clock';
import type { ConfigKind } from '@cs/contracts/gets';
import type { LicenceModule } from '@cs/rules/licence';
import type { PermissionCode } from '@cs/rules/permissions';
import type { SecretAddress } from '@cs/rules/secret-address';
import type { ActiveSession, SessionService } from '../auth/session-service.ts';
import type { ClientStatus } from '../modules/app-gateway/client-status.ts';
import type { HubService } from '../modules/hubs/hub-service.ts';
import type { InstallationRepository } from '../repositories/installation-repository.ts';
import type { SystemRepository } from '../repositories/system-repository.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import type { UserRecord } from '../store/config-types.ts';
import type { ImageStore } from '../store/image-store.ts';
import type { FieldViolation, Rule, Violation } from './rules.ts';

export type { FieldViolation };

/**
 * A field that holds the id (or, for a list kind, the ids) of records of another entity. Saving checks
 * that they exist; deleting a referenced record is refused and names the records that use it
 * (crud/references.ts); the console offers the other entity's records to pick from.
 */
export interface Reference {
  /** the referenced entity's type (Section, CallType, Role, ...) */
  to: string;
  /** ids with a meaning that need no record (spec 01 §3: display groups 253-255, schedule 255) */
  special?: readonly number[];
  /** the ids are those of the items of this nested list of the referenced records (a checkpoint map's checkpoints) */
  items?: string;
}

/** GraphQL scalar kinds of a field; `object` names its own type in `gql`. */
export type FieldKind = 'String' | 'Int' | 'Float' | 'Boolean' | '[Int]' | '[String]' | 'object';

export interface FieldSpec {
  kind: FieldKind;
  rules?: readonly Rule[];
  /** value of a new record when the input leaves the field out */
  default?: unknown;
  /** written, never returned (passwords, secrets): not in the output type, kept when an update sends null */
  secret?: boolean;
  /** a secret that superusers may read back (spec 02 §6 alert channel secret: 'needs a specific permission') */
  superuserReadable?: boolean;
  /**
   * a stored secret: the fields of the address it was entered for (host, port, TLS mode ...; [] when it has
   * none). An update that changes one of them without the secret removes the stored one (auth/bound-secrets.ts);
   * every stored secret states it (crud/registry.test.ts)
   */
  address?: SecretAddress;
  /** a text of several lines (a display note's text): the only texts that may hold line breaks and tabs */
  multiline?: true;
  /** returned, never written (status, last sync): not in the input type */
  readOnly?: boolean;
  /**
   * false: not part of the stored record: computed when presented (a hub's status) or turned into
   * something else by toRecord (a password into its hash, an uploaded image into a file)
   */
  stored?: false;
  ref?: Reference;
  /** for kind 'object': the output type (e.g. '[DisplayGroupConnection!]!') and input type */
  gql?: string;
  gqlInput?: string;
  /**
   * kind 'object' with its own fields: a nested record (display_config) or, with `list`, a list of them
   * (recipients, checkpoints). The SDL types Admin<type> and Admin<type>Input and the console's
   * selection are generated; every item is validated with its fields' rules (the siblings are the
   * `others` of unique), errors at `field.index.sub` (lists) or `field.sub`. With `ids` every item
   * keeps a stable id, unique across the whole collection (flight profiles refer to checkpoint ids).
   */
  shape?: {
    type: string;
    fields: Readonly<Record<string, FieldSpec>>;
    list?: boolean;
    /** every item keeps a stable id, unique across the collection (input and output carry it) */
    ids?: boolean;
    /**
     * the stored items get ids unique across the collection, kept while an item is unchanged (output only: the
     * input type has no id); see validate.ts assignItemIds
     */
    numbered?: boolean;
    description?: string;
  };
  /**
   * A field of a Gets-carried entity (the description's `gets`) that the Gets never receives: the product keeps it
   * for itself (a call type's display_config, docs/sync.md). Every other stored field of such an entity must be a
   * column of its kind (crud/gets-kinds.ts, checked by codegen).
   */
  productOnly?: true;
  /** what the Gets receives when the field is empty, when not its column's empty (spec 02 §9: sort order 999) */
  getsEmpty?: number | string;
  /** turns a value stored in an older form into the current one (e.g. comma-separated recipients into records) */
  upgrade?: (stored: unknown) => unknown;
  description?: string;
}

export type EntityRecord = Record<string, unknown> & { id: number };

/** A field error before translation. */
/** Why a change is refused although the policy allows the operation: a `grant.<key>` message. */
export interface Refusal {
  key: string;
  data?: Record<string, unknown>;
}

/**
 * What a description's hooks see of the request: the caller, the selected system and the few services they consult.
 * Not the whole GraphQLContext: the services' modules import the descriptions (through crud/registry.ts), so the
 * descriptions name only what they read, and no import cycle runs back through context.ts.
 */
export interface EntityContext {
  systemId: number;
  user: UserRecord | null;
  session: ActiveSession | null;
  services: EntityServices;
}

export interface EntityServices {
  clock: Clock;
  systems: Pick<SystemRepository, 'get'>;
  installation: Pick<InstallationRepository, 'licence'>;
  users: Pick<UserRepository, 'byId' | 'rolesOf'>;
  sessions: Pick<SessionService, 'endAllOf'>;
  hubs: Pick<HubService, 'hubs' | 'outdated'>;
  images: Pick<ImageStore, 'save'>;
  /** the stored records of a collection (repositories/entity-repository.ts), for references */
  entities: { list(store: EntityDescription['store'], collection: string, systemId: number): EntityRecord[] };
  /** an app client's live state (modules/app-gateway) */
  appGateway: { clientStatus(record: Readonly<Record<string, unknown>> & { id: number }): ClientStatus };
}

export interface SaveContext {
  ctx: EntityContext;
  /** the stored record on update, null on create */
  current: EntityRecord | null;
  others: readonly EntityRecord[];
  /** the fields as the client sent them (a secret left empty keeps the stored one in `record`) */
  input: Record<string, unknown>;
  /** what `prepare` made of the input before the lock was taken */
  prepared: Readonly<Record<string, unknown>>;
}

/**
 * The list route of an entity (spec 01 §2): /<area>/<segment> with its modal form edit/:id? (react-admin style:
 * the resource carries its base path). The area is the admin area unless named (app management's lists).
 */
export interface AdminRoute {
  /** the area's path segment and route (default admin: /admin) */
  area?: 'admin' | 'appmanagement' | 'tree';
  segment: string;
  /** the form's :id is required (spec 01 §2 clients/edit/:id): a new record opens as -1 (spec 02 §9) */
  idRequired?: boolean;
  /** when the form's path differs from the list's (spec 01 §2: callsourcegroups' form is callsourcesgroups) */
  formSegment?: string;
  /**
   * The list is a section of this single page of the area (its route name; spec 02 §3 global settings' probable-defect
   * settings on spec 01 §2 /admin/settings), not a page of its own: no list route; the form <area>/<segment>/edit/:id?
   * opens over that page.
   */
  page?: string;
}

/** One way into an entity's operations: its permissions, licences and area (see the description's fields). */
export interface EntityGate {
  permissions: readonly PermissionCode[];
  licences?: readonly LicenceModule[];
  area: readonly PermissionCode[];
}

export interface EntityDescription {
  /** GraphQL type name, singular (Schedule) */
  type: string;
  /** plural used in the list query and the delete mutation (schedules, deleteSchedules) */
  plural: string;
  /** where the records live: the selected system's document, the installation document, or the system documents themselves (system parameters) */
  store: 'system' | 'installation' | 'systems';
  /** key of the list in that document */
  collection: string;
  /** the audited entity name (snake_case) */
  entity: string;
  permissions: readonly PermissionCode[];
  /** any one of the permissions suffices (default: all) */
  anyPermission?: boolean;
  /** further permissions its mutations need (spec 01 §2: a list seen with one permission, changed with another) */
  writePermissions?: readonly PermissionCode[];
  licences?: readonly LicenceModule[];
  /** the permissions of the area its screens live in (default the admin area's admin::use_module; app management: app::use_module) */
  area?: readonly PermissionCode[];
  /**
   * a second list route that manages the same records under its own gate: every operation accepts either
   * (spec 01 §2: /admin/displaygroups needs admin::manage_system, /appmanagement/displaygroups
   * app::manage_display_groups); `name` is the route name of its list
   */
  alsoManagedAt?: EntityGate & { name: string; route: AdminRoute };
  /**
   * who else may read the list, to pick its records in forms of their own: the list query only, never a
   * change or the single record (the app user group form picks sections, display groups and tree elements)
   */
  pickedBy?: readonly EntityGate[];
  fields: Readonly<Record<string, FieldSpec>>;
  /** a lookup the forms pick from (e.g. the system tree's nodes): list and get only, no mutations */
  lookupOnly?: boolean;
  /** the single-record query's name when the default (the type, lower first) belongs to a module's own query */
  getName?: string;
  /** ids the product reserves (spec 01 §3 special ids); new records never get them */
  reservedIds?: readonly number[];
  /** the most records the collection may hold, and the form-level message key when it is reached */
  maxCount?: { max: number; key: string };
  /** cross-field rules (e.g. ascending schedule times) */
  check?: (record: EntityRecord, save: SaveContext) => FieldViolation[];
  /**
   * who may make this change beyond the policy's permissions (auth/grant-rules.ts: nobody grants more than
   * they hold); before is null on create, after null on delete. A refusal is MISSING_PERMISSION, audited as a denial.
   */
  mayChange?: (
    change: { before: EntityRecord | null; after: EntityRecord | null },
    ctx: EntityContext,
  ) => Refusal | null;
  /** after a change is stored (e.g. a reset password ends the user's sessions, auth/session-rules.ts) */
  afterSave?: (
    change: { before: EntityRecord | null; after: EntityRecord | null },
    ctx: EntityContext,
  ) => void;
  /**
   * slow work that needs the input alone (hashing a password), done before the documents' lock is taken so
   * other writers do not wait for it; its result reaches toRecord as `prepared`
   */
  prepare?: (input: Readonly<Record<string, unknown>>) => Promise<Record<string, unknown>>;
  /** turns the validated input into the stored record (e.g. sets the hashed password) */
  toRecord?: (record: EntityRecord, save: SaveContext) => EntityRecord | Promise<EntityRecord>;
  /** what the API returns for a stored record (e.g. live hub status); secrets are dropped afterwards anyway */
  present?: (record: EntityRecord, ctx: EntityContext) => Record<string, unknown>;
  /** the system message published after a change (spec 01 §7: schedule.updated, displaygroup.updated, ...) */
  message?: string;
  /** has a sort page: sort_order is set by the sort mutation (spec 01 §2 calltypes/sort, displaynotes/sort) */
  sortable?: boolean;
  /** a change is a configuration change that the Gets must receive (sets last_gets_change) */
  getsConfig?: boolean;
  /**
   * The Gets kind its records are rows of (docs/protocols.md §2.1): every column of the kind is one of its fields
   * and every stored field a column or productOnly (crud/gets-kinds.ts; codegen fails otherwise). A save whose rows
   * the Gets would refuse is refused with field errors (crud/gets-rows.ts); the sync sends and compares these rows.
   * `items`: a nested list field whose items are rows of a kind of their own, `parent` the column naming the record.
   */
  gets?: { kind: ConfigKind; items?: { field: string; kind: ConfigKind; parent: string } };
  /** its admin list route; the route name is `plural` (a lookup has none) */
  route?: AdminRoute;
  /** stored fields the API never shows, with their TypeScript type (a user's password_hash) */
  storedExtras?: Readonly<Record<string, string>>;
  /** refuses deleting a record for a reason of its own (the last system, the system tree view) */
  deletable?: (
    record: EntityRecord,
    ctx: EntityContext,
    remaining: readonly EntityRecord[],
  ) => Violation | null;
  /** extra SDL the fields refer to (nested object and input types) */
  sdl?: string;
  /** the console documents' sub-selection of object fields */
  select?: Readonly<Record<string, string>>;
}

export const define = (d: EntityDescription): EntityDescription => d;
