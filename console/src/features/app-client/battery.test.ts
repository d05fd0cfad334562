// The phone's charger (spec 02 §3 app setting logout_on_charge; docs/protocols.md §7 Battery): only changes are
// reported, not the state at start; without the Battery Status API nothing is.
import { describe, expect, it } from 'vitest';
import { watchCharging } from './battery.ts';

class FakeBattery extends EventTarget {
  charging = true;
  level = 0.42;
}

describe('watchCharging', () => {
  it('reports each change of charging with the level in percent, not the state at start; stops when told', async () => {
    const battery = new FakeBattery();
    const reports: Array<[number, boolean]> = [];
    const stop = watchCharging((level, charging) => reports.push([level, charging]), {
      getBattery: () => Promise.resolve(battery),
    } as unknown as Navigator);
    await Promise.resolve();
    expect(reports).toEqual([]);
    battery.charging = false;
    battery.dispatchEvent(new Event('chargingchange'));
    battery.charging = true;
    battery.level = 0.5;
    battery.dispatchEvent(new Event('chargingchange'));
    expect(reports).toEqual([
      [42, false],
      [50, true],
    ]);
    stop();
    battery.dispatchEvent(new Event('chargingchange'));
    expect(reports).toHaveLength(2);
  });

  it('reports nothing where the browser has no Battery Status API', () => {
    const reports: unknown[] = [];
    watchCharging(() => reports.push(1), {} as Navigator)();
    expect(reports).toEqual([]);
  });
});
