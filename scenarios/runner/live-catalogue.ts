// The scenario library as the backend's trainer mode plays it (backend/src/demo/scenario-player.ts): each
// scenario of the demo facility turned into live steps with the text the trainer sees. The composition
// root (main.ts at the repository root) hands it to the backend; the CLI's --live asks the backend.
// Scenarios of a generated ward cannot run against the demo facility's twin and are not offered.
import type { LiveScenario, LiveStep } from '../../backend/src/demo/live-scenario.ts';
import { loadScenario, scenarioNames } from '../index.ts';
import { SCENARIO_STORIES } from '../stories.ts';
import { SCENARIO_TITLES } from '../titles.ts';
import { describeStep } from './describe.ts';
import { stepPhrase } from './phrase.ts';
import type { Scenario, Step } from './format.ts';
import { facilityWards } from './simulation.ts';
import { parseDuration, parseLocal } from './zoned-time.ts';

function expectationText(step: Step): string {
  switch (step.kind) {
    case 'expectDisplay':
      return `the display shows ${step.calls.length ? step.calls.join(', ') : 'no calls'}`;
    case 'expectCallsChanged':
      return `every display receives ${step.calls.length ? step.calls.join(', ') : 'an empty list'}`;
    case 'expectOpenCalls':
      return `${step.count} open call(s) and presence(s)`;
    case 'expectSync':
      return `sync status ${JSON.stringify({ gets: step.gets, hubs: step.hubs })}`;
    case 'expectMessages':
      return `system messages ${step.subjects.join(' → ')}`;
    default:
      return step.kind
        .replace(/^expect/, '')
        .replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)
        .trim();
  }
}

export function liveScenario(scenario: Scenario): LiveScenario {
  const wards = facilityWards(scenario.facility);
  const startMs = parseLocal(scenario.start);
  let clock = startMs;
  const steps: LiveStep[] = scenario.steps.map((step) => {
    const system = step.system ?? 1;
    const text = describeStep(step, wards.get(system));
    const phrase = stepPhrase(step, wards.get(system));
    return phrase ? { ...live(step, system, text), phrase } : live(step, system, text);
  });
  function live(step: Step, system: number, text: string): LiveStep {
    switch (step.kind) {
      case 'advance':
      case 'advanceTo': {
        const ms =
          step.kind === 'advance'
            ? (parseDuration(step.by) ?? 0)
            : Math.max(0, parseLocal(step.time) - clock);
        clock += ms;
        return { kind: 'wait', ms, system, text };
      }
      case 'press':
        return { kind: 'press', device: step.device, button: step.button, system, text };
      case 'medallion':
      case 'resetCall':
        return { kind: step.kind, device: step.device, system, text };
      case 'trigger':
        return {
          kind: 'trigger',
          device: step.device,
          callType: step.callType,
          close: step.close,
          system,
          text,
        };
      case 'battery':
        return { kind: 'battery', device: step.device, level: step.level, system, text };
      case 'link':
        return { kind: 'link', device: step.device, up: step.up, system, text };
      case 'criterion':
        return { kind: 'criterion', device: step.device, code: step.code, system, text };
      case 'hub':
        return { kind: 'hub', hub: step.hub, online: step.online, system, text };
      case 'getsFault':
        return { kind: 'getsFault', faults: step.faults, system, text };
      case 'load':
        return { kind: 'load', on: step.on, callsPerBedPerDay: step.callsPerBedPerDay, system, text };
      case 'closeCall':
        return { kind: 'closeCall', device: step.device, as: step.as, system, text };
      case 'configChange':
        return {
          kind: 'configChange',
          configKind: step.configKind,
          upsert: step.upsert,
          delete: step.delete,
          system,
          text,
        };
      case 'commit':
        return { kind: 'commit', wipe: step.wipe, system, text };
      case 'setReport':
        return {
          kind: 'show',
          system,
          text: `${text} (only in the simulated suite: npm run scenario -- ${scenario.name})`,
        };
      case 'replayCallLog':
        return {
          kind: 'show',
          system,
          text: `${text} (only in the simulated suite: npm run scenario -- ${scenario.name})`,
        };
      case 'phoneLogin':
      case 'phoneAction':
      case 'appSettings':
        // played by the backend's player with the demo's phones (backend/src/demo/phone-steps.ts)
        return { ...step, system, text };
      case 'note':
        return { kind: 'show', system, text };
      default:
        return { kind: 'show', system, text: `expected: ${step.label ?? expectationText(step)}` };
    }
  }
  const titles = { en: scenario.title, ...SCENARIO_TITLES[scenario.name] };
  const stories = { en: scenario.story, ...SCENARIO_STORIES[scenario.name] };
  return {
    name: scenario.name,
    title: scenario.title,
    titles,
    story: scenario.story,
    stories,
    start: scenario.start,
    startMs,
    systems: [...wards.keys()],
    steps,
  };
}

/**
 * Steps the trainer mode cannot play: an administrator's edit, the sync screen's publish and import are what the
 * trainee does in the console, not something the twin does, so scenarios made of them stay in the suite. The phone
 * steps it plays with the demo's phones (backend/src/demo/phone-steps.ts, shared with runner/phones.ts).
 */
const PRODUCT_SIDE = new Set<string>(['adminEdit', 'syncCommit', 'syncImport', 'getsEdit']);

/** Every scenario of the demo facility that the twin alone can play, by name. */
export async function loadLiveCatalogue(): Promise<LiveScenario[]> {
  const all = await Promise.all(scenarioNames().map((name) => loadScenario(name)));
  return all
    .filter((s) => s.facility.kind === 'demo' && !s.steps.some((step) => PRODUCT_SIDE.has(step.kind)))
    .map(liveScenario);
}
