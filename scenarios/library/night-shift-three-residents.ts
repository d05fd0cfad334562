import {
  advance,
  closeCall,
  expectCallLog,
  expectDisplay,
  expectOpenCalls,
  medallion,
  press,
  scenario,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof, Wohnbereich 1: Zimmer 101 (device 23), Zimmer 104 (19), Medaillon Tobler (24).
export default scenario({
  name: 'night-shift-three-residents',
  title: 'Night shift: three residents call within five minutes',
  story:
    'At 02:00 on a Tuesday Frau Keller in Zimmer 101 rings, three minutes later Zimmer 104, and then Frau Tobler falls and her medallion goes off. ' +
    'The wall display must put the medallion first, then the two calls in the order they came; the nurse reaches 101 first, then ends the medallion alarm from the display.',
  cites: [
    'spec 01 §4 call display ordering (urgency, then sort_order, then duration)',
    'spec 02 §4 demo buttons (alert toggles; presence while alert closes the alert first)',
    'spec 01 §4 close call (calllog::close_calls)',
    'spec 02 §3 call log fields (duration, handled_by)',
  ],
  facility: { kind: 'demo' },
  start: '2025-01-07 02:00',
  checkDeterminism: true,
  steps: [
    press(23, 'alert'),
    advance('3m'),
    press(19, 'alert'),
    advance('2m'),
    medallion(24),
    expectDisplay(null, ['Tobler Medaillon-Alarm', '101 Ruf', '104 Ruf'], {
      label: 'medallion first, then the calls by waiting time',
    }),
    advance('2m'),
    press(23, 'presence', { label: 'the nurse arrives in 101' }),
    expectDisplay(null, ['Tobler Medaillon-Alarm', '104 Ruf', '101 Anwesenheit']),
    expectCallLog({
      last: {
        device: 23,
        callType: 4,
        duration: 420,
        openedAt: '2025-01-07 02:00',
        closedAt: '2025-01-07 02:07',
      },
    }),
    advance('1m30s'),
    closeCall(24, 'pflege', 'ok', { label: 'a second nurse ends the medallion alarm from the display' }),
    expectDisplay(null, ['104 Ruf', '101 Anwesenheit']),
    expectCallLog({ last: { device: 24, callType: 5, duration: 210, handledBy: 'pflege' } }),
    advance('4m'),
    press(23, 'presence', { label: 'the nurse leaves 101' }),
    press(19, 'presence', { label: 'and goes to 104' }),
    advance('6m'),
    press(19, 'presence'),
    expectOpenCalls(0),
    expectCallLog({
      count: 5,
      includes: [
        { device: 19, callType: 4, duration: 570 },
        { device: 23, callType: 6, duration: 330 },
        { device: 19, callType: 6, duration: 360 },
      ],
    }),
  ],
});
