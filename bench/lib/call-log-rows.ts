// A year of call log rows for the history benches (bench/call-log-query.ts, bench/analytics.ts): two systems,
// 40 sections, six call types (6 = presence), 1,200 devices, seeded.
import type { CallLogEntry } from '../../backend/src/repositories/call-log-repository.ts';

const URGENCY = ['NORMAL', 'NORMAL', 'URGENT', 'NORMAL', 'EMERGENCY', 'NORMAL'];

let seed = 4242;
export const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
export const entry = (callId: number, openedMs: number): CallLogEntry => {
  const duration = Math.floor(rnd() * 900) + 5;
  const device = 20 + Math.floor(rnd() * 1200);
  const type = 1 + Math.floor(rnd() * 6);
  const section = 1 + (device % 40);
  return {
    system_id: 1 + (device % 2),
    call_id: callId,
    opened_at: new Date(openedMs).toISOString(),
    closed_at: new Date(openedMs + duration * 1000).toISOString(),
    duration,
    call_type_id: type,
    call_type_text: `Ruftyp ${type}`,
    call_source_id: type === 6 ? null : 1 + (device % 3),
    call_source_text: type === 6 ? null : `Quelle ${1 + (device % 3)}`,
    section_id: section,
    section_name: `Wohnbereich ${section}`,
    device_number: device,
    device_text_short: `${device}`,
    device_text_long: `Zimmer ${device}`,
    is_presence: type === 6,
    handled_by: rnd() < 0.05 ? 'pflege' : null,
    position: null,
    call_type_flag: type === 6 ? 'presence' : 'none',
    urgency: URGENCY[type - 1]!,
  };
};
