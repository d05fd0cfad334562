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
    switch (step.kind) {
      case 'press': {
        const d = device(step.device);
        if (step.button === 'presence' && d.kind !== 'two-button')
          bad(`device ${d.id} is a ${d.kind}: it has no presence button`);
        break;
      }
      case 'medallion':
        if (device(step.device).kind !== 'medallion') bad(`device ${step.device} is not a medallion`);
        break;
      case 'resetCall':
        if (!['radio-call-point', 'wired-call-point', 'tech'].includes(device(step.device).kind))
          bad(`device ${step.device} has no reset key`);
        break;
      case 'trigger':
        device(step.device);
        if (!ward.callTypes.some((t) => t.id === step.callType))
          bad(`call type ${step.callType} does not exist`);
        break;
      case 'battery':
        if (!device(step.device).battery) bad(`device ${step.device} is wired: it has no battery`);
        if (!(step.level >= 0 && step.level <= 100)) bad(`battery level ${step.level} is not 0..100`);
        break;
      case 'link':
        if (device(step.device).link !== 'radio') bad(`device ${step.device} is wired: it has no radio link`);
        break;
      case 'criterion':
        if (device(step.device).hub_id === null)
          bad(`device ${step.device} has no hub to report a criterion`);
        if (!/^0x[0-9a-fA-F]+$/.test(step.code)) bad(`criterion "${step.code}" is not a hex code like 0x6A`);
        break;
      case 'hub':
        if (!ward.hubs.some((h) => h.id === step.hub))
          bad(`hub ${step.hub} does not exist (hubs: ${ward.hubs.map((h) => h.id).join(', ')})`);
        break;
      case 'expectHubOutdated':
        if (!ward.hubs.some((h) => h.id === step.hub)) bad(`hub ${step.hub} does not exist`);
        break;
      case 'configChange':
        if (!CONFIG_KINDS.has(step.configKind)) bad(`configuration kind "${step.configKind}" does not exist`);
        if (!step.upsert?.length && !step.delete?.length)
          bad('a configuration change without upsert or delete');
        break;
      case 'getsEdit':
        if (!CONFIG_KINDS.has(step.configKind)) bad(`configuration kind "${step.configKind}" does not exist`);
        if (!step.upsert?.length && !step.delete?.length)
          bad('a configurator change without upsert or delete');
        break;
      case 'adminEdit':
      case 'syncCommit':
      case 'syncImport':
        if (!logins.has(step.as)) bad(`user "${step.as}" is not a seeded login (${[...logins].join(', ')})`);
        if (step.kind === 'adminEdit' && !/^[A-Z][A-Za-z]+$/.test(step.entity))
          bad(`entity "${step.entity}" is not an admin entity name like Section`);
        break;
      case 'expectGetsCall':
        device(step.device);
        break;
      case 'advance': {
        const ms = parseDuration(step.by);
        if (ms === null) bad(`"${step.by}" is not a duration like 90s, 2m, 1h30m, 3d`);
        now += ms!;
        break;
      }
      case 'advanceTo': {
        let t = 0;
        try {
          t = parseLocal(step.time);
        } catch (error) {
          bad((error as Error).message);
        }
        if (t < now) bad(`${step.time} is earlier than the clock at this step`);
        now = t;
        break;
      }
      case 'closeCall':
        device(step.device);
        if (step.as !== null && !logins.has(step.as))
          bad(`user "${step.as}" is not a seeded login (${[...logins].join(', ')})`);
        break;
      case 'replayCallLog':
        if (!existsSync(path.join(DATA_DIR, step.file)))
          bad(`recorded call log scenarios/data/${step.file} does not exist`);
        break;
      case 'expectDisplay':
        for (const part of [step.profile?.weekday, step.profile?.weekend]) {
          if (!part) continue;
          if (!SPECIAL_SCHEDULES.has(part.schedule) && !ward.schedules.some((s) => s.id === part.schedule))
            bad(`schedule ${part.schedule} does not exist`);
          if (part.groups.length > 5) bad('a schedule has at most five display groups (spec 01 §9)');
          for (const g of part.groups)
            if (!SPECIAL_GROUPS.has(g) && !ward.displayGroups.some((x) => x.id === g))
              bad(`display group ${g} does not exist`);
        }
        if (
          step.profile?.ignoreSectionsTime !== undefined &&
          !/^\d{1,2}(:\d{2})?-\d{1,2}(:\d{2})?$/.test(step.profile.ignoreSectionsTime)
        ) {
          bad(`ignoreSectionsTime "${step.profile.ignoreSectionsTime}" is not like 22-6 or 22:00-06:00`);
        }
        break;
      case 'expectDevice':
      case 'expectIncidents':
        device(step.device);
        break;
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
        break;
      default:
        if (isPhoneStep(step)) validatePhoneStep(step, bad, device);
        break;
    }
  });
  return wards;
}
