// The probable-defect monitors as the global settings edit them, against the real server with its twin (spec 02 §3
// global settings' "probable-defect settings"; probable-defect monitor: name, criterion (hex code starting 0x),
// threshold (maximum count), timeframe (hours); spec 01 §2 /admin/settings needs admin::manage_system; spec 02 §5
// catalogue keys criterion_prefix, required, min, unique, in the user's language). Bad input changes nothing; two saves
// at once are serialised; every change is audited; the monitor judges with the edited monitors from the next event on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

let server: TestServer;
let technik: string;
let pflege: string;
let admin: string;

const FIELDS = '{ id name criterion threshold timeframe }';
const LIST = `{ probableDefectMonitors ${FIELDS} }`;
const CREATE = `mutation($input: AdminProbableDefectMonitorInput!) { createProbableDefectMonitor(input: $input) ${FIELDS} }`;
const UPDATE = `mutation($input: AdminProbableDefectMonitorInput!) { updateProbableDefectMonitor(input: $input) ${FIELDS} }`;
const DELETE = 'mutation($ids: [Int!]!) { deleteProbableDefectMonitor(ids: $ids) { id } }';

type Monitor = { id: number; name: string; criterion: string; threshold: number; timeframe: number };
type Errors = Array<{ message: string; extensions?: { field?: string; key?: string; code?: string } }>;

const list = async () =>
  (await gql(server, LIST, {}, { cookie: technik })).body.data?.probableDefectMonitors as Monitor[];
const errorsOf = (body: { errors?: unknown }) =>
  ((body.errors ?? []) as Errors).map((e) => [e.extensions?.field, e.extensions?.key, e.message]);

async function criterion(device: number, code: string) {
  const res = await fetch(`${server.url}/backend/demo/device/condition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_id: device, criterion: code }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ twin: true });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'twin online');
  technik = (await login(server, 'technik', 'technik')).cookie!;
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
  admin = (await login(server, 'admin', 'admin')).cookie!;
});
afterAll(() => server.close());

describe('probable-defect monitors in the global settings (spec 02 §3)', () => {
  it('lists the seeded monitors for admin::manage_system and refuses others', async () => {
    expect(await list()).toEqual([
      { id: 1, name: 'Funkstörung', criterion: '0x6A', threshold: 4, timeframe: 1 },
      { id: 2, name: 'Häufige Verbindungsabbrüche', criterion: '0x11', threshold: 3, timeframe: 24 },
    ]);
    const refused = await gql(server, LIST, {}, { cookie: pflege });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const create = await gql(
      server,
      CREATE,
      { input: { name: 'X', criterion: '0x1', threshold: 1, timeframe: 1 } },
      { cookie: pflege },
    );
    expect(create.body.errors?.[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });

  it('answers bad input with the catalogue’s errors in the user’s language and changes nothing (spec 02 §5)', async () => {
    const before = await list();
    const bad = async (input: Record<string, unknown>, lang = 'fr') =>
      errorsOf((await gql(server, CREATE, { input }, { cookie: technik, lang })).body);
    const valid = { name: 'Neu', criterion: '0x2B', threshold: 2, timeframe: 6 };
    expect(await bad({ ...valid, criterion: '2B' })).toEqual([
      ['criterion', 'criterion_prefix', 'La valeur doit commencer par 0x, p. ex. 0x6A'],
    ]);
    // 0x and hex digits only
    expect((await bad({ ...valid, criterion: '0xZZ' }))[0]?.[1]).toBe('criterion_prefix');
    expect((await bad({ ...valid, criterion: '0x' }))[0]?.[1]).toBe('criterion_prefix');
    expect(await bad({ ...valid, threshold: 0, timeframe: -1 }, 'de')).toEqual([
      ['threshold', 'min', 'Der Wert darf nicht kleiner als 1 sein'],
      ['timeframe', 'min', 'Der Wert darf nicht kleiner als 1 sein'],
    ]);
    expect((await bad({ ...valid, name: '' }, 'it'))[0]).toEqual([
      'name',
      'required',
      expect.stringMatching(/obbligatorio/),
    ]);
    // the name is unique (case-insensitive) among the monitors, which every system shares
    expect(await bad({ ...valid, name: 'funkstörung' }, 'en')).toEqual([
      ['name', 'unique', 'This value is already in use'],
    ]);
    const update = await gql(
      server,
      UPDATE,
      { input: { ...before[0], criterion: 'abc' } },
      { cookie: technik, lang: 'fr' },
    );
    expect(errorsOf(update.body)[0]?.[1]).toBe('criterion_prefix');
    expect(await list()).toEqual(before);
  });

  it('serialises two saves of the same name: one is stored, the other is told the name is taken', async () => {
    const input = { name: 'Tastenprellen', criterion: '0x31', threshold: 2, timeframe: 6 };
    const [a, b] = await Promise.all([
      gql(server, CREATE, { input }, { cookie: technik }),
      gql(server, CREATE, { input }, { cookie: technik }),
    ]);
    const outcomes = [a, b].map((r) => (r.body.errors ? errorsOf(r.body)[0]?.[1] : 'created'));
    expect(outcomes.sort()).toEqual(['created', 'unique']);
    expect((await list()).filter((m) => m.name === 'Tastenprellen')).toHaveLength(1);
  });

  it('judges with an edited threshold from the next report on, and audits create, update and delete', async () => {
    const created = (
      await gql(
        server,
        CREATE,
        { input: { name: 'Sensor', criterion: '0x2B', threshold: 4, timeframe: 1 } },
        { cookie: technik },
      )
    ).body.data?.createProbableDefectMonitor as Monitor;
    // lowered to 2: the third report of 0x2B within the hour is a probable defect (with 4 it would take a fifth)
    const lowered = await gql(server, UPDATE, { input: { ...created, threshold: 2 } }, { cookie: technik });
    expect(lowered.body.errors).toBeUndefined();
    const opened = server.services.bus.next(
      'incidentOpened',
      (e) => e.kind === 'probable_defects' && e.monitor_id === created.id,
    );
    for (let i = 0; i < 3; i++) await criterion(10, '0x2B');
    const incident = await opened;
    expect(incident).toMatchObject({ system_id: 1, device_number: 10, severity: 'Warning', state: 'New' });
    expect(JSON.parse(incident.detail)).toEqual({
      monitor: 'Sensor',
      criterion: '0x2B',
      count: 3,
      threshold: 2,
    });

    // raised to 10: the next report finds no probable defect any more and the incident closes by itself
    await gql(server, UPDATE, { input: { ...created, threshold: 10 } }, { cookie: technik });
    const closed = server.services.bus.next('incidentClosed', (e) => e.id === incident.id);
    await criterion(10, '0x2B');
    expect(await closed).toMatchObject({ state: 'Closed', closed_by: 'auto' });

    const deleted = await gql(server, DELETE, { ids: [created.id] }, { cookie: technik });
    expect(deleted.body.data?.deleteProbableDefectMonitor).toEqual([{ id: created.id }]);
    expect((await list()).map((m) => m.id)).not.toContain(created.id);

    // the audit log is read by a superuser (technik lacks admin::see_auditlog)
    const audit = await gql(
      server,
      '{ auditLog(limit: 10) { action entity changes } }',
      {},
      { cookie: admin },
    );
    const rows = (
      audit.body.data?.auditLog as Array<{ action: string; entity: string; changes: string }>
    ).filter((r) => r.entity === 'probable_defect_monitor');
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'createProbableDefectMonitor',
        'updateProbableDefectMonitor',
        'deleteProbableDefectMonitor',
      ]),
    );
    const raise = rows.find((r) => r.action === 'updateProbableDefectMonitor');
    expect(JSON.parse(raise!.changes)).toMatchObject({
      change: 'updated',
      fields: { threshold: { before: 2, after: 10 } },
    });
  });
});
