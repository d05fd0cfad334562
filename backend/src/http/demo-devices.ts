// The simulated system's devices as the demo console and a trainer's script see them (GET /backend/demo/devices):
// each device by its room, with what device monitoring knows (modules/incidents: battery, the reachability verdict)
// and its radio link in the twin. The room is the nearest room above the device in the tree (a medallion hangs
// below its wearer, the wearer below the room).
import type { DemoDeviceInfo } from '@cs/contracts/demo';
import type { Services } from '../context.ts';
import { DEVICE_KINDS, reachabilityTimeoutMs } from '../modules/incidents/conditions.ts';
import type { SystemTreeNodeRecord } from '../store/config-types.ts';

const MAX_DEPTH = 10; // spec 02 §9 parent chain depth

export function demoDevices(services: Services, systemId: number): DemoDeviceInfo[] {
  const doc = services.systems.get(systemId);
  if (!doc) return [];
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const roomOf = (node: SystemTreeNodeRecord): string | null => {
    let parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    for (let depth = 0; parent && depth < MAX_DEPTH; depth++) {
      if (parent.kind === 'room') return parent.name;
      parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
    }
    return null;
  };
  const settings = services.installation.globalSettings();
  return doc.nodes
    .filter((n) => DEVICE_KINDS.has(n.kind) && typeof n.number === 'number')
    .map((n) => {
      const number = n.number as number;
      const memory = services.monitoring.memories.peek(systemId, number);
      return {
        device_id: number,
        name: n.name,
        room: roomOf(n),
        battery: memory?.battery ?? null,
        reachable: memory?.reachable ?? null,
        link_up: services.demo?.linkUp(systemId, number) ?? true,
        unreachable_after_minutes: reachabilityTimeoutMs(n, doc, settings) / 60_000,
      };
    })
    .sort((a, b) => a.device_id - b.device_id);
}
