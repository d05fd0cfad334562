// A 24-hour day of a 200-bed ward with the load model (ARCHITECTURE §8, §11: 24 simulated hours in under 10 s of
// wall time, deterministic): the real backend and the twin in one process over loopback sockets, one simulated
// clock that moves only when the system is quiet (scenarios/runner). Runs the day twice and compares the call
// log hash. Run: npm run bench -- ward   (env BEDS=200, SEED=7, HOURS=24, QUANTUM_MS=0)
import { Simulation } from '../scenarios/runner/simulation.ts';
import { parseLocal } from '../scenarios/runner/zoned-time.ts';

const BEDS = Number(process.env.BEDS ?? 200);
const SEED = Number(process.env.SEED ?? 7);
const HOURS = Number(process.env.HOURS ?? 24);
const QUANTUM_MS = Number(process.env.QUANTUM_MS ?? 0);
const START = '2025-01-07 00:00';

interface Run {
  wallMs: number;
  startMs: number;
  calls: number;
  open: number;
  hash: string;
  fired: number;
  waits: number;
  mirrors: boolean;
  devices: number;
  hubs: number;
}

async function wardDay(): Promise<Run> {
  const startedAll = performance.now();
  const sim = await Simulation.start({
    facility: { kind: 'ward', beds: BEDS, seed: SEED },
    startMs: parseLocal(START),
    quantumMs: QUANTUM_MS,
  });
  const startMs = performance.now() - startedAll;
  const twin = sim.twin(1);
  twin.setLoad(true);
  const started = performance.now();
  await sim.advanceBy(HOURS * 3_600_000);
  const wallMs = performance.now() - started;
  const backendOpen =
    sim.services.calls
      .system(1)
      ?.openCalls()
      .map((c) => c.id)
      .sort((a, b) => a - b) ?? [];
  const twinOpen = twin
    .openCalls()
    .map((c) => c.id)
    .sort((a, b) => a - b);
  const run: Run = {
    wallMs,
    startMs,
    calls: sim.callLog(1).length,
    open: backendOpen.length,
    hash: sim.callLogHash(),
    fired: sim.clock.fired,
    waits: sim.quiet.waits,
    mirrors: backendOpen.length === twinOpen.length && backendOpen.every((id, i) => id === twinOpen[i]),
    devices: twin.ward.devices.length,
    hubs: twin.ward.hubs.length,
  };
  twin.setLoad(false);
  await sim.stop();
  return run;
}

const runs = [await wardDay(), await wardDay()];
const simulatedMs = HOURS * 3_600_000;
console.log(
  `ward day: ${BEDS} beds (seed ${SEED}), ${runs[0]!.devices} devices, ${runs[0]!.hubs} hubs, ${HOURS} h from ${START} Europe/Zurich, load model 7 calls/bed/day, quantum ${QUANTUM_MS} ms`,
);
console.log(
  '| run | wall s (day) | start-up s | simulated : wall | timers fired | quiet waits | call log rows | open at end | backend mirrors Gets | call log sha256 |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
runs.forEach((r, i) =>
  console.log(
    `| ${i + 1} | ${(r.wallMs / 1000).toFixed(2)} | ${(r.startMs / 1000).toFixed(2)} | ${Math.round(simulatedMs / r.wallMs)} : 1 | ${r.fired} | ${r.waits} | ${r.calls} | ${r.open} | ${r.mirrors ? 'yes' : 'NO'} | ${r.hash.slice(0, 16)} |`,
  ),
);
const deterministic = runs[0]!.hash === runs[1]!.hash;
const budget = runs.every((r) => r.wallMs < 10_000);
console.log(
  `\ndeterminism: ${deterministic ? 'identical call logs (byte for byte)' : 'CALL LOGS DIFFER'}; budget 24 h < 10 s: ${budget ? 'met' : 'MISSED'}`,
);
process.exit(deterministic && runs.every((r) => r.mirrors) ? 0 : 1);
