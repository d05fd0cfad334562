// Sync with the configurator end to end (spec 02 §3 config changelog, §4 sync, §5 config-import checks): the
// real backend and the twin's Gets over loopback sockets on one simulated clock, driven through GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TwinSystem } from '@cs/twin';
import { DEMO_SYSTEMS } from '../../seed/demo-facility.ts';
import { AUTO_COMMIT_DEBOUNCE_MS } from './auto-commit.ts';
import {
  collect,
  gql,
  login,
  startTestServer,
  wsClient,
  type TestServer,
} from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

let server: TestServer;
let twin: TwinSystem;
let technik: string;
let pflege: string;

const CHANGELOG = `{ syncChangelog { status error error_key pending committing
  changelog { id entity_kind entity_id state changes { field ours theirs } ours theirs csv { theirs } } } }`;
const POLL = '{ configChangelog { status progress committing commit { step status progress error } } }';
const COMMIT =
  'mutation($wipe: Boolean) { commitGetsConfig(wipe: $wipe) { sent { id state } commit { step status } } }';
const IMPORT = `mutation { importGetsConfig { success imported { id state } failures { check entity_kind entity_ids detail message } } }`;
const UPDATE_SECTION = 'mutation($input: AdminSectionInput!) { updateSection(input: $input) { id name } }';

type Entry = {
  id: string;
  entity_kind: string;
  entity_id: number;
  state: string;
  changes: { field: string; ours: string | null; theirs: string | null }[];
  csv: { theirs: string | null };
};
type Changelog = {
  status: string;
  error: string | null;
  error_key: string | null;
  pending: boolean;
  committing: boolean;
  changelog: Entry[];
};

const changelog = async (cookie = technik, lang = 'de') => {
  const res = await gql(server, CHANGELOG, {}, { cookie, lang });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.syncChangelog as Changelog;
};

/** Lets simulated time pass in small steps until the condition holds (the twin's commit steps are timers). */
async function pump<T>(probe: () => T | undefined | null | false, what: string, stepMs = 500): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = probe();
    if (value) return value;
    server.clock.advance(stepMs);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function commitAndWait(wipe = false) {
  const res = await gql(server, COMMIT, { wipe }, { cookie: technik });
  expect(res.body.errors).toBeUndefined();
  await pump(
    () =>
      !server.services.sync.committing(1) && server.services.sync.snapshot(1).commit?.status !== 'running',
    'commit end',
  );
  return res.body.data!.commitGetsConfig as { sent: { id: string; state: string }[] };
}

/** The twin's HTTP API, as a technician at the configurator would change it (docs/protocols.md §2). */
async function atTheGets(kind: string, change: unknown) {
  const gets = server.services.demo!.targets.get(1)!.gets!;
  const auth = Buffer.from(`${gets.username}:${gets.password}`).toString('base64');
  const res = await fetch(`http://${gets.host}:${gets.port}/api/v1/config/${kind}/changes`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(res.status).toBe(200);
}

/** A configurator change while the Gets' HTTP answers are garbage: straight into the twin's memory. */
async function atTheGetsLater(kind: 'call_sources', change: { upsert: { id: number; text: string }[] }) {
  const row = twin.gets().config[kind]['1']!;
  twin.changeConfig(
    kind,
    change.upsert.map((u) => ({ ...row, ...u })),
    [],
  );
}

beforeAll(async () => {
  server = await startTestServer({
    simulation: { systems: DEMO_SYSTEMS.filter((s) => s.id === 1), onTwin: (_id, t) => (twin = t) },
  });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  technik = (await login(server, 'technik', 'technik')).cookie!;
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
});
afterAll(() => server.close());

describe('changelog and commit (spec 02 §3, §4)', () => {
  it('needs systemtree::sync (spec 01 §2 /sync)', async () => {
    const res = await gql(server, CHANGELOG, {}, { cookie: pflege });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    expect((await gql(server, COMMIT, {}, { cookie: pflege })).body.errors?.[0]?.extensions?.code).toBe(
      'MISSING_PERMISSION',
    );
  });

  it('a fresh demo starts in sync: the seed and the configurator of the twin hold one configuration', async () => {
    // The residents' flight profiles (seeded with the floor plans) travel to the Gets too (nodes.flight_profile_id).
    expect(await changelog()).toMatchObject({ status: 'in-sync', pending: false, changelog: [] });
    const nodes = twin.gets().config.nodes;
    expect(Object.values(nodes).filter((n) => n.flight_profile_id !== null).length).toBeGreaterThan(0);
  });

  it('a section renamed in the product is needs-commit; the commit sends it and the next call carries the new name', async () => {
    server.clock.advance(1_000); // spec 02 §4: pending means the last change is newer than the last commit
    const res = await gql(
      server,
      UPDATE_SECTION,
      { input: { id: 1, name: 'Wohnbereich Rosen' } },
      { cookie: technik },
    );
    expect(res.body.errors).toBeUndefined();
    const before = await changelog();
    expect(before.status).toBe('needs-commit');
    expect(before.pending).toBe(true);
    expect(before.changelog).toEqual([
      expect.objectContaining({
        id: 'sections:1',
        state: 'updated',
        changes: [{ field: 'name', ours: 'Wohnbereich Rosen', theirs: expect.not.stringMatching('Rosen') }],
        csv: { theirs: expect.stringMatching(/^id,name,connected_section_id,/) },
      }),
    ]);
    const sent = await commitAndWait();
    expect(sent.sent).toEqual([{ id: 'sections:1', state: 'sent' }]);
    const after = await changelog();
    expect(after).toMatchObject({ status: 'in-sync', pending: false, changelog: [] });
    expect(server.services.systems.get(1)!.sync.last_gets_commit).not.toBeNull();
    // The twin's next call in that section carries the new name.
    const device = twin.ward.nodes.find((n) => n.section_id === 1 && n.number !== null && twin.device(n.id))!;
    twin.triggerMedallion(device.id);
    const call = await waitFor(
      () =>
        server.services.calls
          .system(1)!
          .openCalls()
          .find((c) => c.number === device.id),
      'the call',
    );
    expect(call.section_name).toBe('Wohnbereich Rosen');
  });

  it('configuration is read-only while a commit runs; the progress shows the send task steps', async () => {
    await gql(server, UPDATE_SECTION, { input: { id: 2, name: 'Wohnbereich Tulpen' } }, { cookie: technik });
    const started = await gql(server, COMMIT, {}, { cookie: technik });
    expect(started.body.errors).toBeUndefined();
    expect(server.services.sync.committing(1)).toBe(true);
    const refused = await gql(
      server,
      UPDATE_SECTION,
      { input: { id: 2, name: 'Anders' } },
      { cookie: technik, lang: 'en' },
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Changes are blocked'),
      extensions: { code: 'COMMIT_RUNNING' },
    });
    const again = await gql(server, COMMIT, {}, { cookie: technik });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('COMMIT_RUNNING');
    // the tree is configuration too: its edits are refused the same way and change nothing
    const admin = (await login(server, 'admin', 'admin')).cookie!;
    const before = server.services.systems.get(1)!.nodes.find((n) => n.id === 4)!.comment ?? '';
    const node = await gql(
      server,
      'mutation($input: SystemTreeNodeInput!) { updateSystemTreeNode(input: $input) { id } }',
      { input: { id: 4, comment: 'während des Veröffentlichens' } },
      { cookie: admin },
    );
    expect(node.body.errors?.[0]?.extensions?.code).toBe('COMMIT_RUNNING');
    expect(server.services.systems.get(1)!.nodes.find((n) => n.id === 4)!.comment ?? '').toBe(before);
    const steps = new Set<string>();
    await pump(() => {
      const step = server.services.sync.snapshot(1).commit?.step;
      if (step) steps.add(step);
      return step === 'done';
    }, 'done');
    expect([...steps]).toEqual(expect.arrayContaining(['sending', 'syncing', 'done']));
    const poll = await gql(server, POLL, {}, { cookie: technik });
    expect(poll.body.data!.configChangelog).toMatchObject({
      committing: false,
      commit: { status: 'done', progress: 100 },
    });
    expect(server.services.systems.get(1)!.sections.find((s) => s.id === 2)!.name).toBe('Wohnbereich Tulpen');
  });

  it('the Gets going offline during a commit fails it visibly; a retry succeeds', async () => {
    await gql(server, UPDATE_SECTION, { input: { id: 1, name: 'Wohnbereich Nelken' } }, { cookie: technik });
    const started = await gql(server, COMMIT, {}, { cookie: technik });
    expect(started.body.errors).toBeUndefined();
    twin.getsFault({ offline: true });
    await pump(() => server.services.sync.snapshot(1).commit?.status === 'failed', 'failed commit', 200);
    const poll = (await gql(server, POLL, {}, { cookie: technik })).body.data!.configChangelog as {
      commit: { error: string };
    };
    expect(poll.commit.error).toBe('offline');
    const offline = await changelog(technik, 'en');
    expect(offline).toMatchObject({
      status: 'offline',
      error_key: 'offline',
      error: 'No connection to the configurator.',
    });
    expect(server.services.sync.committing(1)).toBe(false);
    twin.getsFault({ offline: false });
    await pump(() => server.services.calls.system(1)?.status === 'online', 'online again', 200);
    // The Gets finished its task on its own meanwhile; the product saw it as busy.
    await pump(() => !twin.committing(), 'the Gets done');
    await commitAndWait();
    expect((await changelog()).status).toBe('in-sync');
  });
});

describe('commit faults (spec 02 §4, §8)', () => {
  it('the configurator not starting to send in time is a sync timeout error; nothing is left running', async () => {
    await gql(server, UPDATE_SECTION, { input: { id: 2, name: 'Wohnbereich Astern' } }, { cookie: technik });
    twin.getsFault({ commitTimeout: true });
    await commitAndWait();
    twin.getsFault({ commitTimeout: false });
    const log = await changelog(technik, 'en');
    expect(log).toMatchObject({
      status: 'needs-commit',
      error_key: 'timeout',
      error: 'Sync timeout: the configurator did not start sending in time.',
      committing: false,
    });
    // The change was sent but not committed: it still needs a commit, and the next one publishes it.
    expect(log.changelog.map((e) => [e.id, e.state])).toEqual([['sections:2', 'needs_commit']]);
    await commitAndWait();
    expect(await changelog()).toMatchObject({ status: 'in-sync', error: null });
  });
});

describe('the Gets as it reports itself (issue 16: the protocol held to its document)', () => {
  const APP_STATE = '{ appState { configurator_version committing_gets_config last_gets_commit } }';
  const appState = async () =>
    (await gql(server, APP_STATE, {}, { cookie: technik })).body.data!.appState as {
      configurator_version: string | null;
      committing_gets_config: boolean;
      last_gets_commit: string | null;
    };

  it('its firmware version, asked on connect, shows in appState and the system parameters (spec 01 §3, 02 §3)', async () => {
    expect(twin.gets().version).toMatch(/^\d+\.\d+/);
    await pump(() => server.services.systems.get(1)!.configurator.version, 'version recorded', 200);
    expect(server.services.systems.get(1)!.configurator.version).toBe(twin.gets().version);
    expect((await appState()).configurator_version).toBe(twin.gets().version);
  });

  it('a commit started at the Gets shows as committing and sets last_gets_commit when done (spec 01 §4, 02 §4)', async () => {
    const before = (await appState()).last_gets_commit;
    const gets = server.services.demo!.targets.get(1)!.gets!;
    const auth = Buffer.from(`${gets.username}:${gets.password}`).toString('base64');
    const res = await fetch(`http://${gets.host}:${gets.port}/api/v1/commit`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({ wipe: false }),
    });
    expect(res.status).toBeLessThan(300);
    await pump(() => server.services.sync.committing(1), 'the Gets commit seen', 50);
    expect(await appState()).toMatchObject({ committing_gets_config: true });
    expect((await changelog()).status).toBe('busy');
    await pump(() => !server.services.sync.committing(1), 'the Gets commit done', 200);
    await pump(
      () => server.services.systems.get(1)!.sync.last_gets_commit !== before,
      'last_gets_commit set',
    );
    const after = await appState();
    expect(after.committing_gets_config).toBe(false);
    expect(after.last_gets_commit! > (before ?? '')).toBe(true);
  });
});

describe('getsHTTPError (spec 01 §7, spec 02 §8 transfer error: run a manual sync)', () => {
  const HTTP_ERRORS =
    'subscription HttpErrors { getsHTTPError { action checks message payload url success } }';
  type Info = { action: string; message: string; payload: string; url: string | null; success: boolean };

  it('a commit or import whose transfer fails reaches the consoles: the request, the error in the reader’s language, no credentials', async () => {
    const client = wsClient(server, { cookie: technik, lang: 'en' });
    const gets = server.services.demo!.targets.get(1)!.gets!;
    try {
      const started = server.services.bus.next('operationStarted', (e) => e.operationName === 'HttpErrors');
      const errors = collect(client, HTTP_ERRORS);
      await started;
      await gql(
        server,
        UPDATE_SECTION,
        { input: { id: 3, name: 'Wohnbereich Tulpen' } },
        { cookie: technik },
      );
      twin.getsFault({ offline: true });
      let answered: Awaited<ReturnType<typeof gql>> | null = null;
      void gql(server, COMMIT, {}, { cookie: technik }).then((r) => (answered = r));
      const commit = await pump(() => answered, 'the refused commit', 200);
      expect(commit.body.errors?.[0]?.extensions).toMatchObject({ key: 'offline' });
      const first = (await errors.next(1))[0]?.data?.getsHTTPError as Info;
      expect(first).toMatchObject({
        action: 'commit',
        message: 'No connection to the configurator.',
        checks: [],
        success: false,
      });
      expect(first.url).toMatch(new RegExp(`^http://${gets.host}:${gets.port}/api/v1/config/\\w+$`));
      expect(JSON.parse(first.payload)).toMatchObject({ error: 'offline', request: 'export' });
      expect(JSON.stringify(first)).not.toContain(gets.password);
      expect(JSON.stringify(first)).not.toContain(
        Buffer.from(`${gets.username}:${gets.password}`).toString('base64'),
      );

      answered = null;
      void gql(server, IMPORT, {}, { cookie: technik }).then((r) => (answered = r));
      await pump(() => answered, 'the refused import', 200);
      expect((await errors.next(2))[1]?.data?.getsHTTPError).toMatchObject({
        action: 'import',
        message: 'No connection to the configurator.',
        success: false,
      });
    } finally {
      twin.getsFault({ offline: false });
      await client.dispose();
    }
    await pump(() => server.services.calls.system(1)?.status === 'online', 'online again', 200);
    await commitAndWait();
    expect((await changelog()).status).toBe('in-sync');
  });
});

describe('wipe-and-resend and link faults (spec 02 §4, docs/protocols.md §5)', () => {
  it('wipe-and-resend goes through the wiping step and ends in sync', async () => {
    const steps = new Set<string>();
    const res = await gql(server, COMMIT, { wipe: true }, { cookie: technik });
    expect(res.body.errors).toBeUndefined();
    await pump(() => {
      const commit = server.services.sync.snapshot(1).commit;
      if (commit) steps.add(commit.step);
      return commit?.status === 'done' && !server.services.sync.committing(1);
    }, 'wipe done');
    expect(steps.has('wiping')).toBe(true);
    expect((await changelog()).status).toBe('in-sync');
  });

  it('credentials refused: status unauthorized; garbage from the Gets: invalid config, nothing imported', async () => {
    twin.getsFault({ unauthorized: true });
    expect(await changelog(technik, 'en')).toMatchObject({
      status: 'unauthorized',
      error: 'The configurator refused the credentials.',
    });
    twin.getsFault({ unauthorized: false, garbage: true });
    await atTheGetsLater('call_sources', { upsert: [{ id: 1, text: 'Keller' }] });
    const before = structuredClone(server.services.systems.get(1)!.call_sources);
    const res = await gql(server, IMPORT, {}, { cookie: technik });
    // The export's broken CSV is 'invalid config' (spec 02 §5), named, and nothing is imported.
    expect(res.body.data!.importGetsConfig).toMatchObject({
      success: false,
      imported: [],
      failures: [{ check: 'invalid_config', entity_ids: [] }],
    });
    expect(server.services.systems.get(1)!.call_sources).toEqual(before);
    twin.getsFault({ garbage: false });
    await pump(() => server.services.calls.system(1)?.status === 'online', 'online again', 200);
    await gql(server, IMPORT, {}, { cookie: technik }); // the change made meanwhile is taken now
    expect((await changelog()).status).toBe('in-sync');
  });
});

describe('import (spec 02 §4, §5)', () => {
  it('a change made at the configurator shows as theirs and imports', async () => {
    await atTheGets('call_sources', { upsert: [{ id: 1, text: 'Bad' }] });
    const log = await changelog();
    expect(log.status).toBe('ready');
    expect(log.changelog).toEqual([
      expect.objectContaining({
        id: 'call_sources:1',
        state: 'theirs_updated',
        changes: [expect.objectContaining({ field: 'text', theirs: 'Bad' })],
      }),
    ]);
    const res = await gql(server, IMPORT, {}, { cookie: technik });
    expect(res.body.data!.importGetsConfig).toEqual({
      success: true,
      imported: [{ id: 'call_sources:1', state: 'imported' }],
      failures: [],
    });
    expect(server.services.systems.get(1)!.call_sources.find((c) => c.id === 1)!.text).toBe('Bad');
    expect((await changelog()).status).toBe('in-sync');
  });

  it('a schedule with descending times is refused on import and nothing is imported', async () => {
    await atTheGets('schedules', { upsert: [{ id: 1, time_1: '22:00', time_2: '06:00' }] });
    await atTheGets('call_sources', { upsert: [{ id: 1, text: 'Flur' }] });
    const before = structuredClone(server.services.systems.get(1)!);
    const res = await gql(server, IMPORT, {}, { cookie: technik, lang: 'en' });
    expect(res.body.data!.importGetsConfig).toEqual({
      success: false,
      imported: [],
      failures: [
        {
          check: 'schedule_times_not_ascending',
          entity_kind: 'schedules',
          entity_ids: [1],
          detail: null,
          message: 'The schedule times do not ascend (schedules 1)',
        },
      ],
    });
    const after = server.services.systems.get(1)!;
    expect(after.schedules).toEqual(before.schedules);
    expect(after.call_sources).toEqual(before.call_sources);
  });
});

describe('auto_commit (spec 02 §3 system parameters)', () => {
  const PARAM =
    'mutation($input: AdminSystemParamInput!) { updateSystemParam(input: $input) { id auto_commit } }';
  const idle = () =>
    !server.services.sync.committing(1) && server.services.sync.snapshot(1).commit?.status !== 'running';

  it('the backend publishes the changes itself: one commit per burst of edits, after a quiet spell on the clock', async () => {
    const commits: string[] = [];
    const off = server.services.bus.on('systemMessage', (e) => {
      if (e.systemId === 1 && e.subject === 'getsconfig.commit') commits.push(e.payload ?? '');
    });
    try {
      const on = await gql(server, PARAM, { input: { id: 1, auto_commit: true } }, { cookie: technik });
      expect(on.body.data!.updateSystemParam).toEqual({ id: 1, auto_commit: true });
      // what was pending when it was switched on goes out by itself
      await pump(() => idle() && !server.services.sync.snapshot(1).pending, 'pending changes published');
      commits.length = 0;

      await gql(
        server,
        UPDATE_SECTION,
        { input: { id: 1, name: 'Wohnbereich Flieder' } },
        { cookie: technik },
      );
      server.clock.advance(AUTO_COMMIT_DEBOUNCE_MS - 1_000);
      expect(server.services.sync.committing(1)).toBe(false);
      await gql(server, UPDATE_SECTION, { input: { id: 2, name: 'Wohnbereich Mohn' } }, { cookie: technik });
      server.clock.advance(AUTO_COMMIT_DEBOUNCE_MS - 1_000);
      // the second edit started the wait again
      expect(server.services.sync.committing(1)).toBe(false);
      server.clock.advance(1_000);
      expect(server.services.sync.committing(1)).toBe(true);
      expect(
        (await gql(server, '{ appState { committing_gets_config } }', {}, { cookie: technik })).body.data,
      ).toEqual({ appState: { committing_gets_config: true } });
      await pump(idle, 'automatic commit done');
      expect(commits).toHaveLength(1);
      expect(twin.gets().config.sections['1']!.name).toBe('Wohnbereich Flieder');
      expect(twin.gets().config.sections['2']!.name).toBe('Wohnbereich Mohn');
      // the finished commit is recorded (last_gets_commit): nothing pending any more
      await pump(() => !server.services.sync.snapshot(1).pending, 'automatic commit recorded');
    } finally {
      off();
      await gql(server, PARAM, { input: { id: 1, auto_commit: false } }, { cookie: technik });
    }
  });

  it('off (the default): a change waits for the manual commit', async () => {
    const edit = await gql(
      server,
      UPDATE_SECTION,
      { input: { id: 1, name: 'Wohnbereich Iris' } },
      { cookie: technik },
    );
    expect(edit.body.errors).toBeUndefined();
    expect(server.services.sync.snapshot(1).pending).toBe(true);
    server.clock.advance(AUTO_COMMIT_DEBOUNCE_MS * 3);
    expect(server.services.sync.committing(1)).toBe(false);
    expect(server.services.sync.snapshot(1).pending).toBe(true);
  });
});
