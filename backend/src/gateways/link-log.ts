// Link state changes of the gateways in the log (docs/deployment.md "Logs"): a link that comes up at info, one
// that goes down or is refused at warn, with the gateway's reason; a resync (same state, fresh snapshot) at
// debug. The reasons name peers and errors, never credentials (gets- and hub-network-gateway.ts).
import { log } from '../platform/logger.ts';
import type { GetsGatewayEvent, HubGatewayEvent, SyncStatus } from './types.ts';

export type LinkName = { system: number; peer: 'gets' } | { system: number; peer: 'hub'; hub: number };

/** A gateway listener that logs its status events; one per gateway (it remembers the last state). */
export function linkStatusLogger(link: LinkName): (event: GetsGatewayEvent | HubGatewayEvent) => void {
  let last: SyncStatus = 'unknown';
  return (event) => {
    if (event.type !== 'status') return;
    const changed = event.status !== last;
    last = event.status;
    const line = { link, status: event.status, reason: event.reason };
    if (!changed) return log().debug(line, 'link resync');
    if (event.status === 'offline' || event.status === 'unauthorized')
      log().warn(line, `link ${event.status}`);
    else log().info(line, `link ${event.status}`);
  };
}
