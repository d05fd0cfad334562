// What the gateways do with messages the protocol does not allow (docs/protocols.md §3-§5, ARCHITECTURE §4):
// a line or body that breaks its schema, or a message out of place, never reaches the listeners (domain
// code); it is counted, logged once with its reason, and the link resyncs for a fresh snapshot.
import { afterEach, describe, expect, it } from 'vitest';
import { realClock } from '@cs/contracts/clock';
import {
  scriptedGets,
  scriptedHub,
  snapshotLine,
  type ScriptedPeer,
} from '../test-support/scripted-peers.ts';
import { waitFor } from '../test-support/wait-for.ts';
import { GetsNetworkGateway } from './gets-network-gateway.ts';
import { HubNetworkGateway } from './hub-network-gateway.ts';
import type { GetsGatewayEvent, HubGatewayEvent } from './types.ts';

const at = '2025-01-06T06:00:00.000Z';
const call = {
  id: 17,
  call_type_id: 4,
  call_type_text: 'Patientenruf',
  call_source_id: 1,
  call_source_text: 'Zimmer',
  section_id: 1,
  section_name: 'Wohnbereich 1',
  number: 23,
  device_text_short: '101',
  device_text_long: 'Zimmer 101',
  position: null,
  opened_at: at,
  closed_at: null,
  is_presence: false,
};

let peer: ScriptedPeer;
let gateway: GetsNetworkGateway | HubNetworkGateway;
let logs: string[];
afterEach(async () => {
  await gateway.stop();
  await peer.close();
});

function gets(script: (connection: number) => (object | string)[]) {
  return async () => {
    peer = await scriptedGets(script);
    logs = [];
    const g = new GetsNetworkGateway({
      target: () => ({ host: peer.host, port: peer.port, username: 'gets', password: 'gets' }),
      clock: realClock,
      backoff: { initialMs: 20, maxMs: 40 },
      faultLog: (line) => logs.push(line),
    });
    const events: GetsGatewayEvent[] = [];
    g.on((e) => events.push(e));
    gateway = g;
    g.start();
    return { gateway: g, events, of: (type: string) => events.filter((e) => e.type === type) };
  };
}

describe('Gets event stream', () => {
  it('an event that breaks its schema is not delivered; the link resyncs at once and stays online', async () => {
    const { gateway, events, of } = await gets((n) =>
      n === 1
        ? [
            snapshotLine(1),
            { type: 'call.opened', seq: 2, at, call: { ...call, opened_at: '06.01.2025 07:00' } },
          ]
        : [snapshotLine(2), { type: 'call.opened', seq: 3, at, call }],
    )();
    await waitFor(() => of('call.opened').length === 1, 'the call after the resync');
    expect(of('call.opened')).toEqual([{ type: 'call.opened', seq: 3, at, call }]);
    expect(of('snapshot')).toHaveLength(2);
    expect(of('status').map((e) => e.type === 'status' && e.status)).toEqual(['online', 'online']);
    expect(gateway.protocolFaults).toBe(1);
    expect(logs).toEqual([
      expect.stringMatching(
        /^Gets at 127\.0\.0\.1:\d+: protocol fault, invalid call\.opened \(call\.opened_at: .+\)$/,
      ),
    ]);
    expect(events.every((e) => e.type !== 'call.opened' || e.call.opened_at === at)).toBe(true);
  });

  it('an event before the snapshot is out of place: not delivered, the Gets counts as offline until a snapshot', async () => {
    const { gateway, of } = await gets((n) =>
      n === 1 ? [{ type: 'call.opened', seq: 2, at, call }, snapshotLine(2)] : [snapshotLine(5)],
    )();
    await waitFor(() => of('snapshot').length === 1, 'the snapshot of the second connection');
    expect(of('snapshot')).toMatchObject([{ seq: 5 }]);
    expect(of('call.opened')).toEqual([]);
    expect(of('status').map((e) => e.type === 'status' && e.status)).toEqual(['offline', 'online']);
    expect(gateway.protocolFaults).toBe(1);
    expect(logs).toEqual([expect.stringContaining('call.opened before the snapshot')]);
  });

  it('a snapshot that breaks its schema on every connection: never online, retried with backoff, logged once', async () => {
    const device = { number: 23, reachable: true, battery: 140, muted: false, defects_ignored: false };
    const { gateway, of } = await gets(() => [{ ...snapshotLine(1), devices: [device] }])();
    await waitFor(() => peer.connections() >= 4, 'several reconnects');
    expect(of('snapshot')).toEqual([]);
    expect(gateway.status).toBe('offline');
    expect(gateway.protocolFaults).toBeGreaterThanOrEqual(3);
    expect(logs).toEqual([expect.stringMatching(/invalid snapshot \(devices\.0\.battery: .+\)/)]);
  });

  it('a line that is not JSON makes the stream untrustworthy: offline, counted, logged with its reason', async () => {
    const { gateway, of } = await gets((n) =>
      n === 1 ? [snapshotLine(1), '{"type":"call.opened","seq":'] : [],
    )();
    await waitFor(() => gateway.status === 'offline', 'offline');
    expect(of('snapshot')).toHaveLength(1);
    expect(gateway.protocolFaults).toBe(1);
    expect(logs).toEqual([expect.stringContaining('malformed line (not JSON)')]);
  });

  it('a type it does not know and fields it does not know are ignored, not faults (forward compatibility)', async () => {
    const { gateway, of } = await gets(() => [
      { ...snapshotLine(1), site: 'A' },
      // a newer Gets' event: ignored, but it took number 2 (docs/protocols.md §3), so 3 is no gap
      { type: 'call.escalated', seq: 2, at },
      { type: 'call.opened', seq: 3, at, call: { ...call, colour: 'red' } },
    ])();
    await waitFor(() => of('call.opened').length === 1, 'the call');
    expect(of('call.opened')).toEqual([{ type: 'call.opened', seq: 3, at, call }]);
    expect(of('snapshot')[0]).not.toHaveProperty('site');
    expect(gateway.protocolFaults).toBe(0);
    expect(logs).toEqual([]);
  });

  it('an HTTP answer that breaks its schema is a garbage error for the caller, counted and logged', async () => {
    peer = await scriptedHub(() => [], { '/api/v1/version': { product: 'Gets', version: 5 } });
    logs = [];
    gateway = new GetsNetworkGateway({
      target: () => ({ host: peer.host, port: peer.port, username: 'gets', password: 'gets' }),
      clock: realClock,
      faultLog: (line) => logs.push(line),
    });
    await expect(gateway.version()).rejects.toMatchObject({ code: 'garbage' });
    expect(gateway.protocolFaults).toBe(1);
    expect(logs).toEqual([
      expect.stringMatching(/malformed answer \(malformed answer \(HTTP 200\): version: .+\)/),
    ]);
  });
});

describe('hub event stream', () => {
  const hello = (n: number) => ({ type: 'Hello', at, hub_id: 3, searching: n > 1, last_sync: null });

  it('a device event that breaks its schema is not delivered; the hub stream resyncs with a new Hello', async () => {
    peer = await scriptedHub((n) =>
      n === 1
        ? [hello(n), { type: 'BatteryUpdate', at, node: 23, address: '4A3F12C0', battery: 'low' }]
        : [hello(n), { type: 'BatteryUpdate', at, node: 23, address: '4A3F12C0', battery: 39 }],
    );
    logs = [];
    const hub = new HubNetworkGateway({
      hubId: 3,
      target: () => ({ host: peer.host, port: peer.port, username: 'hub', password: 'hub' }),
      clock: realClock,
      backoff: { initialMs: 20 },
      faultLog: (line) => logs.push(line),
    });
    gateway = hub;
    const events: HubGatewayEvent[] = [];
    hub.on((e) => events.push(e));
    hub.start();
    await waitFor(() => events.some((e) => e.type === 'BatteryUpdate'), 'the valid battery update');
    expect(events.filter((e) => e.type === 'BatteryUpdate')).toEqual([
      { type: 'BatteryUpdate', hubId: 3, at, node: 23, address: '4A3F12C0', battery: 39 },
    ]);
    expect(events.filter((e) => e.type === 'hello')).toHaveLength(2);
    expect(hub.status).toBe('online');
    expect(hub.protocolFaults).toBe(1);
    expect(logs).toEqual([
      expect.stringMatching(/^hub 3 at .+: protocol fault, invalid BatteryUpdate \(battery: .+\)$/),
    ]);
  });

  it('a supervision line that breaks its schema does not count as the device heard', async () => {
    peer = await scriptedHub(() => [
      hello(1),
      { type: 'Supervision', at: 'yesterday', node: 23, address: '4A3F12C0' },
    ]);
    const hub = new HubNetworkGateway({
      hubId: 3,
      target: () => ({ host: peer.host, port: peer.port, username: 'hub', password: 'hub' }),
      clock: realClock,
      backoff: { initialMs: 20 },
      faultLog: () => undefined,
    });
    gateway = hub;
    hub.start();
    await waitFor(() => hub.protocolFaults >= 1, 'the fault');
    expect(hub.lastSeen(23)).toBeNull();
    expect(hub.supervisionCount).toBe(0);
  });
});
