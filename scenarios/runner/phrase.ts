// A step as the console says it in the trainer's language (demo.scenarios.steps.<key> in the console's demo
// texts): the key and the names and numbers it needs. describe.ts keeps the English line for the runner's
// timeline; the two say the same. A wait is said in its largest whole unit ('3 Minuten vergehen').
import type { StepPhrase } from '@cs/contracts/demo';
import { formatDateTime } from '@cs/rules/time';
import type { Ward } from '@cs/twin';
import { callTypeName } from './describe.ts';
import type { Step } from './format.ts';
import { parseDuration, parseLocal } from './zoned-time.ts';

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;

/** A wait of ms as its largest unit that divides it (90 s: 90 seconds, 2 h: 2 hours). */
export function waitPhrase(ms: number): StepPhrase {
  const [unit, size] = UNITS.find(([, size]) => ms >= size && ms % size === 0) ?? ['second', 1_000];
  return { key: `wait_${unit}`, data: { count: Math.round(ms / size) } };
}

export function stepPhrase(step: Step, ward: Ward | undefined): StepPhrase | undefined {
  const device = (id: number) => ward?.nodes.find((n) => n.id === id)?.text_long ?? `#${id}`;
  switch (step.kind) {
    case 'press':
      return {
        key: step.button === 'presence' ? 'pressPresence' : 'pressCall',
        data: { device: device(step.device) },
      };
    case 'medallion':
      return { key: 'medallion', data: { device: device(step.device) } };
    case 'resetCall':
      return { key: 'resetCall', data: { device: device(step.device) } };
    case 'trigger':
      return {
        key: step.close ? 'triggerClose' : 'triggerOpen',
        data: { device: device(step.device), callType: callTypeName(ward, step.callType) },
      };
    case 'battery':
      return { key: 'battery', data: { device: device(step.device), level: step.level } };
    case 'link':
      return { key: step.up ? 'linkUp' : 'linkDown', data: { device: device(step.device) } };
    case 'criterion':
      return { key: 'criterion', data: { device: device(step.device), code: step.code } };
    case 'hub':
      return { key: step.online ? 'hubOnline' : 'hubOffline', data: { hub: step.hub } };
    case 'getsFault':
      return { key: 'getsFault', data: {} };
    case 'configChange':
      return { key: 'configChange', data: { kind: step.configKind } };
    case 'commit':
      return { key: 'commit', data: {} };
    case 'load':
      return step.on
        ? { key: 'loadOn', data: { count: step.callsPerBedPerDay ?? 7 } }
        : { key: 'loadOff', data: {} };
    case 'closeCall':
      return step.as
        ? { key: 'closeCallBy', data: { user: step.as, device: device(step.device) } }
        : { key: 'closeCallDisplay', data: { device: device(step.device) } };
    case 'advance': {
      const ms = parseDuration(step.by);
      return ms === null ? undefined : waitPhrase(ms);
    }
    case 'phoneLogin':
      return { key: 'phoneLogin', data: { user: step.user } };
    case 'phoneAction':
      return { key: `phone${step.action}`, data: { user: step.user, device: device(step.device) } };
    case 'appSettings':
      return { key: 'appSettings', data: {} };
    case 'advanceTo':
      return { key: 'waitUntil', data: { time: formatDateTime(parseLocal(step.time)) } };
    default:
      return undefined;
  }
}
