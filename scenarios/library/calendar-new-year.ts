import {
  advance,
  advanceTo,
  expectCallLog,
  expectDisplay,
  expectMirrorsTwin,
  medallion,
  press,
  scenario,
  type DisplayProfile,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 102 (8), Zimmer 105 (25), Medaillon Tobler (24). New Year's Day 2025 is a
// Wednesday: a weekday for the weekend window.
const office: DisplayProfile = {
  weekday: { schedule: 20, groups: [1] },
  weekend: { schedule: 20, groups: [2] },
};

export default scenario({
  name: 'calendar-new-year',
  title: "New Year's Eve into New Year: calls across the year change",
  story:
    "At 23:59:30 on New Year's Eve Herr Huber in 102 rings; forty seconds into the new year Frau Roth in 105 rings and a medallion goes off. " +
    'The year rollover must not silence or reorder anything: the display keeps its order, the call log keeps 2024 and 2025 apart with the right durations.',
  cites: [
    'ARCHITECTURE §7 New Year (in 2019 a date rollover silenced the real system)',
    'spec 01 §4 call display ordering',
    'spec 01 §4 weekend window (Tuesday to Thursday are weekdays)',
    'spec 02 §3 call log',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2024-12-31 23:50',
  steps: [
    advanceTo('2024-12-31 23:59:30'),
    press(8, 'alert'),
    advanceTo('2025-01-01 00:00:40'),
    press(25, 'alert'),
    medallion(24),
    expectDisplay(null, ['Tobler Medaillon-Alarm', '102 Ruf', '105 Ruf']),
    expectDisplay(office, ['Tobler Medaillon-Alarm', '102 Ruf', '105 Ruf'], {
      label: "New Year's Day is a Wednesday: weekday groups",
    }),
    advance('5s'),
    press(8, 'presence'),
    expectCallLog({
      last: {
        device: 8,
        callType: 4,
        duration: 75,
        openedAt: '2024-12-31 23:59:30',
        closedAt: '2025-01-01 00:00:45',
      },
    }),
    advance('10m'),
    expectMirrorsTwin(),
  ],
});
