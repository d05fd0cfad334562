// A 24-hour day of a 200-bed ward with the load model (ARCHITECTURE §8, §11: 24 simulated hours in under 10 s of
// wall time, deterministic): the real backend and the twin in one process over loopback sockets, one simulated
// clock that moves only when the system is quiet (scenarios/runner). Runs the day ROUNDS times, each in a fresh
// simulation, and measures the process's CPU time (process.cpuUsage: user + system, all threads) beside wall time:
// on a shared machine the wall time of a round moves by a factor of 2-10, its CPU time far less.
// Compared against bench/ward-day.baseline.json: the call log must be the recorded one byte for byte, and the best
// round's CPU time may exceed the recorded one by at most 20 %; either failure is shouted and exits 1.
// Run: npm run bench -- ward-day   (env BEDS=200, SEED=7, HOURS=24, QUANTUM_MS=0, ROUNDS=3; RECORD_BASELINE=1 to
// record this machine's figures as the new baseline, with the default parameters only)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Simulation } from '../scenarios/runner/simulation.ts';
import { parseLocal } from '../scenarios/runner/zoned-time.ts';
import {
  describeMachine,
  machineKind,
  readBaseline,
  regression,
  sameKind,
  shout,
  writeBaseline,
  type MachineKind,
} from './lib/baseline.ts';

const DEFAULTS = { beds: 200, seed: 7, hours: 24, quantumMs: 0 };
const params = {
  beds: Number(process.env.BEDS ?? DEFAULTS.beds),
  seed: Number(process.env.SEED ?? DEFAULTS.seed),
  hours: Number(process.env.HOURS ?? DEFAULTS.hours),
  quantumMs: Number(process.env.QUANTUM_MS ?? DEFAULTS.quantumMs),
};
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const START = '2025-01-07 00:00';
const BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ward-day.baseline.json');
/** A round slower than the baseline by more than this fails the bench. */
const TOLERANCE = 0.2;
const BUDGET_WALL_S = 10;

interface Baseline {
  bench: 'ward-day';
  recorded: string;
  machine: MachineKind;
  params: typeof DEFAULTS;
  /** the best round's CPU and wall time of the simulated day, seconds */
  cpuSeconds: number;
  wallSeconds: number;
  timersFired: number;
  callLogRows: number;
  callLogSha256: string;
  note: string;
}

interface Round {
  wallMs: number;
  cpuMs: number;
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

async function wardDay(): Promise<Round> {
  const startedAll = performance.now();
  const sim = await Simulation.start({
    facility: { kind: 'ward', beds: params.beds, seed: params.seed },
    startMs: parseLocal(START),
    quantumMs: params.quantumMs,
  });
  const startMs = performance.now() - startedAll;
  const twin = sim.twin(1);
  twin.setLoad(true);
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  await sim.advanceBy(params.hours * 3_600_000);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
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
  const round: Round = {
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
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
  return round;
}

const loadBefore = os.loadavg()[0]!.toFixed(1);
const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) rounds.push(await wardDay());

const s = (ms: number) => (ms / 1000).toFixed(2);
const simulatedMs = params.hours * 3_600_000;
const first = rounds[0]!;
console.log(
  `ward day: ${params.beds} beds (seed ${params.seed}), ${first.devices} devices, ${first.hubs} hubs, ${params.hours} h from ${START} Europe/Zurich, load model 7 calls/bed/day, quantum ${params.quantumMs} ms`,
);
console.log(
  `machine: ${describeMachine(machineKind())}; load average (1 min) ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after`,
);
console.log(
  '| round | wall s (day) | CPU s (day) | CPU / wall | start-up s | simulated : wall | timers fired | quiet waits | call log rows | open at end | backend mirrors Gets | call log sha256 |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
rounds.forEach((r, i) =>
  console.log(
    `| ${i + 1} | ${s(r.wallMs)} | ${s(r.cpuMs)} | ${(r.cpuMs / r.wallMs).toFixed(2)} | ${s(r.startMs)} | ${Math.round(simulatedMs / r.wallMs)} : 1 | ${r.fired} | ${r.waits} | ${r.calls} | ${r.open} | ${r.mirrors ? 'yes' : 'NO'} | ${r.hash.slice(0, 16)} |`,
  ),
);

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { best: sorted[0]!, median: sorted[Math.floor((sorted.length - 1) / 2)]!, worst: sorted.at(-1)! };
};
const wall = spread(rounds.map((r) => r.wallMs));
const cpu = spread(rounds.map((r) => r.cpuMs));
console.log(
  `\nwall s best/median/worst ${s(wall.best)} / ${s(wall.median)} / ${s(wall.worst)} (worst ${pct(wall.worst / wall.best - 1)} over best); ` +
    `CPU s ${s(cpu.best)} / ${s(cpu.median)} / ${s(cpu.worst)} (worst ${pct(cpu.worst / cpu.best - 1)} over best)`,
);
const deterministic = rounds.every((r) => r.hash === first.hash && r.fired === first.fired);
const mirrors = rounds.every((r) => r.mirrors);
console.log(
  `determinism: ${deterministic ? `identical call logs in all ${ROUNDS} rounds (byte for byte)` : 'CALL LOGS DIFFER BETWEEN ROUNDS'}; ` +
    `budget 24 h < ${BUDGET_WALL_S} s wall: ${wall.best < BUDGET_WALL_S * 1000 ? 'met' : 'MISSED'} (best round)`,
);

const failures: string[] = [];
if (!deterministic)
  failures.push('the rounds wrote different call logs: the simulation is not deterministic');
if (!mirrors) failures.push("the backend's open calls differ from the twin's at the end of a round");
const isDefault = (Object.keys(DEFAULTS) as Array<keyof typeof DEFAULTS>).every(
  (k) => params[k] === DEFAULTS[k],
);
const baseline = readBaseline<Baseline>(BASELINE_FILE);

if (process.env.RECORD_BASELINE === '1') {
  if (!isDefault || failures.length > 0) {
    failures.push('not recorded: a baseline is recorded with the default parameters from a clean run only');
  } else {
    writeBaseline(BASELINE_FILE, {
      bench: 'ward-day',
      recorded: new Date().toISOString().slice(0, 10),
      machine: machineKind(),
      params: DEFAULTS,
      cpuSeconds: Number(s(cpu.best)),
      wallSeconds: Number(s(wall.best)),
      timersFired: first.fired,
      callLogRows: first.calls,
      callLogSha256: first.hash,
      note: baseline?.note ?? '',
    } satisfies Baseline);
    console.log(`baseline recorded in ${path.relative(process.cwd(), BASELINE_FILE)}`);
  }
} else if (!baseline) {
  failures.push(`no baseline at ${BASELINE_FILE}: record one with RECORD_BASELINE=1`);
} else if (!isDefault) {
  console.log('baseline: not compared (parameters differ from the defaults it was recorded with)');
} else {
  const cpuBy = regression(cpu.best / 1000, baseline.cpuSeconds);
  const wallBy = regression(wall.best / 1000, baseline.wallSeconds);
  const where = sameKind(baseline.machine, machineKind())
    ? 'the same kind of machine'
    : `ANOTHER KIND OF MACHINE (${describeMachine(baseline.machine)})`;
  console.log(
    `baseline of ${baseline.recorded} on ${where}: CPU ${baseline.cpuSeconds.toFixed(2)} s, wall ${baseline.wallSeconds.toFixed(2)} s; ` +
      `this run's best: CPU ${pct(cpuBy)}, wall ${pct(wallBy)} (wall is only comparable on a quiet machine)`,
  );
  if (first.hash !== baseline.callLogSha256 || first.fired !== baseline.timersFired)
    failures.push(
      `the call log is no longer the recorded one (sha256 ${first.hash.slice(0, 16)}, ${first.fired} timers; ` +
        `recorded ${baseline.callLogSha256.slice(0, 16)}, ${baseline.timersFired}): a change of behaviour. ` +
        'If it is intended, record the baseline again and say why in the commit.',
    );
  if (cpuBy > TOLERANCE)
    failures.push(
      `REGRESSION: the best round took ${s(cpu.best)} s of CPU, ${pct(cpuBy)} over the baseline's ${baseline.cpuSeconds.toFixed(2)} s ` +
        `(tolerance ${pct(TOLERANCE)}). Profile it: HOURS=12 node --cpu-prof --import tsx bench/ward-day.ts`,
    );
}

if (failures.length > 0) {
  shout(['ward-day FAILED', ...failures]);
  process.exit(1);
}

function pct(share: number): string {
  return `${share >= 0 ? '+' : ''}${(share * 100).toFixed(0)} %`;
}
