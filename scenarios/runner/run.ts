// Runs one scenario: validate, start backend + twin on one simulated clock, play the steps, judge the
// expectations, and write a readable timeline (what was done, what the backend saw, each verdict).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Ward } from '@cs/twin';
import { parseCallLogCsv } from './call-log-csv.ts';
import { describeEvent, describeMessage, describeStep } from './describe.ts';
import { evaluate, type Cursors } from './expectations.ts';
import type { ReportSetting, Scenario, Step } from './format.ts';
import { playPhoneStep, stopPhones } from './phones.ts';
import { Simulation } from './simulation.ts';
import { adminEdit, getsEdit, syncCommit, syncImport, type ActionOutcome } from './sync-actions.ts';
import { DATA_DIR, validateScenario } from './validate.ts';
import { isPhoneStep } from './validate-phones.ts';
import { formatLocal, parseDuration, parseLocal } from './zoned-time.ts';

export interface ScenarioResult {
  name: string;
  passed: number;
  failed: number;
  failures: string[];
  wallMs: number;
  simulatedMs: number;
  callLogRows: number;
  callLogHash: string;
}

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
  const pushes = new Map<number, Array<{ at: number; calls: string[]; link: string | null }>>();
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
  let seenEvents = sim.events.length;
  let seenMessages = sim.messages.length;
  const flush = () => {
    const lines: string[] = [];
    for (const e of sim.events.slice(seenEvents)) {
      const line = describeEvent(e, wards.get(e.systemId));
      if (line) lines.push(`${formatLocal(e.at)}    ${line}`);
    }
    for (const m of sim.messages.slice(seenMessages))
      if (m.subject !== 'time') lines.push(`${formatLocal(m.at)}    ${describeMessage(m)}`);
    seenEvents = sim.events.length;
    seenMessages = sim.messages.length;
    if (options.verbose || lines.length <= EVENT_LINES_PER_STEP) for (const l of lines) print(l);
    else {
      for (const l of lines.slice(0, 5)) print(l);
      print(`                            … ${lines.length - 10} more backend events …`);
      for (const l of lines.slice(-5)) print(l);
    }
  };

  print(`scenario ${scenario.name}: ${scenario.title}`);
  print(`  ${scenario.story}`);
  print(`  checks: ${scenario.cites.join('; ')}`);
  print(
    `  facility: ${[...wards.values()].map((w) => `${w.facility.name} (${w.facility.beds} beds, ${w.devices.length} devices, ${w.hubs.length} hubs)`).join(', ')}; start ${formatLocal(startMs)} Europe/Zurich`,
  );
  flush();
  try {
    for (const [index, step] of scenario.steps.entries()) {
      const ward = wards.get(step.system ?? 1) as Ward;
      if (step.kind.startsWith('expect')) {
        let verdict;
        try {
          verdict = await evaluate(sim, step, ward, cursors, pushes);
        } catch (error) {
          verdict = { ok: false, detail: `error: ${(error as Error).message}` };
        }
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

async function act(
  sim: Simulation,
  step: Step,
  result: ScenarioResult,
  print: (line: string) => void,
): Promise<void> {
  const systemId = step.system ?? 1;
  const twin = sim.twin(systemId);
  // An action with an expected outcome (a refusal can be the point): its verdict counts like an expectation's.
  const judge = (outcome: ActionOutcome) => {
    print(
      `${formatLocal(sim.now())}  ${outcome.ok ? '✓' : '✗'} ${outcome.detail}${outcome.ok ? '' : `   (${step.where})`}`,
    );
    if (outcome.ok) return;
    result.failed++;
    result.failures.push(`${step.where} ${step.kind}: ${outcome.detail}`);
  };
  switch (step.kind) {
    case 'press':
      twin.press(step.device, step.button);
      return sim.settle();
    case 'medallion':
      twin.triggerMedallion(step.device);
      return sim.settle();
    case 'resetCall':
      twin.resetCall(step.device);
      return sim.settle();
    case 'trigger':
      twin.trigger({ deviceId: step.device, callTypeId: step.callType, close: step.close ?? false });
      return sim.settle();
    case 'battery':
      twin.setBattery(step.device, step.level);
      return sim.settle();
    case 'link':
      if (step.up) twin.restoreLink(step.device);
      else twin.dropLink(step.device);
      return sim.settle();
    case 'criterion':
      twin.criterion(step.device, step.code);
      return sim.settle();
    case 'hub':
      twin.hubOffline(step.hub, !step.online);
      return sim.settle();
    case 'getsFault':
      twin.getsFault(step.faults);
      return sim.settle();
    case 'configChange': {
      // Through the backend's own GetsGateway over HTTP, as the sync screen would push it.
      const gateway = sim.services.calls.gateway(systemId);
      const change = gateway?.pushChanges(step.configKind, { upsert: step.upsert, delete: step.delete });
      await sim.settle();
      await change?.catch((error: Error) => {
        result.failed++;
        result.failures.push(`${step.where} configChange refused: ${error.message}`);
      });
      return;
    }
    case 'commit': {
      const task = sim.services.calls.gateway(systemId)?.commit(step.wipe ?? false);
      await sim.settle();
      await task?.catch((error: Error) => {
        result.failed++;
        result.failures.push(`${step.where} commit refused: ${error.message}`);
      });
      return;
    }
    case 'advance':
      return sim.advanceBy(parseDuration(step.by) ?? 0);
    case 'advanceTo':
      return sim.advanceTo(parseLocal(step.time));
    case 'load':
      twin.setLoad(
        step.on,
        step.callsPerBedPerDay === undefined ? {} : { callsPerBedPerDay: step.callsPerBedPerDay },
      );
      return sim.settle();
    case 'closeCall': {
      const section = twin.ward.nodes.find((n) => n.id === step.device)?.section_id ?? null;
      const answer = await sim.graphql<{ sendDeviceAction: { success: boolean } }>(
        'mutation Close($device: Int!, $section: Int) { sendDeviceAction(action: EndCalls, deviceID: $device, sectionID: $section) { success } }',
        { device: step.device, section },
        { system: systemId, user: step.as },
      );
      await sim.settle();
      const outcome = answer.data?.sendDeviceAction.success
        ? 'ok'
        : String(answer.errors?.[0]?.extensions?.code ?? 'error');
      print(
        `${formatLocal(sim.now())}  ${outcome === step.outcome ? '✓' : '✗'} sendDeviceAction answered ${outcome}${outcome === step.outcome ? '' : `, expected ${step.outcome}   (${step.where})`}`,
      );
      if (outcome !== step.outcome) {
        result.failed++;
        result.failures.push(`${step.where} closeCall: outcome ${outcome}, expected ${step.outcome}`);
      }
      return;
    }
    case 'replayCallLog':
      return scheduleReplay(sim, systemId, step.file);
    case 'adminEdit':
      return judge(await adminEdit(sim, systemId, step));
    case 'getsEdit':
      return judge(await getsEdit(sim, systemId, step));
    case 'syncCommit':
      return judge(await syncCommit(sim, systemId, step));
    case 'syncImport':
      return judge(await syncImport(sim, systemId, step));
    case 'setReport': {
      const problems = await replaceReports(sim, step.report);
      print(
        `${formatLocal(sim.now())}  ${problems ? '✗' : '✓'} report set${problems ? `: ${problems}` : ''}`,
      );
      if (problems) {
        result.failed++;
        result.failures.push(`${step.where} setReport: ${problems}`);
      }
      return;
    }
    case 'note':
      return;
    default:
      if (isPhoneStep(step)) return judge(await playPhoneStep(sim, systemId, step));
      return;
  }
}

/** The facility's reports replaced by one, over GraphQL as the admin; the errors, if any. */
async function replaceReports(sim: Simulation, report: ReportSetting): Promise<string | null> {
  const opts = { user: 'admin' };
  const current = await sim.graphql<{ reports: Array<{ id: number }> }>('{ reports { id } }', {}, opts);
  const ids = current.data?.reports.map((r) => r.id) ?? [];
  const removed = ids.length
    ? await sim.graphql('mutation($ids: [Int!]!) { deleteReport(ids: $ids) { id } }', { ids }, opts)
    : {};
  const created = await sim.graphql(
    'mutation($i: AdminReportInput!) { createReport(input: $i) { id } }',
    {
      i: {
        email: report.email,
        send_daily: report.daily,
        send_weekly: report.weekly,
        send_monthly: report.monthly,
        battery_threshold: 25,
        call_duration_threshold: 10,
      },
    },
    opts,
  );
  const errors = [...(current.errors ?? []), ...(removed.errors ?? []), ...(created.errors ?? [])];
  return errors.length ? errors.map((e) => e.message).join('; ') : null;
}

/** Plays a recorded call log into the twin: each row opens at opened_at and closes at closed_at (demo trigger semantics). */
function scheduleReplay(sim: Simulation, systemId: number, file: string): void {
  const twin = sim.twin(systemId);
  const rows = parseCallLogCsv(readFileSync(path.join(DATA_DIR, file), 'utf8'), `scenarios/data/${file}`);
  const actions: Array<{ at: number; order: number; run: () => void }> = [];
  rows.forEach((row, i) => {
    // The device node, not the room of the same name (a room 'Zimmer 101' holds the device 'Zimmer 101').
    const node = twin.ward.nodes.find(
      (n) => n.text_long === row.device_text_long && twin.ward.devices.some((d) => d.id === n.id),
    );
    const type = twin.ward.callTypes.find(
      (t) => t.text === row.call_type_text || t.name === row.call_type_text,
    );
    if (!node || !type)
      throw new Error(
        `scenarios/data/${file}:${i + 2}: no device "${row.device_text_long}" or call type "${row.call_type_text}" in ${twin.ward.facility.name}`,
      );
    const opened = Date.parse(row.opened_at);
    if (opened < sim.now())
      throw new Error(
        `scenarios/data/${file}:${i + 2}: opened_at ${row.opened_at} is before the scenario clock`,
      );
    // Closes before opens at the same instant: a presence that ends an alert does both at once.
    actions.push({
      at: opened,
      order: 1,
      run: () => twin.trigger({ deviceId: node.id, callTypeId: type.id }),
    });
    actions.push({
      at: Date.parse(row.closed_at),
      order: 0,
      run: () => twin.trigger({ deviceId: node.id, callTypeId: type.id, close: true }),
    });
  });
  actions.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const a of actions) sim.clock.setTimeout(a.run, a.at - sim.now());
}
