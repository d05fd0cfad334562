// Device monitoring's cost (issue 18 budget): a 1,000-bed ward whose radio devices send their supervision heartbeat
// every 10 s through the twin's hubs to the backend, on the real clock. Measured three ways:
// 1. the monitor's own work, timed: one sweep over every device (it runs once a minute) and its share of a minute;
// 2. the backend process's CPU over a window with the monitor running, and over the same window with it stopped
//    (the difference is within the noise of the heartbeats' own parsing, which happens either way);
// 3. heartbeats received per second (nothing of the monitor runs per heartbeat: the sweep reads the gateways' last seen).
// Run: npm run bench -- monitoring   Env: BEDS (1000), HEARTBEAT_S (10), WINDOW_S (60), SWEEPS (20).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { realClock } from '@cs/contracts/clock';
import type { TwinSystem } from '@cs/twin';
import type { HubNetworkGateway } from '../backend/src/gateways/hub-network-gateway.ts';
import { createServer } from '../backend/src/server.ts';

const BEDS = Number(process.env.BEDS ?? 1000);
const HEARTBEAT_S = Number(process.env.HEARTBEAT_S ?? 10);
const WINDOW_S = Number(process.env.WINDOW_S ?? 60);
const SWEEPS = Number(process.env.SWEEPS ?? 20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-monitor-'));
const held: { twin: TwinSystem | null } = { twin: null };
const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  staticDir: null,
  twin: true,
  simulation: {
    systems: [{ id: 1, name: 'Bench-Spital', seed: 7, getsPort: 0, hubPort: 0, size: { beds: BEDS } }],
    onTwin: (_: number, t: TwinSystem) => void (held.twin = t),
  },
  clock: realClock,
  restartAnnounceAgainMs: null,
  seedPasswordHash: async (p) => `bench$${p}`,
});
try {
  const twin = held.twin!;
  twin.setHeartbeats(true, { intervalMs: HEARTBEAT_S * 1000 });
  const hubs = () => server.services.hubs.hubs(1) as HubNetworkGateway[];
  const calls = server.services.calls.system(1)!;
  const t0 = performance.now();
  while (calls.status !== 'online' || hubs().some((g) => g.status !== 'online')) {
    if (performance.now() - t0 > 30_000) throw new Error('the twin did not come online');
    await sleep(50);
  }
  const devices = server.services.systems.get(1)!.nodes.filter((n) => n.number !== null).length;
  const radio = twin.ward.devices.filter((d) => d.hub_id !== null).length;
  // Let the first (random-phase) beats spread over one interval.
  await sleep(HEARTBEAT_S * 1000);

  const window = async () => {
    const beats0 = hubs().reduce((s, g) => s + g.supervisionCount, 0);
    const cpu0 = process.cpuUsage();
    const w0 = performance.now();
    await sleep(WINDOW_S * 1000);
    const cpu = process.cpuUsage(cpu0);
    const wall = performance.now() - w0;
    const beats = hubs().reduce((s, g) => s + g.supervisionCount, 0) - beats0;
    return { cpuPct: ((cpu.user + cpu.system) / 1000 / wall) * 100, beatsPerS: beats / (wall / 1000) };
  };

  const monitor = server.services.monitoring;
  const times: number[] = [];
  for (let i = 0; i < SWEEPS; i++) {
    const s0 = performance.now();
    monitor.sweep();
    times.push(performance.now() - s0);
    await sleep(100);
  }
  times.sort((a, b) => a - b);
  const on = await window();
  monitor.stop();
  const off = await window();
  const p50 = quantile(times, 0.5);
  const p99 = quantile(times, 0.99);
  const { rows: opened } = server.services.incidents.query({ systemIds: [1], limit: 10_000, offset: 0 });
  const kinds = new Map<string, number>();
  for (const r of opened)
    kinds.set(`${r.kind} ${r.severity}`, (kinds.get(`${r.kind} ${r.severity}`) ?? 0) + 1);
  const incidents = [...kinds].map(([k, n]) => `${n} ${k}`).join(', ') || 'none';
  const rows: Array<[string, string]> = [
    ['beds / devices / radio devices', `${BEDS} / ${devices} / ${radio}`],
    ['heartbeat interval', `${HEARTBEAT_S} s`],
    ['heartbeats received', `${on.beatsPerS.toFixed(0)} /s`],
    ['one sweep over every device, p50 / max', `${p50.toFixed(2)} ms / ${p99.toFixed(2)} ms`],
    ['sweeps per minute', '1'],
    ['monitor CPU share (sweep p99 / 60 s)', `${((p99 / 60_000) * 100).toFixed(3)} %`],
    [`backend CPU, ${WINDOW_S} s with the monitor`, `${on.cpuPct.toFixed(1)} %`],
    [`backend CPU, ${WINDOW_S} s without it`, `${off.cpuPct.toFixed(1)} %`],
    ['incidents opened during the run', incidents],
    ['budget: monitoring adds < 5 % CPU', p99 / 60_000 < 0.05 ? 'met' : 'NOT met'],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
