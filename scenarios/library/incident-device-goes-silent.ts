import { advance, dropLink, expectIncidents, restoreLink, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 201 (device 10) is a radio call button; the global radio monitoring timeout
// is its default, 60 minutes (no call source group with its own timeout holds its call source).
export default scenario({
  name: 'incident-device-goes-silent',
  title: 'A radio call button goes silent; after the timeout it is not reachable until it is heard again',
  story:
    'The radio call button in Zimmer 201 stops being heard at 11:00 (its battery compartment was opened). For an hour nothing is wrong ' +
    'yet: a radio device may miss a few supervision messages. At 12:00 the backend opens a reachability incident. When the button ' +
    'is back at 12:30 the incident closes by itself.',
  cites: [
    'spec 02 §3 global settings monitoring_timeout_radio (minutes); incident kind reachability',
    'spec 02 §3 hub log events DeviceLost/DeviceFound',
    'spec 02 §8 unreachable radio devices show a not-reachable icon',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 11:00',
  steps: [
    dropLink(10),
    advance('59m'),
    expectIncidents(10, [], { label: 'within the timeout: no incident' }),
    advance('2m'),
    expectIncidents(
      10,
      [{ kind: 'reachability', severity: 'Critical', state: 'New', openedAt: '2025-01-07 12:00' }],
      {
        label: 'an hour without hearing it: not reachable',
      },
    ),
    advance('29m'),
    restoreLink(10),
    advance('1m'),
    expectIncidents(10, [{ kind: 'reachability', state: 'Closed', closedAt: '2025-01-07 12:30' }], {
      label: 'heard again: closed automatically',
    }),
  ],
});
