// Trainer mode plays the library's phone scenarios (issue 19; spec 02 §7 demo): the backend's player
// (backend/src/demo/scenario-player.ts) runs the phone steps with the demo's phones through the code the runner
// uses (backend/src/demo/phone-steps.ts). 'A call accepted on a phone' at 60x on the server's simulated clock:
// Anna's, Ben's and Carla's phones log in, Carla accepts the call of Zimmer 102, is at the door, and the call log
// names her in the action timeline (spec 02 §3 call log, call actions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioProgress, ScenarioSummary } from '@cs/contracts/demo';
import { gql, login, startTestServer, type TestServer } from '../../backend/src/test-support/test-server.ts';
import { waitFor } from '../../backend/src/test-support/wait-for.ts';
import { loadLiveCatalogue } from './live-catalogue.ts';

let server: TestServer;
beforeAll(async () => {
  // backend, twin and the scenario's phones on one simulated clock
  server = await startTestServer({ simulation: {}, scenarios: loadLiveCatalogue });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
});
afterAll(() => server.close());

const demoRest = async (path: string, body?: unknown) => {
  const res = await fetch(`${server.url}/backend/demo${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { scenarios?: ScenarioSummary[]; progress: ScenarioProgress };
};

describe('trainer mode plays the phone scenarios (issue 19)', () => {
  it("offers the phone scenarios; not the one whose first steps are the administrator's edits", async () => {
    const names = (await demoRest('/scenarios')).scenarios!.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['phone-accept-arrive-close', 'phone-nobody-answers-escalates']),
    );
    // its app user group edit is the trainee's part in app management (live-catalogue.ts PRODUCT_SIDE)
    expect(names).not.toContain('phone-reject-only-then-full-accepts');
  });

  it("plays 'a call accepted on a phone': Carla accepts, arrives, and the log's timeline names her", async () => {
    const started = await demoRest('/scenarios/phone-accept-arrive-close/play', { speed: 60 });
    expect(started.progress.state).toBe('playing');
    // The player's waits and settles run on the server's clock: move it in slices while the phones talk.
    let progress = started.progress;
    for (let i = 0; i < 20_000 && progress.state === 'playing'; i++) {
      server.clock.advance(100);
      await new Promise((resolve) => setTimeout(resolve, 1));
      progress = (await demoRest('/scenarios')).progress;
    }
    expect(progress.error).toBeNull();
    expect(progress.state).toBe('finished');
    const row = server.services.callLogQuery
      .page({ systemId: 1, from: null, to: null }, 'opened_at', 'DESC', 5, null)
      .rows.find((r) => r.device_number === 8 && !r.is_presence);
    expect(row?.handled_by).toBe('Carla S.');
    const admin = (await login(server, 'admin', 'admin')).cookie as string;
    const detail = await gql(
      server,
      'query($id: Int!) { callLogCall(id: $id) { timeline { kind user_name } } }',
      { id: row!.id },
      { cookie: admin },
    );
    const timeline = (
      detail.body.data?.callLogCall as { timeline: Array<{ kind: string; user_name: string }> }
    ).timeline;
    expect(timeline.map((e) => [e.kind, e.user_name])).toEqual([
      ['OPENED', null],
      ['Accepted', 'Carla S.'],
      // her phone's NFC first, then her press on presence (a settle later, phone-steps.ts)
      ['NFC', 'Carla S.'],
      ['PRESENCE', null],
      ['CLOSED', 'Carla S.'],
    ]);
  }, 180_000);
});
