// The call path end to end inside the backend: embedded twin -> loopback sockets -> GetsGateway ->
// CallService -> GraphQL over HTTP and WebSocket (ARCHITECTURE §3, spec 01 §7 OpenCalls,
// CallDisplayRelations, callsChanged, sendDeviceAction; spec 01 §4 close-call rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, gql, login, startTestServer, wsClient } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ twin: true });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
});
afterAll(() => server.close());

const CALLS_CHANGED = `subscription { callsChanged { system_id sequence calls { id number call_type_id duration system_id system_name
  call_type { id urgency flag color } section { id name allow_manual_call_closure } system_tree_node { id text_short deny_manual_call_closure } } } }`;
const OPEN_CALLS =
  '{ openCalls { id number call_type_id call_type_text section_name device_text_long system_name } }';
const END_CALLS =
  'mutation($id: Int!, $section: Int) { sendDeviceAction(action: EndCalls, deviceID: $id, sectionID: $section) { success } }';
const MUTE = 'mutation($id: Int!) { sendDeviceAction(action: Mute, deviceID: $id) { success } }';

const demo = () => server.services.demo!;
const openNumbers = () =>
  server.services.calls
    .system(1)!
    .openCalls()
    .map((c) => c.number)
    .sort((a, b) => a - b);
type Change = {
  system_id: number;
  sequence: number;
  calls: Array<{ number: number } & Record<string, unknown>>;
};
const changeOf = (r: { data?: unknown }) => (r.data as { callsChanged: Change }).callsChanged;

async function closeAll() {
  demo().closeAllCalls(1);
  await waitFor(() => openNumbers().length === 0, 'no open calls');
}

describe('callsChanged (spec 01 §7; ARCHITECTURE §6: full list, sequence, one execution per change)', () => {
  it('gives several anonymous subscribers the full list at once and after every change, with sequence + 1', async () => {
    await closeAll();
    const clients = [wsClient(server), wsClient(server), wsClient(server)];
    try {
      const subs = clients.map((c) => collect(c, CALLS_CHANGED));
      const firsts = (await Promise.all(subs.map((s) => s.next(1)))).map((r) => changeOf(r[0]!));
      expect(firsts.every((f) => f.calls.length === 0 && f.system_id === 1)).toBe(true);
      const base = firsts[0]!.sequence;
      expect(firsts.map((f) => f.sequence)).toEqual([base, base, base]);

      demo().press(1, 23, 'alert');
      demo().press(1, 24); // medallion
      for (const sub of subs) await sub.next(3);
      for (const sub of subs) {
        const [, second, third] = sub.results.map(changeOf);
        expect(second!.sequence).toBe(base + 1);
        expect(third!.sequence).toBe(base + 2);
        expect(second!.calls.map((c) => c.number)).toEqual([23]);
        expect(third!.calls.map((c) => c.number).sort()).toEqual([23, 24]); // the whole list every time
      }
      const call = subs[0]!.results.map(changeOf)[2]!.calls.find((c) => c.number === 23)!;
      expect(call).toMatchObject({
        call_type_id: 4,
        system_id: 1,
        system_name: 'Haus Lindenhof',
        call_type: { id: 4, urgency: 'NORMAL', flag: 'none' },
        system_tree_node: { id: 23 },
      });
      expect(call.section).toMatchObject({ name: expect.any(String) });
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });

  it('builds one CallsChange per change and hands every subscriber the same object', async () => {
    const calls = server.services.calls.system(1)!;
    const seen: unknown[] = [];
    const offs = [calls.subscribe((c) => seen.push(c)), calls.subscribe((c) => seen.push(c))];
    demo().press(1, 10, 'alert');
    await waitFor(() => seen.length === 2, 'two deliveries');
    offs.forEach((off) => off());
    expect(seen[0]).toBe(seen[1]);
  });

  it('says when the list may be stale: link follows the Gets gateway, and a change of it is pushed (CallsChange.link)', async () => {
    const client = wsClient(server);
    try {
      const sub = collect(client, 'subscription { callsChanged { sequence link } }');
      const first = (await sub.next(1))[0]!.data as { callsChanged: { sequence: number; link: string } };
      expect(first.callsChanged.link).toBe('online');
      demo().perform(1, { kind: 'getsFault', faults: { offline: true } });
      await waitFor(
        () =>
          sub.results.some(
            (r) => (r.data as { callsChanged: { link: string } }).callsChanged.link === 'offline',
          ),
        'a push saying offline',
      );
      demo().perform(1, { kind: 'getsFault', faults: { offline: false } });
      await waitFor(() => {
        server.clock.advance(50);
        return (
          (sub.results.at(-1)!.data as { callsChanged: { link: string } }).callsChanged.link === 'online'
        );
      }, 'online again');
      const sequences = sub.results.map(
        (r) => (r.data as { callsChanged: { sequence: number } }).callsChanged.sequence,
      );
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    } finally {
      await client.dispose();
    }
  });

  it('override_system selects another system; an unknown one is refused', async () => {
    const client = wsClient(server);
    try {
      const other = collect(
        client,
        'subscription { callsChanged(override_system: 2) { system_id calls { system_name } } }',
      );
      expect(changeOf((await other.next(1))[0]!).system_id).toBe(2);
      const unknown = collect(client, 'subscription { callsChanged(override_system: 9) { system_id } }');
      await unknown.done();
      expect(unknown.results[0]?.errors?.[0]?.extensions?.code).toBe('SYSTEM_UNAVAILABLE');
    } finally {
      await client.dispose();
    }
  });
});

describe('OpenCalls and CallDisplayRelations (spec 01 §7, public)', () => {
  it('openCalls lists the mirrored calls with texts from the Gets and the configuration', async () => {
    await closeAll();
    demo().press(1, 23, 'alert');
    await waitFor(() => openNumbers().includes(23), 'call on 23');
    const res = await gql(server, OPEN_CALLS);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.openCalls).toEqual([
      expect.objectContaining({
        number: 23,
        call_type_id: 4,
        call_type_text: 'Patientenruf',
        system_name: 'Haus Lindenhof',
      }),
    ]);
  });

  it('callDisplayRelations has schedules (incl. 20 all day, never a 255 row), display groups with connections and call types', async () => {
    const res = await gql(
      server,
      '{ callDisplayRelations { schedules { id time_1 } displayGroups { id name connections { section_id call_type_id } } callTypes { id flag urgency sort_order } } }',
    );
    const rel = res.body.data?.callDisplayRelations as {
      schedules: Array<{ id: number }>;
      displayGroups: Array<{ id: number; connections: unknown[] }>;
      callTypes: Array<{ id: number; flag: string }>;
    };
    expect(rel.schedules.map((s) => s.id)).toContain(20);
    expect(rel.schedules.map((s) => s.id)).not.toContain(255);
    expect(rel.displayGroups.length).toBeGreaterThan(2);
    expect(rel.displayGroups[0]!.connections.length).toBeGreaterThan(0);
    expect(rel.callTypes.find((c) => c.id === 6)?.flag).toBe('presence'); // demo ids: alert 4, presence 6, emergency 2
    expect(rel.callTypes.map((c) => c.id)).toEqual(expect.arrayContaining([2, 4, 6]));
  });
});

describe('sendDeviceAction (spec 01 §4 close-call rule, spec 02 §3 device actions)', () => {
  it('EndCalls by pflege (calllog::close_calls) closes the call, and it reaches the call log with handled_by', async () => {
    await closeAll();
    demo().press(1, 23, 'alert');
    await waitFor(() => openNumbers().includes(23), 'call on 23');
    const { cookie } = await login(server, 'pflege', 'pflege');
    const res = await gql(server, END_CALLS, { id: 23 }, { cookie });
    expect(res.body).toEqual({ data: { sendDeviceAction: { success: true } } });
    await waitFor(() => !openNumbers().includes(23), 'call gone');
    const entry = await waitFor(
      () => server.services.callLog.list(1).find((e) => e.device_number === 23 && e.handled_by === 'pflege'),
      'call log row',
    );
    expect(entry).toMatchObject({
      system_id: 1,
      call_type_id: 4,
      call_type_text: 'Patientenruf',
      is_presence: false,
      device_text_short: expect.any(String),
    });
    expect(entry.duration).toBeGreaterThanOrEqual(0);
    expect(Date.parse(entry.closed_at)).toBeGreaterThanOrEqual(Date.parse(entry.opened_at));
  });

  it('without close permissions: refused when the node denies manual closure, else decided by the section', async () => {
    const doc = server.services.systems.get(1)!;
    const node = doc.nodes.find((n) => n.id === 23)!;
    const section = doc.sections.find((s) => s.id === node.section_id)!;
    const saved = { deny: node.deny_manual_call_closure, allow: section.allow_manual_call_closure };
    const { cookie } = await login(server, 'technik', 'technik'); // no calllog::close_calls, no visuals::close_calls
    try {
      node.deny_manual_call_closure = true;
      section.allow_manual_call_closure = true;
      let res = await gql(server, END_CALLS, { id: 23 }, { cookie });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
      node.deny_manual_call_closure = false;
      section.allow_manual_call_closure = false;
      res = await gql(server, END_CALLS, { id: 23 }, { cookie });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
      section.allow_manual_call_closure = true;
      res = await gql(server, END_CALLS, { id: 23 }, { cookie });
      expect(res.body.data?.sendDeviceAction).toEqual({ success: true });
    } finally {
      node.deny_manual_call_closure = saved.deny;
      section.allow_manual_call_closure = saved.allow;
    }
  });

  it('anonymous callers get MISSING_AUTH; other actions need systemtree::trigger_device_actions', async () => {
    expect((await gql(server, END_CALLS, { id: 23 })).body.errors?.[0]?.extensions?.code).toBe(
      'MISSING_AUTH',
    );
    const technik = await login(server, 'technik', 'technik');
    expect(
      (await gql(server, MUTE, { id: 23 }, { cookie: technik.cookie })).body.errors?.[0]?.extensions?.code,
    ).toBe('MISSING_PERMISSION');
    const admin = await login(server, 'admin', 'admin');
    expect(
      (
        await gql(
          server,
          'mutation($id: Int!) { sendDeviceAction(action: Unmute, deviceID: $id) { success } }',
          { id: 23 },
          { cookie: admin.cookie },
        )
      ).body.data,
    ).toEqual({ sendDeviceAction: { success: true } });
  });

  it('a Gets that refuses the action gives the translated device-action error (spec 02 §8) and getshttp messages', async () => {
    const { cookie } = await login(server, 'admin', 'admin');
    const client = wsClient(server);
    try {
      const messages = collect(client, 'subscription { systemMessages { subject payload } }');
      // The time comes after the stream has joined the bus (messages/resolvers.ts): what follows reaches it.
      await messages.next(1);
      const res = await gql(server, END_CALLS, { id: 99_999 }, { cookie });
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'Aktion konnte nicht an das Gets-System gesendet werden',
        extensions: { code: 'DEVICE_ACTION_FAILED' },
      });
      const en = await gql(server, END_CALLS, { id: 99_999 }, { cookie, lang: 'en' });
      expect(en.body.errors?.[0]?.message).toBe('The action could not be sent to the Gets system');
      const subjects = (await messages.next(5)).map(
        (r) => (r.data as { systemMessages: { subject: string } }).systemMessages.subject,
      );
      expect(subjects.slice(1, 3)).toEqual(['getshttp.start', 'getshttp.failed']);
    } finally {
      await client.dispose();
    }
  });
});
