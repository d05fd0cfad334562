// Checks a scenario against its facility before anything runs, and names the file:line of the step that
// is wrong (a scenario with a typo must fail with a sentence, not with a twin that silently ignores it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Ward } from '@cs/twin';
import { DEMO_LOGINS } from '../../backend/src/seed/demo-facility.ts';
import type { Scenario, Step } from './format.ts';
import { facilityWards } from './simulation.ts';
import { isPhoneStep, validatePhoneStep } from './validate-phones.ts';
import { parseDuration, parseLocal } from './zoned-time.ts';

export class ScenarioError extends Error {
  constructor(scenario: Scenario, index: number | null, step: Step | null, problem: string) {
    const where = step ? `${step.where}, step ${index! + 1} (${step.kind})` : scenario.where;
    super(`scenario "${scenario.name}" (${where}): ${problem}`);
    this.name = 'ScenarioError';
  }
}

const SPECIAL_GROUPS = new Set([253, 254, 255]);
const SPECIAL_SCHEDULES = new Set([20, 255]);
const CONFIG_KINDS = new Set([
  'nodes',
  'sections',
  'call_types',
  'call_sources',
  'schedules',
  'display_groups',
  'display_group_connections',
]);

export const DATA_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../data');

export function validateScenario(scenario: Scenario): Map<number, Ward> {
  const fail = (problem: string, index: number | null = null, step: Step | null = null): never => {
    throw new ScenarioError(scenario, index, step, problem);
  };
  const { wards, now: start } = checkOutline(scenario, fail);
  let now = start;
  const logins = new Set<string>(DEMO_LOGINS.map((l) => l.name));

  scenario.steps.forEach((step, i) => {
    const bad = (problem: string) => fail(problem, i, step);
    const systemId = step.system ?? 1;
    const ward =
      wards.get(systemId) ??
      bad(`system ${systemId} is not simulated (systems: ${[...wards.keys()].join(', ')})`);
    const device = (id: number) => {
      const d = ward.devices.find((x) => x.id === id);
      if (!d)
        bad(
          `device ${id} is not in ${ward.facility.name} (devices: ${ward.devices.map((x) => x.id).join(', ')})`,
        );
      return d!;
    };
    const check: StepCheck = { ward, bad, device, logins };
    if (step.kind === 'advance' || step.kind === 'advanceTo') now = clockAfter(step, now, bad);
    else if (!checkTwinStep(step, check) && !checkChangeStep(step, check) && !checkExpectation(step, check))
      if (isPhoneStep(step)) validatePhoneStep(step, bad, device);
  });
  return wards;
}

/** The scenario as a whole: its name and citations, its facility's wards, its start and its quantum. */
function checkOutline(
  scenario: Scenario,
  fail: (problem: string) => never,
): { wards: Map<number, Ward>; now: number } {
  if (!/^[a-z0-9-]+$/.test(scenario.name)) fail(`name "${scenario.name}" must be kebab-case`);
  if (!scenario.cites?.length) fail('cites no spec rule (every scenario says which rules it checks)');
  let wards: Map<number, Ward>;
  try {
    wards = facilityWards(scenario.facility);
  } catch (error) {
    return fail(`facility: ${(error as Error).message}`);
  }
  if (wards.size === 0) fail('facility has no system');
  let now: number;
  try {
    now = parseLocal(scenario.start);
  } catch (error) {
    return fail(`start: ${(error as Error).message}`);
  }
  if (scenario.quantum !== undefined) {
    const q = parseDuration(scenario.quantum);
    if (q === null || q > 15_000)
      fail(`quantum "${scenario.quantum}" must be a duration of at most 15s (heartbeats come every 10 s)`);
  }
  return { wards, now };
}

/** What a step is checked against: its system's ward, the seeded logins; `bad` throws naming the step. */
interface StepCheck {
  ward: Ward;
  bad: (problem: string) => never;
  /** the ward's device of that id, or `bad` */
  device: (id: number) => Ward['devices'][number];
  logins: ReadonlySet<string>;
}

/** The scenario clock after an advance step; it never goes back. */
function clockAfter(
  step: Extract<Step, { kind: 'advance' | 'advanceTo' }>,
  now: number,
  bad: (problem: string) => never,
): number {
  if (step.kind === 'advance') {
    const ms = parseDuration(step.by);
    if (ms === null) bad(`"${step.by}" is not a duration like 90s, 2m, 1h30m, 3d`);
    return now + ms!;
  }
  let t = 0;
  try {
    t = parseLocal(step.time);
  } catch (error) {
    bad((error as Error).message);
  }
  if (t < now) bad(`${step.time} is earlier than the clock at this step`);
  return t;
}

/** What the twin's devices and hubs do: the device has the button, key, battery, radio or hub it needs. */
function checkTwinStep(step: Step, { ward, bad, device }: StepCheck): boolean {
  switch (step.kind) {
    case 'press': {
      const d = device(step.device);
      if (step.button === 'presence' && d.kind !== 'two-button')
        bad(`device ${d.id} is a ${d.kind}: it has no presence button`);
      return true;
    }
    case 'medallion':
      if (device(step.device).kind !== 'medallion') bad(`device ${step.device} is not a medallion`);
      return true;
    case 'resetCall':
      if (!['radio-call-point', 'wired-call-point', 'tech'].includes(device(step.device).kind))
        bad(`device ${step.device} has no reset key`);
      return true;
    case 'trigger':
      device(step.device);
      if (!ward.callTypes.some((t) => t.id === step.callType))
        bad(`call type ${step.callType} does not exist`);
      return true;
    case 'battery':
      if (!device(step.device).battery) bad(`device ${step.device} is wired: it has no battery`);
      if (!(step.level >= 0 && step.level <= 100)) bad(`battery level ${step.level} is not 0..100`);
      return true;
    case 'link':
      if (device(step.device).link !== 'radio') bad(`device ${step.device} is wired: it has no radio link`);
      return true;
    case 'criterion':
      if (device(step.device).hub_id === null) bad(`device ${step.device} has no hub to report a criterion`);
      if (!/^0x[0-9a-fA-F]+$/.test(step.code)) bad(`criterion "${step.code}" is not a hex code like 0x6A`);
      return true;
    case 'hub':
      if (!ward.hubs.some((h) => h.id === step.hub))
        bad(`hub ${step.hub} does not exist (hubs: ${ward.hubs.map((h) => h.id).join(', ')})`);
      return true;
    default:
      return false;
  }
}

/** Changes through the configurator, the admin screens, the sync screen and the call's close: who makes them, on what. */
function checkChangeStep(step: Step, { bad, device, logins }: StepCheck): boolean {
  switch (step.kind) {
    case 'configChange':
      if (!CONFIG_KINDS.has(step.configKind)) bad(`configuration kind "${step.configKind}" does not exist`);
      if (!step.upsert?.length && !step.delete?.length)
        bad('a configuration change without upsert or delete');
      return true;
    case 'getsEdit':
      if (!CONFIG_KINDS.has(step.configKind)) bad(`configuration kind "${step.configKind}" does not exist`);
      if (!step.upsert?.length && !step.delete?.length) bad('a configurator change without upsert or delete');
      return true;
    case 'adminEdit':
    case 'syncCommit':
    case 'syncImport':
      if (!logins.has(step.as)) bad(`user "${step.as}" is not a seeded login (${[...logins].join(', ')})`);
      if (step.kind === 'adminEdit' && !/^[A-Z][A-Za-z]+$/.test(step.entity))
        bad(`entity "${step.entity}" is not an admin entity name like Section`);
      return true;
    case 'closeCall':
      device(step.device);
      if (step.as !== null && !logins.has(step.as))
        bad(`user "${step.as}" is not a seeded login (${[...logins].join(', ')})`);
      return true;
    case 'replayCallLog':
      if (!existsSync(path.join(DATA_DIR, step.file)))
        bad(`recorded call log scenarios/data/${step.file} does not exist`);
      return true;
    default:
      return false;
  }
}

/** Expectations: the devices, hubs, schedules and display groups they name exist; their times parse. */
function checkExpectation(step: Step, { ward, bad, device }: StepCheck): boolean {
  switch (step.kind) {
    case 'expectHubOutdated':
      if (!ward.hubs.some((h) => h.id === step.hub)) bad(`hub ${step.hub} does not exist`);
      return true;
    case 'expectGetsCall':
    case 'expectDevice':
    case 'expectIncidents':
      device(step.device);
      return true;
    case 'expectDisplay':
      checkDisplayProfile(step.profile, ward, bad);
      return true;
    case 'expectCallLog':
      for (const m of [...(step.includes ?? []), ...(step.last ? [step.last] : [])]) {
        if (m.device !== undefined) device(m.device);
        for (const t of [m.openedAt, m.closedAt]) {
          if (t === undefined) continue;
          try {
            parseLocal(t);
          } catch (error) {
            bad((error as Error).message);
          }
        }
      }
      return true;
    default:
      return false;
  }
}

function checkDisplayProfile(
  profile: Extract<Step, { kind: 'expectDisplay' }>['profile'],
  ward: Ward,
  bad: (problem: string) => never,
): void {
  for (const part of [profile?.weekday, profile?.weekend]) {
    if (!part) continue;
    if (!SPECIAL_SCHEDULES.has(part.schedule) && !ward.schedules.some((s) => s.id === part.schedule))
      bad(`schedule ${part.schedule} does not exist`);
    if (part.groups.length > 5) bad('a schedule has at most five display groups (spec 01 §9)');
    for (const g of part.groups)
      if (!SPECIAL_GROUPS.has(g) && !ward.displayGroups.some((x) => x.id === g))
        bad(`display group ${g} does not exist`);
  }
  if (
    profile?.ignoreSectionsTime !== undefined &&
    !/^\d{1,2}(:\d{2})?-\d{1,2}(:\d{2})?$/.test(profile.ignoreSectionsTime)
  ) {
    bad(`ignoreSectionsTime "${profile.ignoreSectionsTime}" is not like 22-6 or 22:00-06:00`);
  }
}
