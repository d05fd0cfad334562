// Who may change which fields of a system tree node (spec 01 §6 systemtree permissions, spec 02 §6 "Tree device
// changes are gated by systemtree permissions (serials, flight profiles, sections, parents, sound levels, tech,
// wired, linked devices, create/delete ...)"). The server decides from its own data: the console shows the
// fields this answers as editable and the mutations refuse a change of any other field with MISSING_PERMISSION.
// Superusers may change everything (spec 01 §6: roles are ignored for them).
import type { PermissionCode } from '../../auth/permissions.ts';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';
import { holds, type Caller } from './tree-access.ts';

export type NodeKind = SystemTreeNodeRecord['kind'];

/** The fields a client may send; kind is fixed once the node exists. */
export const EDITABLE_FIELDS = [
  'name',
  'parent_id',
  'sort_order',
  'number',
  'serial',
  'is_linkable',
  'section_id',
  'inherit_section',
  'call_source_id',
  'flight_profile_id',
  'inherit_flight_profile',
  'linked_system_tree_node_id',
  'text_short',
  'text_long',
  'inherit_text_short',
  'inherit_text_long',
  'comment',
  'callback_number',
  'deny_manual_call_closure',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Fields with a permission of their own (spec 01 §6 change_*); the rest follow the node kind's permission. */
const FIELD_PERMISSION: Partial<Record<EditableField, PermissionCode>> = {
  serial: 'systemtree::change_device_serials',
  section_id: 'systemtree::change_sections',
  inherit_section: 'systemtree::change_sections',
  parent_id: 'systemtree::change_parents',
  flight_profile_id: 'systemtree::change_flight_profiles',
  inherit_flight_profile: 'systemtree::change_flight_profiles',
  linked_system_tree_node_id: 'systemtree::change_linked_devices',
  // the device's address and call source in the call system
  number: 'systemtree::change_gets_attributes',
  call_source_id: 'systemtree::change_gets_attributes',
};

/** The field has a permission of its own (a new node needs it to set the field away from its default). */
export const hasOwnPermission = (field: EditableField) => FIELD_PERMISSION[field] !== undefined;

const STRUCTURE_KINDS: readonly NodeKind[] = ['building', 'floor', 'group', 'person', 'room', 'section'];
export const isDevice = (kind: NodeKind) => !STRUCTURE_KINDS.includes(kind);
const isTech = (n: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>) => n.kind === 'tech' || n.is_tech;

/** The permission that lets a user change a node of this kind at all (its names, texts, comment, ...). */
function kindPermission(node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>): PermissionCode {
  if (isTech(node)) return 'systemtree::change_tech_devices';
  if (node.kind === 'wired') return 'systemtree::change_wired_devices';
  return isDevice(node.kind) ? 'systemtree::manage_devices' : 'systemtree::manage_structure';
}

/** The permission to create or delete a node of this kind (spec 01 §6 create_delete_*; structure: manage_structure). */
export function createDeletePermission(node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>): PermissionCode {
  if (isTech(node)) return 'systemtree::create_delete_tech_devices';
  if (node.kind === 'wired') return 'systemtree::create_delete_wired_devices';
  return isDevice(node.kind) ? 'systemtree::create_delete_devices' : 'systemtree::manage_structure';
}

/**
 * The permission a change of `field` on this node needs, or null when the caller holds it. A field with its
 * own permission on a tech or wired device needs that device kind's permission too.
 */
export function missingFor(
  caller: Caller,
  node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>,
  field: EditableField,
): PermissionCode | null {
  if (caller.superuser) return null;
  const own = FIELD_PERMISSION[field];
  const kind = kindPermission(node);
  const needed: PermissionCode[] =
    own && (isTech(node) || node.kind === 'wired') ? [own, kind] : [own ?? kind];
  return needed.find((p) => !holds(caller, p)) ?? null;
}

/** The fields the caller may change on this node. */
export const editableFields = (caller: Caller, node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>) =>
  EDITABLE_FIELDS.filter((f) => missingFor(caller, node, f) === null);

export const mayCreateOrDelete = (caller: Caller, node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>) =>
  caller.superuser || holds(caller, createDeletePermission(node));

export const NODE_KINDS: readonly NodeKind[] = [
  'building',
  'floor',
  'room',
  'person',
  'group',
  'section',
  'radio',
  'device',
  'wired',
  'tech',
  'unknown',
];

/** The kinds the caller may create. */
export const creatableKinds = (caller: Caller) =>
  NODE_KINDS.filter((kind) => mayCreateOrDelete(caller, { kind, is_tech: kind === 'tech' }));
