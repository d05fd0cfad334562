import { advance, expectCallLog, expectDisplay, expectOpenCalls, press, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 103 Bett 1 (device 13), Bad Zimmer 101 (device 5), Wohnbereich 1.
export default scenario({
  name: 'emergency-from-alert-and-presence',
  title: 'Emergency: the nurse in the room presses the call button',
  story:
    'Frau Brunner in 103, bed 1, rings at 14:00; the nurse arrives at 14:02 and finds her on the floor. With her presence set she presses the red button: that is an emergency, ' +
    'and it must jump above the bath call that came in meanwhile. The colleague who comes presses presence once: emergency and presence end together.',
  cites: [
    'spec 02 §4 demo buttons (with alert on and the other button pressed, presence is set and emergency is triggered; with both active either press ends both)',
    'spec 01 §4 call display ordering (EMERGENCY before URGENT before NORMAL)',
    'ARCHITECTURE §8 demo call type ids (alert 4, presence 6, emergency 2)',
  ],
  facility: { kind: 'demo' },
  start: '2025-01-09 14:00',
  steps: [
    press(13, 'alert'),
    advance('2m'),
    press(13, 'presence'),
    advance('2m'),
    press(5, undefined, { label: 'a bath call from Bad 101' }),
    advance('1m'),
    press(13, 'alert', { label: 'the nurse in 103/1 needs help' }),
    expectDisplay(null, ['103/1 Notruf', 'Bad101 Bad-Ruf', '103/1 Anwesenheit'], {
      label: 'emergency on top',
    }),
    advance('4m'),
    press(13, 'presence', { label: 'the colleague arrives' }),
    expectDisplay(null, ['Bad101 Bad-Ruf'], { label: 'emergency and presence end together' }),
    expectCallLog({
      includes: [
        { device: 13, callType: 4, duration: 120 },
        { device: 13, callType: 2, duration: 240 },
        { device: 13, callType: 6, duration: 420 },
      ],
    }),
    advance('3m'),
    press(5, undefined, { label: 'someone takes the bath call at the cord' }),
    expectOpenCalls(1),
  ],
});
