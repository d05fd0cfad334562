// The incident API over HTTP (issue 18; spec 01 §2 /analytics/incidents needs analytics::manage_incidents and the
// analytics licence; spec 01 §6 box permissions see_low_battery_box, see_not_reachable_box, see_defects; spec 02 §3
// incident states New, Assigned, Closed; spec 02 §5 catalogue errors in the user's language; spec 01 §9 dd.MM.yyyy
// HH:mm in the facility's zone). The server's clock is 06.01.2025 08:00 UTC (09:00 in Zurich).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentList } from '../../generated/graphql.ts';
import type { IncidentEvent } from '../../platform/event-bus.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { installationData } from '../../test-support/installation-data.ts';

let server: TestServer;
let admin: string;
let pflege: string;
let technik: string;
const ids: Record<string, number> = {};

const LIST = `query($filter: IncidentFilter) { incidents(filter: $filter) {
  total time_zone assignees { name } boxes { low_battery not_reachable defects } paused_hubs { id }
  items { id system_id device_number device_name room_name kind severity state time_opened paused } } }`;
const ASSIGN = `mutation($id: Int!, $user: Int!) { assignIncident(id: $id, user_id: $user) {
  id state assigned_user_name events { type user_name time } } }`;
const CLOSE = `mutation($id: Int!) { closeIncident(id: $id) { id state closed_by time_closed } }`;

function open(system: number, device: number, kind: IncidentEvent['kind'], at: string) {
  return server.services.incidents.open({
    system_id: system,
    device_number: device,
    hub_id: null,
    kind,
    monitor_id: 0,
    severity: kind === 'battery' ? 'Warning' : 'Critical',
    detail: '{}',
    opened_at: at,
  }).id;
}

beforeAll(async () => {
  server = await startTestServer();
  // The care role gets incident management and one box (spec 01 §6); pflege may use system 1 only.
  const data = installationData(server);
  data.roles
    .find((r) => r.name === 'Pflege')!
    .permissions.push('analytics::manage_incidents', 'analytics::see_low_battery_box');
  ids.battery = open(1, 8, 'battery', '2025-01-06T07:00:00.000Z');
  ids.reach = open(1, 10, 'reachability', '2025-01-05T07:00:00.000Z');
  ids.other = open(2, 8, 'defects', '2025-01-06T06:00:00.000Z');
  admin = (await login(server, 'admin', 'admin')).cookie!;
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

const list = async (cookie: string, filter: Record<string, unknown> = {}, lang = 'de') => {
  const res = await gql(server, LIST, { filter }, { cookie, lang });
  return { ...res, list: res.body.data?.incidents as IncidentList | undefined };
};

describe('incident list', () => {
  it('lists the selected system critical first, then newest first, with local times and names, and the boxes a superuser may see', async () => {
    const { list: l } = await list(admin);
    // issue 38 item 14: the older critical reachability incident above the newer battery warning
    expect(l?.items.map((i) => [i.kind, i.severity, i.device_number, i.time_opened])).toEqual([
      ['reachability', 'Critical', 10, '05.01.2025 08:00'],
      ['battery', 'Warning', 8, '06.01.2025 08:00'],
    ]);
    expect(l?.items[1]).toMatchObject({ device_name: expect.any(String), state: 'New', paused: false });
    expect(l?.boxes).toEqual({ low_battery: 1, not_reachable: 1, defects: 0 });
    expect(l?.time_zone).toBe('Europe/Zurich');
    // everyone who may use system 1 can be assigned (pflege: system_access [1])
    expect(l?.assignees.map((a) => a.name)).toEqual(expect.arrayContaining(['admin', 'technik', 'pflege']));
  });

  it('filters by kind, state, system, node and range', async () => {
    expect((await list(admin, { kinds: ['reachability'] })).list?.items.map((i) => i.id)).toEqual([
      ids.reach,
    ]);
    expect((await list(admin, { states: ['Closed'] })).list?.total).toBe(0);
    expect((await list(admin, { system_ids: [1, 2] })).list?.total).toBe(3);
    // open at any time within the range: yesterday (05.01 local) only the reachability incident was open
    expect((await list(admin, { range: 'YESTERDAY' })).list?.items.map((i) => i.id)).toEqual([ids.reach]);
    expect((await list(admin, { range: 'DAY_BEFORE_YESTERDAY' })).list?.total).toBe(0);
    expect((await list(admin, { range: 'LAST_HOUR' })).list?.total).toBe(2);
    // node 8's room is its parent: the room filter finds the device's incidents
    const room = server.services.systems.get(1)!.nodes.find((n) => n.number === 8)!.parent_id;
    expect((await list(admin, { node_id: room })).list?.items.map((i) => i.id)).toEqual([ids.battery]);
    const bad = await list(admin, { node_id: 99999 }, 'en');
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'The value is invalid',
      extensions: { validation: true, field: 'node_id', key: 'invalid' },
    });
  });

  it('gates each box by its permission and keeps other systems out (spec 01 §6)', async () => {
    const { list: l } = await list(pflege);
    expect(l?.boxes).toEqual({ low_battery: 1, not_reachable: null, defects: null });
    const other = await gql(server, LIST, {}, { cookie: admin, system: '02' });
    const names = (other.body.data?.incidents as IncidentList).assignees.map((a) => a.name);
    expect(names).toContain('admin');
    expect(names).not.toContain('pflege');
    const foreign = await list(pflege, { system_ids: [2] });
    expect(foreign.body.errors?.[0]?.extensions).toMatchObject({
      code: 'MISSING_PERMISSION',
      reason: 'system_access',
    });
    const one = await gql(server, `{ incident(id: ${ids.other}) { id } }`, {}, { cookie: pflege });
    expect(one.body.data?.incident).toBeNull();
  });

  it('refuses users without analytics::manage_incidents, and others without the analytics licence', async () => {
    const res = await list(technik);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const licence = server.services.installation.licence();
    licence.features.analytics = false;
    try {
      expect((await list(pflege)).body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
      expect((await list(admin)).list?.total).toBe(2); // superusers bypass licence modules
    } finally {
      licence.features.analytics = true;
    }
  });
});

describe('assign and close (spec 02 §3 incident states)', () => {
  it('assigns to a user of the installation who may use the system, closes, audits, and refuses a closed one', async () => {
    const pflegeId = server.services.users.byName('pflege')!.id;
    const assigned = await gql(server, ASSIGN, { id: ids.battery, user: pflegeId }, { cookie: admin });
    expect(assigned.body.data?.assignIncident).toMatchObject({
      state: 'Assigned',
      assigned_user_name: 'pflege',
      events: [
        { type: 'opened', user_name: null },
        { type: 'assigned', user_name: 'admin', time: '06.01.2025 09:00' },
      ],
    });
    // pflege may not use system 2: not an assignee for its incidents (message in the caller's language)
    const foreign = await gql(
      server,
      ASSIGN,
      { id: ids.other, user: pflegeId },
      { cookie: admin, lang: 'fr' },
    );
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'La valeur n’est pas valide',
      extensions: { field: 'user_id', key: 'invalid' },
    });
    const closed = await gql(server, CLOSE, { id: ids.battery }, { cookie: pflege });
    expect(closed.body.data?.closeIncident).toEqual({
      id: ids.battery,
      state: 'Closed',
      closed_by: 'pflege',
      time_closed: '06.01.2025 09:00',
    });
    const again = await gql(server, CLOSE, { id: ids.battery }, { cookie: pflege, lang: 'it' });
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'Il valore non è valido',
      extensions: { field: 'state' },
    });
    const audit = server.services.audit.list(10).filter((r) => r.entity === 'incident');
    expect(audit.map((r) => [r.action, r.user_name, r.outcome])).toEqual(
      expect.arrayContaining([
        ['closeIncident', 'pflege', 'ok'],
        ['assignIncident', 'admin', 'ok'],
      ]),
    );
    const unknown = await gql(server, CLOSE, { id: 4242 }, { cookie: admin });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ field: 'id', key: 'invalid' });
    expect((await list(admin)).list?.boxes.low_battery).toBe(0);
  });
});

describe('14-day reachability (spec 02 §9)', () => {
  it('answers the spans of a device since 14 days ago, reachable where nothing was recorded', async () => {
    const now = server.clock.now();
    server.services.deviceLog.reachability(1, 10, new Date(now - 3 * 3_600_000).toISOString(), false);
    server.services.deviceLog.reachability(1, 10, new Date(now - 3_600_000).toISOString(), true);
    const res = await gql(
      server,
      '{ deviceReachability(device_number: 10) { from to reachable } }',
      {},
      { cookie: admin },
    );
    expect(res.body.data?.deviceReachability).toEqual([
      { from: '2024-12-23T08:00:00.000Z', to: '2025-01-06T05:00:00.000Z', reachable: true },
      { from: '2025-01-06T05:00:00.000Z', to: '2025-01-06T07:00:00.000Z', reachable: false },
      { from: '2025-01-06T07:00:00.000Z', to: null, reachable: true },
    ]);
  });
});
