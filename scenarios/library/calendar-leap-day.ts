import {
  advanceTo,
  expectCallLog,
  expectDisplay,
  press,
  resetCall,
  scenario,
  type DisplayProfile,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Bad 102 (9) and Zimmer 201 (10). 29 February 2024 is a Thursday; 1 March a Friday.
const office: DisplayProfile = {
  weekday: { schedule: 20, groups: [1] },
  weekend: { schedule: 20, groups: [2] },
};

export default scenario({
  name: 'calendar-leap-day',
  title: '29 February: a call that lasts through the leap day',
  story:
    'A bath call cord in Bad 102 stays pulled from 23:55 on 28 February until 00:05 on 1 March (a stuck cord nobody reset). The leap day must count: 24 h 10 min. ' +
    'The weekend window still begins on Friday 1 March at 18:00.',
  cites: [
    'ARCHITECTURE §7 leap days',
    'spec 01 §4 weekend window from Friday weekend_start',
    'spec 02 §3 call log duration',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2024-02-28 23:55',
  quantum: '10s',
  steps: [
    press(9),
    press(10, 'alert'),
    advanceTo('2024-02-29 12:00'),
    expectDisplay(office, ['Bad102 Bad-Ruf', '201 Ruf'], { label: 'Thursday 29 February is a weekday' }),
    advanceTo('2024-03-01 00:05'),
    resetCall(9, { label: 'the cord is finally reset' }),
    expectCallLog({
      last: {
        device: 9,
        callType: 3,
        duration: 87_000,
        openedAt: '2024-02-28 23:55',
        closedAt: '2024-03-01 00:05',
      },
    }),
    advanceTo('2024-03-01 18:00'),
    expectDisplay(office, [], { label: 'Friday 1 March 18:00: weekend, urgent only' }),
  ],
});
