import {
  advanceTo,
  expectDisplay,
  medallion,
  press,
  scenario,
  type DisplayProfile,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 101 (23) in Wohnbereich 1, Zimmer 201 (10) in Wohnbereich 2, Medaillon
// Tobler (24) in Wohnbereich 1. The display of Wohnbereich 2 shows all sections from 22:00 to 06:00 (one night
// nurse for both floors) and medallion alarms (call type 5) at any time.
const floor2: DisplayProfile = { sections: [2], ignoreSectionsTime: '22-6', ignoreCallTypes: [5] };

export default scenario({
  name: 'ignore-sections-across-midnight',
  title: 'The night window of a floor display spans midnight',
  story:
    'The Wohnbereich 2 display shows only its own floor by day. From 22:00 to 06:00 the one night nurse covers both floors, so the display drops its section filter; ' +
    'the window runs across midnight. Medallion alarms from anywhere always show.',
  cites: [
    'spec 01 §4 display filtering: section filter applies only when sections are set and the ignore-time window is not active; the ignore window spans midnight when start is later than end',
    'spec 01 §4: calls of call types on the ignore list always pass',
    'spec 01 §2 URL parameters sections, ignore_sections_time, ignore_sections_filter_for_call_types',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-09 21:50',
  quantum: '10s',
  steps: [
    press(23, 'alert'),
    press(10, 'alert'),
    expectDisplay(floor2, ['201 Ruf'], { label: '21:50 own floor only' }),
    advanceTo('2025-01-09 22:00'),
    expectDisplay(floor2, ['101 Ruf', '201 Ruf'], { label: '22:00 both floors' }),
    advanceTo('2025-01-10 00:00:30'),
    expectDisplay(floor2, ['101 Ruf', '201 Ruf'], { label: 'after midnight still both' }),
    advanceTo('2025-01-10 05:59'),
    expectDisplay(floor2, ['101 Ruf', '201 Ruf']),
    advanceTo('2025-01-10 06:00'),
    expectDisplay(floor2, ['201 Ruf'], { label: '06:00 own floor again' }),
    medallion(24),
    expectDisplay(floor2, ['Tobler Medaillon-Alarm', '201 Ruf'], {
      label: 'medallion alarms pass the section filter',
    }),
  ],
});
