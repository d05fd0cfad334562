import {
  advance,
  adminEdit,
  expectChangelog,
  expectMessages,
  expectSync,
  getsFault,
  scenario,
  syncCommit,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof.
export default scenario({
  name: 'sync-commit-gets-offline-retry',
  title: 'The Gets goes offline during a commit: the commit fails visibly, a retry succeeds',
  story:
    'The technician publishes a renamed section. While the Gets is sending, it drops off the network. The commit ends as failed with the reason, ' +
    'the sync screen says offline and keeps the change pending. When the Gets is back, publishing again brings both sides in sync.',
  cites: [
    'spec 02 §4 sync with the configurator: send task done or failed; status offline',
    'spec 01 §7 getsconfig.commit_done with the error; spec 02 §8 sync errors',
    'issue 16: faults from the twin never leave a half-applied state',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 11:00',
  steps: [
    adminEdit('Section', { input: { id: 1, name: 'Wohnbereich Nelken' } }),
    syncCommit(),
    advance('3s'),
    expectMessages(
      ['getsconfig.commit', 'getsconfig.progress', 'getsconfig.progress', 'getsconfig.progress'],
      {
        payload: { step: 'sending' },
        label: 'init, preparing, sending',
      },
    ),
    getsFault({ offline: true }),
    advance('1m'),
    expectMessages(['getsconfig.commit_done'], { payload: { status: 'failed', error: 'offline' } }),
    expectChangelog({ status: 'offline' }),
    getsFault({ offline: false }),
    advance('15s'),
    expectSync({ gets: 'online' }),
    syncCommit({ label: 'publishing again' }),
    advance('30s'),
    expectMessages(['getsconfig.commit', 'getsconfig.commit_done'], { payload: { status: 'done' } }),
    expectChangelog({ status: 'in-sync', pending: false, entries: [], exact: true }),
  ],
});
