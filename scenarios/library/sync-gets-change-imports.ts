import {
  advance,
  expectAdmin,
  expectChangelog,
  getsEdit,
  scenario,
  syncCommit,
  syncImport,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof.
export default scenario({
  name: 'sync-gets-change-imports',
  title: 'A change made at the configurator shows as theirs and is imported',
  story:
    "A service technician renames Wohnbereich 2 directly at the Gets configurator. The sync screen shows the change as the configurator's, " +
    'the administrator imports it, and the administration shows the new name; both sides agree again.',
  cites: [
    "spec 02 §3 config changelog: theirs_updated with the configurator's value and its CSV row",
    'spec 02 §4 sync with the configurator: status ready when only the configurator changed; import takes theirs into ours',
    'spec 02 §5 config-import checks pass for a valid change',
    'docs/protocols.md §2 POST /api/v1/config/{kind}/changes',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 09:00',
  steps: [
    syncCommit({ label: "the seed's own pending changes go out first" }),
    advance('30s'),
    getsEdit('sections', { upsert: [{ id: 2, name: 'Wohnbereich Garten' }] }),
    expectChangelog({
      status: 'ready',
      entries: [
        {
          id: 'sections:2',
          state: 'theirs_updated',
          fields: { name: { ours: 'Wohnbereich 2', theirs: 'Wohnbereich Garten' } },
        },
      ],
      exact: true,
    }),
    expectAdmin('Section', 2, { name: 'Wohnbereich 2' }, { label: 'nothing taken before the import' }),
    syncImport(),
    expectAdmin('Section', 2, { name: 'Wohnbereich Garten' }),
    expectChangelog({ status: 'in-sync', entries: [], exact: true }),
  ],
});
