// The report mails' view of the monitor's incidents (report-source.ts IncidentSource over modules/incidents): an
// incident row with its device's tree node as configured now (name, path of its parents, link kind, call source
// group), so the reports and notifications read only ReportIncident and the two modules stay apart.
import type { EventBus, IncidentEvent } from '../../platform/event-bus.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import { linkTypeOf } from '../incidents/conditions.ts';
import type { IncidentRepository } from '../incidents/incident-repository.ts';
import type { IncidentSource, ReportIncident } from './report-source.ts';

interface Deps {
  incidents: Pick<IncidentRepository, 'openWithin'>;
  bus: Pick<EventBus, 'on'>;
  system: (systemId: number) => SystemDoc | undefined;
  /** the device's last known battery (the monitor's memory), percent; null unknown */
  battery: (systemId: number, device: number) => number | null;
}

export function incidentReportSource(deps: Deps): IncidentSource {
  const toReport = (row: IncidentEvent): ReportIncident => {
    const doc = deps.system(row.system_id);
    const nodes = doc?.nodes ?? [];
    const node = nodes.find((n) => n.number === row.device_number);
    const path: string[] = [];
    for (let at = node; at; at = nodes.find((n) => n.id === at!.parent_id)) path.unshift(at.name);
    const group = (doc?.call_source_groups ?? []).find(
      (g) => node?.call_source_id != null && g.related_callsources.includes(node.call_source_id),
    );
    return {
      id: row.id,
      kind: row.kind,
      severity: row.severity,
      state: row.state,
      system_id: row.system_id,
      node_id: node?.id ?? 0,
      node_name: node?.name ?? `#${row.device_number}`,
      node_path: path.join(' / ') || `#${row.device_number}`,
      device_id: row.device_number,
      device_kind: node ? linkTypeOf(node) : 'radio',
      hub_id: row.hub_id,
      call_source_group_id: group?.id ?? null,
      call_source_id: node?.call_source_id ?? null,
      battery: deps.battery(row.system_id, row.device_number),
      opened_at: row.opened_at,
      closed_at: row.closed_at,
    };
  };
  return {
    listForReport: (systemId, fromUtc, toUtc) =>
      deps.incidents.openWithin(systemId, fromUtc, toUtc).map(toReport),
    onOpened: (listener) => deps.bus.on('incidentOpened', (row) => listener(toReport(row))),
  };
}
