// HubGateway against the twin's hub over a real loopback socket (docs/protocols.md §4, §5).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTwinSystem, generateWard, serveTwin, type ServedTwin, type TwinSystem } from '@cs/twin';
import { realClock } from '@cs/contracts/clock';
import { waitFor } from '../test-support/wait-for.ts';
import { HubNetworkGateway } from './hub-network-gateway.ts';
import type { HubGatewayEvent } from './types.ts';

let twin: TwinSystem;
let served: ServedTwin;
let hub: HubNetworkGateway;
let events: HubGatewayEvent[];

beforeEach(async () => {
  twin = createTwinSystem({ ward: generateWard({ seed: 1, size: 'demo' }), clock: realClock });
  served = await serveTwin({ system: twin, ports: { gets: 0, hubs: 0 } });
  const first = served.hubs[0]!;
  hub = new HubNetworkGateway({
    hubId: first.hubId,
    target: () => ({ ...first }),
    clock: realClock,
    backoff: { initialMs: 20, maxMs: 100 },
  });
  events = [];
  hub.on((e) => events.push(e));
  hub.start();
});
afterEach(async () => {
  await hub.stop();
  await served.close();
  twin.stop();
});

describe('hub gateway', () => {
  it('is online after the hello and reports status with last sync', async () => {
    await waitFor(() => hub.status === 'online', 'online');
    expect(await hub.hubStatus()).toMatchObject({ id: hub.hubId, status: 'online', searching: false });
  });

  it('device search: a magnet contact arrives with address and node while search is on (spec 02 §4 hub polling)', async () => {
    await waitFor(() => hub.status === 'online', 'online');
    expect(await hub.setSearch(true)).toBe(true);
    const device = twin.ward.devices.find((d) => d.hub_id === hub.hubId && d.link === 'radio')!;
    twin.magnetContact(device.id);
    const contact = await waitFor(() => events.find((e) => e.type === 'MagnetContact'), 'magnet contact');
    expect(contact).toMatchObject({ node: device.id, address: device.serial });
  });

  it('hub offline: status offline without a throw, online again when it returns', async () => {
    await waitFor(() => hub.status === 'online', 'online');
    twin.hubOffline(hub.hubId);
    await waitFor(() => hub.status === 'offline', 'offline');
    await expect(hub.hubStatus()).rejects.toMatchObject({ code: 'offline' });
    twin.hubOffline(hub.hubId, false);
    await waitFor(() => hub.status === 'online', 'online again');
  });

  it("device supervision: each Supervision line updates the device's last seen, and is not passed on as an event", async () => {
    await waitFor(() => hub.status === 'online', 'online');
    const mine = twin.ward.devices.filter((d) => d.hub_id === hub.hubId);
    expect(mine.length).toBeGreaterThan(0);
    expect(hub.lastSeen(mine[0]!.id)).toBeNull();
    const before = Date.now();
    twin.setHeartbeats(true, { intervalMs: 50 });
    await waitFor(
      () => mine.every((d) => (hub.lastSeen(d.id) ?? 0) >= before - 5),
      'every device of the hub seen',
    );
    expect(hub.supervisionCount).toBeGreaterThanOrEqual(mine.length);
    expect(events.some((e) => (e.type as string) === 'Supervision')).toBe(false);
    // A device on another hub is not this hub's to report.
    const other = twin.ward.devices.find((d) => d.hub_id !== null && d.hub_id !== hub.hubId);
    if (other) expect(hub.lastSeen(other.id)).toBeNull();
    twin.setHeartbeats(false);
  });
});
