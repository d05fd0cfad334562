// Press-to-display matrix (ARCHITECTURE §11): twin button press -> Gets stream (loopback TCP) ->
// GetsGateway -> CallService -> callsChanged over graphql-ws -> N subscribed display clients, N = 1, 50, 200,
// 500, with bursts of 20 calls/s for 10 s over a list of background calls. The clients run in a child process
// (bench/lib/display-clients.ts), so their parsing does not share the server's event loop. Each run is done
// twice: with the shared execution (one execution per change) and with CS_SHARED_SUBSCRIPTIONS=off
// (graphql-ws executing per subscriber), and the table gives the ratio of their p99.
// The call system is a generated ward of DEVICES (2,000) devices whose radio devices send their supervision
// heartbeat (docs/protocols.md §4 Supervision) every HEARTBEAT_S seconds during the whole run, through their
// hubs' event streams to the backend's hub gateways; the table gives the heartbeat rate the backend received.
// Run: npm run bench -- press-to-display   Env: SIZES (1,50,200,500), RATE (20/s), BURST_S (10), BACKGROUND_CALLS (13),
// MODES (shared,per-subscriber), CLIENT (raw: timestamp on frame arrival; graphql-ws: full client parse),
// DEVICES (2000; 0 = the 28-device demo ward of earlier runs), HEARTBEAT_S (10; 0 = no heartbeats), PORT (8180).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { realClock } from '@cs/contracts/clock';
import { generateWard, type TwinSystem, type Ward } from '@cs/twin';
import { createServer } from '../backend/src/server.ts';
import type { CallsChange } from '../backend/src/generated/graphql.ts';
import type { HubNetworkGateway } from '../backend/src/gateways/hub-network-gateway.ts';

const SIZES = (process.env.SIZES ?? '1,50,200,500').split(',').map(Number);
const MODES = (process.env.MODES ?? 'shared,per-subscriber').split(',');
const RATE = Number(process.env.RATE ?? 20);
const BURST_S = Number(process.env.BURST_S ?? 10);
const PORT = Number(process.env.PORT ?? 8180);
const DEVICES = Number(process.env.DEVICES ?? 2000);
const HEARTBEAT_S = Number(process.env.HEARTBEAT_S ?? 10);
const WARD_SEED = 7;

/** The smallest generated ward with at least `devices` devices (about 1.8 devices per bed). */
function wardOf(devices: number): { beds: number; ward: Ward } {
  let beds = Math.ceil(devices / 1.85);
  for (;;) {
    const ward = generateWard({ seed: WARD_SEED, size: { beds } });
    if (ward.devices.length >= devices) return { beds, ward };
    beds += Math.max(1, Math.ceil((devices - ward.devices.length) / 2));
  }
}
const big = DEVICES > 0 ? wardOf(DEVICES) : null;
const twoButtons = big?.ward.devices.filter((d) => d.kind === 'two-button').map((d) => d.id) ?? [];
// Two-button devices ('Zimmer ...'): of the demo ward, or spread over the big ward's floors.
const spread = (ids: number[], count: number, offset: number) =>
  Array.from({ length: count }, (_, i) => ids[Math.floor(((i + offset / 2) * ids.length) / count)]!);
const PRESS_DEVICES = big ? spread(twoButtons, 7, 0) : [23, 25, 35, 39, 42, 46, 50];
const BACKGROUND_DEVICES = big
  ? spread(
      twoButtons.filter((id) => !PRESS_DEVICES.includes(id)),
      13,
      1,
    )
  : [20, 24, 26, 27, 28, 32, 36, 40, 43, 47, 51, 52, 53];
const BACKGROUND_CALLS = Number(process.env.BACKGROUND_CALLS ?? BACKGROUND_DEVICES.length);
const radioDevices = big?.ward.devices.filter((d) => d.hub_id !== null).length ?? 0;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const f = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-').padStart(8);
const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  mode: string;
  n: number;
  presses: number;
  deliveries: number;
  expected: number;
  unattributed: number;
  errors: number;
  one: number[];
  all: number[];
  loopP99: number;
  listSize: number;
  /** Supervision lines the backend's hub gateways received per second during the burst, and sent by the twin's hubs. */
  heartbeatsPerS: number;
  heartbeatsSentPerS: number;
}

async function run(mode: string, n: number): Promise<Row> {
  process.env.CS_SHARED_SUBSCRIPTIONS = mode === 'shared' ? 'on' : 'off';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-p2d-'));
  const held: { twin: TwinSystem | null } = { twin: null };
  const simulation = big
    ? {
        systems: [
          { id: 1, name: 'Bench-Spital', seed: WARD_SEED, getsPort: 0, hubPort: 0, size: { beds: big.beds } },
        ],
        onTwin: (_: number, t: TwinSystem) => void (held.twin = t),
      }
    : undefined;
  // The simulation runs the twin on the server's clock: the twin's wall clock, which (unlike a bare
  // setTimeout) keeps the generated ward's weeks-long radio link timers long.
  const server = await createServer({
    port: PORT,
    host: '127.0.0.1',
    dataDir,
    staticDir: null,
    twin: true,
    simulation,
    clock: realClock,
    restartAnnounceAgainMs: null,
    seedPasswordHash: async (p) => `bench$${p}`,
  });
  // Heartbeats from the start, so their first (random-phase) beats are long spread out when the burst begins.
  const twin = held.twin as TwinSystem | null;
  if (twin && HEARTBEAT_S > 0) twin.setHeartbeats(true, { intervalMs: HEARTBEAT_S * 1000 });
  let sent = 0;
  const offSent = twin?.subscribe((e) => {
    if (e.source === 'hub' && e.event.type === 'supervision') sent += 1;
  });
  const hubGateways = () => server.services.hubs.hubs(1) as HubNetworkGateway[];
  const received = () => hubGateways().reduce((sum, g) => sum + g.supervisionCount, 0);
  const demo = server.services.demo!;
  const calls = server.services.calls.system(1)!;
  const child = fork(path.resolve('bench/lib/display-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  try {
    const t0 = performance.now();
    while (calls.status !== 'online' || hubGateways().some((g) => g.status !== 'online')) {
      if (performance.now() - t0 > 15_000) throw new Error('the twin did not come online');
      await sleep(10);
    }
    let background = 0;
    for (const id of BACKGROUND_DEVICES)
      if (background < BACKGROUND_CALLS && demo.trigger(1, { deviceId: id, callTypeId: 4, close: false }))
        background += 1;
    while (calls.openCalls().length < background) await sleep(10);

    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${n} clients not subscribed within 60 s`)), 60_000);
      child.on('message', (m: { type: string }) => {
        if (m.type === 'ready') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.send({ type: 'start', url: `ws://127.0.0.1:${PORT}/ws/backend`, n });
    await ready;
    await sleep(500);

    // Attribute every change to the press that caused it (FIFO), checking that its list agrees.
    const pending: { at: number; device: number; open: boolean }[] = [];
    const pressAt = new Map<number, number>();
    let unattributed = 0;
    const off = calls.subscribe((change: CallsChange) => {
      const press = pending.shift();
      if (!press) return void (unattributed += 1);
      const has = change.calls.some((c) => c.number === press.device);
      if (has !== press.open) unattributed += 1;
      else pressAt.set(change.sequence, press.at);
    });
    const open = new Set<number>();
    let presses = 0;
    loop.enable();
    const received0 = received();
    const sent0 = sent;
    const started = performance.now();
    for (let i = 0; performance.now() - started < BURST_S * 1000; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const device = PRESS_DEVICES[i % PRESS_DEVICES.length]!;
      const close = open.has(device);
      const at = epochNow();
      if (demo.trigger(1, { deviceId: device, callTypeId: 4, close })) {
        pending.push({ at, device, open: !close });
        if (close) open.delete(device);
        else open.add(device);
        presses += 1;
      }
    }
    const burstS = (performance.now() - started) / 1000;
    const heartbeatsPerS = (received() - received0) / burstS;
    const heartbeatsSentPerS = (sent - sent0) / burstS;
    await sleep(3_000);
    loop.disable();
    off();
    const data = await new Promise<{ deliveries: [number, number[]][]; errors: number }>((resolve) => {
      child.on(
        'message',
        (m: { type: string; deliveries: [number, number[]][]; errors: number }) =>
          m.type === 'data' && resolve(m),
      );
      child.send({ type: 'collect' });
    });
    const one: number[] = [];
    const all: number[] = [];
    let deliveries = 0;
    for (const [sequence, times] of data.deliveries) {
      const at = pressAt.get(sequence);
      if (at === undefined) continue;
      deliveries += times.length;
      for (const t of times) one.push(t - at);
      if (times.length === n) all.push(Math.max(...times) - at);
    }
    return {
      mode,
      n,
      presses,
      deliveries,
      expected: pressAt.size * n,
      unattributed,
      errors: data.errors,
      one,
      all,
      loopP99: loop.percentile(99) / 1e6,
      listSize: background + PRESS_DEVICES.length,
      heartbeatsPerS,
      heartbeatsSentPerS,
    };
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    offSent?.();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const n of SIZES) {
  for (const mode of MODES) {
    const row = await run(mode, n);
    rows.push(row);
    const s1 = [...row.one].sort((a, b) => a - b);
    console.log(
      `  ${mode} n=${n}: p99 ${quantile(s1, 0.99).toFixed(1)} ms, ${row.deliveries}/${row.expected} deliveries`,
    );
  }
}

console.log(
  `\npress -> callsChanged at N graphql-ws display clients (own process), ${RATE} presses/s for ${BURST_S} s, up to ${rows[0]?.listSize ?? '?'} calls in the list, loopback, Node ${process.versions.node}`,
);
console.log(
  big
    ? `ward: ${big.ward.devices.length} devices (${radioDevices} radio on ${big.ward.hubs.length} hubs, ${big.beds} beds), supervision heartbeat ${HEARTBEAT_S > 0 ? `every ${HEARTBEAT_S} s ±10 % per radio device = ${(radioDevices / HEARTBEAT_S).toFixed(0)}/s nominal` : 'off'}`
    : 'ward: the 28-device demo ward, no heartbeats',
);
console.log(
  'execution       N  presses  deliveries/expected  | one delivery (ms)   p50      p90      p99      max  | all N have it (ms) p50      p99      max | server loop p99 | heartbeats/s rcvd (sent)',
);
for (const r of rows) {
  const a = [...r.one].sort((x, y) => x - y);
  const b = [...r.all].sort((x, y) => x - y);
  console.log(
    `${r.mode.padEnd(14)} ${String(r.n).padStart(3)} ${String(r.presses).padStart(8)} ${`${r.deliveries}/${r.expected}`.padStart(20)}  |            ${f(quantile(a, 0.5))} ${f(quantile(a, 0.9))} ${f(quantile(a, 0.99))} ${f(a.at(-1) ?? NaN)}  |           ${f(quantile(b, 0.5))} ${f(quantile(b, 0.99))} ${f(b.at(-1) ?? NaN)} | ${f(r.loopP99)}        | ${r.heartbeatsPerS.toFixed(1).padStart(8)} (${r.heartbeatsSentPerS.toFixed(1)})${r.unattributed ? `  (${r.unattributed} changes unattributed)` : ''}${r.errors ? ` (${r.errors} client errors)` : ''}`,
  );
}
const p99 = (r: Row | undefined) =>
  r
    ? quantile(
        [...r.one].sort((x, y) => x - y),
        0.99,
      )
    : NaN;
console.log('\nratio per-subscriber / shared (p99 of one delivery):');
for (const n of SIZES) {
  const shared = rows.find((r) => r.n === n && r.mode === 'shared');
  const per = rows.find((r) => r.n === n && r.mode === 'per-subscriber');
  if (shared && per)
    console.log(
      `  N=${String(n).padStart(3)}: ${(p99(per) / p99(shared)).toFixed(2)}x  (${p99(per).toFixed(1)} / ${p99(shared).toFixed(1)} ms)`,
    );
}
const budget = (n: number, ms: number) => {
  const r = rows.find((x) => x.n === n && x.mode === 'shared');
  if (r)
    console.log(
      `target p99 < ${ms} ms at ${n} displays: ${p99(r).toFixed(1)} ms ${p99(r) < ms ? 'met' : 'MISSED'}`,
    );
};
budget(50, 100);
budget(500, 250);
