import { advance, advanceTo, expectDisplay, press, scenario, type DisplayProfile } from '../runner/format.ts';

// Demo facility, Haus Lindenhof. Schedule 1 "Tag/Nacht" has boundaries 07:00 and 21:00; display group 1 "Alle
// Rufe" shows everything, group 2 "Nacht: dringende Rufe" only urgent and emergency calls.
const corridor: DisplayProfile = {
  weekday: { schedule: 1, groups: [1, 2] },
  weekend: { schedule: 1, groups: [1, 2] },
  showPresences: true,
};

export default scenario({
  name: 'display-groups-schedule-boundary',
  title: 'The corridor display switches to urgent calls only at 21:00 and back at 07:00',
  story:
    'The corridor display follows the day/night schedule: by day all calls, at night only urgent ones (the night nurse carries a pager for the rest). ' +
    'A room call and a bath call are open at 20:58; at 21:00 the room call leaves the display, the bath call stays; the presence set at night is not shown; at 07:00 it is back.',
  cites: [
    'spec 01 §4 display filtering (active interval from the schedule boundaries, wrapping to the last interval before the first boundary)',
    'spec 01 §4 presence types added for sections whose calls are not all urgent, if show presences is on',
    'spec 01 §3 profile system setting, schedules',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-08 20:55',
  quantum: '10s',
  steps: [
    press(23, 'alert'),
    press(5),
    advanceTo('2025-01-08 20:59:59'),
    expectDisplay(corridor, ['Bad101 Bad-Ruf', '101 Ruf'], { label: 'day: all calls' }),
    advance('1s'),
    expectDisplay(corridor, ['Bad101 Bad-Ruf'], { label: '21:00: urgent only' }),
    advance('5m'),
    press(23, 'presence', { label: 'the nurse reaches 101' }),
    expectDisplay(corridor, ['Bad101 Bad-Ruf'], { label: 'no presences on an urgent-only group' }),
    expectDisplay(null, ['Bad101 Bad-Ruf', '101 Anwesenheit'], {
      label: 'a display without profile shows the presence',
    }),
    advanceTo('2025-01-09 06:59'),
    expectDisplay(corridor, ['Bad101 Bad-Ruf'], {
      label: 'before the first boundary the night interval still runs',
    }),
    advance('1m'),
    expectDisplay(corridor, ['Bad101 Bad-Ruf', '101 Anwesenheit'], { label: '07:00: day again' }),
  ],
});
