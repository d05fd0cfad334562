import { advanceTo, expectDisplay, press, scenario, type DisplayProfile } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: weekend_start 18:00, weekend_stop 06:00. The office display shows all calls on
// weekdays (schedule 20 all day, group 1) and only urgent ones on the weekend (group 2).
const office: DisplayProfile = {
  weekday: { schedule: 20, groups: [1] },
  weekend: { schedule: 20, groups: [2] },
  showPresences: false,
};

export default scenario({
  name: 'weekend-window-friday-to-monday',
  title: 'Weekend window: Friday 18:00 to Monday 06:00',
  story:
    'The office display of Haus Lindenhof uses a weekend setting from Friday evening to Monday morning. A long room call opened Friday afternoon must leave the office display at 18:00 sharp ' +
    'and come back Monday at 06:00, while the urgent bath call shows all along.',
  cites: [
    'spec 01 §4 display filtering: weekend applies from weekend_start to weekend_stop on Friday through Monday; Tuesday to Thursday are always weekdays',
    'spec 01 §3 public system params weekend_start/weekend_stop',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-10 17:50',
  quantum: '10s',
  steps: [
    press(23, 'alert'),
    press(5),
    advanceTo('2025-01-10 17:59'),
    expectDisplay(office, ['Bad101 Bad-Ruf', '101 Ruf'], { label: 'Friday 17:59 is a weekday' }),
    advanceTo('2025-01-10 18:00'),
    expectDisplay(office, ['Bad101 Bad-Ruf'], { label: 'Friday 18:00 the weekend begins' }),
    advanceTo('2025-01-11 12:00'),
    expectDisplay(office, ['Bad101 Bad-Ruf'], { label: 'Saturday' }),
    advanceTo('2025-01-13 05:59'),
    expectDisplay(office, ['Bad101 Bad-Ruf'], { label: 'Monday 05:59 still weekend' }),
    advanceTo('2025-01-13 06:00'),
    expectDisplay(office, ['Bad101 Bad-Ruf', '101 Ruf'], { label: 'Monday 06:00 weekday again' }),
  ],
});
