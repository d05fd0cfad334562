// Bounds on what the gateways read from a Gets or hub (docs/protocols.md §3, §6; issue 33): a stream line or an
// HTTP answer over its limit is a protocol fault (counted, logged, the link drops and comes back with backoff), and
// a peer that takes the hello but never answers is offline after the request timeout, not after 30 s of silence.
import { afterEach, describe, expect, it } from 'vitest';
import { realClock, SimulatedClock } from '@cs/contracts/clock';
import {
  scriptedGets,
  scriptedHub,
  silentPeer,
  snapshotLine,
  type ScriptedPeer,
} from '../test-support/scripted-peers.ts';
import { waitFor } from '../test-support/wait-for.ts';
import { GetsNetworkGateway } from './gets-network-gateway.ts';
import { httpCall } from './http-request.ts';
import { HubNetworkGateway } from './hub-network-gateway.ts';
import { MAX_ANSWER_BYTES, MAX_GETS_LINE_BYTES, MAX_HUB_LINE_BYTES } from './network-limits.ts';
import type { StreamGatewayOptions } from './stream-gateway.ts';
import type { SyncStatus } from './types.ts';

let peer: ScriptedPeer;
let gateway: GetsNetworkGateway | HubNetworkGateway | null = null;
afterEach(async () => {
  await gateway?.stop();
  gateway = null;
  await peer.close();
});

const at = '2025-01-06T06:00:00.000Z';
const hello = { type: 'Hello', at, hub_id: 3, searching: false, last_sync: null };

function linkOf(logs: string[], clock = realClock): StreamGatewayOptions {
  return {
    target: () => ({ host: peer.host, port: peer.port, username: 'u', password: 'p' }),
    clock,
    backoff: { initialMs: 20, maxMs: 40 },
    faultLog: (line) => logs.push(line),
  };
}

function watch(g: GetsNetworkGateway | HubNetworkGateway): SyncStatus[] {
  const statuses: SyncStatus[] = [];
  g.on((e) => void (e.type === 'status' && statuses.push(e.status)));
  gateway = g;
  g.start();
  return statuses;
}

describe('line limits', () => {
  it('a Gets stream line over 16 MiB without a line end: offline, counted, logged; reconnects for a snapshot', async () => {
    peer = await scriptedGets((n) =>
      n === 1 ? [snapshotLine(1), 'x'.repeat(MAX_GETS_LINE_BYTES + 1)] : [snapshotLine(2)],
    );
    const logs: string[] = [];
    const gets = new GetsNetworkGateway(linkOf(logs));
    const statuses = watch(gets);
    await waitFor(() => statuses.length === 3, 'online, offline, online');
    expect(statuses).toEqual(['online', 'offline', 'online']);
    expect(gets.protocolFaults).toBe(1);
    expect(logs).toEqual([
      expect.stringMatching(
        /^Gets at 127\.0\.0\.1:\d+: protocol fault, line too long \(more than 16777216 bytes/,
      ),
    ]);
  });

  it('a hub stream line over 1 MiB: offline, counted; the next stream brings the hub back', async () => {
    peer = await scriptedHub((n) => (n === 1 ? [hello, 'y'.repeat(MAX_HUB_LINE_BYTES + 1)] : [hello]));
    const logs: string[] = [];
    const hub = new HubNetworkGateway({ hubId: 3, ...linkOf(logs) });
    const statuses = watch(hub);
    await waitFor(() => statuses.length === 3, 'online, offline, online');
    expect(statuses).toEqual(['online', 'offline', 'online']);
    expect(hub.protocolFaults).toBe(1);
    expect(logs).toEqual([expect.stringContaining('protocol fault, line too long')]);
  });
});

describe('answer limits', () => {
  it('an HTTP answer over 16 MiB fails as garbage, counted and logged; nothing of it is returned', async () => {
    peer = await scriptedHub(() => [], { '/api/v1/status': 'z'.repeat(MAX_ANSWER_BYTES + 1) });
    const logs: string[] = [];
    const hub = new HubNetworkGateway({ hubId: 3, ...linkOf(logs) });
    gateway = hub;
    await expect(hub.hubStatus()).rejects.toMatchObject({ code: 'garbage' });
    expect(hub.protocolFaults).toBe(1);
    expect(logs).toEqual([expect.stringContaining('protocol fault, answer too large')]);
  });

  it('a body sent without its length is cut off at the limit as well', async () => {
    peer = await scriptedHub(() => ['a'.repeat(600)]);
    const target = { host: peer.host, port: peer.port, username: 'u', password: 'p' };
    // the event stream is chunked and never ends: the limit, not the end, settles the request
    const answer = httpCall(target, realClock, 'GET', '/api/v1/events', {}, 5_000, 512);
    await expect(answer).rejects.toMatchObject({ code: 'garbage', message: 'answer over 512 bytes' });
  });
});

describe('hello timeout (docs/protocols.md §3)', () => {
  it('a Gets that takes the hello and never answers is offline after the request timeout and tried again', async () => {
    peer = await silentPeer();
    const clock = new SimulatedClock(Date.UTC(2025, 0, 6, 8));
    const gets = new GetsNetworkGateway({ ...linkOf([], clock), requestTimeoutMs: 10_000 });
    const statuses = watch(gets);
    await waitFor(() => peer.connections() === 1, 'the first connection');
    clock.advance(9_999);
    expect(statuses).toEqual([]);
    clock.advance(1);
    expect(statuses).toEqual(['offline']);
    clock.advance(20);
    await waitFor(() => peer.connections() === 2, 'the retry');
  });

  it("a hub that takes the stream's request and never answers is offline after the request timeout too", async () => {
    peer = await silentPeer();
    const clock = new SimulatedClock(Date.UTC(2025, 0, 6, 8));
    const hub = new HubNetworkGateway({ hubId: 3, ...linkOf([], clock), requestTimeoutMs: 10_000 });
    const statuses = watch(hub);
    await waitFor(() => peer.connections() === 1, 'the first connection');
    clock.advance(10_000);
    expect(statuses).toEqual(['offline']);
    clock.advance(20);
    await waitFor(() => peer.connections() === 2, 'the retry');
  });
});
