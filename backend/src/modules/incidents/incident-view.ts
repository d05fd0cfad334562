// An incident row as the API shows it (incidents.graphql): local times in the facility's zone (spec 01 §9
// dd.MM.yyyy HH:mm), the device's and room's names as configured now, the pause flag of its hub (spec 02 §4).
import { formatDateTime } from '@cs/rules/time';
import type { Incident } from '../../generated/graphql.ts';
import type { Services } from '../../context.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import type { IncidentRow } from './incident-repository.ts';

export function incidentView(row: IncidentRow, services: Services): Incident {
  const doc = services.systems.get(row.system_id);
  const zone = systemTimeZone(doc ?? {});
  const node = doc?.nodes.find((n) => n.number === row.device_number);
  const room = node && doc?.nodes.find((n) => n.id === node.parent_id);
  const hubId = services.monitoring.memories.peek(row.system_id, row.device_number)?.hubId ?? row.hub_id;
  return {
    ...row,
    node_id: node?.id ?? null,
    device_name: node?.name ?? null,
    room_name: room?.name ?? null,
    time_opened: formatDateTime(row.opened_at, zone),
    time_closed: row.closed_at === null ? null : formatDateTime(row.closed_at, zone),
    paused: hubId !== null && services.monitoring.pausedHubs(row.system_id).includes(hubId),
    events: services.incidents.events(row.id).map((e) => ({
      at: e.at,
      time: formatDateTime(e.at, zone),
      type: e.type,
      user_name: e.user_name,
      data: e.data,
    })),
  };
}
