import {
  advance,
  adminEdit,
  expectChangelog,
  expectGetsCall,
  expectMessages,
  press,
  scenario,
  syncCommit,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: Zimmer 101 (23) in Wohnbereich 1.
export default scenario({
  name: 'sync-rename-section-commit',
  title: 'A section renamed in the administration reaches the call system with the commit',
  story:
    'The technician renames Wohnbereich 1 to "Wohnbereich Rosen" in the administration. The sync screen lists the change as the product\'s, ' +
    'the technician publishes it, the Gets works through its commit, and the next call from Zimmer 101 comes from the call system with the new name.',
  cites: [
    'spec 02 §3 config changelog: state updated, the changed field with ours and theirs',
    'spec 02 §4 sync with the configurator: status needs-commit, then in-sync after the commit; pending when the last change is newer than the last commit',
    'spec 01 §7 system messages getsconfig.commit, getsconfig.commit_done',
    'docs/protocols.md §3 Call.section_name: the Gets names the section as it knows it',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 15:00',
  steps: [
    syncCommit({ label: "the seed's own pending changes go out first" }),
    advance('30s'),
    expectChangelog({ status: 'in-sync', pending: false, entries: [], exact: true }),
    advance('1s'),
    adminEdit('Section', { input: { id: 1, name: 'Wohnbereich Rosen' } }),
    expectChangelog({
      status: 'needs-commit',
      pending: true,
      entries: [
        {
          id: 'sections:1',
          state: 'updated',
          fields: { name: { ours: 'Wohnbereich Rosen', theirs: 'Wohnbereich 1' } },
        },
      ],
      exact: true,
    }),
    syncCommit(),
    advance('30s'),
    expectMessages(['getsconfig.commit', 'getsconfig.commit_done'], { payload: { status: 'done' } }),
    expectChangelog({ status: 'in-sync', pending: false, entries: [], exact: true }),
    press(23, 'alert'),
    expectGetsCall(23, { section: 'Wohnbereich Rosen' }, { label: 'the call system names the new section' }),
  ],
});
