import { advanceTo, battery, expectDevice, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 102's two-button device (8) drains about 0.3 % a day (a cell lasts about a
// year). Its cell is at 41.9 % on Monday; the global thresholds are the defaults, low 40 and critical 25.
export default scenario({
  name: 'battery-draining-weeks',
  title: 'A call button battery drains below the low threshold over the week',
  story:
    'Nobody touches the call button in Zimmer 102 for over a week. Its cell reports its level through the Gets as it drains; ' +
    'on Monday it is fine, the next Monday it reads 39 % and the console must show it as LOW (replacement recommended), while it stays reachable.',
  cites: [
    'spec 01 §4 battery display (unknown when null or -1; OK at or above low; LOW below; critical below critical)',
    'spec 01 §3 global settings battery_threshold_low 40, battery_threshold_critical 25 (spec 02 §9)',
    'ARCHITECTURE §8 batteries drain over months',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-06 08:00',
  quantum: '10s',
  steps: [
    battery(8, 41.9),
    expectDevice(8, { battery: 41, batteryState: 'ok', reachable: true }),
    advanceTo('2025-01-10 08:00'),
    expectDevice(8, { battery: 40, batteryState: 'ok' }, { label: 'Friday: still at the threshold' }),
    advanceTo('2025-01-13 08:00'),
    expectDevice(8, { battery: 39, batteryState: 'low', reachable: true }, { label: 'a week later: LOW' }),
  ],
});
