import { advance, expectCallLog, expectDisplay, expectOpenCalls, press, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 102 (device 8), Wohnbereich 1.
export default scenario({
  name: 'presence-clears-call',
  title: 'The nurse arrives: presence clears the call',
  story:
    'Herr Meier in Zimmer 102 rings at 10:00. The nurse comes four minutes later and presses the green presence button: the call ends, the room shows her presence. ' +
    'When she leaves she presses it again and the room is quiet; the call log keeps the call with its four minutes and the presence with its eleven.',
  cites: [
    'spec 02 §4 demo buttons (presence while alert is active closes the alert first; presence toggles)',
    'spec 01 §4 call display ordering (presence after calls: sort_order 10)',
    'spec 02 §3 call log fields',
  ],
  facility: { kind: 'demo' },
  start: '2025-01-08 10:00',
  steps: [
    press(8, 'alert'),
    expectDisplay(null, ['102 Ruf']),
    advance('4m'),
    press(8, 'presence'),
    expectDisplay(null, ['102 Anwesenheit'], { label: 'the call is gone, the presence shows' }),
    expectCallLog({
      count: 1,
      last: {
        device: 8,
        callType: 4,
        duration: 240,
        isPresence: false,
        openedAt: '2025-01-08 10:00',
        closedAt: '2025-01-08 10:04',
      },
    }),
    advance('11m'),
    press(8, 'presence'),
    expectOpenCalls(0),
    expectCallLog({ count: 2, last: { device: 8, callType: 6, duration: 660, isPresence: true } }),
  ],
});
