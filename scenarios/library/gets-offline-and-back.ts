import {
  advance,
  expectCallsChanged,
  expectCallLog,
  expectDisplay,
  expectSync,
  getsFault,
  medallion,
  press,
  scenario,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 101 (23), 104 (19), Medaillon Tobler (24).
export default scenario({
  name: 'gets-offline-and-back',
  title: 'The Gets goes offline and comes back: the open-call list is rebuilt in full',
  story:
    'Two calls are open when the configurator drops off the network at 03:00. While it is gone, one call ends and the medallion goes off. ' +
    'When it is back the backend reconnects, takes the snapshot and every display receives the whole, current list again — nothing stale, nothing missing.',
  cites: [
    'ARCHITECTURE §3 open calls rebuilt from Gets on every (re)connect; docs/protocols.md §3 snapshot, §5 fault offline',
    'spec 02 §4 sync status offline',
    'spec 01 §7 callsChanged sends the full list (a reconnect is a change); CallsChange.link says when the list may be stale',
    'spec 02 §3 call log: a call that closed while the Gets was unreachable is logged at the reconnect',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 02:50',
  steps: [
    press(23, 'alert'),
    press(19, 'alert'),
    advance('10m'),
    getsFault({ offline: true }),
    advance('1m'),
    expectSync({ gets: 'offline' }),
    press(23, 'alert', { label: 'Zimmer 101 cancels its call' }),
    medallion(24),
    advance('2m'),
    expectDisplay(null, ['101 Ruf', '104 Ruf'], { label: 'the backend still shows the last known list' }),
    expectCallsChanged(['101 Ruf', '104 Ruf'], {
      link: 'offline',
      label: 'the displays were told the list may be stale (the display shows its link warning)',
    }),
    getsFault({ offline: false }),
    advance('15s'),
    expectSync({ gets: 'online' }),
    expectCallsChanged(['104 Ruf', 'Tobler Medaillon-Alarm'], {
      link: 'online',
      label: 'the full list after the reconnect, link online again',
    }),
    expectDisplay(null, ['Tobler Medaillon-Alarm', '104 Ruf']),
    expectCallLog({ last: { device: 23, callType: 4 } }),
  ],
});
