// GetsGateway against the twin over real loopback sockets (docs/protocols.md §2-§5, ARCHITECTURE §3-§4):
// events arrive, a restarted Gets yields the full open-call list again, every fault becomes a sync
// status (spec 02 §4: online / offline / unauthorized) and nothing throws into the call path.
import { createServer, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTwinSystem, generateWard, serveTwin, type ServedTwin, type TwinSystem } from '@cs/twin';
import { realClock } from '@cs/contracts/clock';
import { waitFor } from '../test-support/wait-for.ts';
import { GetsNetworkGateway } from './gets-network-gateway.ts';
import type { GetsCall } from '@cs/contracts/gets';
import type { GetsGatewayEvent } from './types.ts';
import { GatewayError } from './types.ts';

let twin: TwinSystem;
let served: ServedTwin;
let gateway: GetsNetworkGateway;
let events: GetsGatewayEvent[];

const openCalls = () => {
  // What a consumer mirrors: the last snapshot plus the events after it.
  const calls = new Map<number, GetsCall>();
  for (const e of events) {
    if (e.type === 'snapshot') {
      calls.clear();
      for (const c of e.calls) calls.set(c.id, c);
    }
    if (e.type === 'call.opened') calls.set(e.call.id, e.call);
    if (e.type === 'call.closed') calls.delete(e.call.id);
  }
  return [...calls.values()];
};
const snapshots = () => events.filter((e) => e.type === 'snapshot').length;

function startGateway(credentials: { username?: string; password?: string } = {}, requestTimeoutMs = 2_000) {
  gateway = new GetsNetworkGateway({
    target: () => ({
      host: served.gets.host,
      port: served.gets.port,
      username: credentials.username ?? served.gets.username,
      password: credentials.password ?? served.gets.password,
    }),
    clock: realClock,
    backoff: { initialMs: 20, maxMs: 100 },
    requestTimeoutMs,
  });
  events = [];
  gateway.on((e) => events.push(e));
  gateway.start();
}

beforeEach(async () => {
  twin = createTwinSystem({ ward: generateWard({ seed: 1, size: 'demo' }), clock: realClock });
  served = await serveTwin({ system: twin, ports: { gets: 0, hubs: [] } });
});
afterEach(async () => {
  await gateway?.stop();
  await served.close();
  twin.stop();
});

describe('Gets event stream (docs/protocols.md §3)', () => {
  it('starts with a snapshot, then delivers opened and closed calls in order', async () => {
    startGateway();
    await waitFor(() => gateway.status === 'online' && snapshots() === 1, 'snapshot');
    twin.press(23, 'alert'); // spec 02 §4: alert toggles
    const opened = await waitFor(() => events.find((e) => e.type === 'call.opened'), 'call.opened');
    expect(opened).toMatchObject({ call: { number: 23, call_type_id: 4, is_presence: false } });
    twin.press(23, 'alert');
    await waitFor(() => events.find((e) => e.type === 'call.closed'), 'call.closed');
    expect(openCalls()).toEqual([]);
  });

  it('after the Gets server restarts, the reconnect rebuilds the full open-call list (ARCHITECTURE §3)', async () => {
    startGateway();
    twin.press(23, 'alert');
    twin.press(24); // medallion alert
    await waitFor(() => openCalls().length === 2, 'two open calls');
    const port = served.gets.port;
    await served.close();
    await waitFor(() => gateway.status === 'offline', 'offline while the Gets is down');
    twin.press(10, 'alert'); // happens while nobody listens
    twin.press(23, 'alert'); // and this call closes unseen
    served = await serveTwin({ system: twin, ports: { gets: port, hubs: [] } });
    await waitFor(() => gateway.status === 'online' && snapshots() === 2, 'second snapshot');
    expect(
      openCalls()
        .map((c) => c.number)
        .sort(),
    ).toEqual([10, 24]);
    expect(openCalls()).toEqual(twin.openCalls());
  });

  it('a gap in seq makes it reconnect for a fresh snapshot (resync)', async () => {
    let connections = 0;
    const fake: Server = createServer((socket) => {
      connections += 1;
      socket.once('data', () => {
        socket.write(
          JSON.stringify({
            type: 'snapshot',
            seq: 5,
            at: new Date().toISOString(),
            version: 'x',
            calls: [],
            devices: [],
          }) + '\n',
        );
        if (connections === 1)
          socket.write(
            JSON.stringify({
              type: 'config.changed',
              seq: 7,
              at: new Date().toISOString(),
              kind: 'nodes',
              pending_changes: 1,
            }) + '\n',
          );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as { port: number }).port;
    gateway = new GetsNetworkGateway({
      target: () => ({ host: '127.0.0.1', port, username: 'u', password: 'p' }),
      clock: realClock,
      backoff: { initialMs: 20 },
    });
    events = [];
    gateway.on((e) => events.push(e));
    gateway.start();
    try {
      await waitFor(() => connections === 2 && snapshots() === 2, 'reconnect after the gap');
      expect(events.some((e) => e.type === 'config.changed')).toBe(false); // the event after the gap was not trusted
      expect(gateway.status).toBe('online');
    } finally {
      await gateway.stop();
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});

/** A scripted Gets: each connection, after the client's hello, gets the lines `script(n)` names (n from 1). */
async function scriptedGets(script: (connection: number) => object[]) {
  let connections = 0;
  const fake: Server = createServer((socket) => {
    const n = ++connections;
    socket.once('data', () => {
      for (const line of script(n)) socket.write(JSON.stringify(line) + '\n');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as { port: number }).port;
  gateway = new GetsNetworkGateway({
    target: () => ({ host: '127.0.0.1', port, username: 'u', password: 'p' }),
    clock: realClock,
    backoff: { initialMs: 20 },
  });
  events = [];
  gateway.on((e) => events.push(e));
  gateway.start();
  return {
    connections: () => connections,
    close: async () => {
      await gateway.stop();
      await new Promise((resolve) => fake.close(resolve));
    },
  };
}

const at = () => new Date().toISOString();
const snapshotLine = (seq: number) => ({
  type: 'snapshot',
  seq,
  at: at(),
  version: 'x',
  calls: [],
  devices: [],
});
const changedLine = (seq: number, kind = 'nodes') => ({
  type: 'config.changed',
  seq,
  at: at(),
  kind,
  pending_changes: seq,
});

describe('sequence numbers (docs/protocols.md §3)', () => {
  it('an event of an unknown type takes its number: the next known event is no gap', async () => {
    const gets = await scriptedGets(() => [
      snapshotLine(5),
      { type: 'zone.changed', seq: 6, at: at(), zone: 3 }, // a newer Gets' event
      changedLine(7),
    ]);
    try {
      // the event after the unknown one arrives on the first connection: nothing was taken for a gap
      await waitFor(
        () => events.some((e) => e.type === 'config.changed'),
        'config.changed after the unknown',
      );
      expect(gets.connections()).toBe(1);
      expect(gateway.status).toBe('online');
    } finally {
      await gets.close();
    }
  });

  it('a restarted Gets may count from anywhere: the snapshot sets the number', async () => {
    const gets = await scriptedGets((n) =>
      n === 1
        ? [snapshotLine(40), changedLine(41), { type: 'bye', reason: 'restart' }]
        : [snapshotLine(0), changedLine(1, 'sections')],
    );
    try {
      await waitFor(
        () => events.some((e) => e.type === 'config.changed' && e.kind === 'sections'),
        'the first event after the restart',
      );
      expect(gets.connections()).toBe(2); // no third connection: seq 1 after a snapshot at 0 is no gap
      expect(events.filter((e) => e.type === 'snapshot')).toHaveLength(2);
    } finally {
      await gets.close();
    }
  });
});

describe('faults give a sync status, never an exception (docs/protocols.md §5, spec 02 §4)', () => {
  it('offline: status offline, and online again with a full snapshot once the Gets is back', async () => {
    startGateway();
    await waitFor(() => gateway.status === 'online', 'online');
    twin.getsFault({ offline: true });
    await waitFor(() => gateway.status === 'offline', 'offline');
    await expect(gateway.deviceAction(23, 'EndCalls')).rejects.toMatchObject({ code: 'offline' });
    twin.press(23, 'alert');
    twin.getsFault({ offline: false });
    await waitFor(() => gateway.status === 'online' && openCalls().length === 1, 'back online with the call');
  });

  it('unauthorized: a refused hello and a fault on an open stream both give unauthorized', async () => {
    startGateway({ password: 'wrong' });
    await waitFor(() => gateway.status === 'unauthorized', 'unauthorized (wrong password)');
    await expect(gateway.version()).rejects.toMatchObject({ code: 'unauthorized' });
    await gateway.stop();
    startGateway();
    await waitFor(() => gateway.status === 'online', 'online');
    twin.getsFault({ unauthorized: true });
    await waitFor(() => gateway.status === 'unauthorized', 'unauthorized (fault)');
    twin.getsFault({ unauthorized: false });
    await waitFor(() => gateway.status === 'online', 'online again');
  });

  it('garbage: the stream is not trusted (offline, reconnecting), HTTP answers fail as garbage', async () => {
    startGateway();
    await waitFor(() => gateway.status === 'online', 'online');
    twin.getsFault({ garbage: true });
    twin.press(23, 'alert'); // its line arrives malformed
    await waitFor(() => gateway.status === 'offline', 'offline on a malformed line');
    await expect(gateway.version()).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.version()).rejects.toMatchObject({ code: 'garbage' });
    twin.getsFault({ garbage: false });
    await waitFor(
      () => gateway.status === 'online' && openCalls().length === 1,
      'online with the call after garbage ends',
    );
  });

  it('slow: requests time out per request, the stream stays online and still delivers', async () => {
    startGateway({}, 100);
    await waitFor(() => gateway.status === 'online', 'online');
    twin.getsFault({ slowMs: 300 });
    await expect(gateway.deviceAction(23, 'EndCalls')).rejects.toMatchObject({ code: 'timeout' });
    twin.press(23, 'alert');
    await waitFor(() => openCalls().length === 1, 'the delayed event');
    expect(gateway.status).toBe('online');
  });

  it('HTTP work is reported for getshttp.start/finished/failed (spec 01 §7)', async () => {
    startGateway();
    await waitFor(() => gateway.status === 'online', 'online');
    expect(await gateway.version()).toMatchObject({ product: 'Gets' });
    await expect(gateway.deviceAction(99_999, 'EndCalls')).rejects.toMatchObject({
      code: 'http',
      httpStatus: 404,
    });
    expect(events.filter((e) => e.type === 'http').map((e) => (e as { phase: string }).phase)).toEqual([
      'start',
      'finished',
      'start',
      'failed',
    ]);
  });
});
