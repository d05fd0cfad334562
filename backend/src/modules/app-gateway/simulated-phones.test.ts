// 'Night shift with two phones' played by the twin's simulated phones (issue 19 scenario; twin/src/phones): XState
// actors that pair, log in and answer with a seeded response time, against the real backend and its embedded twin.
// Ben turns the call down, Anna does not look at her phone; after timeouts_escalation the whole group has it,
// Carla accepts, walks to Zimmer 102, reports her presence (NFC) and presses presence at the door, which ends the
// call. Everything runs on wall time (the phones' WebSockets are real), so the escalation is set to its shortest,
// 5 s, and the nurses answer within a fraction of a second: the test waits for those events.
import { realClock } from '@cs/contracts/clock';
import { SimulatedPhone, type PhoneBehaviour } from '@cs/twin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';
import { loggedCallDetail, loggedCallOn } from '../../test-support/logged-call.ts';

let server: TestServer;
let admin: string;
const phones: SimulatedPhone[] = [];
beforeAll(async () => {
  server = await startTestServer({ twin: true, clock: realClock });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  admin = (await login(server, 'admin', 'admin')).cookie as string;
  const run = (q: string, v: Record<string, unknown>) => gql(server, q, v, { cookie: admin, system: '01' });
  await run('mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { timeouts_escalation } }', {
    i: { subscriptions_enabled: true, timeouts_escalation: 5, timeouts_resend: 60 },
  });
  // Anna and Ben look after Zimmer 102 first (subscription), Carla is the rest of the group.
  await run('mutation($i: AdminSubscriptionViewInput!) { updateSubscriptionView(input: $i) { id } }', {
    i: { id: 1, app_user_ids: [1, 2], system_tree_node_ids: [8] },
  });
});
afterAll(async () => {
  for (const p of phones) p.stop();
  await server.close();
});

const quick = (answer: PhoneBehaviour['answer']): PhoneBehaviour => ({
  answer,
  responseMeanS: 0.05,
  walkMeanS: 0.05,
  lossEveryMeanMin: 0,
  lossMeanS: 0,
});

describe('night shift with two phones, played by simulated phones (issue 19)', () => {
  it('one rejects, one does not answer, escalation after the timeout, the third accepts and arrives', async () => {
    const tokens = (await gql(server, '{ appClients { id pairing_token } }', {}, { cookie: admin })).body.data
      ?.appClients as Array<{ id: number; pairing_token: string }>;
    const demo = server.services.demo!;
    const nurses = [
      ['anna', quick('ignore')],
      ['ben', quick('reject')],
      ['carla', quick('accept')],
    ] as const;
    nurses.forEach(([user, behaviour], i) => {
      const phone = new SimulatedPhone({
        url: `${server.url.replace('http', 'ws')}/ws/app`,
        token: tokens[i]!.pairing_token,
        user,
        password: user,
        behaviour,
        seed: 100 + i,
        clock: realClock,
        onArrived: (device) => demo.press(1, device, 'presence'),
      });
      phones.push(phone);
      phone.start();
    });
    await waitFor(
      () => phones.every((p) => p.actor.getSnapshot().matches({ duty: 'ready' })),
      'all logged in',
    );

    demo.press(1, 8, 'alert');
    const logged = await loggedCallOn(server, 8, {
      what: 'Carla ends the call at the door',
      timeoutMs: 15_000,
    });
    expect(logged.handled_by).toBe('Carla S.');
    const { timeline } = await loggedCallDetail(server, admin, logged.id);
    expect(timeline.filter((e) => e.kind !== 'PRESENCE').map((e) => [e.kind, e.user_name])).toEqual([
      ['OPENED', null],
      ['Rejected', 'Ben K.'],
      ['Escalated', null],
      ['Accepted', 'Carla S.'],
      ['NFC', 'Carla S.'],
      ['CLOSED', 'Carla S.'],
    ]);
    expect(timeline.find((e) => e.kind === 'Escalated')?.offset).toBe(5);
    // The call left every phone; Anna never answered, Carla's phone saw the call go when it closed.
    await waitFor(() => phones.every((p) => p.calls.size === 0), 'no call on any phone');
    expect(phones[0]!.actor.getSnapshot().matches({ duty: 'ready' })).toBe(true);
  });
});

describe('a simulated phone knows which of its frames was refused (docs/protocols.md §7 request ids)', () => {
  it('two actions in flight, both refused: each refusal is matched to its own frame', async () => {
    const carla = phones[2]!;
    const [first, second] = [
      carla.request({ type: 'Action', call_id: 'gone-1', action: 'Accepted' }),
      carla.request({ type: 'Action', call_id: 'gone-2', action: 'Rejected' }),
    ];
    expect(first).not.toBeNull();
    expect(second).toBe(first! + 1);
    await waitFor(() => carla.refusals.length >= 2, 'both refused');
    expect(carla.refusals.slice(-2)).toEqual([
      { key: 'call_closed', frame: { type: 'Action', call_id: 'gone-1', action: 'Accepted' } },
      { key: 'call_closed', frame: { type: 'Action', call_id: 'gone-2', action: 'Rejected' } },
    ]);
  });
});
