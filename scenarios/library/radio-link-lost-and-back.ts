import {
  advance,
  dropLink,
  expectDevice,
  expectDisplay,
  expectCallLog,
  press,
  restoreLink,
  scenario,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 201 (device 10) reports through hub 2 (2. Stock).
export default scenario({
  name: 'radio-link-lost-and-back',
  title: 'A radio call button becomes unreachable and comes back',
  story:
    'The call button in Zimmer 201 loses its radio link at 11:00 (a metal trolley parked in front of the repeater). The backend must know the device is unreachable. ' +
    'Frau Graf presses it at 11:05: the radio cannot deliver it yet; when the link returns at 11:20 the device retransmits and the call appears.',
  cites: [
    'spec 02 §3 hub log events DeviceLost/DeviceFound; incident kind reachability (incidents are not built yet)',
    'docs/protocols.md §3 device.reachability; §2 a radio device that is unreachable gets the action when its link returns',
    'ARCHITECTURE §8 radio links drop now and then',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 11:00',
  steps: [
    dropLink(10),
    expectDevice(10, { reachable: false }),
    advance('5m'),
    press(10, 'alert', { label: 'pressed while the link is down' }),
    expectDisplay(null, [], { label: 'nothing arrives while the link is down' }),
    advance('15m'),
    restoreLink(10),
    expectDevice(10, { reachable: true }),
    expectDisplay(null, ['201 Ruf'], { label: 'the retransmitted call shows' }),
    advance('3m'),
    press(10, 'presence'),
    expectCallLog({ last: { device: 10, callType: 4, openedAt: '2025-01-07 11:20', duration: 180 } }),
  ],
});
