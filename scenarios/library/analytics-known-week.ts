import { advance, advanceTo, expectAnalytics, expectCallLog, scenario, trigger } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 101 (23), Zimmer 104 (19); call types 4 'Ruf' and 2 'Notruf'.
// Nine calls in the week of Monday 6 to Sunday 12 January 2025, each closed after a known time:
//   #  local time         device  type  seconds  shift (6/14/22)
//   1  Mon 06.01 08:00    23      4     120      early
//   2  Mon 06.01 14:00    19      4     300      late
//   3  Tue 07.01 09:00    23      4      60      early
//   4  Wed 08.01 22:30    19      2      90      night
//   5  Thu 09.01 03:00    23      4     900      night
//   6  Fri 10.01 08:00    23      4     240      early
//   7  Sat 11.01 08:00    19      4     180      early
//   8  Sun 12.01 20:00    23      2      30      late
//   9  Sun 12.01 20:10    23      4     720      late
// By hand (nearest-rank percentiles: the ceil(p * n)-th of the sorted times):
//   all 9:        30 60 90 120 180 240 300 720 900  -> p50 5th = 180, p90 ceil(8.1) = 9th = 900, p95 9th = 900
//   long (> 10 min, the default threshold): 720, 900 -> 2
//   type 4 (7):   60 120 180 240 300 720 900        -> p50 4th = 240, p90 ceil(6.3) = 7th = 900
//   type 2 (2):   30 90                             -> p50 1st = 30, p90 ceil(1.8) = 2nd = 90
//   early (4):    60 120 180 240                    -> p50 2nd = 120, p90 ceil(3.6) = 4th = 240
//   late (3):     30 300 720                        -> p50 ceil(1.5) = 2nd = 300, p90 ceil(2.7) = 3rd = 720
//   night (2):    90 900                            -> p50 90, p90 900
//   weekdays:     Mon 2, Tue 1, Wed 1, Thu 1, Fri 1, Sat 1, Sun 2
//   hours:        08 -> 3 (calls 1, 6, 7), 09, 14, 22, 03 -> 1 each, 20 -> 2
//   presences:    an emergency on a two-button device is raised by staff in the room (presence, then the call
//                 button), so calls 4 and 8 each bring a presence of the same length: 2 presences, 11 log rows,
//                 and presences are in no call figure
//   devices:      23 -> 6 calls (120 60 900 240 30 720: p50 ceil(3) = 3rd of 30 60 120 240 720 900 = 120), 19 -> 3
const call = (at: string, device: number, callType: number, seconds: number) => [
  advanceTo(at),
  trigger(device, callType),
  advance(`${seconds}s`),
  trigger(device, callType, { close: true }),
];

export default scenario({
  name: 'analytics-known-week',
  title: 'A known week of calls gives the analytics figures computed by hand',
  story:
    'Over one week two residents call nine times, at known hours and for known times until the call is closed. ' +
    'On Sunday evening the manager opens the analytics for the last 7 days: counts per weekday, hour, shift, call type and resident, ' +
    'the response-time percentiles and the long calls are exactly what the week adds up to by hand.',
  cites: [
    'spec 01 §2 analytics; issue 17: calls per hour/day, by call type and resident, p50/p90/p95 per call type, shift and weekday, long calls',
    'spec 02 §9 date ranges in the facility zone (LAST_7_DAYS); spec 02 §3 call log (duration whole seconds)',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-06 07:55',
  quantum: '15s',
  steps: [
    ...call('2025-01-06 08:00', 23, 4, 120),
    ...call('2025-01-06 14:00', 19, 4, 300),
    ...call('2025-01-07 09:00', 23, 4, 60),
    ...call('2025-01-08 22:30', 19, 2, 90),
    ...call('2025-01-09 03:00', 23, 4, 900),
    ...call('2025-01-10 08:00', 23, 4, 240),
    ...call('2025-01-11 08:00', 19, 4, 180),
    ...call('2025-01-12 20:00', 23, 2, 30),
    ...call('2025-01-12 20:10', 23, 4, 720),
    advanceTo('2025-01-12 20:30'),
    expectCallLog({ count: 11 }, { label: 'nine calls and the two presences of the emergencies' }),
    expectAnalytics({
      range: 'LAST_7_DAYS',
      calls: 9,
      presences: 2,
      previousCalls: 0,
      p50: 180,
      p90: 900,
      p95: 900,
      longCalls: 2,
      perHour: { 3: 1, 8: 3, 9: 1, 14: 1, 20: 2, 22: 1 },
      byCallType: { 4: { calls: 7, p50: 240, p90: 900 }, 2: { calls: 2, p50: 30, p90: 90 } },
      byWeekday: {
        1: { calls: 2 },
        2: { calls: 1 },
        3: { calls: 1 },
        4: { calls: 1 },
        5: { calls: 1 },
        6: { calls: 1 },
        7: { calls: 2 },
      },
      byShift: {
        early: { calls: 4, p50: 120, p90: 240 },
        late: { calls: 3, p50: 300, p90: 720 },
        night: { calls: 2, p50: 90, p90: 900 },
      },
      topDevices: { 23: { calls: 6, p50: 120 }, 19: { calls: 3 } },
      exact: true,
    }),
  ],
});
