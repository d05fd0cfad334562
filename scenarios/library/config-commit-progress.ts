import { advance, commit, configChange, expectMessages, expectSync, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof.
export default scenario({
  name: 'config-commit-progress',
  title: 'A configuration change committed to the Gets, with progress',
  story:
    'The technician moves the night boundary of schedule 1 to 21:30 and commits. The Gets works through its steps (init, preparing, sending, syncing, validating, finishing) ' +
    'and every console learns of it through system messages: commit started, progress with growing percentages, commit done.',
  cites: [
    'spec 02 §4 sync with the configurator: send task steps init, preparing, wiping, sending, syncing, validating, finishing, done or failed',
    'spec 01 §4 configuration commit: set by getsconfig.commit, cleared by getsconfig.commit_done; progress shown above 0',
    'spec 01 §7 system messages getshttp.start/finished',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 15:00',
  steps: [
    configChange('schedules', { upsert: [{ id: 1, time_2: '21:30' }] }),
    expectMessages(['getshttp.start', 'getshttp.finished'], {
      label: 'the change is HTTP work against the Gets',
    }),
    commit(),
    advance('2s'),
    expectMessages(['getsconfig.commit', 'getsconfig.progress'], {
      payload: { step: 'init', status: 'running' },
      label: 'commit started',
    }),
    advance('1s'),
    expectMessages(['getsconfig.progress'], { payload: { step: 'preparing' } }),
    advance('3s'),
    expectMessages(['getsconfig.progress'], { payload: { step: 'sending' } }),
    advance('30s'),
    expectMessages(
      ['getsconfig.progress', 'getsconfig.progress', 'getsconfig.progress', 'getsconfig.commit_done'],
      { payload: { step: 'done', status: 'done', progress: 100 } },
    ),
    expectSync({ gets: 'online', hubs: { 1: 'online', 2: 'online' } }),
  ],
});
