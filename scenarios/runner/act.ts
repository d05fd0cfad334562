// What a scenario's action steps do (run.ts plays them in order): the twin's own actions, configuration and commits
// through the backend's Gets gateway, the clock, a close over GraphQL, the sync and admin edits, reports and phones.
import { z } from 'zod';
import type { ReportSetting, Step } from './format.ts';
import { playPhoneStep } from './phones.ts';
import { scheduleReplay } from './replay-call-log.ts';
import type { ScenarioResult } from './result.ts';
import type { Simulation } from './simulation.ts';
import { adminEdit, getsEdit, syncCommit, syncImport, type ActionOutcome } from './sync-actions.ts';
import { isPhoneStep } from './validate-phones.ts';
import { formatLocal, parseDuration, parseLocal } from './zoned-time.ts';

export async function act(
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
  if (actOnTwin(twin, step)) return sim.settle();
  switch (step.kind) {
    case 'configChange':
    case 'commit':
      return throughGateway(sim, systemId, step, result);
    case 'advance':
      return sim.advanceBy(parseDuration(step.by) ?? 0);
    case 'advanceTo':
      return sim.advanceTo(parseLocal(step.time));
    case 'closeCall':
      return closeCall(sim, systemId, step, result, print);
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

type Twin = ReturnType<Simulation['twin']>;

/** The twin's own actions (a device, a hub, the Gets, the load model); false when the step is none of them. */
export function actOnTwin(twin: Twin, step: Step): boolean {
  switch (step.kind) {
    case 'press':
      twin.press(step.device, step.button);
      return true;
    case 'medallion':
      twin.triggerMedallion(step.device);
      return true;
    case 'resetCall':
      twin.resetCall(step.device);
      return true;
    case 'trigger':
      twin.trigger({ deviceId: step.device, callTypeId: step.callType, close: step.close ?? false });
      return true;
    case 'battery':
      twin.setBattery(step.device, step.level);
      return true;
    case 'link':
      if (step.up) twin.restoreLink(step.device);
      else twin.dropLink(step.device);
      return true;
    case 'criterion':
      twin.criterion(step.device, step.code);
      return true;
    case 'hub':
      twin.hubOffline(step.hub, !step.online);
      return true;
    case 'getsFault':
      twin.getsFault(step.faults);
      return true;
    case 'load':
      twin.setLoad(
        step.on,
        step.callsPerBedPerDay === undefined ? {} : { callsPerBedPerDay: step.callsPerBedPerDay },
      );
      return true;
    default:
      return false;
  }
}

/** A configuration change or a commit through the backend's own GetsGateway over HTTP, as the sync screen sends it. */
async function throughGateway(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'configChange' | 'commit' }>,
  result: ScenarioResult,
): Promise<void> {
  const gateway = sim.services.calls.gateway(systemId);
  const task =
    step.kind === 'commit'
      ? gateway?.commit(step.wipe ?? false)
      : gateway?.pushChanges(step.configKind, { upsert: step.upsert, delete: step.delete });
  await sim.settle();
  await task?.catch((error: Error) => {
    result.failed++;
    result.failures.push(`${step.where} ${step.kind} refused: ${error.message}`);
  });
}

/** A close over GraphQL as the step's user (sendDeviceAction EndCalls); the answer must be the step's outcome. */
async function closeCall(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'closeCall' }>,
  result: ScenarioResult,
  print: (line: string) => void,
): Promise<void> {
  const section = sim.twin(systemId).ward.nodes.find((n) => n.id === step.device)?.section_id ?? null;
  const answer = await sim.graphql(
    'mutation Close($device: Int!, $section: Int) { sendDeviceAction(action: EndCalls, deviceID: $device, sectionID: $section) { success } }',
    { device: step.device, section },
    { system: systemId, user: step.as },
    z.object({ sendDeviceAction: z.object({ success: z.boolean() }) }),
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
}

/** The facility's reports replaced by one, over GraphQL as the admin; the errors, if any. */
async function replaceReports(sim: Simulation, report: ReportSetting): Promise<string | null> {
  const opts = { user: 'admin' };
  const current = await sim.graphql(
    '{ reports { id } }',
    {},
    opts,
    z.object({ reports: z.array(z.object({ id: z.int() })) }),
  );
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
