// Spec 01 §4 battery display, spec 02 §4 battery states and spec 02 §9 default thresholds, row by row.
import { describe, expect, it } from 'vitest';
import { batteryState } from './battery.ts';

describe('battery state (spec 01 §4, spec 02 §4)', () => {
  it.each([
    [null, 'unknown', 'null is not yet known'],
    [undefined, 'unknown', 'not reported is not yet known'],
    [-1, 'unknown', '-1 is not yet known'],
    [100, 'ok', 'full'],
    [40, 'ok', 'at the low threshold is OK (green)'],
    [39, 'low', 'below low: replacement recommended (yellow)'],
    [25, 'low', 'at the critical threshold is still yellow'],
    [24, 'critical', 'below critical: replacement required (red)'],
    [0, 'critical', 'empty'],
  ] as Array<[number | null | undefined, string, string]>)('%s %% is %s (%s)', (level, state) => {
    expect(batteryState(level)).toBe(state);
  });

  it('follows the global settings’ thresholds', () => {
    const t = { battery_threshold_low: 60, battery_threshold_critical: 50 };
    expect([batteryState(60, t), batteryState(59, t), batteryState(50, t), batteryState(49, t)]).toEqual([
      'ok',
      'low',
      'low',
      'critical',
    ]);
  });
});
