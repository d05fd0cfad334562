import {
  adminEdit,
  advance,
  expectCallTimeline,
  expectHandledBy,
  expectPhone,
  phoneAccept,
  phoneArrive,
  phoneLogin,
  phoneReject,
  press,
  scenario,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 104 (device 19), Wohnbereich 1. Ben K. moves to a new care assistants'
// group of the same section that may only reject (call handling RejectOnly); Anna M. stays in Pflege WB 1 (Full).
export default scenario({
  name: 'phone-reject-only-then-full-accepts',
  title: 'A care assistant may only reject; the nurse of the full group accepts',
  story:
    'Ben works as a care assistant today: the administrator puts him in the group "Pflegehilfe WB 1", which may only reject calls. ' +
    "Frau Brunner in Zimmer 104 rings at 09:30; the call reaches Anna's and Ben's phones. Ben tries to accept it and his phone refuses (reject only), so he rejects it; " +
    'Anna accepts half a minute later, the display card shows her, and she is at the door two minutes later.',
  cites: [
    'spec 02 §3 app user group (call handling Full or RejectOnly)',
    'spec 02 §3 call actions (Rejected, Accepted, NFC) and the call log action timeline',
    'docs/protocols.md §7 Action refusal reject_only',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2026-03-12 09:30',
  // the phones' logins, actions and the server's offers on the simulated clock: the same call log every run
  checkDeterminism: true,
  steps: [
    adminEdit(
      'AppUserGroup',
      {
        input: {
          name: 'Pflegehilfe WB 1',
          call_handling_mode: 'RejectOnly',
          section_id: 1,
          node_selection: [],
          display_group_ids: [],
        },
      },
      { as: 'admin' },
    ),
    adminEdit('AppUser', { input: { id: 2, app_user_group_id: 3 } }, { as: 'admin' }),
    phoneLogin('anna'),
    phoneLogin('ben'),
    press(19, 'alert'),
    expectPhone('anna', [19]),
    expectPhone('ben', [19]),
    advance('10s'),
    phoneAccept('ben', 19, { outcome: 'reject_only', label: 'his group may only reject' }),
    expectHandledBy(19, null),
    phoneReject('ben', 19),
    expectPhone('ben', [], { label: 'rejected: gone from his phone' }),
    expectPhone('anna', [19], { offer: 'offered', label: 'Anna still has it: no escalation' }),
    advance('20s'),
    phoneAccept('anna', 19),
    expectHandledBy(19, 'Anna M.'),
    advance('2m'),
    phoneArrive('anna', 19),
    expectCallTimeline(19, [
      { kind: 'OPENED', offset: 0 },
      { kind: 'Rejected', by: 'Ben K.', offset: 10 },
      { kind: 'Accepted', by: 'Anna M.', offset: 30 },
      { kind: 'PRESENCE', offset: 150 },
      { kind: 'NFC', by: 'Anna M.', offset: 150 },
      { kind: 'CLOSED', by: 'Anna M.', offset: 150 },
    ]),
  ],
});
