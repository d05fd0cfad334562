// MSW handlers for the demo console (spec 02 §2, §4, §7): the demo REST and the demo system's callsChanged.
// With `simulate`, the demo devices run the twin's own machines and button rules (demo-twin.ts), so stories are
// alive and their lamps follow spec 02 §4 as the twin does; without it, tests publish the calls themselves.
import { graphql, type GraphQLSubscription } from 'msw/graphql';
import type { DemoDeviceInfo, ScenarioProgress } from '@cs/contracts/demo';
import { http, HttpResponse } from 'msw/http';
import { DemoCallsDocument, type DemoCallsSubscription } from '../console/src/generated/graphql.ts';
import type { Clock } from '@cs/contracts/clock';
import { IDLE, MOCK_SCENARIOS, scenarioHandlers } from './demo-scenario-handlers.ts';
import { createDemoTwin, type DemoTwinCall } from './demo-twin.ts';
import { mockClock } from './mock-clock.ts';
import { BACKEND_VERSION } from './handlers.ts';

type DemoCall = DemoCallsSubscription['callsChanged']['calls'][number];

export interface DemoMockOptions {
  /** Calls open at start (by device number and call type id). */
  open?: Array<{ number: number; call_type_id: number }>;
  /** Outside demo mode the backend answers 404 to every demo call. */
  demoMode?: boolean;
  /** Every demo REST call fails with this status. */
  failWith?: number;
  /** The twin's button rules drive the call list (stories); tests publish calls themselves. */
  simulate?: boolean;
  /** The clock of the simulated devices' timers (a restart's delay) and of the first push to a subscriber; the real
   * one unless a test passes its own. */
  clock?: Clock;
}

export { MOCK_SCENARIOS };

export interface DemoRequest {
  path: string;
  body: Record<string, unknown>;
  system: string | null;
}

const CALL_TYPES: Record<number, { name: string; flag: 'presence' | 'defect' | 'none'; color: string }> = {
  2: { name: 'Notruf', flag: 'none', color: '#d6336c' },
  4: { name: 'Ruf', flag: 'none', color: '#e03131' },
  5: { name: 'Medaillon-Alarm', flag: 'none', color: '#f76707' },
  6: { name: 'Anwesenheit', flag: 'presence', color: '#2f9e44' },
};
const DEVICE_TEXT: Record<number, string> = { 23: 'Zimmer 101', 24: 'Medaillon Huber', 10: 'Zimmer 201' };

export function demoCall(number: number, call_type_id: number, id: number): DemoCall {
  const type = CALL_TYPES[call_type_id] ?? {
    name: `Rufart ${call_type_id}`,
    flag: 'none' as const,
    color: '#868e96',
  };
  return {
    id,
    system_id: 1,
    number,
    call_type_id,
    call_type_text: type.name,
    section_id: number === 10 ? 2 : 1,
    section_name: number === 10 ? 'Wohnbereich 2' : 'Wohnbereich 1',
    device_text_short: DEVICE_TEXT[number]?.slice(0, 7) ?? String(number),
    device_text_long: DEVICE_TEXT[number] ?? `Gerät ${number}`,
    opened_at: '2026-03-01T08:15:00.000Z',
    call_type: { id: call_type_id, ...type },
  };
}

/** The demo facility's three demo devices as GET /backend/demo/devices names them (their rooms). */
export const MOCK_DEVICES: readonly DemoDeviceInfo[] = [
  { device_id: 10, name: 'Ruftaster 201', room: 'Zimmer 201', battery: 100, reachable: true },
  { device_id: 23, name: 'Ruftaster 101', room: 'Zimmer 101', battery: 100, reachable: true },
  { device_id: 24, name: 'Medaillon Tobler', room: 'Zimmer 102', battery: 80, reachable: true },
].map((d) => ({ ...d, link_up: true, unreachable_after_minutes: 60 }));

export function createDemoMock(options: DemoMockOptions = {}) {
  const headers = { 'X-CS-Version': BACKEND_VERSION };
  let nextId = 1;
  const twin = options.simulate ? createDemoTwin(options.clock) : null;
  // Calls open at start: a simulated device is brought there by its own rules; otherwise the list is as given.
  for (const c of options.open ?? []) twin?.trigger(c.number, c.call_type_id);
  const state = {
    calls: (twin ? twin.calls() : (options.open ?? [])).map((c) =>
      demoCall(c.number, c.call_type_id, nextId++),
    ),
    sequence: 1,
    requests: [] as DemoRequest[],
    subscribers: [] as GraphQLSubscription<DemoCallsSubscription>[],
    /** trainer mode: the backend player's progress */
    progress: { ...IDLE } as ScenarioProgress,
    /** GET /backend/demo/devices: the demo devices by room; device/condition changes battery and link */
    devices: MOCK_DEVICES.map((d) => ({ ...d })),
  };
  /** The twin's open calls as DemoCalls lists them; a call keeps its id while it stays open. */
  const follow = (open: readonly DemoTwinCall[]) => {
    state.calls = open.map(
      (c) =>
        state.calls.find((k) => k.number === c.number && k.call_type_id === c.call_type_id) ??
        demoCall(c.number, c.call_type_id, nextId++),
    );
  };
  const payload = () => ({
    data: { callsChanged: { system_id: 1, sequence: state.sequence, calls: state.calls } },
  });

  const publish = () => {
    if (twin) follow(twin.calls());
    state.sequence += 1;
    for (const s of state.subscribers) s.publish(payload());
  };

  const route = (path: string, act: (body: Record<string, unknown>) => unknown) =>
    http.post(`*/backend/demo${path}`, async ({ request }) => {
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
      state.requests.push({ path, body, system: request.headers.get('X-CS-System') });
      if (options.demoMode === false) return HttpResponse.json({ ok: false }, { status: 404, headers });
      if (options.failWith) return HttpResponse.json({ ok: false }, { status: options.failWith, headers });
      const answer = act(body) ?? { ok: true };
      if (options.simulate) publish();
      return HttpResponse.json(answer, { headers });
    });

  const handlers = [
    ...scenarioHandlers(route, state, { available: options.demoMode !== false, headers }),
    route('/device/press', (b) => {
      twin?.press(b.device_id as number, b.button as 'alert' | 'presence' | undefined);
    }),
    route('/device/magnet', () => {}),
    route('/device/condition', (b) => {
      const device = state.devices.find((d) => d.device_id === b.device_id);
      if (!device) return;
      if (typeof b.battery === 'number') device.battery = b.battery;
      if (b.link === 'down' || b.link === 'up') device.link_up = b.link === 'up';
    }),
    http.get('*/backend/demo/devices', () => {
      if (options.demoMode === false) return HttpResponse.json({ ok: false }, { status: 404, headers });
      return HttpResponse.json({ ok: true, devices: state.devices }, { headers });
    }),
    route('/call/trigger', (b) => {
      twin?.trigger(b.device_id as number, b.call_type_id as number, b.close === true);
    }),
    route('/call/close', () => {
      const devices = new Set(state.calls.map((c) => c.number)).size;
      twin?.closeAll();
      return { ok: true, devices };
    }),
    route('/reset', () => twin?.reset()),
    graphql.link('*/ws/backend').subscription(DemoCallsDocument, ({ subscription, finalize }) => {
      state.subscribers.push(subscription);
      finalize(() => {
        state.subscribers = state.subscribers.filter((s) => s !== subscription);
      });
      // The full list at once on subscribe, as the backend sends it.
      (options.clock ?? mockClock).setTimeout(() => subscription.publish(payload()), 0);
    }),
  ];

  return {
    handlers,
    state,
    /** Replace the open calls and push them to every DemoCalls subscriber (a callsChanged of system 1). */
    setCalls(calls: Array<{ number: number; call_type_id: number }>) {
      state.calls = calls.map((c) => demoCall(c.number, c.call_type_id, nextId++));
      publish();
    },
  };
}
export type DemoMock = ReturnType<typeof createDemoMock>;
