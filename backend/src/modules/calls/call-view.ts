// Turns a call as the Gets reports it into the GraphQL Call of spec 01 §3, enriched from the system's
// configuration (call type, source, section, tree node, system name). The Gets' own texts win, because
// a call keeps the texts it opened with (docs/protocols.md §3) even if the configuration changed since.
import type { Call, CallType } from '../../generated/graphql.ts';
import type { GetsCall } from '@cs/contracts/gets';
import type {
  CallSourceRecord,
  CallTypeRecord,
  SectionRecord,
  SystemDoc,
  SystemTreeNodeRecord,
} from '../../store/config-types.ts';

export interface ConfigIndex {
  callTypes: Map<number, CallTypeRecord>;
  callSources: Map<number, CallSourceRecord>;
  sections: Map<number, SectionRecord>;
  nodes: Map<number, SystemTreeNodeRecord>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

// Rebuilding maps of a 1,000-bed tree on every call change would dominate the cost of a change; the
// index lives as long as the document's arrays (a configuration write replaces them).
const indexes = new WeakMap<object, { key: unknown[]; index: ConfigIndex }>();

export function configIndex(doc: SystemDoc): ConfigIndex {
  const key = [doc.call_types, doc.call_sources, doc.sections, doc.nodes];
  const cached = indexes.get(doc);
  if (cached && cached.key.every((k, i) => k === key[i])) return cached.index;
  const index = {
    callTypes: byId(doc.call_types),
    callSources: byId(doc.call_sources),
    sections: byId(doc.sections),
    nodes: byId(doc.nodes),
  };
  indexes.set(doc, { key, index });
  return index;
}

export function callTypeView(t: CallTypeRecord): CallType {
  return {
    id: t.id,
    name: t.name,
    flag: t.flag,
    urgency: t.urgency,
    char: t.char || null,
    color: t.color,
    sort_order: t.sort_order,
    text: t.text || null,
  };
}

/**
 * The call's type for the display (issue 16): urgency and flag as the Gets reported them with the call (the call
 * system acts on those: a display must agree with it), the rest from the product's configuration, which only
 * enriches it; the Gets' colour where the product does not know the call type (a colour changed here shows at once,
 * as before). A call type the product does not know yet (a Gets connected before its first import) still shows as
 * urgent as it is, in its colour.
 */
export function callTypeOf(call: GetsCall, type: CallTypeRecord | undefined): CallType | null {
  const ours = type ? callTypeView(type) : null;
  const { call_type_urgency: urgency, call_type_flag: flag, call_type_color: color } = call;
  if (!urgency && !flag && !color) return ours;
  return {
    id: call.call_type_id,
    name: ours?.name ?? call.call_type_text,
    char: ours?.char ?? null,
    sort_order: ours?.sort_order ?? null,
    text: ours?.text ?? (call.call_type_text || null),
    urgency: urgency ?? ours?.urgency ?? 'NORMAL',
    flag: flag ?? ours?.flag ?? (call.is_presence ? 'presence' : 'none'),
    color: ours?.color ?? color ?? '#868e96',
  };
}

/**
 * The section a node belongs to. Nodes carry their section materialised (inherit_section only says it
 * follows the parent's), so the node's own section_id wins; a node without one looks up the tree.
 */
export function effectiveSectionId(index: ConfigIndex, nodeId: number): number | null {
  let node = index.nodes.get(nodeId);
  for (let depth = 0; node && depth < 32; depth++) {
    if (node.section_id !== null || node.parent_id === null) return node.section_id;
    node = index.nodes.get(node.parent_id);
  }
  return null;
}

export function callView(
  call: GetsCall,
  doc: SystemDoc,
  index: ConfigIndex,
  nowMs: number,
  handledBy: string | null = null,
): Call {
  const type = index.callTypes.get(call.call_type_id);
  const source = call.call_source_id === null ? undefined : index.callSources.get(call.call_source_id);
  const section = call.section_id === null ? undefined : index.sections.get(call.section_id);
  const node = index.nodes.get(call.number);
  const end = call.closed_at ? Date.parse(call.closed_at) : nowMs;
  return {
    id: call.id,
    call_type_id: call.call_type_id,
    call_type_text: call.call_type_text ?? type?.text ?? null,
    call_source_id: call.call_source_id,
    call_source_text: call.call_source_text ?? source?.text ?? null,
    section_id: call.section_id,
    section_name: call.section_name ?? section?.name ?? null,
    number: call.number,
    device_text_short: call.device_text_short ?? node?.text_short ?? null,
    device_text_long: call.device_text_long ?? node?.text_long ?? null,
    position: call.position,
    // Clocks of the Gets and the backend may disagree a little; a call is never open for negative time.
    duration: Math.max(0, Math.floor((end - Date.parse(call.opened_at)) / 1000)),
    opened_at: call.opened_at,
    closed_at: call.closed_at,
    handled_by_app_username: handledBy,
    system_id: doc.id,
    system_name: doc.name,
    call_type: callTypeOf(call, type),
    call_source: source ? { id: source.id, char: source.char || null } : null,
    section: section
      ? { id: section.id, name: section.name, allow_manual_call_closure: section.allow_manual_call_closure }
      : null,
    system_tree_node: node
      ? {
          id: node.id,
          serial: node.serial,
          text_short: node.text_short,
          text_long: node.text_long,
          deny_manual_call_closure: node.deny_manual_call_closure,
        }
      : null,
  };
}
