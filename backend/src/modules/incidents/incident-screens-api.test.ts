// The incident list's modals and the defect page over HTTP (issue 18): the call behind a defect incident (spec 01 §2
// /analytics/incidents/call/:id), the users' notification settings and their user form (spec 01 §2
// /analytics/incidents/notifications/user/:id; spec 02 §3 user notify_call_source_groups, §6), the defect list (spec
// 01 §2 /admin/defects: admin::manage_system or calllog::see_defects) and the tree's battery and reachability
// (spec 01 §4, spec 02 §8). Errors are the catalogue's in the caller's language (spec 02 §5); times dd.MM.yyyy HH:mm
// in the facility's zone (spec 01 §9). The server's clock is 06.01.2025 08:00 UTC (09:00 in Zurich).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentEvent } from '../../platform/event-bus.ts';
import { callLogEntry } from '../../test-support/call-log-entry.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { installationData } from '../../test-support/installation-data.ts';

let server: TestServer;
let admin: string;
let pflege: string;
let technik: string;

const CALL = `query($id: Int!) { incidentCall(id: $id) { incident_id open call_type_text device_text_long
  section_name time_start time_end duration timeline { kind time } } }`;
const NOTIFICATIONS = `{ incidentNotifications { groups { id name } users { id name email call_source_group_ids } } }`;
const UPDATE = `mutation($user: Int!, $groups: [Int!]!) { updateUserNotifications(user_id: $user,
  call_source_group_ids: $groups) { id name call_source_group_ids } }`;
const DEFECTS = `{ defects { time_zone items { incident_id device_number kind state since detail } } }`;

function open(o: {
  system?: number;
  device: number;
  kind: IncidentEvent['kind'];
  at: string;
  detail?: object;
}) {
  return server.services.incidents.open({
    system_id: o.system ?? 1,
    device_number: o.device,
    hub_id: null,
    kind: o.kind,
    monitor_id: 0,
    severity: 'Critical',
    detail: JSON.stringify(o.detail ?? {}),
    opened_at: o.at,
  }).id;
}

const ids = {} as Record<'closedCall' | 'openCall' | 'battery' | 'probable' | 'otherSystem', number>;
const userId = (name: string): number => server.services.users.byName(name)!.id;

beforeAll(async () => {
  server = await startTestServer();
  const data = installationData(server);
  // the care role manages incidents (pflege: system 1 only); the technicians do not
  data.roles.find((r) => r.name === 'Pflege')!.permissions.push('analytics::manage_incidents');
  // A closed defect call in the log, and an open one the call system still reports.
  server.services.callLog.record(
    callLogEntry(501, '2025-01-06T06:00:00.000Z', {
      duration: 1800,
      call_type_text: 'Defekt',
      call_type_flag: 'defect',
    }),
  );
  // the same call system id in system 2 is another call (each system's log is its own)
  server.services.callLog.record(
    callLogEntry(501, '2025-01-06T05:00:00.000Z', { system_id: 2, call_type_flag: 'defect' }),
  );
  server.services.calls.system(1)!.opened({
    id: 502,
    call_type_id: 4,
    call_type_text: 'Defekt',
    call_source_id: null,
    call_source_text: '',
    section_id: 1,
    section_name: 'Wohnbereich 1',
    number: 10,
    device_text_short: '104',
    device_text_long: 'Zimmer 104',
    position: null,
    opened_at: '2025-01-06T07:30:00.000Z',
    closed_at: null,
    is_presence: false,
  });
  ids.closedCall = open({
    device: 8,
    kind: 'defects',
    at: '2025-01-06T06:10:00.000Z',
    detail: { call_id: 501, call_type_text: 'Defekt', opened_at: '2025-01-06T06:00:00.000Z' },
  });
  ids.openCall = open({
    device: 10,
    kind: 'defects',
    at: '2025-01-06T07:40:00.000Z',
    detail: { call_id: 502, call_type_text: 'Defekt', opened_at: '2025-01-06T07:30:00.000Z' },
  });
  ids.battery = open({
    device: 12,
    kind: 'battery',
    at: '2025-01-06T07:00:00.000Z',
    detail: { battery: 20 },
  });
  ids.probable = open({
    device: 12,
    kind: 'probable_defects',
    at: '2025-01-06T07:50:00.000Z',
    detail: { monitor: 'Sensor', criterion: '0x6a', count: 5, threshold: 4 },
  });
  ids.otherSystem = open({
    system: 2,
    device: 8,
    kind: 'defects',
    at: '2025-01-06T07:00:00.000Z',
    detail: { call_id: 501, opened_at: '2025-01-06T05:00:00.000Z' },
  });
  admin = (await login(server, 'admin', 'admin')).cookie!;
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

describe('the call behind a defect incident (spec 01 §2 /analytics/incidents/call/:id)', () => {
  it('reads a closed call from the call log with its timeline, in the facility’s zone', async () => {
    const res = await gql(server, CALL, { id: ids.closedCall }, { cookie: pflege });
    expect(res.body.data?.incidentCall).toMatchObject({
      incident_id: ids.closedCall,
      open: false,
      call_type_text: 'Defekt',
      device_text_long: 'Zimmer 102',
      time_start: '06.01.2025 07:00',
      time_end: '06.01.2025 07:30',
      duration: 1800,
    });
    const kinds = (res.body.data?.incidentCall as { timeline: Array<{ kind: string }> }).timeline;
    expect(kinds.map((e) => e.kind)).toEqual(['OPENED', 'CLOSED']);
  });

  it('shows a call still open as the call system reports it, open until now and without an end', async () => {
    const res = await gql(server, CALL, { id: ids.openCall }, { cookie: pflege });
    expect(res.body.data?.incidentCall).toMatchObject({
      open: true,
      device_text_long: 'Zimmer 104',
      time_start: '06.01.2025 08:30',
      time_end: null,
      duration: 30 * 60,
      timeline: [{ kind: 'OPENED', time: '06.01.2025 08:30' }],
    });
  });

  it('answers null for another kind, an unknown incident, or one of a system the user may not use', async () => {
    for (const id of [ids.battery, 4242])
      expect((await gql(server, CALL, { id }, { cookie: admin })).body.data?.incidentCall).toBeNull();
    // pflege may use system 1 only; admin (all systems) sees the same incident
    expect(
      (await gql(server, CALL, { id: ids.otherSystem }, { cookie: pflege })).body.data?.incidentCall,
    ).toBeNull();
    expect(
      (await gql(server, CALL, { id: ids.otherSystem }, { cookie: admin })).body.data?.incidentCall,
    ).toMatchObject({ open: false, time_start: '06.01.2025 06:00' });
  });

  it('needs analytics::manage_incidents (technik has the call log but not the incidents)', async () => {
    const res = await gql(server, CALL, { id: ids.closedCall }, { cookie: technik });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });
});

describe('the users’ notification settings (spec 02 §3 notify_call_source_groups)', () => {
  it('lists the users of the selected system with their addresses and the system’s call source groups', async () => {
    const res = await gql(server, NOTIFICATIONS, {}, { cookie: pflege });
    const settings = res.body.data?.incidentNotifications as {
      groups: Array<{ id: number; name: string }>;
      users: Array<{ name: string; call_source_group_ids: number[] }>;
    };
    expect(settings.groups).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Zimmer und Bad' },
        { id: 2, name: 'Medaillons' },
      ]),
    );
    expect(settings.users.map((u) => u.name)).toEqual(expect.arrayContaining(['admin', 'pflege', 'technik']));
  });

  it('saves a user’s groups, which the notifications then follow, and audits the change', async () => {
    const res = await gql(server, UPDATE, { user: userId('technik'), groups: [2, 1, 2] }, { cookie: pflege });
    expect(res.body.data?.updateUserNotifications).toEqual({
      id: userId('technik'),
      name: 'technik',
      call_source_group_ids: [1, 2],
    });
    // what report-mails.ts reads to address the instant notifications
    expect(server.services.users.byId(userId('technik'))!.notify_call_source_groups).toEqual([1, 2]);
    const row = server.services.audit.list(5).find((r) => r.action === 'updateUserNotifications');
    expect(row).toMatchObject({ user_name: 'pflege', outcome: 'ok', entity: 'user' });
    await gql(server, UPDATE, { user: userId('technik'), groups: [] }, { cookie: pflege });
    expect(server.services.users.byId(userId('technik'))!.notify_call_source_groups).toEqual([]);
  });

  it('refuses a group the system does not have and an unknown user with the catalogue’s error, changing nothing', async () => {
    const bad = await gql(
      server,
      UPDATE,
      { user: userId('pflege'), groups: [1, 99] },
      { cookie: admin, lang: 'fr' },
    );
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'La valeur n’est pas valide',
      extensions: { validation: true, field: 'call_source_group_ids', key: 'invalid' },
    });
    const unknown = await gql(server, UPDATE, { user: 4242, groups: [1] }, { cookie: admin, lang: 'de' });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Der Wert ist ungültig',
      extensions: { field: 'user_id', key: 'invalid' },
    });
    expect(server.services.users.byId(userId('pflege'))!.notify_call_source_groups).toEqual([]);
  });

  it('needs analytics::manage_incidents', async () => {
    for (const query of [NOTIFICATIONS, UPDATE]) {
      const res = await gql(server, query, { user: userId('technik'), groups: [1] }, { cookie: technik });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    }
  });
});

describe('the defect list (spec 01 §2 /admin/defects)', () => {
  it('lists the selected system’s open defects and probable defects, newest first, in the facility’s zone', async () => {
    const res = await gql(server, DEFECTS, {}, { cookie: technik });
    const list = res.body.data?.defects as { time_zone: string; items: Array<Record<string, unknown>> };
    expect(list.time_zone).toBe('Europe/Zurich');
    expect(list.items.map((i) => [i.incident_id, i.kind, i.since])).toEqual([
      [ids.probable, 'probable_defects', '06.01.2025 08:50'],
      [ids.openCall, 'defects', '06.01.2025 08:40'],
      [ids.closedCall, 'defects', '06.01.2025 07:10'],
    ]);
  });

  it('drops a closed incident', async () => {
    server.services.incidents.close(ids.closedCall, 'admin', '2025-01-06T08:00:00.000Z');
    const res = await gql(server, DEFECTS, {}, { cookie: admin });
    const items = (res.body.data?.defects as { items: Array<{ incident_id: number }> }).items;
    expect(items.map((i) => i.incident_id)).not.toContain(ids.closedCall);
  });

  it('needs admin::manage_system or calllog::see_defects under admin::use_module', async () => {
    const res = await gql(server, DEFECTS, {}, { cookie: pflege });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });
});

describe('battery and reachability in the tree (spec 01 §4, spec 02 §8)', () => {
  it('answers what the monitor knows of a device, null where it knows nothing', async () => {
    const memory = server.services.monitoring.memories.get(1, 8);
    memory.battery = 30;
    memory.reachable = false;
    const tree = await gql(
      server,
      '{ systemTree { nodes { id number battery reachable } } }',
      {},
      { cookie: admin },
    );
    const nodes = (tree.body.data?.systemTree as { nodes: Array<Record<string, unknown>> }).nodes;
    const device = nodes.find((n) => n.number === 8);
    expect(device).toMatchObject({ battery: 30, reachable: false });
    expect(nodes.find((n) => n.number === null)).toMatchObject({ battery: null, reachable: null });
    const detail = await gql(
      server,
      'query($id: Int!) { systemTreeNode(id: $id) { battery reachable } }',
      { id: device!.id },
      { cookie: admin },
    );
    expect(detail.body.data?.systemTreeNode).toEqual({ battery: 30, reachable: false });
  });
});
