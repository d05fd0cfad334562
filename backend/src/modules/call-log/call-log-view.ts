// A call log row as the log shows it (spec 02 §3 call): times in UTC and as the facility's wall clock
// (dd.MM.yyyy HH:mm, spec 01 §9), the weekday in the facility's zone, the call type's flag and urgency as they
// were when the call closed (rows written before they were kept: the call type as it is now).
import { isCallTypeFlag, isUrgency } from '@cs/contracts/vocabulary';
import { formatDateTime, wallClock } from '@cs/rules/time';
import type { CallLogCall } from '../../generated/graphql.ts';
import type { CallLogRow } from '../../repositories/call-log-query.ts';
import type { CallTypeRecord } from '../../store/config-types.ts';
import { callTypeLabel } from './call-type-label.ts';

const flagOf = (v: string | null | undefined) => (isCallTypeFlag(v) ? v : null);
const urgencyOf = (v: string | null | undefined) => (isUrgency(v) ? v : null);

export function callLogView(
  row: CallLogRow,
  callTypes: ReadonlyMap<number, CallTypeRecord>,
  zone: string,
): CallLogCall {
  const current = callTypes.get(row.call_type_id);
  return {
    id: row.id,
    call_id: row.call_id,
    system_id: row.system_id,
    call_source_id: row.call_source_id,
    call_source_text: row.call_source_text,
    call_type_id: row.call_type_id,
    // a row without the call system's text: the call type's name of today (call-type-label.ts)
    call_type_text: row.call_type_text ?? (current ? callTypeLabel(current) : null),
    device_number: row.device_number,
    device_text_short: row.device_text_short,
    device_text_long: row.device_text_long,
    section_id: row.section_id,
    section_name: row.section_name,
    handled_by_app_username: row.handled_by,
    position: row.position,
    duration: row.duration,
    weekday: wallClock(row.opened_at, zone).weekday,
    is_closed: true,
    is_presence: row.is_presence,
    opened_at: row.opened_at,
    closed_at: row.closed_at,
    time_start: formatDateTime(row.opened_at, zone),
    time_end: formatDateTime(row.closed_at, zone),
    call_type: {
      flag: flagOf(row.call_type_flag) ?? flagOf(current?.flag),
      urgency: urgencyOf(row.urgency) ?? urgencyOf(current?.urgency),
      color: current?.color ?? null,
    },
  };
}
