import { TZDate } from '@date-fns/tz';
import type { Clock } from '@cs/contracts/clock';
import { HOUR, MINUTE } from '@cs/contracts/clock';
import { createRng } from './rng.ts';
import type { Device } from './ward/types.ts';

/** Relative call rate per local hour: peaks at 6-8 (morning care) and 18-20 (evening care). */
export const HOURLY_WEIGHTS = [
  0.5, 0.4, 0.4, 0.4, 0.5, 0.8, 2.0, 2.2, 1.2, 1.0, 1.0, 1.0, 1.1, 1.0, 0.9, 0.9, 1.0, 1.1, 2.0, 2.2, 1.1,
  0.8, 0.6, 0.5,
];
const WEIGHT_SUM = HOURLY_WEIGHTS.reduce((a, b) => a + b, 0);

export interface LoadOptions {
  /** Calls per bed per day (ARCHITECTURE §8: about 7). */
  callsPerBedPerDay?: number;
  seed: number;
  timezone: string;
}

/** What the load model does to devices; the twin system implements it. */
export interface LoadActions {
  press(deviceId: number, button?: 'alert' | 'presence'): void;
  resetCall(deviceId: number): void;
  endCalls(deviceId: number): void;
  isIdle(deviceId: number): boolean;
}

/**
 * Seeded care load: each hour it plans that hour's calls (Poisson count around the
 * hour's share of the daily rate) and plays each as a little care scene through the
 * devices — a call, staff arriving (presence closes the call), care, staff leaving; some
 * scenes escalate to an emergency, some are bath cords or medallions.
 */
export function startLoadModel(
  clock: Clock,
  devices: Device[],
  actions: LoadActions,
  options: LoadOptions,
): () => void {
  const random = createRng(options.seed);
  const exp = (mean: number) => Math.max(5_000, Math.round(-Math.log(1 - random()) * mean));
  const timers = new Set<unknown>();
  const later = (ms: number, fn: () => void) => {
    const id = clock.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  const bedDevices = devices.filter((d) => d.kind === 'two-button');
  const baths = devices.filter((d) => d.kind === 'radio-call-point');
  const medallions = devices.filter((d) => d.kind === 'medallion');
  const beds = bedDevices.length;
  const rate = options.callsPerBedPerDay ?? 7;
  const hourOf = hourFormatter(options.timezone);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];

  const scene = () => {
    const roll = random();
    if (roll < 0.03 && medallions.length) {
      const d = pick(medallions)!;
      if (!actions.isIdle(d.id)) return;
      actions.press(d.id);
      later(exp(3 * MINUTE), () => actions.endCalls(d.id));
    } else if (roll < 0.18 && baths.length) {
      const d = pick(baths)!;
      if (!actions.isIdle(d.id)) return;
      actions.press(d.id);
      later(exp(4 * MINUTE), () => actions.resetCall(d.id));
    } else if (bedDevices.length) {
      const d = pick(bedDevices)!;
      if (!actions.isIdle(d.id)) return;
      actions.press(d.id, 'alert');
      const escalate = random() < 0.05;
      later(exp(4 * MINUTE), () => {
        actions.press(d.id, 'presence'); // staff arrive: the call closes, presence is set
        if (escalate) {
          later(exp(2 * MINUTE), () => {
            actions.press(d.id, 'alert'); // help needed: emergency next to presence
            later(exp(5 * MINUTE), () => actions.press(d.id, 'alert')); // ends both
          });
        } else later(exp(6 * MINUTE), () => actions.press(d.id, 'presence'));
      });
    }
  };

  const planHour = () => {
    const hour = hourOf(clock.now());
    const expected = (beds * rate * HOURLY_WEIGHTS[hour]!) / WEIGHT_SUM;
    const count = poisson(expected, random);
    for (let i = 0; i < count; i++) later(Math.floor(random() * HOUR), scene);
    later(HOUR, planHour);
  };
  planHour();
  return () => {
    for (const id of timers) clock.clearTimeout(id);
    timers.clear();
  };
}

function poisson(mean: number, random: () => number): number {
  // Knuth for small means, normal approximation for large wards.
  if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Local hour in the facility's time zone (DST-correct, ARCHITECTURE §7). */
export function hourFormatter(timezone: string): (ms: number) => number {
  return (ms) => new TZDate(ms, timezone).getHours();
}
