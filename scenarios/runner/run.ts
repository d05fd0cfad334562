// Runs one scenario: validate, start backend + twin on one simulated clock, play the steps, judge the
// expectations, and write a readable timeline (what was done, what the backend saw, each verdict).
import type { Ward } from '@cs/twin';
import { act } from './act.ts';
import type { ScenarioResult } from './result.ts';
import { describeEvent, describeMessage, describeStep } from './describe.ts';
import { evaluate, type Cursors, type Verdict } from './expectations.ts';
import type { Scenario, Step } from './format.ts';
import { stopPhones } from './phones.ts';
import { Simulation } from './simulation.ts';
import { validateScenario } from './validate.ts';
import { formatLocal, parseDuration, parseLocal } from './zoned-time.ts';

export type { ScenarioResult } from './result.ts';

export interface RunOptions {
  /** receives each timeline line; default: nothing (the suite prints failures only) */
  print?: (line: string) => void;
  /** timeline detail: every backend event (true) or a summary when many happen in one step */
  verbose?: boolean;
}

const EVENT_LINES_PER_STEP = 14;

export async function runScenario(scenario: Scenario, options: RunOptions = {}): Promise<ScenarioResult> {
  const print = options.print ?? (() => {});
  const wards = validateScenario(scenario);
  const started = performance.now();
  const startMs = parseLocal(scenario.start);
  const sim = await Simulation.start({
    facility: scenario.facility,
    startMs,
    quantumMs: scenario.quantum === undefined ? 0 : (parseDuration(scenario.quantum) ?? 0),
  });
  const result: ScenarioResult = {
    name: scenario.name,
    passed: 0,
    failed: 0,
    failures: [],
    wallMs: 0,
    simulatedMs: 0,
    callLogRows: 0,
    callLogHash: '',
  };
  const cursors: Cursors = {
    messages: 0,
    audit: sim.services.audit.list(500).length,
    pushes: 0,
    sendLog: 0,
  };
  const { pushes, offs } = recordPushes(sim, wards);
  const flush = timeline(sim, wards, print, options.verbose ?? false);

  printOutline(scenario, wards, startMs, print);
  flush();
  try {
    for (const [index, step] of scenario.steps.entries()) {
      const ward = wards.get(step.system ?? 1) as Ward;
      if (step.kind.startsWith('expect')) {
        const verdict = await judge(sim, step, ward, cursors, pushes);
        const label = step.label ? `${step.label}: ` : '';
        if (verdict.ok) {
          result.passed++;
          print(`${formatLocal(sim.now())}  ✓ ${label}${verdict.detail}`);
        } else {
          result.failed++;
          const line = `${step.where} step ${index + 1} ${step.kind}: ${label}${verdict.detail}`;
          result.failures.push(line);
          print(`${formatLocal(sim.now())}  ✗ ${label}${verdict.detail}   (${step.where})`);
        }
        continue;
      }
      print(`${formatLocal(sim.now())}  ${describeStep(step, ward)}`);
      await act(sim, step, result, print);
      flush();
    }
  } finally {
    for (const off of offs) off();
    stopPhones(sim);
    result.simulatedMs = sim.now() - startMs;
    result.callLogRows = [...wards.keys()].reduce((n, id) => n + sim.callLog(id).length, 0);
    result.callLogHash = sim.callLogHash();
    await sim.stop();
    result.wallMs = performance.now() - started;
  }
  print(
    `  ${result.passed} passed, ${result.failed} failed; ${(result.simulatedMs / 3_600_000).toFixed(2)} h simulated in ${(result.wallMs / 1000).toFixed(2)} s; call log ${result.callLogRows} rows, sha256 ${result.callLogHash.slice(0, 16)}`,
  );
  return result;
}

type Pushes = Map<number, Array<{ at: number; calls: string[]; link: string | null }>>;

/** Every call list the backend pushes to a display (callsChanged), per system, for expectCallsChanged. */
function recordPushes(
  sim: Simulation,
  wards: Map<number, Ward>,
): { pushes: Pushes; offs: Array<() => void> } {
  const pushes: Pushes = new Map();
  const offs: Array<() => void> = [];
  for (const systemId of wards.keys()) {
    const list: Array<{ at: number; calls: string[]; link: string | null }> = [];
    pushes.set(systemId, list);
    const calls = sim.services.calls.system(systemId);
    if (calls)
      offs.push(
        calls.subscribe((change) =>
          list.push({
            at: sim.now(),
            calls: change.calls.map((c) => `${c.device_text_short} ${c.call_type?.name ?? c.call_type_id}`),
            link: change.link ?? null,
          }),
        ),
      );
  }
  return { pushes, offs };
}

/**
 * Prints what the backend saw since the last call (events and system messages); many in one step are summed up as
 * their first and last five unless verbose.
 */
function timeline(
  sim: Simulation,
  wards: Map<number, Ward>,
  print: (line: string) => void,
  verbose: boolean,
): () => void {
  let seenEvents = sim.events.length;
  let seenMessages = sim.messages.length;
  return () => {
    const lines: string[] = [];
    for (const e of sim.events.slice(seenEvents)) {
      const line = describeEvent(e, wards.get(e.systemId));
      if (line) lines.push(`${formatLocal(e.at)}    ${line}`);
    }
    for (const m of sim.messages.slice(seenMessages))
      if (m.subject !== 'time') lines.push(`${formatLocal(m.at)}    ${describeMessage(m)}`);
    seenEvents = sim.events.length;
    seenMessages = sim.messages.length;
    if (verbose || lines.length <= EVENT_LINES_PER_STEP) for (const l of lines) print(l);
    else {
      for (const l of lines.slice(0, 5)) print(l);
      print(`                            … ${lines.length - 10} more backend events …`);
      for (const l of lines.slice(-5)) print(l);
    }
  };
}

function printOutline(
  scenario: Scenario,
  wards: Map<number, Ward>,
  startMs: number,
  print: (line: string) => void,
): void {
  print(`scenario ${scenario.name}: ${scenario.title}`);
  print(`  ${scenario.story}`);
  print(`  checks: ${scenario.cites.join('; ')}`);
  print(
    `  facility: ${[...wards.values()].map((w) => `${w.facility.name} (${w.facility.beds} beds, ${w.devices.length} devices, ${w.hubs.length} hubs)`).join(', ')}; start ${formatLocal(startMs)} Europe/Zurich`,
  );
}

/** An expectation's verdict; one that throws fails with the error's message. */
async function judge(
  sim: Simulation,
  step: Step,
  ward: Ward,
  cursors: Cursors,
  pushes: Pushes,
): Promise<Verdict> {
  try {
    return await evaluate(sim, step, ward, cursors, pushes);
  } catch (error) {
    return { ok: false, detail: `error: ${(error as Error).message}` };
  }
}
