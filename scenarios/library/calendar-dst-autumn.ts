import {
  advance,
  advanceTo,
  expectCallLog,
  expectDisplay,
  press,
  scenario,
  type DisplayProfile,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof. On Sunday 26 October 2025 the clocks in Zurich go back from 03:00 to 02:00 (CEST
// to CET): the hour 02:00-03:00 happens twice. Local times written here are the first occurrence.
const corridor: DisplayProfile = {
  weekday: { schedule: 1, groups: [1, 2] },
  weekend: { schedule: 1, groups: [1, 2] },
};

export default scenario({
  name: 'calendar-dst-autumn',
  title: 'Autumn DST change: the hour from two to three happens twice',
  story:
    'Herr Meier rings at 02:50 summer time; ten minutes later the clocks go back to 02:00. Frau Roth rings at 02:05 winter time — fifteen minutes after him, although her clock time is earlier. ' +
    'He must stay first; his call, answered at 02:10 winter time, lasted 20 minutes; the day schedule starts at 07:00 winter time.',
  cites: [
    'ARCHITECTURE §7 DST changes in Europe/Zurich',
    'spec 01 §4 call display ordering by duration (not by clock time)',
    'spec 01 §4 active interval from local time',
    'spec 02 §3 call log duration',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-10-26 02:50',
  quantum: '10s',
  steps: [
    press(8, 'alert'),
    advance('15m', { label: 'to 02:05 winter time' }),
    press(25, 'alert'),
    expectDisplay(null, ['102 Ruf', '105 Ruf'], { label: 'the earlier call stays first' }),
    advance('5m'),
    press(8, 'presence'),
    expectCallLog({ last: { device: 8, callType: 4, duration: 1200, openedAt: '2025-10-26 02:50' } }),
    advanceTo('2025-10-26 06:59'),
    expectDisplay(corridor, []),
    advanceTo('2025-10-26 07:00'),
    expectDisplay(corridor, ['105 Ruf', '102 Anwesenheit'], { label: '07:00 winter time: day group' }),
  ],
});
