// The device rules of spec 02 §4 and the tree's field rules of spec 02 §5 for one change of a system tree node,
// judged on the stored tree before anything is written. Each answers a catalogue key (spec 02 §5 message
// catalogue; tree-only keys in platform/messages-tree.ts) on the field the user must look at.
import type { FieldViolation } from '../../crud/entity.ts';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';
import { PARENT_CHAIN_DEPTH, type InheritedField, type TreeIndex } from './tree-index.ts';
import { isDevice } from './tree-permissions.ts';

/**
 * Devices one section holds at most (spec 02 §5 section_full names a maximum, the spec gives no figure): the
 * call system addresses a section's devices with one byte, as call sources and indicators are numbered 1-255.
 */
export const SECTION_DEVICE_LIMIT = 255;

type Node = SystemTreeNodeRecord;

export interface ChangeContext {
  index: TreeIndex;
  /** the node's open calls' count (spec 02 §4: a device with open calls cannot be edited) */
  openCalls: (id: number) => number;
  /** devices of every system of the installation and the licence's limit (spec 02 §5 license_limit_reached) */
  licence: { devices: number; limit: number };
  /** the system parameter system_tree_text_long_required (spec 02 §5 field rules) */
  textLongRequired: boolean;
  /** the name of the active display group override covering the node or its section, or null */
  override: (node: Node) => string | null;
}

/** spec 02 §4 "An active display group override blocks edits of ... data for the affected section or device." */
function overridden(ctx: ChangeContext, node: Node): FieldViolation[] {
  const name = ctx.override(node);
  return name === null ? [] : [fail('_form', 'display_group_override_active', { name })];
}

const fail = (field: string, key: string, data?: Record<string, unknown>): FieldViolation =>
  data ? { field, key, data } : { field, key };

const children = (ctx: ChangeContext, id: number) => ctx.index.children.get(id) ?? [];
const inheritsAny = (n: Node) =>
  n.inherit_section || n.inherit_text_short || n.inherit_text_long || n.inherit_flight_profile;

/** The height of the subtree below a node (0: no children). */
function height(ctx: ChangeContext, id: number, seen = new Set<number>()): number {
  if (seen.has(id)) return 0;
  seen.add(id);
  return Math.max(0, ...children(ctx, id).map((c) => 1 + height(ctx, c.id, seen)));
}

/** The number of parents a node under `parentId` has, or null when `parentId` is `self` or below it. */
function depthUnder(ctx: ChangeContext, parentId: number | null, self: number | null): number | null {
  let depth = 0;
  for (let p = parentId === null ? undefined : ctx.index.byId.get(parentId); p; depth++) {
    if (p.id === self || depth > PARENT_CHAIN_DEPTH + 64) return null;
    p = p.parent_id === null ? undefined : ctx.index.byId.get(p.parent_id);
  }
  return depth;
}

function parentRules(ctx: ChangeContext, before: Node | null, after: Node): FieldViolation[] {
  const moved = before !== null && before.parent_id !== after.parent_id;
  if (after.parent_id !== null && !ctx.index.byId.has(after.parent_id))
    return [fail('parent_id', 'invalid', { value: after.parent_id })];
  if (moved && isDevice(before.kind) && (inheritsAny(before) || inheritsAny(after)))
    return [fail('parent_id', 'inheriting_cannot_move')];
  if (moved && before.inherit_section && children(ctx, before.id).some((c) => c.inherit_section))
    return [fail('parent_id', 'parent_section_inherited')];
  const depth = depthUnder(ctx, after.parent_id, before?.id ?? null);
  if (depth === null) return [fail('parent_id', 'invalid', { value: after.parent_id })];
  if (depth + (before ? height(ctx, before.id) : 0) > PARENT_CHAIN_DEPTH)
    return [fail('parent_id', 'parent_chain_depth', { max: PARENT_CHAIN_DEPTH })];
  return [];
}

/** The value a node inheriting `field` would show under `parentId` (the parent's effective value). */
function parentValue(ctx: ChangeContext, parentId: number | null, field: InheritedField) {
  const parent = parentId === null ? undefined : ctx.index.byId.get(parentId);
  return parent ? ctx.index.effective(parent, field).value : null;
}

const INHERIT_FLAGS = [
  ['inherit_section', 'section_id'],
  ['inherit_text_short', 'text_short'],
  ['inherit_text_long', 'text_long'],
  ['inherit_flight_profile', 'flight_profile_id'],
] as const;

function sectionRules(ctx: ChangeContext, before: Node | null, after: Node): FieldViolation[] {
  const out: FieldViolation[] = [];
  // Turning inheritance on needs a parent that has the data (a flight profile may be none: not checked).
  for (const [flag, field] of INHERIT_FLAGS) {
    if (!after[flag] || before?.[flag] || field === 'flight_profile_id') continue;
    const value = parentValue(ctx, after.parent_id, field);
    if (value === null || value === '') out.push(fail(flag, 'required_inherited_parent'));
  }
  if (!before) return out;
  // spec 02 §4 "A section that children inherit cannot be changed." What the children inherit is the effective
  // section: taking the inherited section over as the node's own (or inheriting the same one) changes nothing
  // for them, and is how a room whose residents and devices inherit becomes movable (/tree/sort).
  const effectiveBefore = ctx.index.effective(before, 'section_id').value;
  const effectiveAfter = after.inherit_section
    ? parentValue(ctx, after.parent_id, 'section_id')
    : after.section_id;
  if (effectiveBefore !== effectiveAfter && children(ctx, before.id).some((c) => c.inherit_section))
    out.push(fail('section_id', 'section_inherited_by_children'));
  // An inherited section is the parent's: the node's own cannot change while it inherits.
  else if (before.inherit_section && after.inherit_section && before.section_id !== after.section_id)
    out.push(fail('section_id', 'section_inherited'));
  return out;
}

function sectionFull(ctx: ChangeContext, before: Node | null, after: Node): FieldViolation[] {
  if (!isDevice(after.kind)) return [];
  const section = after.inherit_section ? parentValue(ctx, after.parent_id, 'section_id') : after.section_id;
  const was = before ? ctx.index.effective(before, 'section_id').value : null;
  if (section === null || section === was) return [];
  const held = ctx.index.nodes.filter(
    (n) => n.id !== after.id && isDevice(n.kind) && ctx.index.effective(n, 'section_id').value === section,
  ).length;
  return held >= SECTION_DEVICE_LIMIT
    ? [fail('section_id', 'section_full', { max: SECTION_DEVICE_LIMIT })]
    : [];
}

function linkRules(ctx: ChangeContext, after: Node): FieldViolation[] {
  const target = after.linked_system_tree_node_id;
  if (target === null) return [];
  if (target === after.id) return [fail('linked_system_tree_node_id', 'invalid', { value: target })];
  // spec 02 §5 linked_system_tree_node_chain: devices are linked to this element, so it cannot itself be linked.
  if (ctx.index.nodes.some((n) => n.id !== after.id && n.linked_system_tree_node_id === after.id))
    return [fail('linked_system_tree_node_id', 'linked_system_tree_node_chain')];
  // ... nor can a device link to an element that is itself linked (the chain would go on).
  if (ctx.index.byId.get(target)?.linked_system_tree_node_id != null)
    return [fail('linked_system_tree_node_id', 'linked_system_tree_node_chain')];
  return [];
}

/** The rules of a create (before null) or update; empty when the change may be stored. */
export function changeViolations(ctx: ChangeContext, before: Node | null, after: Node): FieldViolation[] {
  // spec 02 §4 "A device with open calls cannot be edited."
  if (before && ctx.openCalls(before.id) > 0) return [fail('_form', 'node_open_calls')];
  const blocked = before ? overridden(ctx, before) : [];
  if (blocked.length) return blocked;
  const out = [...parentRules(ctx, before, after), ...sectionRules(ctx, before, after)];
  out.push(...sectionFull(ctx, before, after), ...linkRules(ctx, after));
  if (ctx.textLongRequired && !after.inherit_text_long && after.text_long.trim() === '')
    out.push(fail('text_long', 'required'));
  if (!before && isDevice(after.kind) && ctx.licence.devices >= ctx.licence.limit)
    out.push(fail('_form', 'license_limit_reached', { max: ctx.licence.limit }));
  return out;
}

/**
 * The rules of moving a node to another parent or place (spec 02 §4 device rules, /tree/sort): the open calls, the
 * parent rules (inheriting devices, an inherited section that children inherit, the chain depth, no node below
 * itself) and a full section where the move changes the inherited one. The node's own data is not judged: a move
 * changes nothing else, so a rule about a field it does not touch (the long text's requirement) cannot refuse it.
 */
export function moveViolations(ctx: ChangeContext, before: Node, after: Node): FieldViolation[] {
  // spec 02 §4 "A device with open calls cannot be edited."
  if (ctx.openCalls(before.id) > 0) return [fail('_form', 'node_open_calls')];
  const blocked = overridden(ctx, before);
  if (blocked.length) return blocked;
  const parent = parentRules(ctx, before, after);
  return parent.length ? parent : sectionFull(ctx, before, after);
}

/** The rules of deleting these nodes (each once, spec 02 §5 "each element only once"). */
export function deleteViolations(ctx: ChangeContext, ids: readonly number[]): FieldViolation[] {
  if (new Set(ids).size !== ids.length) return [fail('ids', 'duplicate')];
  for (const id of ids) {
    const node = ctx.index.byId.get(id);
    if (!node) return [fail('ids', 'invalid', { value: id })];
    if (ctx.openCalls(id) > 0) return [fail('_form', 'node_open_calls')];
    const blocked = overridden(ctx, node);
    if (blocked.length) return blocked;
    // spec 02 §4 "A node with children cannot be deleted." (children deleted in the same request still count)
    if (children(ctx, id).length > 0) return [fail('_form', 'node_has_children', { name: node.name })];
  }
  return [];
}
