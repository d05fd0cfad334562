// What the backend knows of devices and links: a device's battery and reachability (spec 01 §4 battery
// display), a hub's configuration state (outdated hubs), the gateways' sync status.
import { z } from 'zod';
import type { Step } from '../format.ts';
import type { Simulation } from '../simulation.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

function batteryState(
  level: number | null | undefined,
  low: number,
  critical: number,
): 'unknown' | 'ok' | 'low' | 'critical' {
  // Spec 01 §4 battery display: unknown when null or -1; OK at or above low; LOW below (yellow at or above critical, red below).
  if (level === null || level === undefined || level === -1) return 'unknown';
  if (level >= low) return 'ok';
  return level >= critical ? 'low' : 'critical';
}

export function expectSync(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectSync' }>,
): Verdict {
  const problems: string[] = [];
  const gets = sim.services.calls.gateway(systemId)?.status;
  if (step.gets && gets !== step.gets) problems.push(`Gets ${gets}, expected ${step.gets}`);
  for (const [hubId, want] of Object.entries(step.hubs ?? {})) {
    const hub = sim.services.hubs.hubs(systemId).find((h) => h.hubId === Number(hubId));
    if (hub?.status !== want) problems.push(`hub ${hubId} ${hub?.status}, expected ${want}`);
  }
  const hubs = sim.services.hubs
    .hubs(systemId)
    .map((h) => `hub ${h.hubId} ${h.status}`)
    .join(', ');
  return problems.length ? failWith(problems.join('; ')) : pass(`sync: Gets ${gets}, ${hubs}`);
}

export function expectDevice(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectDevice' }>,
): Verdict {
  const state = sim.services.calls.system(systemId)?.devices.get(step.device);
  if (!state) return failWith(`the backend knows no device ${step.device}`);
  const settings = sim.services.installation.globalSettings();
  const derived = batteryState(
    state.battery,
    settings.battery_threshold_low,
    settings.battery_threshold_critical,
  );
  const problems: string[] = [];
  if (step.battery !== undefined && state.battery !== step.battery)
    problems.push(`battery ${state.battery}, expected ${step.battery}`);
  if (step.batteryState !== undefined && derived !== step.batteryState)
    problems.push(`battery state ${derived}, expected ${step.batteryState}`);
  if (step.reachable !== undefined && state.reachable !== step.reachable)
    problems.push(`reachable ${state.reachable}, expected ${step.reachable}`);
  return problems.length
    ? failWith(problems.join('; '))
    : pass(
        `device ${step.device}: battery ${state.battery ?? 'n/a'}% (${derived}), ${state.reachable ? 'reachable' : 'unreachable'}`,
      );
}

export async function expectHubOutdated(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectHubOutdated' }>,
): Promise<Verdict> {
  if (step.source === 'appState') {
    const { data } = await sim.graphql(
      '{ appState { outdated_hubs { id } } }',
      {},
      { system: systemId, user: 'admin' },
      z.object({ appState: z.object({ outdated_hubs: z.array(z.object({ id: z.int() })) }) }),
    );
    const outdated = data?.appState.outdated_hubs.some((h) => h.id === step.hub) ?? false;
    return outdated === step.outdated
      ? pass(`appState.outdated_hubs ${outdated ? 'lists' : 'does not list'} hub ${step.hub}`)
      : failWith(`appState.outdated_hubs ${outdated ? 'lists' : 'does not list'} hub ${step.hub}`);
  }
  // What the backend can learn over its gateways: the hub's status (last_sync) and the Gets' last commit task.
  const hub = sim.services.hubs.hubs(systemId).find((h) => h.hubId === step.hub);
  const [status, task] = await Promise.all([
    hub?.hubStatus().catch(() => null),
    sim.services.calls
      .gateway(systemId)
      ?.commitTask()
      .catch(() => null),
  ]);
  await sim.quiet.wait();
  if (!status) return failWith(`hub ${step.hub} did not answer its status request`);
  // Judged against the start of the last successful commit: hubs take the configuration in its 'syncing'
  // step, before the task finishes, so comparing with finished_at (docs/protocols.md §4 says last_commit_at)
  // would call every hub outdated.
  const lastCommit = task?.status === 'done' ? task.started_at : null;
  const hello = { last_sync: status.last_sync };
  const outdated =
    lastCommit !== null && (hello.last_sync == null || Date.parse(hello.last_sync) < Date.parse(lastCommit));
  const detail = `hub ${step.hub} last_sync ${hello?.last_sync ?? 'never'} vs last commit started ${lastCommit ?? 'never'}: ${outdated ? 'outdated' : 'up to date'}`;
  return outdated === step.outdated ? pass(detail) : failWith(detail);
}
