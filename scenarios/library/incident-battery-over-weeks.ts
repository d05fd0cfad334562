import { advance, advanceTo, battery, expectDevice, expectIncidents, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 102's two-button device (8) drains about 0.3 % a day. The global thresholds
// are the defaults, low 40 and critical 25; the weeks between are skipped by setting the cell where it would be.
export default scenario({
  name: 'incident-battery-over-weeks',
  title: 'A call button battery drains below low, then below critical; a new battery closes the incident',
  story:
    'The cell of the call button in Zimmer 102 drains. Two days after it reads 40.5 % it falls below 40 %: the backend opens a ' +
    'battery incident (Warning, replacement recommended). Weeks later it is at 25.2 % and the next day below 25 %: the same incident ' +
    'becomes Critical (replacement required). The technician puts in a new battery and the incident closes by itself.',
  cites: [
    'spec 02 §3 incident kinds (battery), severity Critical/Warning, states New/Closed',
    'spec 02 §4 battery: below low replacement recommended, below critical replacement required',
    'spec 02 §9 default battery thresholds low 40, critical 25',
    'ARCHITECTURE §8 batteries drain over months',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-06 08:00',
  steps: [
    battery(8, 40.5),
    expectIncidents(8, [], { label: 'at 40 % the battery is fine' }),
    advanceTo('2025-01-08 08:00'),
    expectDevice(8, { battery: 39, batteryState: 'low' }),
    expectIncidents(8, [{ kind: 'battery', severity: 'Warning', state: 'New' }], {
      label: 'below low: a warning',
    }),
    battery(8, 25.2, { label: 'weeks later' }),
    advance('1d'),
    expectDevice(8, { battery: 24, batteryState: 'critical' }),
    expectIncidents(8, [{ kind: 'battery', severity: 'Critical', state: 'New' }], {
      label: 'below critical: the same incident, now critical',
    }),
    battery(8, 100, { label: 'a new battery' }),
    advance('1m'),
    expectIncidents(
      8,
      [{ kind: 'battery', severity: 'Critical', state: 'Closed', closedAt: '2025-01-09 08:00' }],
      {
        label: 'the device recovered: closed automatically',
      },
    ),
  ],
});
