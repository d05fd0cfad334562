// The node form's values (spec 02 §3 system tree node): what the form edits, read from the server's node, and
// what it sends back (only what changed: the server judges every changed field against the user's permissions).
import type { NodeFormNodeFragment, SystemTreeNodeInput } from '../../../generated/graphql.ts';

export interface NodeValues {
  kind: string;
  name: string;
  text_short: string;
  inherit_text_short: boolean;
  text_long: string;
  inherit_text_long: boolean;
  section_id: number | null;
  inherit_section: boolean;
  flight_profile_id: number | null;
  inherit_flight_profile: boolean;
  call_source_id: number | null;
  serial: string;
  number: number | null;
  comment: string;
  callback_number: string;
  deny_manual_call_closure: boolean;
}

export type FieldName = keyof NodeValues;

/** The node's own values (an inherited field keeps its own value for when inheriting is switched off). */
export function valuesOf(node: NodeFormNodeFragment): NodeValues {
  return {
    kind: node.kind,
    name: node.name,
    text_short: node.text_short.own,
    inherit_text_short: node.inherit_text_short,
    text_long: node.text_long.own,
    inherit_text_long: node.inherit_text_long,
    section_id: node.section.own_id,
    inherit_section: node.inherit_section,
    flight_profile_id: node.flight_profile.own_id,
    inherit_flight_profile: node.inherit_flight_profile,
    call_source_id: node.call_source?.id ?? null,
    serial: node.serial ?? '',
    number: node.number,
    comment: node.comment,
    callback_number: node.callback_number,
    deny_manual_call_closure: node.deny_manual_call_closure,
  };
}

export const newValues = (kind: string): NodeValues => ({
  kind,
  name: '',
  text_short: '',
  inherit_text_short: false,
  text_long: '',
  inherit_text_long: false,
  section_id: null,
  inherit_section: false,
  flight_profile_id: null,
  inherit_flight_profile: false,
  call_source_id: null,
  serial: '',
  number: null,
  comment: '',
  callback_number: '',
  deny_manual_call_closure: false,
});

/** What the server receives: an update names the changed fields only, a create every field that is set. */
export function toInput(
  values: NodeValues,
  initial: NodeValues,
  target: { id: number } | { parentId: number },
): SystemTreeNodeInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as Array<[FieldName, unknown]>) {
    if ('id' in target && (key === 'kind' || value === initial[key])) continue;
    out[key] = key === 'serial' && value === '' ? null : value;
  }
  return 'id' in target ? { ...out, id: target.id } : { ...out, parent_id: target.parentId };
}

/** The server's field names for the form's fields (the form shows errors of these under its inputs). */
export const FIELDS: readonly FieldName[] = Object.keys(newValues('room')) as FieldName[];
