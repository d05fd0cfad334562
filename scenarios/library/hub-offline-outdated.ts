import {
  advance,
  commit,
  configChange,
  expectDevice,
  expectHubOutdated,
  expectMessages,
  expectSync,
  hubOffline,
  hubOnline,
  scenario,
} from '../runner/format.ts';

// Demo facility, Haus Lindenhof: hub 2 covers the 2. Stock.
export default scenario({
  name: 'hub-offline-outdated',
  title: 'A radio hub goes offline during a commit and comes back outdated',
  story:
    'The hub of the 2nd floor loses power at 09:00. The backend reports it offline. The technician renames a schedule and commits at 09:10: the hubs that are online take the new ' +
    'configuration, the dark one cannot. When the hub is back at 09:30 it is online again but outdated: its last sync is older than the last commit, which the console shows as the outdated-hubs callout.',
  cites: [
    'spec 02 §4 sync with the configurator (status offline); spec 01 §3 app state outdated_hubs (id, name, last_sync)',
    'docs/protocols.md §4 a hub whose last_sync is older than the start of the last successful commit is outdated; §5 hub offline',
    'spec 02 §4 hub data: outdated hub data pauses reports',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2025-01-07 09:00',
  steps: [
    expectSync({ gets: 'online', hubs: { 1: 'online', 2: 'online' } }),
    hubOffline(2),
    advance('1m'),
    expectSync({ gets: 'online', hubs: { 1: 'online', 2: 'offline' } }),
    advance('9m'),
    configChange('schedules', { upsert: [{ id: 1, name: 'Tag/Nacht (Winter)' }] }),
    commit(),
    advance('1m'),
    expectMessages(['getsconfig.commit', 'getsconfig.progress', 'getsconfig.commit_done'], {
      payload: { status: 'done', progress: 100 },
    }),
    expectHubOutdated(1, false),
    advance('19m'),
    hubOnline(2),
    advance('30s'),
    expectSync({ hubs: { 1: 'online', 2: 'online' } }),
    expectHubOutdated(2, true, { label: 'judged from what the gateways received' }),
    expectHubOutdated(2, true, {
      source: 'appState',
      label: 'the product lists it in appState.outdated_hubs (the console callout)',
    }),
    expectHubOutdated(1, false, { source: 'appState', label: 'the hub that took the commit is not listed' }),
    expectDevice(10, { reachable: true }),
  ],
});
