// The shapes the tree module answers with (tree.graphql), built from the tree index.
import type { GetsCall } from '@cs/contracts/gets';
import type {
  SystemTreeEntry,
  SystemTreeNodeDetail,
  SystemTreeReference,
  SystemTreeText,
} from '../../generated/graphql.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import type { DeviceStateOf } from './device-state.ts';
import type { TreeIndex } from './tree-index.ts';

const source = (n: SystemTreeNodeRecord) => ({ id: n.id, name: n.name });

/** Open calls per node, each counted at its device and at every node above it. */
export function openCallCounts(index: TreeIndex, open: Iterable<GetsCall>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const call of open) {
    let node = index.byId.get(call.number);
    const seen = new Set<number>();
    while (node && !seen.has(node.id)) {
      seen.add(node.id);
      counts.set(node.id, (counts.get(node.id) ?? 0) + 1);
      node = node.parent_id === null ? undefined : index.byId.get(node.parent_id);
    }
  }
  return counts;
}

/** A tree's badges (issue 38: a presence is staff in the room, not an open call): calls and presences apart. */
export interface OpenCounts {
  calls: Map<number, number>;
  presences: Map<number, number>;
}

export const openCounts = (index: TreeIndex, open: readonly GetsCall[]): OpenCounts => ({
  calls: openCallCounts(
    index,
    open.filter((c) => !c.is_presence),
  ),
  presences: openCallCounts(
    index,
    open.filter((c) => c.is_presence),
  ),
});

/** The open calls and presences of a node and of every node below it (what its badges count). */
export function openBelow(
  index: TreeIndex,
  node: SystemTreeNodeRecord,
  open: readonly GetsCall[],
): GetsCall[] {
  return open.filter((call) => {
    const seen = new Set<number>();
    for (let n = index.byId.get(call.number); n && !seen.has(n.id);) {
      if (n.id === node.id) return true;
      seen.add(n.id);
      n = n.parent_id === null ? undefined : index.byId.get(n.parent_id);
    }
    return false;
  });
}

/** An open call or presence as the tree's node shows it, with the device it is on. */
export const openCallView = (index: TreeIndex, c: GetsCall) => ({
  id: c.id,
  call_type_text: c.call_type_text || null,
  opened_at: c.opened_at,
  is_presence: c.is_presence,
  device_id: c.number,
  device_name: index.byId.get(c.number)?.name ?? `#${c.number}`,
});

export function entryOf(
  index: TreeIndex,
  sectionNames: ReadonlyMap<number, string>,
  node: SystemTreeNodeRecord,
  counts: OpenCounts,
  childCount: number,
  state: DeviceStateOf,
): SystemTreeEntry {
  const sectionId = index.effective(node, 'section_id').value;
  return {
    id: node.id,
    parent_id: node.parent_id,
    kind: node.kind,
    name: node.name,
    sort_order: node.sort_order,
    number: node.number,
    serial: node.serial,
    text_short: index.effective(node, 'text_short').value,
    text_long: index.effective(node, 'text_long').value,
    section_id: sectionId,
    section_name: sectionId === null ? null : (sectionNames.get(sectionId) ?? null),
    open_calls: counts.calls.get(node.id) ?? 0,
    presences: counts.presences.get(node.id) ?? 0,
    child_count: childCount,
    ...state(node),
  };
}

function text(
  index: TreeIndex,
  node: SystemTreeNodeRecord,
  field: 'text_short' | 'text_long',
): SystemTreeText {
  const { value, from } = index.effective(node, field);
  return { value, own: node[field], inherited: from !== node, source: source(from) };
}

function reference(
  index: TreeIndex,
  node: SystemTreeNodeRecord,
  field: 'section_id' | 'flight_profile_id',
  names: ReadonlyArray<{ id: number; name: string }>,
): SystemTreeReference {
  const { value, from } = index.effective(node, field);
  const id = value ?? null;
  return {
    id,
    name: id === null ? null : (names.find((r) => r.id === id)?.name ?? null),
    inherited: from !== node,
    own_id: node[field] ?? null,
    source: source(from),
  };
}

export interface DetailInput {
  index: TreeIndex;
  doc: SystemDoc;
  node: SystemTreeNodeRecord;
  open: GetsCall[];
  /** the open calls the caller's badges count (their call source groups): the node's open_below */
  below: GetsCall[];
  children: SystemTreeEntry[];
  visible: (n: SystemTreeNodeRecord) => boolean;
  state: DeviceStateOf;
  /** what the caller may do with the node (tree-permissions.ts) */
  access: Pick<SystemTreeNodeDetail, 'editable' | 'deletable' | 'creatable_kinds'>;
}

export function detailOf({
  index,
  doc,
  node,
  open,
  below,
  children,
  visible,
  state,
  access,
}: DetailInput): Omit<SystemTreeNodeDetail, 'notes' | 'latest_note' | 'may_add_note'> {
  // the notes come from the history store (note-view.ts)
  const callSource = doc.call_sources.find((c) => c.id === node.call_source_id);
  const linked = node.linked_system_tree_node_id
    ? index.byId.get(node.linked_system_tree_node_id)
    : undefined;
  return {
    id: node.id,
    parent_id: node.parent_id,
    kind: node.kind,
    name: node.name,
    sort_order: node.sort_order,
    number: node.number,
    serial: node.serial,
    is_tech: node.is_tech,
    is_linkable: node.is_linkable,
    comment: node.comment ?? '',
    callback_number: node.callback_number ?? '',
    deny_manual_call_closure: node.deny_manual_call_closure,
    text_short: text(index, node, 'text_short'),
    text_long: text(index, node, 'text_long'),
    section: reference(index, node, 'section_id', doc.sections),
    flight_profile: reference(index, node, 'flight_profile_id', doc.flight_profiles ?? []),
    call_source: callSource ? { id: callSource.id, name: callSource.text } : null,
    linked_node: linked && visible(linked) ? source(linked) : null,
    open_calls: open.filter((c) => c.number === node.id).map((c) => openCallView(index, c)),
    open_below: openBelow(index, node, below).map((c) => openCallView(index, c)),
    children,
    linking_nodes: index.nodes
      .filter((n) => n.linked_system_tree_node_id === node.id && visible(n))
      .map(source),
    parents: index.parents(node).map(source),
    inherit_section: node.inherit_section,
    inherit_text_short: node.inherit_text_short,
    inherit_text_long: node.inherit_text_long,
    inherit_flight_profile: node.inherit_flight_profile,
    ...state(node),
    ...access,
  };
}
