// The app statistics and a client's unpairing against the real server (spec 01 §2 /appmanagement/statistic,
// /appmanagement/clients; issue 19), with calls pressed in the embedded twin and answered by phones over /ws/app
// on the server's simulated clock. Demo facility: device 8 is Zimmer 102 of Wohnbereich 1; anna, ben and carla
// are the group 'Pflege WB 1' (seed/demo-app.ts), each password its name. The pairing's audit rows hold no
// token or secret (spec 02 §3 audit), and app users' logins back off after repeated wrong passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYSTEMS } from '../../seed/demo-facility.ts';
import { TestPhone } from '../../test-support/app-phone.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';
import { median } from './app-statistics.ts';

let server: TestServer;
let admin: string;
const phones: TestPhone[] = [];
const tokens: string[] = [];
const secrets: string[] = [];
const run = (q: string, v: Record<string, unknown> = {}, cookie = admin) =>
  gql(server, q, v, { cookie, system: '01' });

beforeAll(async () => {
  server = await startTestServer({
    simulation: { systems: DEMO_SYSTEMS.filter((s) => s.id === 1) },
    appPingMs: null,
  });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  admin = (await login(server, 'admin', 'admin')).cookie as string;
  await run('mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { subscriptions_enabled } }', {
    i: { subscriptions_enabled: true, timeouts_escalation: 60, timeouts_resend: 30, timeouts_release: 600 },
  });
  // Anna and Ben have Zimmer 102 first; Carla gets it when it escalates.
  await run('mutation($i: AdminSubscriptionViewInput!) { updateSubscriptionView(input: $i) { id } }', {
    i: { id: 1, app_user_ids: [1, 2], system_tree_node_ids: [8] },
  });
});
afterAll(async () => {
  await Promise.all(phones.map((p) => p.close()));
  await server.close();
});

async function phoneOf(clientId: number, user: string): Promise<TestPhone> {
  const list = (await run('{ appClients { id pairing_token } }')).body.data?.appClients as Array<{
    id: number;
    pairing_token: string | null;
  }>;
  const token = list.find((c) => c.id === clientId)?.pairing_token as string;
  tokens.push(token);
  const phone = await TestPhone.connect(server);
  phones.push(phone);
  phone.send({ type: 'Pair', token, permissions: [] });
  secrets.push((await phone.next('Paired')).secret);
  phone.send({ type: 'Login', user, password: user });
  await phone.next('LoggedIn');
  await phone.next('Calls');
  return phone;
}

type Stat = { name: string; received: number; accepted: number; rejected: number; escalated: number };
const STATS = `query($r: CallLogRange) { appStatistics(range: $r) { range_from range_to
  users { name group_name received accepted rejected escalated median_accept_seconds }
  groups { name received accepted rejected escalated median_accept_seconds } } }`;

describe('app statistics (spec 01 §2 /appmanagement/statistic)', () => {
  let anna: TestPhone, ben: TestPhone, carla: TestPhone;

  it('counts per user and group what the phones did with two calls, and the median time to accept', async () => {
    [anna, ben, carla] = [await phoneOf(1, 'anna'), await phoneOf(2, 'ben'), await phoneOf(3, 'carla')];
    const demo = server.services.demo!;
    // Call 1: Ben rejects, nobody else answers for 60 s, it escalates, Carla accepts 15 s later (75 s).
    demo.press(1, 8, 'alert');
    const first = (await anna.next('Call')).call.id;
    await ben.next('Call');
    ben.send({ type: 'Action', call_id: first, action: 'Rejected' });
    await ben.next('CallRemoved');
    server.clock.advance(60_000);
    expect((await carla.next('Call')).call.offer).toBe('escalated');
    expect((await anna.next('Call')).call.offer).toBe('escalated');
    server.clock.advance(15_000);
    carla.send({ type: 'Action', call_id: first, action: 'Accepted' });
    await anna.next('CallRemoved');
    demo.closeAllCalls(1);
    await carla.next('CallRemoved');
    // Call 2: Anna accepts after 5 s.
    server.clock.advance(1_000);
    demo.press(1, 8, 'alert');
    const second = (await anna.next('Call')).call.id;
    await ben.next('Call');
    server.clock.advance(5_000);
    anna.send({ type: 'Action', call_id: second, action: 'Accepted' });
    await ben.next('CallRemoved');
    demo.closeAllCalls(1);
    await anna.next('CallRemoved');

    const res = await run(STATS, { r: 'LAST_24_HOURS' });
    expect(res.body.errors).toBeUndefined();
    const stats = res.body.data?.appStatistics as { users: Stat[]; groups: Stat[]; range_to: string };
    // The roster's nurses of the group (seed/demo-roster.ts) have no phone on here: the escalated call reached them
    // (received, escalated), nothing more.
    // Each listed by the name the other screens show (issue 38 item 14: 'Anna M.', not the login 'anna').
    const staff = new Set(['Anna M.', 'Ben K.', 'Carla S.']);
    for (const nurse of stats.users.filter((u) => !staff.has(u.name)))
      expect(nurse).toMatchObject({ received: 1, accepted: 0, rejected: 0, escalated: 1 });
    expect(stats.users.filter((u) => staff.has(u.name))).toEqual([
      // Anna: both calls, accepted the second after 5 s; the first escalated while she had it
      {
        name: 'Anna M.',
        group_name: 'Pflege WB 1',
        received: 2,
        accepted: 1,
        rejected: 0,
        escalated: 1,
        median_accept_seconds: 5,
      },
      {
        name: 'Ben K.',
        group_name: 'Pflege WB 1',
        received: 2,
        accepted: 0,
        rejected: 1,
        escalated: 1,
        median_accept_seconds: null,
      },
      // Carla got only the escalated first call and took it 75 s after it opened
      {
        name: 'Carla S.',
        group_name: 'Pflege WB 1',
        received: 1,
        accepted: 1,
        rejected: 0,
        escalated: 1,
        median_accept_seconds: 75,
      },
    ]);
    // The group counts each call once: two calls, both accepted, one rejected by someone, one escalated.
    expect(stats.groups).toEqual([
      { name: 'Pflege WB 1', received: 2, accepted: 2, rejected: 1, escalated: 1, median_accept_seconds: 40 },
    ]);
  });

  it("a range the calls are not in counts nothing; the range is the call log's, in the facility zone", async () => {
    server.clock.advance(2 * 3_600_000);
    const res = await run(STATS, { r: 'LAST_HOUR' });
    const stats = res.body.data?.appStatistics as { users: Stat[]; groups: Stat[]; range_from: string };
    expect(stats.users).toEqual([]);
    expect(stats.groups).toEqual([]);
    expect(Date.parse(stats.range_from)).toBe(server.clock.now() - 3_600_000);
  });

  it('needs app::see_statistic besides app::use_module (spec 01 §2)', async () => {
    const role = await run('mutation($i: AdminRoleInput!) { createRole(input: $i) { id } }', {
      i: { name: 'App-Benutzerpflege', permissions: ['app::use_module', 'app::manage_users'] },
    });
    const roleId = (role.body.data?.createRole as { id: number }).id;
    await run('mutation($i: AdminUserInput!) { createUser(input: $i) { id } }', {
      i: { name: 'stat-ohne', roles: [roleId], password: 'stat-pass-1', password_repeat: 'stat-pass-1' },
    });
    const cookie = (await login(server, 'stat-ohne', 'stat-pass-1')).cookie as string;
    const res = await run(STATS, { r: 'LAST_24_HOURS' }, cookie);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });

  it("the median of an even count is the middle pair's mean", () => {
    expect(median([75, 5])).toBe(40);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });
});

describe('unpairing a client (spec 02 §3 app client)', () => {
  it("ends the phone's connection and login, and gives the client a new token", async () => {
    const carla = phones[2] as TestPhone;
    const res = await run('mutation { unpairAppClient(id: 3) { id pairing_token registration state } }');
    expect(res.body.errors).toBeUndefined();
    const client = res.body.data?.unpairAppClient as {
      pairing_token: string;
      registration: null;
      state: string;
    };
    expect(client).toMatchObject({ registration: null, state: 'unpaired' });
    expect(client.pairing_token).toMatch(/^[2-9A-HJKMNP-TW-Z]{12}$/);
    expect(client.pairing_token).not.toBe(tokens[2]);
    expect(await carla.next('Refused')).toMatchObject({ key: 'unknown_client' });
    expect(await carla.closed).toBe(4001);
    // the old secret says Hello in vain
    const again = await TestPhone.connect(server);
    phones.push(again);
    again.send({ type: 'Hello', client_id: 3, secret: secrets[2] as string });
    expect(await again.next('Refused')).toMatchObject({ key: 'unknown_client' });
  });

  it('audits pairings and the unpairing without any token or secret, at any depth', async () => {
    const rows = server.services.audit.list(200);
    const pairings = rows.filter((r) => r.action === 'pairAppClient');
    expect(pairings.map((r) => [r.entity_id, r.outcome])).toEqual([
      ['3', 'ok'],
      ['2', 'ok'],
      ['1', 'ok'],
    ]);
    expect(rows.find((r) => r.action === 'unpairAppClient')).toMatchObject({ entity_id: '3', outcome: 'ok' });
    const text = JSON.stringify(rows);
    for (const secret of [...tokens, ...secrets]) expect(text).not.toContain(secret);
  });

  it("backs off an app user's logins after repeated wrong passwords, on that phone only", async () => {
    const guesser = phones[0] as TestPhone;
    for (let i = 0; i < 5; i++) {
      guesser.send({ type: 'Login', user: 'ben', password: `falsch-${i}` });
      expect(await guesser.next('Refused')).toMatchObject({ key: 'login_failed' });
    }
    guesser.send({ type: 'Login', user: 'ben', password: 'ben' });
    expect(await guesser.next('Refused')).toMatchObject({ key: 'too_many_attempts' });
    // Ben's own phone logs in as ever
    const own = phones[1] as TestPhone;
    own.send({ type: 'Login', user: 'ben', password: 'ben' });
    expect(await own.next('LoggedIn')).toMatchObject({ user: 'ben' });
    // after the backoff the right password works on the guessing phone too
    server.clock.advance(2_000);
    guesser.send({ type: 'Login', user: 'ben', password: 'ben' });
    expect(await guesser.next('LoggedIn')).toMatchObject({ user: 'ben' });
  });
});
