import {
  advance,
  expectCallLog,
  expectMirrorsTwin,
  expectOpenCalls,
  replayCallLog,
  scenario,
} from '../runner/format.ts';

// scenarios/data/recorded-morning-round.csv: a busy morning round in Haus Lindenhof (95 calls and presences,
// 07:02-08:30), in the call log export format of spec 02 §3; made by scenarios/tools/record-call-log.ts.
export default scenario({
  name: 'replay-recorded-call-log',
  title: 'Replay a recorded call log into the twin',
  story:
    'A care home sends us the call log of a morning that went wrong. Replayed into the twin, each call opens and closes at its recorded time on the recorded device; ' +
    'the backend sees them over the real Gets protocol and writes a call log that matches the recorded one, row for row.',
  cites: [
    'spec 02 §3 call log fields (export format)',
    'a recorded call log can be replayed into the twin (trainer mode)',
    'ARCHITECTURE §3 the call path from Gets to the call log',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 07:00',
  checkDeterminism: true,
  steps: [
    replayCallLog('recorded-morning-round.csv'),
    advance('45m'),
    expectMirrorsTwin(),
    advance('1h'),
    expectOpenCalls(0),
    expectCallLog({ count: 95, matchesReplay: 'recorded-morning-round.csv' }),
  ],
});
