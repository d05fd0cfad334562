import type { ConfigMemory } from './config-schema.ts';
import type { GetsCall } from '@cs/contracts/gets';
import { CALL_TYPE_FLAGS, URGENCIES } from '@cs/contracts/vocabulary';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const oneOf = <T extends string>(value: unknown, values: readonly T[]): T | null =>
  values.includes(value as T) ? (value as T) : null;

/**
 * Builds a call from the configuration as it is now: a call keeps the texts it opened with,
 * even if the configuration changes while it is open (as on a real call system).
 */
export function buildCall(
  config: ConfigMemory,
  id: number,
  deviceId: number,
  callTypeId: number,
  openedAt: string,
): GetsCall {
  const node = config.nodes[deviceId];
  const sectionId = num(node?.section_id);
  const sourceId = num(node?.call_source_id);
  const section = sectionId === null ? undefined : config.sections[sectionId];
  const source = sourceId === null ? undefined : config.call_sources[sourceId];
  const type = config.call_types[callTypeId];
  return {
    id,
    call_type_id: callTypeId,
    call_type_text: text(type?.text, `Ruftyp ${callTypeId}`),
    call_source_id: sourceId,
    call_source_text: text(source?.text, ''),
    section_id: sectionId,
    section_name: text(section?.name, ''),
    number: deviceId,
    device_text_short: text(node?.text_short, String(deviceId)),
    device_text_long: text(node?.text_long, `Gerät ${deviceId}`),
    position: null,
    opened_at: openedAt,
    closed_at: null,
    is_presence: type?.flag === 'presence',
    // What the display needs for safety, as this Gets knows it (docs/protocols.md §3).
    call_type_urgency: oneOf(type?.urgency, URGENCIES),
    call_type_flag: oneOf(type?.flag, CALL_TYPE_FLAGS),
    call_type_color: typeof type?.color === 'string' && type.color ? type.color : null,
  };
}
