import { advance, commit, configChange, expectMessages, getsFault, scenario } from '../runner/format.ts';

// Demo facility, Haus Lindenhof. The Gets accepts the commit but never starts sending.
export default scenario({
  name: 'config-commit-timeout',
  title: 'A commit that times out because the Gets never starts sending',
  story:
    'The technician commits a change, but the configurator is stuck and never starts sending. After 120 s the task fails with a timeout; ' +
    'the consoles get commit_done with the error so the commit popup closes and the sync screen can show the timeout.',
  cites: [
    'spec 02 §4: a timeout error appears if the configurator does not start sending in time',
    'docs/protocols.md §2.2 error "timeout" (the task stays in init and fails after 120 s), §5 fault commitTimeout',
    'spec 01 §4 configuration commit cleared by getsconfig.commit_done',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 15:00',
  steps: [
    getsFault({ commitTimeout: true }),
    configChange('sections', { upsert: [{ id: 1, name: 'Wohnbereich 1 (Ost)' }] }),
    commit(),
    advance('1m'),
    expectMessages(['getsconfig.commit'], { payload: { step: 'init', status: 'running' } }),
    advance('59s'),
    expectMessages([], { label: 'still waiting after 119 s' }),
    advance('2s'),
    expectMessages(['getsconfig.commit_done'], { payload: { status: 'failed', error: 'timeout' } }),
  ],
});
