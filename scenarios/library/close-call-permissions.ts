import {
  advance,
  closeCall,
  expectAudit,
  expectCallLog,
  expectDisplay,
  press,
  scenario,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 104 (19) in Wohnbereich 1 (manual closure allowed);
// Türkontakt 1. Stock (28), a technical input whose node denies manual closure.
export default scenario({
  name: 'close-call-permissions',
  title: 'Closing calls from the display, with and without permission',
  story:
    'A call in 104 and an open door contact. The anonymous wall display cannot close anything; the technician (no close permission) may close the room call because the section allows it, ' +
    'but not the door alarm whose node forbids manual closure; the nurse with calllog::close_calls may close it. Every attempt leaves an audit row; a refused one is a denial.',
  cites: [
    'spec 01 §4 close call (close_calls; otherwise denied if the node has deny_manual_call_closure; otherwise only if the section allows manual closure and the user is logged in)',
    'spec 02 §4 call closing rule',
    'spec 01 §7 sendDeviceAction, spec 02 §3 audit log',
  ],
  facility: { kind: 'demo' },
  start: '2025-01-08 16:00',
  steps: [
    press(19, 'alert'),
    press(28, undefined, { label: 'the door contact opens' }),
    expectDisplay(null, ['Tuer 1 Technik-Alarm', '104 Ruf']),
    advance('1m'),
    closeCall(19, null, 'MISSING_AUTH', { label: 'the anonymous display may not close' }),
    expectDisplay(null, ['Tuer 1 Technik-Alarm', '104 Ruf']),
    closeCall(28, 'technik', 'MISSING_PERMISSION', { label: 'the node denies manual closure' }),
    expectDisplay(null, ['Tuer 1 Technik-Alarm', '104 Ruf']),
    closeCall(19, 'technik', 'ok', { label: 'the section allows manual closure for a signed-in user' }),
    expectDisplay(null, ['Tuer 1 Technik-Alarm']),
    advance('30s'),
    closeCall(28, 'pflege', 'ok', { label: 'calllog::close_calls may always close' }),
    expectDisplay(null, []),
    expectCallLog({
      includes: [
        { device: 19, callType: 4, duration: 60, handledBy: 'technik' },
        { device: 28, callType: 8, duration: 90, handledBy: 'pflege' },
      ],
    }),
    expectAudit([
      { action: 'access_denied', outcome: 'denied' },
      { action: 'sendDeviceAction', user: 'technik', outcome: 'denied' },
      { action: 'sendDeviceAction', user: 'technik', outcome: 'ok' },
      { action: 'sendDeviceAction', user: 'pflege', outcome: 'ok' },
    ]),
  ],
});
