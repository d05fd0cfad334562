// The app gateway end to end (docs/protocols.md §7; issue 19): embedded twin -> Gets gateway -> calls -> app
// gateway -> phones over /ws/app, on the server's simulated clock. Demo facility: device 8 is Zimmer 102 in
// Wohnbereich 1; the app users anna, ben and carla are its group (seed/demo-app.ts), each password its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPairingCode } from '@cs/contracts/app';
import { DEMO_SYSTEMS } from '../../seed/demo-facility.ts';
import { TestPhone } from '../../test-support/app-phone.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';
import { licenceOf } from '../../test-support/installation-data.ts';
import { loggedCallDetail, loggedCallOn } from '../../test-support/logged-call.ts';

let server: TestServer;
let admin: string;
const phones: TestPhone[] = [];
beforeAll(async () => {
  // Twin and backend on one simulated clock (the call's times and the phones' actions share it). The clock jumps
  // a minute at once here: no pings (ServerOptions.appPingMs), no pong could answer inside the sweep.
  server = await startTestServer({
    simulation: { systems: DEMO_SYSTEMS.filter((s) => s.id === 1) },
    appPingMs: null,
  });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  admin = (await login(server, 'admin', 'admin')).cookie as string;
  // Anna and Ben look after Zimmer 102 first (a subscription, spec 02 §3), Carla is the rest of the group.
  const run = (q: string, v: Record<string, unknown>) => gql(server, q, v, { cookie: admin, system: '01' });
  await run('mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { subscriptions_enabled } }', {
    i: { subscriptions_enabled: true, timeouts_escalation: 60, timeouts_resend: 30, timeouts_release: 600 },
  });
  const view = await run(
    'mutation($i: AdminSubscriptionViewInput!) { updateSubscriptionView(input: $i) { id } }',
    { i: { id: 1, app_user_ids: [1, 2], system_tree_node_ids: [8] } },
  );
  expect(view.body.errors).toBeUndefined();
});
afterAll(async () => {
  await Promise.all(phones.map((p) => p.close()));
  await server.close();
});

const ALL_PERMISSIONS = [
  'post_notifications',
  'full_screen_intents',
  'ignore_battery_optimisation',
  'exact_alarms',
];
const clients = async () =>
  (
    await gql(
      server,
      '{ appClients { id name pairing_token state reachability problems } }',
      {},
      { cookie: admin },
    )
  ).body.data?.appClients as Array<{
    id: number;
    pairing_token: string | null;
    state: string;
    reachability: string;
    problems: string[];
  }>;

const secrets = new Map<number, string>();
/** A phone paired with its client's code, typed as `typed` spells it (default: as app management shows it). */
async function pairedPhone(clientId: number, typed = (code: string) => code): Promise<TestPhone> {
  const phone = await TestPhone.connect(server);
  phones.push(phone);
  const token = (await clients()).find((c) => c.id === clientId)?.pairing_token as string;
  phone.send({ type: 'Pair', token: typed(token), permissions: ALL_PERMISSIONS });
  const paired = await phone.next('Paired');
  secrets.set(clientId, paired.secret);
  return phone;
}
async function loggedIn(phone: TestPhone, user: string) {
  phone.send({ type: 'Login', user, password: user });
  await phone.next('LoggedIn');
  return (await phone.next('Calls')).calls;
}
const demo = () => server.services.demo!;
const openOn = (device: number) =>
  [...server.services.calls.system(1)!.openRecords()].find((c) => c.number === device && !c.is_presence);

let anna: TestPhone, ben: TestPhone, carla: TestPhone;

describe('pairing and login (spec 02 §3 app client; spec 01 §6 app_clients limit)', () => {
  it('three phones pair with their tokens and log in; app management shows them paired, logged in, reachable', async () => {
    // issue 38: the code is twelve unambiguous characters; Carla types hers in small letters, in groups
    expect((await clients())[2]?.pairing_token).toMatch(/^[2-9A-HJKMNP-TW-Z]{12}$/);
    const carlasWay = (code: string) => formatPairingCode(code).toLowerCase().replaceAll('-', ' ');
    [anna, ben, carla] = [await pairedPhone(1), await pairedPhone(2), await pairedPhone(3, carlasWay)];
    expect(await loggedIn(anna, 'anna')).toEqual([]);
    await loggedIn(ben, 'ben');
    await loggedIn(carla, 'carla');
    expect((await clients()).slice(0, 3)).toMatchObject([
      { pairing_token: null, state: 'logged_in', reachability: 'reachable', problems: [] },
      { pairing_token: null, state: 'logged_in', reachability: 'reachable', problems: [] },
      { pairing_token: null, state: 'logged_in', reachability: 'reachable', problems: [] },
    ]);
  });

  it('refuses a used token, a wrong password and actions before login', async () => {
    const stranger = await TestPhone.connect(server);
    phones.push(stranger);
    stranger.send({ type: 'Pair', token: 'x'.repeat(16), permissions: [] });
    expect(await stranger.next('Refused')).toMatchObject({ key: 'unknown_token' });
    // a code too short is a wrong code, not a malformed message (issue 38: it answered 'invalid')
    stranger.send({ type: 'Pair', token: 'K7QM', permissions: [] });
    expect(await stranger.next('Refused')).toMatchObject({ key: 'unknown_token' });
    stranger.send({ type: 'Login', user: 'anna', password: 'anna' });
    expect(await stranger.next('Refused')).toMatchObject({ key: 'not_paired' });
    stranger.send({ type: 'Hello', client_id: 1, secret: 'not-the-secret' });
    expect(await stranger.next('Refused')).toMatchObject({ key: 'unknown_client' });
    stranger.sendRaw('{"type":"Action","call_id":1}');
    expect(await stranger.next('Refused')).toMatchObject({ key: 'invalid' });
  });

  it('the licence limit refuses a further pairing with license_limit_reached', async () => {
    const created = await gql(
      server,
      'mutation($i: AdminAppClientInput!) { createAppClient(input: $i) { id pairing_token } }',
      { i: { name: 'Telefon Springer', server_url: 'http://10.0.0.5' } },
      { cookie: admin },
    );
    const { pairing_token: token } = created.body.data?.createAppClient as { pairing_token: string };
    const licence = licenceOf(server);
    const before = licence.limits.app_clients;
    // every paired phone uses the licence: the three above and the rosters' (seed/demo-roster.ts)
    licence.limits.app_clients = (await clients()).filter((c) => c.state !== 'unpaired').length;
    try {
      const extra = await TestPhone.connect(server);
      phones.push(extra);
      extra.send({ type: 'Pair', token, permissions: [] });
      expect(await extra.next('Refused')).toMatchObject({ key: 'license_limit_reached' });
    } finally {
      licence.limits.app_clients = before;
    }
  });
});

describe('night shift with two phones (issue 19 scenario; spec 02 §3 call actions, §9 timeouts)', () => {
  it('one rejects, one does not answer, the call escalates after 60 s, the third accepts and arrives; the log shows it all', async () => {
    demo().press(1, 8, 'alert');
    const first = [await anna.next('Call'), await ben.next('Call')];
    expect(first.map((m) => m.call.offer)).toEqual(['offered', 'offered']);
    const callId = first[0]!.call.id;
    expect(first[0]!.call).toMatchObject({ device_number: 8, handled_by: null, may_accept: true });

    ben.send({ type: 'Action', call_id: callId, action: 'Rejected' });
    expect(await ben.next('CallRemoved')).toMatchObject({ call_id: callId, reason: 'rejected' });
    expect(carla.pending().filter((m) => m.type === 'Call')).toEqual([]);

    server.clock.advance(60_000);
    expect((await carla.next('Call')).call).toMatchObject({ id: callId, offer: 'escalated' });
    expect((await anna.next('Call')).call.offer).toBe('escalated');

    carla.send({ type: 'Action', call_id: callId, action: 'Accepted' });
    expect(await anna.next('CallRemoved')).toMatchObject({ call_id: callId, reason: 'accepted_elsewhere' });
    // spec 01 §4 call card: the name of the user handling it
    const card = await waitFor(async () => {
      const res = await gql(server, '{ openCalls { number handled_by_app_username } }');
      const calls = res.body.data?.openCalls as Array<{
        number: number;
        handled_by_app_username: string | null;
      }>;
      return calls.find((c) => c.number === 8 && c.handled_by_app_username);
    }, 'the card shows who handles it');
    expect((await card)?.handled_by_app_username).toBe('Carla S.');

    carla.send({ type: 'Action', call_id: callId, action: 'NFC' });
    await waitFor(
      () => server.services.appGateway.offers(1).find((o) => o.key === callId)?.arrived,
      'Carla arrived',
    );
    demo().press(1, 8, 'presence');
    expect(await carla.next('CallRemoved')).toMatchObject({ call_id: callId, reason: 'closed' });

    const row = await loggedCallOn(server, 8, { what: 'the call in the log' });
    const logged = await loggedCallDetail(server, admin, row.id);
    expect(logged.call.handled_by_app_username).toBe('Carla S.');
    expect(
      logged.timeline.filter((e) => e.kind !== 'PRESENCE').map((e) => [e.kind, e.user_name, e.offset]),
    ).toEqual([
      ['OPENED', null, 0],
      ['Rejected', 'Ben K.', 0],
      ['Escalated', null, 60],
      ['Accepted', 'Carla S.', 60],
      ['NFC', 'Carla S.', 60],
      ['CLOSED', 'Carla S.', 60],
    ]);
  });
});

describe('reception lost and back (issue 19: a phone that reconnects gets its calls again)', () => {
  it('a call offered while the phone was away is there after Hello; the accepted one stays with its acceptor', async () => {
    await anna.close();
    await waitFor(
      () => !server.services.appGateway.clientStatus({ id: 1, registration: 'paired' }).is_connected,
      'anna dropped',
    );
    // issue 38: her login survives the lost connection, and app management says so
    expect((await clients())[0]).toMatchObject({ reachability: 'unreachable', state: 'logged_in' });
    demo().press(1, 8, 'alert');
    await waitFor(() => openOn(8), 'alert on 8');
    const offered = await ben.next('Call');
    const waiting = server.services.appGateway.offers(1).find((o) => o.key === offered.call.id)!;
    expect(waiting.holders.get(1)?.delivery).toBe('unknown');
    expect(offered.call.offer).toBe('offered');

    anna = await TestPhone.connect(server);
    phones.push(anna);
    anna.send({ type: 'Hello', client_id: 1, secret: secrets.get(1) as string });
    // who is logged in, with name and group: a phone that lost its own record of the login still shows it
    expect(await anna.next('Welcome')).toMatchObject({
      client_id: 1,
      user: 'anna',
      display_name: 'Anna M.',
      group: expect.stringMatching(/\S/),
    });
    expect((await anna.next('Calls')).calls.map((c) => c.id)).toEqual([offered.call.id]);
    // spec 02 §8 delivery states: unknown while away, sent with the list on Hello, then what the phone reports
    const offer = server.services.appGateway.offers(1).find((o) => o.key === offered.call.id)!;
    expect(offer.holders.get(1)?.delivery).toBe('sent');
    expect(offer.holders.get(2)?.delivery).toBe('sent');
    anna.send({ type: 'Delivery', call_id: offered.call.id, state: 'opened' });
    await waitFor(() => offer.holders.get(1)?.delivery === 'opened', 'opened on anna');

    ben.send({ type: 'Action', call_id: offered.call.id, action: 'Accepted' });
    await anna.next('CallRemoved');
    await ben.close();
    ben = await TestPhone.connect(server);
    phones.push(ben);
    ben.send({ type: 'Hello', client_id: 2, secret: secrets.get(2) as string });
    expect((await ben.next('Calls')).calls).toMatchObject([{ id: offered.call.id, handled_by: 'Ben K.' }]);
    demo().closeAllCalls(1);
    await ben.next('CallRemoved');
  });
});

describe('logout on charge (spec 02 §3 app settings logout_on_charge)', () => {
  const settings = (i: Record<string, unknown>) =>
    gql(
      server,
      'mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { logout_on_charge } }',
      { i },
      { cookie: admin },
    );
  /** Carla's phone has answered everything sent before (a refused action is its receipt). */
  const settled = async () => {
    carla.send({ type: 'Action', call_id: 'none', action: 'Accepted' });
    await carla.next('Refused');
  };
  const carlaState = async () => (await clients()).find((c) => c.id === 3)?.state;

  it('the setting off: a charging phone stays logged in; on: charging logs it out, unplugged does not', async () => {
    carla.send({ type: 'Battery', level: 80, charging: true });
    await settled();
    expect(carla.pending().filter((m) => m.type === 'LoggedOut')).toEqual([]);
    expect(await carlaState()).toBe('logged_in');

    // the administrator's rule applies although the user may not log out on her own
    expect((await settings({ logout_on_charge: true, logout_disabled: true })).body.errors).toBeUndefined();
    carla.send({ type: 'Battery', level: 30, charging: false });
    await settled();
    expect(carla.pending().filter((m) => m.type === 'LoggedOut')).toEqual([]);
    carla.send({ type: 'Battery', level: 31, charging: true });
    expect(await carla.next('LoggedOut')).toEqual({ type: 'LoggedOut', reason: 'charging' });
    expect(await carlaState()).toBe('paired');
    // no further calls, and a reconnect finds nobody logged in on the phone
    carla.send({ type: 'Action', call_id: 'none', action: 'Accepted' });
    expect(await carla.next('Refused')).toMatchObject({ key: 'not_logged_in' });
    await carla.close();
    carla = await TestPhone.connect(server);
    phones.push(carla);
    carla.send({ type: 'Hello', client_id: 3, secret: secrets.get(3) as string });
    expect(await carla.next('Welcome')).toMatchObject({ client_id: 3, user: null });
    await settings({ logout_on_charge: false, logout_disabled: false });
  });
});

const STAFF = new Set(['anna', 'ben', 'carla']);

describe('team view (spec 02 §3 app settings team_view_enabled, hide_presences)', () => {
  type Team = Extract<TestPhone['received'][number], { type: 'Team' }>;
  const teams = (phone: TestPhone) => phone.received.filter((m): m is Team => m.type === 'Team');
  /** Waits for the phone's latest team view to be this one (members by display name: logged in, handling). */
  const teamBecomes = (phone: TestPhone, want: Record<string, unknown>, what: string) =>
    waitFor(() => {
      const last = teams(phone).at(-1);
      // the demo's three staff; the roster's nurses of the group (seed/demo-roster.ts) have no phone on here
      const seen = Object.fromEntries(
        (last?.members ?? [])
          .filter((m) => STAFF.has(m.user))
          .map((m) => [
            m.display_name,
            [
              m.logged_in,
              m.handling.map((h) => (h.arrived === null ? 'hidden' : h.arrived ? 'there' : 'taken')),
            ],
          ]),
      );
      return JSON.stringify(seen) === JSON.stringify(want) && last;
    }, what);
  const settings = (i: Record<string, unknown>) =>
    gql(
      server,
      'mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { team_view_enabled } }',
      { i },
      { cookie: admin },
    );

  it('shows the group, who is logged in and who has accepted what; follows each change; presences hideable', async () => {
    // after the earlier tests: Anna and Ben logged in, Carla logged out on her charger
    await teamBecomes(
      anna,
      { 'Anna M.': [true, []], 'Ben K.': [true, []], 'Carla S.': [false, []] },
      'the group on Anna',
    );
    demo().press(1, 8, 'alert');
    const offered = await ben.next('Call');
    ben.send({ type: 'Action', call_id: offered.call.id, action: 'Accepted' });
    const taken = await teamBecomes(
      anna,
      { 'Anna M.': [true, []], 'Ben K.': [true, ['taken']], 'Carla S.': [false, []] },
      'Ben has the call',
    );
    expect(taken.members.filter((m) => !STAFF.has(m.user)).map((m) => m.logged_in)).toEqual([
      false,
      false,
      false,
    ]);
    expect(taken.members.find((m) => m.user === 'ben')?.handling[0]).toMatchObject({
      call_id: offered.call.id,
      device_text: expect.stringMatching(/102/),
    });
    ben.send({ type: 'Action', call_id: offered.call.id, action: 'NFC' });
    await teamBecomes(
      anna,
      { 'Anna M.': [true, []], 'Ben K.': [true, ['there']], 'Carla S.': [false, []] },
      'Ben is at the resident',
    );
    // hide_presences: where a colleague is stays hidden (the next change shows it so)
    await settings({ hide_presences: true });
    await loggedIn(carla, 'carla');
    const carlaTeam = await teamBecomes(
      carla,
      { 'Anna M.': [true, []], 'Ben K.': [true, ['hidden']], 'Carla S.': [true, []] },
      'Carla sees the team without presences',
    );
    expect(carlaTeam.at).toMatch(/Z$/);
    await teamBecomes(
      anna,
      { 'Anna M.': [true, []], 'Ben K.': [true, ['hidden']], 'Carla S.': [true, []] },
      'Anna sees Carla logged in',
    );

    // team view off: no team view any more, however things change
    await settings({ team_view_enabled: false, hide_presences: false });
    const before = teams(anna).length;
    demo().closeAllCalls(1);
    await ben.next('CallRemoved');
    anna.send({ type: 'Action', call_id: 'none', action: 'Accepted' });
    await anna.next('Refused');
    expect(teams(anna)).toHaveLength(before);
    await settings({ team_view_enabled: true });
  });
});

describe('the acceptor hears the call is hers (docs/protocols.md §7: Call after Accepted)', () => {
  type CallMessage = Extract<TestPhone['received'][number], { type: 'Call' }>;
  const settings = (i: Record<string, unknown>) =>
    gql(
      server,
      'mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { team_view_enabled } }',
      { i },
      { cookie: admin },
    );

  // Before: only a Team update told her, and with the team view off nothing did; her phone kept offering Accept.
  it.each([true, false])(
    'team view %s: Accepted is answered with the call, handled by her',
    async (teamView) => {
      expect((await settings({ team_view_enabled: teamView })).body.errors).toBeUndefined();
      demo().press(1, 8, 'alert');
      const offer = await waitFor(
        () => server.services.appGateway.offers(1).find((o) => o.call.number === 8 && o.holders.has(1)),
        'the alert offered to Anna',
      );
      anna.send({ type: 'Action', call_id: offer.key, action: 'Accepted' });
      const update = await waitFor(
        () =>
          anna.received.find(
            (m): m is CallMessage =>
              m.type === 'Call' && m.call.id === offer.key && m.call.handled_by !== null,
          ),
        "Anna's call update",
      );
      expect(update.call).toMatchObject({ handled_by: 'Anna M.', may_accept: false, offer: 'offered' });
      demo().closeAllCalls(1);
      await waitFor(
        () => anna.received.find((m) => m.type === 'CallRemoved' && m.call_id === offer.key),
        'the call closed on Anna',
      );
    },
  );
});

describe('request ids (docs/protocols.md §7: Refused names the frame it answers)', () => {
  type Refusal = Extract<TestPhone['received'][number], { type: 'Refused' }>;
  const refusalOf = (phone: TestPhone, requestId: number) =>
    waitFor(
      () => phone.received.find((m): m is Refusal => m.type === 'Refused' && m.request_id === requestId),
      `the Refused of request ${requestId}`,
    );

  it('a refused Accept with request id 17 is answered Refused with 17', async () => {
    anna.send({ type: 'Action', call_id: 'none', action: 'Accepted', request_id: 17 });
    expect(await refusalOf(anna, 17)).toMatchObject({ key: 'call_closed', request_id: 17 });
  });

  it('two frames in flight get their own answers, although the second is answered first', async () => {
    // The Login waits for its password check; the broken frame behind it is refused at once, ahead of it.
    anna.send({ type: 'Login', user: 'anna', password: 'not-her-password', request_id: 21 });
    anna.sendRaw('{"type":"Action","call_id":"x","action":"Sing","request_id":22}');
    const [login, broken] = [await refusalOf(anna, 21), await refusalOf(anna, 22)];
    expect([login.key, broken.key]).toEqual(['login_failed', 'invalid']);
    expect(broken.refused).toBeLessThan(login.refused);
    // a frame without a request id is answered without one, as before
    anna.send({ type: 'Action', call_id: 'none', action: 'Accepted' });
    const next = await waitFor(
      () =>
        anna.received.find(
          (m) => m.type === 'Refused' && m.refused === Math.max(login.refused, broken.refused) + 1,
        ),
      'the next refusal',
    );
    expect(next).toMatchObject({ key: 'call_closed' });
    expect(next).not.toHaveProperty('request_id');
  });
});
