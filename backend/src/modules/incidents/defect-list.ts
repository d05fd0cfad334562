// The defect list of /admin/defects (incident-screens.graphql; spec 01 §2 admin single pages: admin::manage_system
// or calllog::see_defects). A defect is what the monitor judged one (judge.ts): a defect call open longer than
// defects_timeout, or a probable-defect monitor's criterion over its threshold; it stays on the list until the device
// recovers or someone closes the incident. The selected system only (the transport checked the user's access to it).
import type { GraphQLContext } from '../../context.ts';
import type { DefectList } from '../../generated/graphql.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import { deviceScope } from './incident-scope.ts';
import { incidentView } from './incident-view.ts';

/** More than a ward has devices: the page shows every open defect. */
export const DEFECTS_MAX = 1000;

export function defectList(ctx: GraphQLContext): DefectList {
  const { rows } = ctx.services.incidents.query({
    systemIds: [ctx.systemId],
    // the devices of the caller's call source groups (incident-scope.ts)
    scope: deviceScope(ctx, [ctx.systemId]),
    kinds: ['defects', 'probable_defects'],
    states: ['New', 'Assigned'],
    limit: DEFECTS_MAX,
    offset: 0,
  });
  return {
    time_zone: systemTimeZone(ctx.services.systems.get(ctx.systemId) ?? {}),
    items: rows.map((row) => {
      const v = incidentView(row, ctx.services);
      return {
        incident_id: v.id,
        device_number: v.device_number,
        node_id: v.node_id,
        device_name: v.device_name,
        room_name: v.room_name,
        kind: v.kind,
        severity: v.severity,
        state: v.state,
        detail: v.detail,
        opened_at: v.opened_at,
        since: v.time_opened,
      };
    }),
  };
}
