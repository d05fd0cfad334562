import { advance, criterion, expectIncidents, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof: the seeded probable-defect monitor 'Funkstörung' counts criterion 0x6A with a
// threshold of 4 (the most allowed) within 1 hour. Zimmer 201's call button (device 10) reports through hub 2.
export default scenario({
  name: 'incident-probable-defect',
  title: 'A radio call button reports a disturbance five times in an hour: probable defect',
  story:
    'The hub of the second floor reports criterion 0x6A for the call button in Zimmer 201 every ten minutes from 09:00. Four times ' +
    'in an hour are tolerated; the fifth, at 09:40, opens a probable-defect incident. The reports stop; an hour after the first ' +
    'one fewer than five remain in the window and the incident closes by itself.',
  cites: [
    'spec 02 §3 probable-defect monitor: name, criterion (hex code starting 0x), threshold (maximum count), timeframe (hours)',
    'spec 02 §3 incident kind probable_defects; hub log event Criterion',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 09:00',
  steps: [
    criterion(10, '0x6A'),
    advance('10m'),
    criterion(10, '0x6A'),
    advance('10m'),
    criterion(10, '0x6A'),
    advance('10m'),
    criterion(10, '0x6A'),
    advance('10m'),
    expectIncidents(10, [], { label: 'four in an hour: within the threshold' }),
    criterion(10, '0x6A'),
    advance('1m'),
    expectIncidents(
      10,
      [{ kind: 'probable_defects', severity: 'Warning', state: 'New', openedAt: '2025-01-07 09:40' }],
      {
        label: 'the fifth: probable defect',
      },
    ),
    advance('20m'),
    expectIncidents(10, [{ kind: 'probable_defects', state: 'Closed', closedAt: '2025-01-07 10:00' }], {
      label: 'the first report left the hour: closed',
    }),
  ],
});
