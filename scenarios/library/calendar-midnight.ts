import {
  advance,
  advanceTo,
  expectCallLog,
  expectDisplay,
  press,
  scenario,
  type DisplayProfile,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 104 (19), Zimmer 101 (23), Bad 101 (5). Schedule 3 "Pflegerunden" has
// boundaries 06:00, 10:00, 14:00, 18:00, 22:00; the night display shows group 2 (urgent only) from 22:00 to 06:00.
const night: DisplayProfile = {
  weekday: { schedule: 3, groups: [1, 1, 1, 1, 2] },
  weekend: { schedule: 3, groups: [1, 1, 1, 1, 2] },
};

export default scenario({
  name: 'calendar-midnight',
  title: 'Calls across midnight keep their order, durations and the night interval',
  story:
    'Two residents call around midnight, one before and one after the date changes. The one who waited longer stays first, the durations come out right across the date change, ' +
    "and the night interval that began at 22:00 still holds after midnight (it wraps to the previous day's last interval) until 06:00.",
  cites: [
    'ARCHITECTURE §7 test midnight (the 2019 date rollover)',
    'spec 01 §4 active interval wrapping to the last interval before the first boundary',
    'spec 01 §4 call display ordering by duration',
    'spec 02 §3 call log duration, opened_at, closed_at',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 23:58',
  quantum: '10s',
  steps: [
    press(19, 'alert'),
    advanceTo('2025-01-08 00:02'),
    press(23, 'alert'),
    press(5),
    expectDisplay(null, ['Bad101 Bad-Ruf', '104 Ruf', '101 Ruf'], {
      label: 'the call from yesterday waited longest',
    }),
    expectDisplay(night, ['Bad101 Bad-Ruf'], { label: 'after midnight the 22:00 interval still runs' }),
    advance('8m'),
    press(19, 'presence'),
    expectCallLog({
      last: {
        device: 19,
        callType: 4,
        duration: 720,
        openedAt: '2025-01-07 23:58',
        closedAt: '2025-01-08 00:10',
      },
    }),
    advanceTo('2025-01-08 05:59'),
    expectDisplay(night, ['Bad101 Bad-Ruf']),
    advanceTo('2025-01-08 06:00'),
    expectDisplay(night, ['Bad101 Bad-Ruf', '101 Ruf', '104 Anwesenheit'], {
      label: '06:00 the first interval of the new day',
    }),
  ],
});
