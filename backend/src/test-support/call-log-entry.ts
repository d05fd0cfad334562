// A closed call as the call log keeps it (spec 02 §3 call), for tests that write history directly: a patient call
// of room 102 in section 1 lasting 90 s unless `over` says otherwise; closed_at follows the duration.
import type { CallLogEntry } from '../repositories/call-log-repository.ts';

export function callLogEntry(
  callId: number,
  openedAt: string,
  over: Partial<CallLogEntry> = {},
): CallLogEntry {
  const duration = over.duration ?? 90;
  return {
    system_id: 1,
    call_id: callId,
    opened_at: openedAt,
    closed_at: new Date(Date.parse(openedAt) + duration * 1000).toISOString(),
    duration,
    call_type_id: 4,
    call_type_text: 'Patientenruf',
    call_source_id: null,
    call_source_text: null,
    section_id: 1,
    section_name: 'Wohnbereich 1',
    device_number: 8,
    device_text_short: '102',
    device_text_long: 'Zimmer 102',
    is_presence: false,
    handled_by: null,
    position: null,
    call_type_flag: 'none',
    urgency: 'NORMAL',
    ...over,
  };
}
