import {
  advance,
  advanceTo,
  expectCallLog,
  expectDisplay,
  press,
  scenario,
  type DisplayProfile,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof. On Sunday 30 March 2025 the clocks in Zurich jump from 02:00 to 03:00 (CET to
// CEST). Schedule 1 "Tag/Nacht": night group 2 (urgent only) until 07:00 local.
const corridor: DisplayProfile = {
  weekday: { schedule: 1, groups: [1, 2] },
  weekend: { schedule: 1, groups: [1, 2] },
};

export default scenario({
  name: 'calendar-dst-spring',
  title: 'Spring DST change: the night is one hour shorter',
  story:
    'Frau Keller rings at 01:50; at 02:00 the clocks jump to 03:00. The nurse arrives at 03:10 local: the call lasted 20 minutes, not 80. ' +
    'A call at 03:01 local came two minutes after one at 01:59 and must stay behind it. The day schedule starts at 07:00 summer time.',
  cites: [
    'ARCHITECTURE §7 DST changes in Europe/Zurich',
    'spec 01 §4 call display ordering by duration',
    'spec 01 §4 active interval from local time',
    'spec 02 §3 call log duration',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-03-30 01:50',
  quantum: '10s',
  steps: [
    press(23, 'alert'),
    advanceTo('2025-03-30 01:59'),
    press(19, 'alert'),
    advance('2m', { label: 'the clocks jump' }),
    press(8, 'alert', { label: '03:01 local, two minutes later' }),
    expectDisplay(null, ['101 Ruf', '104 Ruf', '102 Ruf']),
    advanceTo('2025-03-30 03:10'),
    press(23, 'presence'),
    expectCallLog({
      last: {
        device: 23,
        callType: 4,
        duration: 1200,
        openedAt: '2025-03-30 01:50',
        closedAt: '2025-03-30 03:10',
      },
    }),
    advanceTo('2025-03-30 06:59'),
    expectDisplay(corridor, [], { label: 'night group until 07:00 summer time' }),
    advanceTo('2025-03-30 07:00'),
    expectDisplay(corridor, ['104 Ruf', '102 Ruf', '101 Anwesenheit']),
  ],
});
