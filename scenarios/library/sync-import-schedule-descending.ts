import {
  advance,
  expectAdmin,
  expectChangelog,
  getsEdit,
  scenario,
  syncCommit,
  syncImport,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: schedule 1 'Tag/Nacht' 07:00 / 21:00.
export default scenario({
  name: 'sync-import-schedule-descending',
  title: 'A schedule with descending times is refused on import, and nothing is imported',
  story:
    'At the configurator someone swaps the boundaries of schedule 1 (21:00 before 07:00) and renames Wohnbereich 2. The import refuses: ' +
    'the check names schedule 1, and neither the schedule nor the section name changes in the product.',
  cites: [
    'spec 02 §5 config-import checks: schedule times not ascending; a failed check imports nothing',
    'spec 02 §8 sync errors: the check names its records',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 10:00',
  steps: [
    syncCommit({ label: "the seed's own pending changes go out first" }),
    advance('30s'),
    getsEdit('schedules', { upsert: [{ id: 1, time_1: '21:00', time_2: '07:00' }] }),
    getsEdit('sections', { upsert: [{ id: 2, name: 'Wohnbereich Garten' }] }),
    expectChangelog({
      status: 'ready',
      entries: [
        { id: 'schedules:1', state: 'theirs_updated' },
        { id: 'sections:2', state: 'theirs_updated' },
      ],
      exact: true,
    }),
    syncImport({ failures: [{ check: 'schedule_times_not_ascending', kind: 'schedules', ids: [1] }] }),
    expectAdmin('Schedule', 1, { time_1: '07:00', time_2: '21:00' }),
    expectAdmin('Section', 2, { name: 'Wohnbereich 2' }, { label: 'the valid change is not taken either' }),
    expectChangelog({
      entries: [
        { id: 'schedules:1', state: 'theirs_updated' },
        { id: 'sections:2', state: 'theirs_updated' },
      ],
      exact: true,
    }),
  ],
});
