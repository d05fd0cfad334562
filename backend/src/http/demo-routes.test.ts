// Demo REST (spec 02 §7) and demo mode (ARCHITECTURE §6): only with the embedded twin, JSON with the
// login's CSRF rules, acting on the twin's devices, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { waitFor } from '../test-support/wait-for.ts';
import { demoDevicesAnswer } from '@cs/contracts/demo';

let demo: TestServer;
let real: TestServer;
beforeAll(async () => {
  [demo, real] = await Promise.all([startTestServer({ twin: true }), startTestServer()]);
  await waitFor(() => demo.services.calls.system(1)?.status === 'online', 'twin online');
});
afterAll(() => Promise.all([demo.close(), real.close()]));

const post = (server: TestServer, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/backend/demo${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const open = () =>
  demo.services.calls
    .system(1)!
    .openCalls()
    .map((c) => `${c.number}/${c.call_type_id}`)
    .sort();
const DEMO_MODE = '{ appState { features { demo_mode } } }';

describe('demo mode', () => {
  it('is on with the embedded twin and off without (appState.features.demo_mode)', async () => {
    expect((await gql(demo, DEMO_MODE)).body.data).toEqual({ appState: { features: { demo_mode: true } } });
    expect((await gql(real, DEMO_MODE)).body.data).toEqual({ appState: { features: { demo_mode: false } } });
  });

  it('without the twin every demo call is 404', async () => {
    for (const path of ['/call/trigger', '/call/close', '/reset', '/device/press', '/device/condition'])
      expect((await post(real, path, { call_type_id: 4, device_id: 23 })).status).toBe(404);
  });
});

describe('POST /backend/demo/* (spec 02 §7)', () => {
  it('call/trigger opens and closes calls of the demo call types (alert 4, presence 6, emergency 2) on twin devices', async () => {
    let res = await post(demo, '/call/trigger', {
      call_type_id: 4,
      section_id: 1,
      device_id: 23,
      close: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await waitFor(() => open().includes('23/4'), 'alert on 23');
    res = await post(demo, '/call/trigger', { call_type_id: 2, section_id: 1, device_id: 10, close: false });
    expect(res.status).toBe(200);
    await waitFor(
      () => open().includes('10/2') && open().includes('10/6'),
      'emergency with presence on 10 (spec 02 §4)',
    );
    await post(demo, '/call/trigger', { call_type_id: 4, section_id: 1, device_id: 23, close: true });
    await waitFor(() => !open().includes('23/4'), 'alert on 23 closed');
  });

  it('call/close closes every call; reset starts the demo over', async () => {
    await post(demo, '/call/trigger', { call_type_id: 4, section_id: 1, device_id: 23, close: false });
    await waitFor(() => open().length > 0, 'some call');
    const res = await post(demo, '/call/close');
    expect(res.status).toBe(200);
    await waitFor(() => open().length === 0, 'all closed');
    await post(demo, '/call/trigger', { call_type_id: 4, section_id: 1, device_id: 23, close: false });
    await waitFor(() => open().length === 1, 'a call before the reset');
    expect((await post(demo, '/reset')).status).toBe(200);
    // The Gets says bye on reset; the gateway reconnects (its timer runs on the test's manual clock)
    // and the fresh snapshot has no calls.
    await waitFor(() => {
      demo.clock.advance(50);
      return open().length === 0 && demo.services.calls.system(1)!.status === 'online';
    }, 'empty after reset');
  });

  it('call/close with a device_id closes the calls of that device only (issue 38: it closed every call)', async () => {
    await post(demo, '/call/close');
    await waitFor(() => open().length === 0, 'no calls');
    await post(demo, '/call/trigger', { call_type_id: 4, device_id: 23 });
    await post(demo, '/call/trigger', { call_type_id: 4, device_id: 10 });
    await waitFor(() => open().join() === '10/4,23/4', 'two calls');
    const res = await post(demo, '/call/close', { device_id: 23 });
    expect(await res.json()).toEqual({ ok: true, devices: 1 });
    await waitFor(() => open().join() === '10/4', 'only 23 closed');
    expect((await post(demo, '/call/close', { device_id: 99_999 })).status).toBe(422);
    expect((await post(demo, '/call/close', { device_id: '23' })).status).toBe(400);
    expect(open()).toEqual(['10/4']);
    await post(demo, '/call/close');
    await waitFor(() => open().length === 0, 'all closed');
  });

  it('validates, keeps the login CSRF rules, and audits', async () => {
    expect((await post(demo, '/call/trigger', { device_id: 'x' })).status).toBe(400);
    expect((await post(demo, '/call/trigger', { call_type_id: 4, device_id: 99_999 })).status).toBe(422);
    const form = await fetch(`${demo.url}/backend/demo/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    expect((await post(demo, '/reset', {}, { origin: 'https://evil.example' })).status).toBe(403);
    const { cookie } = await login(demo, 'admin', 'admin');
    const audit = await gql(demo, '{ auditLog(limit: 100) { action entity } }', {}, { cookie });
    const actions = (audit.body.data?.auditLog as Array<{ action: string; entity: string }>)
      .filter((a) => a.entity === 'demo')
      .map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['demo_call_trigger', 'demo_call_close', 'demo_reset']));
  });
});

describe('POST /backend/demo/device/condition (device monitoring, issue 18; spec 02 §3 incidents)', () => {
  it('a low battery and a disturbance reported five times open their incidents; bad input changes nothing', async () => {
    const battery = demo.services.bus.next(
      'incidentOpened',
      (e) => e.kind === 'battery' && e.device_number === 8,
    );
    expect((await post(demo, '/device/condition', { device_id: 8, battery: 30 })).status).toBe(200);
    expect(await battery).toMatchObject({ system_id: 1, severity: 'Warning', state: 'New' });
    // the seeded monitor 'Funkstörung': 0x6A more than 4 times within an hour
    const defect = demo.services.bus.next('incidentOpened', (e) => e.kind === 'probable_defects');
    for (let i = 0; i < 5; i++)
      expect((await post(demo, '/device/condition', { device_id: 10, criterion: '0x6A' })).status).toBe(200);
    expect(await defect).toMatchObject({ device_number: 10, severity: 'Warning' });
    expect((await post(demo, '/device/condition', { device_id: 4242, battery: 10 })).status).toBe(422);
    expect((await post(demo, '/device/condition', { device_id: 8, criterion: '6A' })).status).toBe(400);
    expect((await post(demo, '/device/condition', { device_id: 8, battery: 101 })).status).toBe(400);
    const replaced = demo.services.bus.next('incidentClosed', (e) => e.kind === 'battery');
    await post(demo, '/device/condition', { device_id: 8, battery: 100 });
    expect(await replaced).toMatchObject({ device_number: 8, state: 'Closed', closed_by: 'auto' });
  });
});

describe('GET /backend/demo/devices (issue 38: devices by their room, battery and reachability for trainers)', () => {
  const devices = async () => {
    const res = await fetch(`${demo.url}/backend/demo/devices`, { headers: { 'X-CS-System': '01' } });
    expect(res.status).toBe(200);
    // the console reads it through the contract's schema (demo-api.ts): the backend's answer must fit it
    const body = demoDevicesAnswer.parse(await res.json());
    return new Map(body.devices.map((d) => [d.device_id, d]));
  };

  it('names the room of each device and follows a battery and a lost radio link a trainer causes', async () => {
    const before = await devices();
    expect(before.get(23)).toMatchObject({ name: 'Ruftaster 101', room: 'Zimmer 101', link_up: true });
    expect(before.get(10)).toMatchObject({ room: 'Zimmer 201' });
    // a medallion hangs below its wearer: its room is the wearer's
    expect(before.get(24)?.room).toMatch(/^Zimmer \d+$/);
    expect(before.get(23)?.unreachable_after_minutes).toBeGreaterThan(0);
    await post(demo, '/device/condition', { device_id: 23, battery: 12 });
    await post(demo, '/device/condition', { device_id: 23, link: 'down' });
    await waitFor(
      () => demo.services.monitoring.memories.peek(1, 23)?.battery === 12,
      'the hub reported the battery',
    );
    expect((await devices()).get(23)).toMatchObject({ battery: 12, link_up: false });
    await post(demo, '/device/condition', { device_id: 23, link: 'up' });
    await post(demo, '/device/condition', { device_id: 23, battery: 100 });
    expect((await devices()).get(23)).toMatchObject({ link_up: true });
  });
});

describe("POST /backend/demo/device/press (the demo console's buttons; rules of spec 02 §4 in the twin)", () => {
  const press = (device_id: number, button?: string) => post(demo, '/device/press', { device_id, button });

  it('plays out the two-button rules: toggle, presence closes alert, alert during presence is an emergency, either press ends both', async () => {
    await post(demo, '/call/close');
    await waitFor(() => open().length === 0, 'no calls');
    expect((await press(23, 'alert')).status).toBe(200);
    await waitFor(() => open().join() === '23/4', 'alert on');
    await press(23, 'alert');
    await waitFor(() => open().length === 0, 'alert toggled off');
    await press(23, 'alert');
    await waitFor(() => open().join() === '23/4', 'alert on again');
    await press(23, 'presence');
    await waitFor(() => open().join() === '23/6', 'presence closed the alert first');
    await press(23, 'alert');
    await waitFor(() => open().join() === '23/2,23/6', 'alert during presence: emergency, presence kept');
    await press(23, 'presence');
    await waitFor(() => open().length === 0, 'either press ends both');
  });

  it('presses the medallion (its alert stays until staff end it)', async () => {
    expect((await press(24)).status).toBe(200);
    await waitFor(() => open().some((c) => c.startsWith('24/')), 'medallion alert');
    await press(24);
    // A later press travels the same way (twin, Gets stream, call service): once its call is open, whatever
    // the second medallion press did has arrived too.
    await press(23, 'alert');
    await waitFor(() => open().some((c) => c.startsWith('23/')), 'the later call');
    expect(open().some((c) => c.startsWith('24/'))).toBe(true);
    await post(demo, '/call/close');
    await waitFor(() => open().length === 0, 'closed by staff');
  });

  it('validates the body, refuses buttons a device does not have, and audits', async () => {
    expect((await press(23, 'red')).status).toBe(400);
    expect((await post(demo, '/device/press', { device_id: '23' })).status).toBe(400);
    expect((await press(99_999, 'alert')).status).toBe(422);
    expect((await press(24, 'presence')).status).toBe(422);
    const { cookie } = await login(demo, 'admin', 'admin');
    const audit = await gql(demo, '{ auditLog(limit: 100) { action entity } }', {}, { cookie });
    const actions = (audit.body.data?.auditLog as Array<{ action: string; entity: string }>).map(
      (a) => a.action,
    );
    expect(actions).toContain('demo_device_press');
  });
});
