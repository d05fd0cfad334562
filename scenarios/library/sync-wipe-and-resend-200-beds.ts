import {
  adminEdit,
  advance,
  expectChangelog,
  expectGetsCall,
  expectHubOutdated,
  expectMessages,
  press,
  scenario,
  syncCommit,
} from '../runner/format.ts';

// A generated 200-bed facility (seed 7): 442 devices, 12 hubs, 12 sections; device 23 is in section 1.
export default scenario({
  name: 'sync-wipe-and-resend-200-beds',
  title: 'Wipe-and-resend of a 200-bed ward after a section rename',
  story:
    'After renaming a section, the technician chooses wipe-and-resend: the Gets wipes its devices and sends the whole configuration again, ' +
    'chunk after chunk, the hubs take it, and the ward is in sync with the new name on its next call.',
  cites: [
    'spec 02 §4 sync with the configurator: wipe-and-resend; send task steps init, preparing, wiping, sending, syncing, validating, finishing, done',
    'docs/protocols.md §2.2: one sending report per chunk of 50 rows; a wipe sends every row',
    'spec 01 §3 outdated_hubs: hubs synced by the commit are not outdated',
  ],
  facility: { kind: 'ward', beds: 200, seed: 7 },
  start: '2025-01-07 10:00',
  steps: [
    adminEdit('Section', { input: { id: 1, name: 'Wohnbereich Sonnenseite' } }),
    expectChangelog({ status: 'needs-commit', entries: [{ id: 'sections:1', state: 'updated' }] }),
    syncCommit({ wipe: true }),
    advance('5s'),
    expectMessages(
      ['getsconfig.commit', 'getsconfig.progress', 'getsconfig.progress', 'getsconfig.progress'],
      {
        payload: { step: 'wiping' },
        label: 'init, preparing, wiping',
      },
    ),
    advance('3m'),
    expectMessages(['getsconfig.progress', 'getsconfig.commit_done'], {
      payload: { status: 'done' },
    }),
    expectChangelog({ status: 'in-sync', pending: false, entries: [], exact: true }),
    expectHubOutdated(1, false),
    press(23, 'alert'),
    expectGetsCall(23, { section: 'Wohnbereich Sonnenseite' }),
  ],
});
