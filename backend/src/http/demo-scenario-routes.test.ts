// Trainer mode over demo REST: the library, play / pause / resume / restart / stop / speed against
// the embedded twin, progress as the system message 'scenario.progress', demo mode only, CSRF rules, audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioInstant, type ScenarioProgress } from '@cs/contracts/demo';
import type { LiveScenario } from '../demo/live-scenario.ts';
import { collect, gql, login, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { waitFor } from '../test-support/wait-for.ts';

// Zimmer 101 (device 23) calls, a minute passes, the resident cancels.
const SHORT: LiveScenario = {
  name: 'short-call',
  title: 'A short call',
  story: 'Zimmer 101 calls and cancels after a minute.',
  stories: {
    en: 'Zimmer 101 calls and cancels after a minute.',
    fr: 'La chambre 101 appelle et annule après une minute.',
  },
  start: '2025-01-07 02:50',
  startMs: Date.parse('2025-01-07T01:50:00Z'),
  systems: [1],
  steps: [
    { kind: 'press', device: 23, button: 'alert', system: 1, text: 'alert pressed on Zimmer 101' },
    { kind: 'wait', ms: 60_000, system: 1, text: 'time passes: 1m' },
    { kind: 'show', system: 1, text: 'expected: the display shows 101 Ruf' },
    { kind: 'press', device: 23, button: 'alert', system: 1, text: 'alert pressed on Zimmer 101' },
  ],
};

let demo: TestServer;
let real: TestServer;
beforeAll(async () => {
  [demo, real] = await Promise.all([
    startTestServer({ twin: true, scenarios: async () => [SHORT] }),
    startTestServer(),
  ]);
  await waitFor(() => demo.services.calls.system(1)?.status === 'online', 'twin online');
});
afterAll(() => Promise.all([demo.close(), real.close()]));

const post = (server: TestServer, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/backend/demo${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const progressOf = async (res: Response) => ((await res.json()) as { progress: ScenarioProgress }).progress;
const open = () =>
  demo.services.calls
    .system(1)!
    .openCalls()
    .map((c) => `${c.number}/${c.call_type_id}`);
/** The player's waits run on the server's (manual) clock: advance it in slices, as time would pass. */
const advance = async (ms: number) => {
  for (let t = 0; t < ms; t += 100) {
    demo.clock.advance(100);
    await new Promise((r) => setTimeout(r, 1));
  }
};

describe('GET /backend/demo/scenarios', () => {
  it('lists the scenarios with their step count and the player progress; 404 outside demo mode', async () => {
    const res = await fetch(`${demo.url}/backend/demo/scenarios`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      scenarios: [
        {
          name: 'short-call',
          title: 'A short call',
          titles: {},
          story: SHORT.story,
          stories: SHORT.stories,
          start: '2025-01-07 02:50',
          steps: 4,
        },
      ],
      progress: { state: 'idle', name: null },
    });
    expect((await fetch(`${real.url}/backend/demo/scenarios`)).status).toBe(404);
    expect((await post(real, '/scenarios/short-call/play', { speed: 60 })).status).toBe(404);
  });
});

describe('POST /backend/demo/scenarios/* (trainer mode)', () => {
  it('plays at 60x against the twin: the call opens, pause holds the clock, resume goes on, the call ends; progress as system messages', async () => {
    const client = wsClient(demo);
    try {
      const messages = collect(client, 'subscription { systemMessages { subject payload } }');
      await messages.next(1);
      let res = await post(demo, '/scenarios/short-call/play', { speed: 60 });
      expect(res.status).toBe(200);
      expect(await progressOf(res)).toMatchObject({
        name: 'short-call',
        state: 'playing',
        speed: 60,
        total: 4,
      });
      await waitFor(() => {
        demo.clock.advance(50);
        return open().includes('23/4');
      }, 'the call of Zimmer 101');
      await waitFor(() => demo.services.calls.system(1)?.status === 'online', 'online after the demo reset');

      res = await post(demo, '/scenarios/pause');
      expect(await progressOf(res)).toMatchObject({ state: 'paused', step: 2, text: 'time passes: 1m' });
      await advance(3_000);
      expect(open()).toContain('23/4');
      expect((await post(demo, '/scenarios/pause')).status).toBe(409);

      expect(await progressOf(await post(demo, '/scenarios/resume'))).toMatchObject({ state: 'playing' });
      await advance(1_500); // 60 s of scenario time at 60x
      await waitFor(() => !open().includes('23/4'), 'the call ended');
      const finished = (await (await fetch(`${demo.url}/backend/demo/scenarios`)).json()) as {
        progress: ScenarioProgress;
      };
      expect(finished.progress).toMatchObject({
        state: 'finished',
        step: 4,
        simulated_at: '2025-01-07T01:51:00.000Z',
        systems: [1],
      });
      // The scenario clock displays show (issue 14: the Visuals frame on scenario time): it starts at the
      // scenario's start, stands while paused, has passed exactly the minute of the wait at the end, and runs
      // on in real time after it.
      const { clock } = finished.progress;
      const start = SHORT.startMs;
      expect(clock[0]!.sim).toBe(start);
      expect(clock.at(-1)).toMatchObject({ sim: start + 60_000, rate: 1 });
      const paused = clock.find(
        (p) => p.rate === 0 && p.sim >= start && p.sim < start + 60_000 && p !== clock[0],
      );
      expect(paused).toBeDefined();
      expect(scenarioInstant(clock, paused!.at + 2_000)).toBe(paused!.sim);
      const end = clock.at(-1)!;
      expect(scenarioInstant(clock, end.at + 5_000)).toBe(start + 65_000);
      for (const [i, piece] of clock.entries())
        if (i > 0) expect(piece.sim).toBeGreaterThanOrEqual(scenarioInstant(clock, clock[i - 1]!.at));

      const progress = (await messages.next(6))
        .map((r) => (r.data as { systemMessages: { subject: string; payload: string } }).systemMessages)
        .filter((m) => m.subject === 'scenario.progress')
        .map((m) => JSON.parse(m.payload) as ScenarioProgress);
      expect(progress[0]).toMatchObject({ name: 'short-call', state: 'playing', step: 0 });
      expect(progress.map((p) => p.state)).toContain('paused');

      // A display that subscribes later hears the scenario on stage at once, after the time (retained message).
      const late = wsClient(demo);
      try {
        const first = (
          await collect(late, 'subscription { systemMessages { subject payload } }').next(2)
        ).map((r) => (r.data as { systemMessages: { subject: string; payload: string } }).systemMessages);
        expect(first.map((m) => m.subject)).toEqual(['time', 'scenario.progress']);
        expect(JSON.parse(first[1]!.payload)).toMatchObject({
          state: 'finished',
          clock: finished.progress.clock,
        });
      } finally {
        await late.dispose();
      }
    } finally {
      await client.dispose();
    }
  });

  it('speed 1x-60x, restart from the first step, stop; wrong input 400, unknown scenario 404', async () => {
    expect((await post(demo, '/scenarios/short-call/play', { speed: 0 })).status).toBe(400);
    expect((await post(demo, '/scenarios/short-call/play', { speed: 61 })).status).toBe(400);
    expect((await post(demo, '/scenarios/nothing/play', { speed: 2 })).status).toBe(404);
    expect(await progressOf(await post(demo, '/scenarios/short-call/play', { speed: 2 }))).toMatchObject({
      state: 'playing',
      speed: 2,
    });
    expect(await progressOf(await post(demo, '/scenarios/speed', { speed: 30 }))).toMatchObject({
      speed: 30,
    });
    expect((await post(demo, '/scenarios/speed', { speed: 'fast' })).status).toBe(400);
    await advance(300);
    expect(await progressOf(await post(demo, '/scenarios/restart'))).toMatchObject({
      state: 'playing',
      step: 0,
      speed: 30,
    });
    expect(await progressOf(await post(demo, '/scenarios/stop'))).toMatchObject({ state: 'stopped' });
    expect((await post(demo, '/scenarios/resume')).status).toBe(409);
  });

  it('stop clears the scenario’s stage: its open calls close (issue 14 trainer mode)', async () => {
    await post(demo, '/scenarios/short-call/play', { speed: 60 });
    await waitFor(() => {
      demo.clock.advance(50);
      return open().includes('23/4');
    }, 'the call of Zimmer 101');
    expect(await progressOf(await post(demo, '/scenarios/stop'))).toMatchObject({
      state: 'stopped',
      clock: [],
    });
    await waitFor(() => open().length === 0, 'the scenario’s call closed by the stop');
  });

  it('keeps the CSRF rules of the demo REST and audits every action (entity demo)', async () => {
    const form = await fetch(`${demo.url}/backend/demo/scenarios/short-call/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'speed=60',
    });
    expect(form.status).toBe(415);
    expect(
      (await post(demo, '/scenarios/short-call/play', { speed: 60 }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    await post(demo, '/scenarios/stop');
    const { cookie } = await login(demo, 'admin', 'admin');
    const audit = await gql(demo, '{ auditLog(limit: 200) { action entity } }', {}, { cookie });
    const actions = (audit.body.data?.auditLog as Array<{ action: string; entity: string }>)
      .filter((a) => a.entity === 'demo')
      .map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'demo_scenario_play',
        'demo_scenario_pause',
        'demo_scenario_resume',
        'demo_scenario_speed',
        'demo_scenario_restart',
        'demo_scenario_stop',
      ]),
    );
  });
});
