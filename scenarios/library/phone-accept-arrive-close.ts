import {
  advance,
  expectCallLog,
  expectCallTimeline,
  expectDisplay,
  expectHandledBy,
  expectPhone,
  phoneAccept,
  phoneArrive,
  phoneLogin,
  press,
  scenario,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 102 (device 8), Wohnbereich 1, whose care group (Pflege WB 1) is
// Anna M., Ben K. and Carla S. (backend/src/seed/demo-app.ts), each with a phone of app management.
export default scenario({
  name: 'phone-accept-arrive-close',
  title: 'A call accepted on a phone: the nurse walks there, her presence (NFC) closes it',
  story:
    'The late shift of Wohnbereich 1 has three phones. Herr Meier in Zimmer 102 rings at 15:00; the call rings on all three. ' +
    'Carla takes it on her phone 20 seconds later: it leaves Anna\'s and Ben\'s phones and the display card shows "Carla S.". ' +
    'She is at the door a minute and a half later, holds her phone to the NFC tag and presses presence: the call ends, and the call log keeps every step with her name.',
  cites: [
    'spec 02 §3 call actions (Accepted, NFC with the app user) and call log action timeline',
    'spec 02 §3 app user group (call handling Full)',
    'docs/protocols.md §7 app gateway (Accepted takes the call off the other phones; handled_by_app_username)',
    'spec 02 §4 demo buttons (presence while alert is active closes the alert)',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2026-03-10 15:00',
  steps: [
    phoneLogin('anna'),
    phoneLogin('ben'),
    phoneLogin('carla'),
    press(8, 'alert'),
    expectPhone('anna', [8]),
    expectPhone('ben', [8]),
    expectPhone('carla', [8]),
    expectHandledBy(8, null, { label: 'nobody has it yet' }),
    advance('20s'),
    phoneAccept('carla', 8),
    expectPhone('anna', [], { label: "accepted elsewhere: gone from Anna's phone" }),
    expectPhone('ben', []),
    expectPhone('carla', [8]),
    expectHandledBy(8, 'Carla S.', { label: 'the display card shows who handles it' }),
    advance('90s'),
    phoneArrive('carla', 8),
    expectDisplay(null, ['102 Anwesenheit'], { label: 'the call is gone, her presence shows' }),
    expectCallLog({
      includes: [
        { device: 8, callType: 4, duration: 110, handledBy: 'Carla S.', openedAt: '2026-03-10 15:00' },
      ],
    }),
    expectCallTimeline(8, [
      { kind: 'OPENED', offset: 0 },
      { kind: 'Accepted', by: 'Carla S.', offset: 20 },
      { kind: 'PRESENCE', offset: 110 },
      { kind: 'NFC', by: 'Carla S.', offset: 110 },
      { kind: 'CLOSED', by: 'Carla S.', offset: 110 },
    ]),
    expectPhone('carla', [], { label: 'the closed call left her phone' }),
  ],
});
