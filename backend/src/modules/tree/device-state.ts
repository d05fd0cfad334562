// A device's battery and reachability as the monitor knows them (modules/incidents device-memory), for the tree's
// rows and the node form (spec 01 §4 battery display, spec 02 §8 unreachable icon). Keyed by the node's device
// number; nodes without one (rooms, floors) have neither.
import type { GraphQLContext } from '../../context.ts';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';

export interface DeviceState {
  battery: number | null;
  /** the monitor's verdict; null: not judged yet (or not a device) */
  reachable: boolean | null;
}

export type DeviceStateOf = (node: Pick<SystemTreeNodeRecord, 'number'>) => DeviceState;

const NONE: DeviceState = { battery: null, reachable: null };

export function deviceStates(ctx: GraphQLContext, systemId: number): DeviceStateOf {
  const { memories } = ctx.services.monitoring;
  return (node) => {
    if (node.number === null || node.number === undefined) return NONE;
    const memory = memories.peek(systemId, node.number);
    return memory ? { battery: memory.battery, reachable: memory.reachable } : NONE;
  };
}
