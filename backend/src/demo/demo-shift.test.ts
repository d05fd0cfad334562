// The demo's shift of simulated phones (issue 19 "a trainer can run a shift in the demo where simulated and real
// phones answer calls, every action is logged"), on the simulated clock: the roster's nurses on the early shift
// log in on their phones when the trainer switches them on, one answers a call pressed in the demo after her seeded
// response time, walks to the room and is at the door; the call log's timeline names her (spec 02 §3 call log,
// call actions) and so does the display card (handled_by_app_username, spec 01 §4). At the shift boundary (the
// analytics' early/late boundaries, 14:00 in the facility's zone) the early phones log out and the late ones in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { waitFor } from '../test-support/wait-for.ts';
import type { DemoPhonesState } from '@cs/contracts/demo';
import { loggedCallDetail, loggedCallOn } from '../test-support/logged-call.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  // Monday 06.01.2025 09:00 in Zurich: the early shift (06-14 by default); backend, twin and phones on one clock
  server = await startTestServer({ simulation: {} });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  admin = (await login(server, 'admin', 'admin')).cookie as string;
});
afterAll(() => server.close());

const phones = async (body?: { on: boolean }) => {
  const response = await fetch(`${server.url}/backend/demo/phones`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { phones: DemoPhonesState }).phones;
};
const shift = () => server.services.demoShift!;
const phoneOf = (user: string) =>
  shift()
    .state()
    .phones.find((p) => p.user === user);
/** Moves the demo clock 100 ms at a time until the condition holds (the phones' timers run on it). */
function advanceUntil(condition: () => boolean, what: string, maxS = 3_600) {
  for (let step = 0; step < maxS * 10 && !condition(); step++) server.clock.advance(100);
  if (!condition()) throw new Error(`not within ${maxS} s of demo time: ${what}`);
}
/** waitFor for a probe that asks the server (GraphQL): polls until it answers something truthy. */
async function eventually<T>(probe: () => Promise<T>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const clientState = async (id: number) => {
  const res = await gql(server, '{ appClients { id state } }', {}, { cookie: admin });
  return (res.body.data?.appClients as Array<{ id: number; state: string }>).find((c) => c.id === id)?.state;
};

describe('the demo shift: simulated phones beside the browser clients (issue 19)', () => {
  it('switched on, the early shift of both systems logs in; the browser clients stay unpaired and real', async () => {
    const off = await phones();
    expect(off).toEqual({ on: false, shifts: [], phones: [] });
    const on = await phones({ on: true });
    expect(on.on).toBe(true);
    expect(on.shifts).toEqual([
      { system_id: 1, shift: 'early' },
      { system_id: 2, shift: 'early' },
    ]);
    expect(on.phones.map((p) => [p.system_id, p.display_name, p.section, p.shift])).toEqual([
      [1, 'Catherine W.', 'Wohnbereich 1', 'early'],
      [1, 'Susanna H.', 'Wohnbereich 2', 'early'],
      [2, 'Marc F.', 'Wohnbereich 1', 'early'],
      [2, 'Beatrice J.', 'Wohnbereich 2', 'early'],
    ]);
    await waitFor(
      () =>
        shift()
          .state()
          .phones.every((p) => p.status === 'idle'),
      'every phone logged in',
      60_000,
    );
    const catherine = on.phones[0]!;
    expect(await clientState(catherine.client_id)).toBe('logged_in');
    // the demo's embedded clients (1-3) are the browser's: not touched
    expect(await clientState(1)).toBe('unpaired');
  }, 120_000);

  it('a call pressed in the demo: Catherine accepts after her response time, walks there, and the log names her', async () => {
    server.services.demo!.press(1, 8, 'alert');
    await waitFor(() => phoneOf('catherine.wuthrich')?.status === 'ringing', 'her phone rings', 30_000);
    expect(phoneOf('catherine.wuthrich')?.call).toBe('Zimmer 102');
    advanceUntil(() => phoneOf('catherine.wuthrich')?.status === 'walking', 'she accepts');
    const card = await eventually(async () => {
      const res = await gql(server, '{ openCalls { number handled_by_app_username } }');
      const calls = res.body.data?.openCalls as Array<{ number: number; handled_by_app_username: string }>;
      return calls.find((c) => c.number === 8 && c.handled_by_app_username);
    }, 'the display card names who handles it');
    expect(card?.handled_by_app_username).toBe('Catherine W.');

    advanceUntil(() => phoneOf('catherine.wuthrich')?.status === 'atResident', 'she is at the door');
    const row = await loggedCallOn(server, 8, {
      what: 'the call ends with her presence and is logged',
      timeoutMs: 30_000,
    });
    expect(row.handled_by).toBe('Catherine W.');
    const logged = await loggedCallDetail(server, admin, row.id);
    expect(logged.call.handled_by_app_username).toBe('Catherine W.');
    // Her seeded times: she answers after 1.1 s and is at the door 0.45 s later (whole seconds in the log).
    expect(logged.timeline).toEqual([
      { kind: 'OPENED', user_name: null, offset: 0 },
      { kind: 'Accepted', user_name: 'Catherine W.', offset: 1 },
      { kind: 'PRESENCE', user_name: null, offset: 2 },
      { kind: 'NFC', user_name: 'Catherine W.', offset: 2 },
      { kind: 'CLOSED', user_name: 'Catherine W.', offset: 2 },
    ]);
    // her presence stays on while she is with the resident; leaving, she switches it off
    expect(server.services.demo!.openCallCount(1)).toBe(1);
    advanceUntil(() => phoneOf('catherine.wuthrich')?.status === 'idle', 'she is done with the resident');
    await waitFor(() => server.services.demo!.openCallCount(1) === 0, 'her presence ends', 30_000);
  }, 120_000);

  it('at 14:00 the early shift logs out and the late shift logs in', async () => {
    const early = shift()
      .state()
      .phones.map((p) => p.client_id);
    const until14 = Date.parse('2025-01-06T13:00:30Z') - server.clock.now();
    server.clock.advance(until14);
    const late = shift().state();
    expect(late.shifts).toEqual([
      { system_id: 1, shift: 'late' },
      { system_id: 2, shift: 'late' },
    ]);
    expect(late.phones.map((p) => [p.display_name, p.shift])).toEqual([
      ['Monique W.', 'late'],
      ['Simon P.', 'late'],
      ['Arthur K.', 'late'],
      ['Katharina J.', 'late'],
    ]);
    await waitFor(
      () =>
        shift()
          .state()
          .phones.every((p) => p.status === 'idle'),
      'the late shift logged in',
      60_000,
    );
    for (const id of early) await eventually(async () => (await clientState(id)) === 'paired', 'logged out');
    expect(await clientState(late.phones[0]!.client_id)).toBe('logged_in');
    // the trainer switches them off: every phone logs out
    expect((await phones({ on: false })).phones).toEqual([]);
    await eventually(async () => (await clientState(late.phones[0]!.client_id)) === 'paired', 'logged out');
  });
});
