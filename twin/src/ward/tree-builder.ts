// Adds the ward's tree nodes in order: each gets the next sort order among its siblings; a plain node
// (building, floor, room, person) carries device texts within the Gets' limits (spec 02 §5).
import { DEVICE_TEXT_MAX, toDeviceText } from '@cs/contracts/gets/device-text';
import type { SystemTreeNode } from './types.ts';

export function treeBuilder(nodes: SystemTreeNode[]) {
  const add = (node: Omit<SystemTreeNode, 'sort_order'>) => {
    const siblings = nodes.filter((n) => n.parent_id === node.parent_id).length;
    const full = { ...node, sort_order: siblings + 1 };
    nodes.push(full);
    return full;
  };
  const plain = (
    id: number,
    kind: SystemTreeNode['kind'],
    nodeName: string,
    parent: number | null,
    section: number | null,
    short: string,
    long: string,
  ) =>
    add({
      id,
      name: nodeName,
      kind,
      parent_id: parent,
      number: null,
      serial: null,
      is_tech: false,
      is_linkable: false,
      section_id: section,
      inherit_section: parent !== null,
      call_source_id: null,
      flight_profile_id: null,
      // A resident's flight profile applies to everything below (spec 02 §3 inherit_flight_profile).
      inherit_flight_profile: parent !== null,
      linked_system_tree_node_id: null,
      text_short: toDeviceText(short, DEVICE_TEXT_MAX.short),
      text_long: toDeviceText(long, DEVICE_TEXT_MAX.long),
      inherit_text_short: false,
      inherit_text_long: false,
      comment: '',
      callback_number: '',
      deny_manual_call_closure: false,
    });
  return { add, plain };
}
