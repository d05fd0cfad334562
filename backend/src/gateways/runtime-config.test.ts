// Configuration changes made in the admin machinery take effect at runtime, without a backend
// restart or a display reload: a new system connects its Gets and hubs, a changed configurator address
// reconnects, a deleted system stops; a changed call type is pushed to open displays with callsChanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, gql, login, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { waitFor } from '../test-support/wait-for.ts';
import { licenceOf } from '../test-support/installation-data.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ twin: true });
  admin = (await login(server, 'admin', 'admin')).cookie as string;
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'twin online');
  licenceOf(server).limits.systems = 3;
});
afterAll(() => server.close());

const run = (query: string, variables: Record<string, unknown> = {}, system = '01') =>
  gql(server, query, variables, { cookie: admin, system });
const twin = () => server.services.demo!.targets.get(1)!;

describe('system parameters take effect without a restart', () => {
  it('a new system connects to its Gets and hubs at once; a changed address reconnects; deleting it stops its gateways', async () => {
    const gets = twin().gets!;
    const made = await run('mutation($i: AdminSystemParamInput!) { createSystemParam(input: $i) { id } }', {
      i: {
        name: 'Haus Neu',
        ip: gets.host,
        tcp_port: gets.port,
        username: gets.username,
        password: gets.password,
        weekend_start: '18:00',
        weekend_stop: '06:00',
      },
    });
    expect(made.body.errors).toBeUndefined();
    const id = (made.body.data?.createSystemParam as { id: number }).id;
    await waitFor(
      () => server.services.calls.system(id)?.status === 'online',
      'the new system online (no restart)',
    );

    // a hub of the new system: its gateway starts with the save
    const [hubId, hub] = [...twin().hubs.entries()][0]!;
    const sys = String(id).padStart(2, '0');
    const madeHub = await run(
      'mutation($i: AdminHubInput!) { createHub(input: $i) { id } }',
      {
        i: { name: 'Hub Neu', ip: `${hub.host}:${hub.port}`, username: hub.username, password: hub.password },
      },
      sys,
    );
    expect(madeHub.body.errors).toBeUndefined();
    const newHub = (madeHub.body.data?.createHub as { id: number }).id;
    expect(newHub).toBeTypeOf('number');
    await waitFor(
      () => server.services.hubs.hubs(id).some((g) => g.hubId === newHub && g.status === 'online'),
      `hub ${newHub} (twin hub ${hubId}) online`,
    );

    // a hub's address changed: it reconnects now (and is offline at a port nobody serves); a new address
    // needs the password again (the stored one is never sent to a changed address)
    const hubUpdate = 'mutation($i: AdminHubInput!) { updateHub(input: $i) { id } }';
    const hubParams = { id: newHub, name: 'Hub Neu', username: hub.username, password: hub.password };
    expect(
      (await run(hubUpdate, { i: { ...hubParams, ip: `${hub.host}:1` } }, sys)).body.errors,
    ).toBeUndefined();
    await waitFor(
      () => server.services.hubs.hubs(id).find((g) => g.hubId === newHub)?.status === 'offline',
      'hub offline at the wrong port',
    );
    expect(
      (await run(hubUpdate, { i: { ...hubParams, ip: `${hub.host}:${hub.port}` } }, sys)).body.errors,
    ).toBeUndefined();
    await waitFor(
      () => server.services.hubs.hubs(id).find((g) => g.hubId === newHub)?.status === 'online',
      'hub online again',
    );

    // a wrong port: the link goes offline now, not at the next drop of the old connection
    const update = 'mutation($i: AdminSystemParamInput!) { updateSystemParam(input: $i) { id } }';
    const params = {
      id,
      name: 'Haus Neu',
      ip: gets.host,
      username: gets.username,
      password: gets.password,
      weekend_start: '18:00',
      weekend_stop: '06:00',
    };
    expect((await run(update, { i: { ...params, tcp_port: 1 } })).body.errors).toBeUndefined();
    await waitFor(
      () => server.services.calls.system(id)?.status === 'offline',
      'offline after the address changed',
    );
    expect((await run(update, { i: { ...params, tcp_port: gets.port } })).body.errors).toBeUndefined();
    await waitFor(
      () => server.services.calls.system(id)?.status === 'online',
      'online again at the right address',
    );

    expect(
      (await run('mutation($ids: [Int!]!) { deleteSystemParam(ids: $ids) { id } }', { ids: [id] })).body
        .errors,
    ).toBeUndefined();
    await waitFor(
      () => server.services.calls.system(id) === null && server.services.hubs.hubs(id).length === 0,
      'gateways of the deleted system gone',
    );
    expect(server.services.calls.system(1)?.status).toBe('online');
  });
});

describe('a call type change reaches open displays', () => {
  it('callsChanged pushes the list again with the new colour, without a reload', async () => {
    const client = wsClient(server);
    try {
      expect(
        (
          await fetch(`${server.url}/backend/demo/call/trigger`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ call_type_id: 4, device_id: 23 }),
          })
        ).status,
      ).toBe(200);
      await waitFor(
        () =>
          server.services.calls
            .system(1)!
            .openCalls()
            .some((c) => c.number === 23),
        'a call on 23',
      );
      const sub = collect(
        client,
        'subscription { callsChanged { sequence calls { number call_type { id color sort_order } } } }',
      );
      const first = (await sub.next(1))[0]!.data as { callsChanged: { sequence: number } };
      const type = (
        await run(
          '{ callType(id: 4) { id name text char color sort_order urgency flag indication_type led_primary_color led_secondary_color } }',
        )
      ).body.data?.callType as Record<string, unknown>;
      const res = await run('mutation($i: AdminCallTypeInput!) { updateCallType(input: $i) { id color } }', {
        i: { ...type, color: '#123456' },
      });
      expect(res.body.errors).toBeUndefined();
      await waitFor(
        () =>
          sub.results.some((r) =>
            (
              r.data as { callsChanged: { calls: Array<{ number: number; call_type: { color: string } }> } }
            ).callsChanged.calls.some((c) => c.number === 23 && c.call_type.color === '#123456'),
          ),
        'a push with the new colour',
      );
      const last = sub.results.at(-1)!.data as { callsChanged: { sequence: number } };
      expect(last.callsChanged.sequence).toBeGreaterThan(first.callsChanged.sequence);
      sub.unsubscribe?.();
    } finally {
      await client.dispose();
    }
  });
});
