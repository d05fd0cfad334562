// A closed call as the call log stores it (spec 02 §3 call): the Gets' call, its device's texts from the
// tree when the call did not carry them, its duration, who ended it from the console, and its call type's flag and
// urgency as they were then (a later change of the call type does not rewrite history).
import type { CallLogEntry } from '../../repositories/call-log-repository.ts';
import type { CallTypeRecord, SystemTreeNodeRecord } from '../../store/config-types.ts';
import type { ClosedCall } from './system-calls.ts';

export function callLogEntry(
  systemId: number,
  { call, closedAt }: ClosedCall,
  node: SystemTreeNodeRecord | undefined,
  handledBy: string | null,
  callType?: CallTypeRecord,
): CallLogEntry {
  return {
    system_id: systemId,
    call_id: call.id,
    opened_at: call.opened_at,
    closed_at: closedAt,
    duration: Math.max(0, Math.round((Date.parse(closedAt) - Date.parse(call.opened_at)) / 1000)),
    call_type_id: call.call_type_id,
    call_type_text: call.call_type_text,
    call_source_id: call.call_source_id,
    call_source_text: call.call_source_text,
    section_id: call.section_id,
    section_name: call.section_name,
    device_number: call.number,
    device_text_short: call.device_text_short ?? node?.text_short ?? null,
    device_text_long: call.device_text_long ?? node?.text_long ?? null,
    is_presence: call.is_presence,
    handled_by: handledBy,
    position: call.position,
    call_type_flag: callType?.flag ?? null,
    urgency: callType?.urgency ?? null,
  };
}
